import Foundation
import Testing
import TouchCore
@testable import TouchScene

/// Issue 26.4: every Swift snippet `fix` prints for the project's scenes
/// type-checks against a small interface of the UIKit API it uses
/// (`Tests/UIKitStub/UIKit.swift`, declarations only), with `swiftc
/// -typecheck`. Each scene's named objects are declared with UIKit's class
/// for their kind; statements go in a function, a delegate method in a
/// delegate class, an override in a subclass of the view's class.
@Suite struct AnswersSwiftTests {
    static let stub = Package.root.appendingPathComponent("Tests/UIKitStub/UIKit.swift")

    static var swiftc: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/opt/swift/usr/bin"] {
            let path = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// UIKit's class for a scene object.
    static func uiClass(_ o: TouchScene.SceneObject, _ built: BuiltScene) -> String {
        switch o.role {
        case .window: return "UIWindow"
        case .animation: return "UIViewPropertyAnimator"
        case .controller:
            switch built.responders[o.name] {
            case is NavigationController: return "UINavigationController"
            case is PageViewController: return "UIPageViewController"
            default: return "UIViewController"
            }
        case .recognizer:
            switch o.kind {
            case "tap": return "UITapGestureRecognizer"
            case "longPress": return "UILongPressGestureRecognizer"
            case "pan": return "UIPanGestureRecognizer"
            case "swipe": return "UISwipeGestureRecognizer"
            case "pinch": return "UIPinchGestureRecognizer"
            case "rotation": return "UIRotationGestureRecognizer"
            case "screenEdgePan": return "UIScreenEdgePanGestureRecognizer"
            default: return "UIGestureRecognizer"
            }
        case .view:
            switch o.kind {
            case "button": return "UIButton"
            case "label": return "UILabel"
            case "imageView": return "UIImageView"
            case "control": return "UIControl"
            case "switch": return "UISwitch"
            case "slider": return "UISlider"
            case "stepper": return "UIStepper"
            case "segmentedControl": return "UISegmentedControl"
            case "pageControl": return "UIPageControl"
            case "textField": return "UITextField"
            case "textView": return "UITextView"
            case "scrollView": return "UIScrollView"
            case "tableView": return "UITableView"
            case "collectionView": return "UICollectionView"
            case "tableViewCell": return "UITableViewCell"
            case "collectionViewCell": return "UICollectionViewCell"
            case "contextMenu": return "UIContextMenuInteraction"
            case "drag": return "UIDragInteraction"
            default: return "UIView"
            }
        }
    }

    /// One file that declares the scene's objects and wraps each snippet.
    static func checkFile(scene: WhatIfScene, snippets: [String]) -> String {
        var out = ""
        var declared: Set<String> = []
        let built = SceneBuilder.build(validated: scene.description)
        for o in scene.objects where !declared.contains(o.name) && o.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            declared.insert(o.name)
            out += "let \(o.name) = \(uiClass(o, built))()\n"
        }
        for (i, snippet) in snippets.enumerated() {
            var statements: [String] = []
            var members: [(base: String, lines: [String])] = []
            var current: (base: String, lines: [String])?
            for line in snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("// in ") {
                    if let c = current { members.append(c) }
                    // The class the snippet's comment names: a subclass, or the delegate protocol it implements.
                    let kinds = ["(a UIScrollView subclass": "UIScrollView", "(a UITextView subclass)": "UITextView",
                                 "(a UIView subclass)": "UIView", "(a UIWindow subclass)": "UIWindow",
                                 "(a UIContextMenuInteractionDelegate)": "NSObject, UIContextMenuInteractionDelegate",
                                 "(a UIDragInteractionDelegate)": "NSObject, UIDragInteractionDelegate",
                                 "(a UIAdaptivePresentationControllerDelegate)": "NSObject, UIAdaptivePresentationControllerDelegate"]
                    let base = kinds.first { line.contains($0.key) }?.value ?? "NSObject, UIGestureRecognizerDelegate"
                    current = (base, [])
                } else if current != nil {
                    current!.lines.append(line)
                    if line == "}" { members.append(current!); current = nil }
                } else {
                    statements.append(line)
                }
            }
            if let c = current { members.append(c) }
            out += "// snippet \(i)\nfunc snippet\(i)() {\n" + statements.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
            for (k, m) in members.enumerated() {
                out += "final class Snippet\(i)_\(k): \(m.base) {\n" + m.lines.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
            }
        }
        return out
    }

    /// Every snippet fix can print for a scene: the Swift of each candidate
    /// setting of each scenario (a fix of several settings prints theirs one after another).
    static func snippets(of scene: WhatIfScene, want: [ItemPattern] = []) -> [String] {
        var settings: [Setting] = []
        for scenario in scene.description.scenarios.prefix(8) {
            let records = playedRecords(scene.description, scenario: scenario)
            for s in FixCandidates.singles(scene: scene, records: records, want: want) where !settings.contains(s) { settings.append(s) }
        }
        return settings.map { SwiftLine.code(for: $0, in: scene) }
    }

    static func typecheck(_ source: String, name: String) throws -> String? {
        guard let swiftc else { return "no swiftc on PATH" }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-snippets-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent(name + ".swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-parse-as-library", stub.path, file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    }

    static var sceneNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Package.scenes.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("issue 26.4: every snippet fix prints for the project's scenes type-checks against the UIKit interface",
          .enabled(if: swiftc != nil), arguments: sceneNames)
    func snippetsTypeCheck(_ file: String) throws {
        let path = Package.scenes.appendingPathComponent(file).path
        let scene = try WhatIfScene(file: path, text: try String(contentsOfFile: path, encoding: .utf8), description: try SceneLoader.load(path: path))
        var snippets = Self.snippets(of: scene)
        // The wanted items of issue 26's scenes add the settings found from what stopped them (pointInside, alpha, level...).
        for c in AnswersAcceptanceTests.cases + AnswersObjectsTests.cases where c.scene + ".yaml" == file {
            let scenario = try #require(scene.description.scenarios.first { $0.name == c.scenario })
            let search = FixSearch(scene: scene, scenario: scenario, want: [try ItemPattern(parsing: c.want)])
            snippets += search.fixes.map(\.swift)
        }
        #expect(!snippets.isEmpty)
        let source = Self.checkFile(scene: scene, snippets: snippets)
        let errors = try Self.typecheck(source, name: String(file.dropLast(5)))
        #expect(errors == nil, "\(errors ?? "")\n---\n\(source)")
    }

    @Test("issue 26.4: a delegate method goes on the recognizer's delegate, or says which object to make its delegate")
    func delegateMethodOnTheDelegate() throws {
        let path = Package.scenes.appendingPathComponent("pinch-rotate-pan.yaml").path
        let scene = try WhatIfScene(file: path, text: try String(contentsOfFile: path, encoding: .utf8), description: try SceneLoader.load(path: path))
        let code = SwiftLine.code(for: Setting(object: "stickerPan", property: "simultaneousWith", value: "all"), in: scene)
        #expect(code.hasPrefix("// stickerPan has no delegate: make StickerVC its delegate"))
        #expect(code.contains("guard gestureRecognizer === stickerPan else { return false }\n    return true"))
    }
}
