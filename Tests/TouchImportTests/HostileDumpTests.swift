import Foundation
import Testing
import TouchScene
@testable import TouchImport

/// Issue 33: dumps as users really save them, and hostile ones. An import
/// either writes a scene that loads, or says what it left out and why; it is
/// linear in the dump; nothing it prints can drive a terminal.
@Suite struct HostileDumpTests {
    static let window = "<UIWindow: 0x7f912540fff0; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x600000c86320>>"

    static func view(_ depth: Int, _ address: UInt64, _ cls: String = "UIView", frame: String = "0 0; 100 100", extra: String = "") -> String {
        String(repeating: "   | ", count: depth) + "<\(cls): 0x\(String(address, radix: 16)); frame = (\(frame)); \(extra)layer = <CALayer: 0x600000c4a9a0>>"
    }

    static let small = ([window] + (1...3).map { view(1, 0x7f0000001000 + UInt64($0)) }).joined(separator: "\n") + "\n"

    func importText(_ text: String) throws -> ImportedScene { try Importer.run([Importer.Input(name: "dump.txt", text: text)]) }

    func loads(_ scene: ImportedScene) -> Bool { (try? SceneLoader.parse(yaml: scene.yaml, file: "imported.yaml")) != nil }

    @Test("CRLF and lone CR line endings read as lines: \"\\r\\n\" is one Character in Swift")
    func lineEndings() throws {
        let lf = try importText(Self.small)
        let crlf = try importText(Self.small.replacingOccurrences(of: "\n", with: "\r\n"))
        let cr = try importText(Self.small.replacingOccurrences(of: "\n", with: "\r"))
        #expect(lf.viewCount == 4)
        #expect(crlf.yaml == lf.yaml && cr.yaml == lf.yaml)
    }

    @Test("UTF-16 and UTF-32 with a byte-order mark, UTF-16 without one and UTF-8 with a mark decode to the same text")
    func encodings() throws {
        let expected = Self.small
        for (name, data) in [
            ("utf16", expected.data(using: .utf16)!),
            ("utf16le no BOM", expected.data(using: .utf16LittleEndian)!),
            ("utf16be BOM", Data([0xFE, 0xFF]) + expected.data(using: .utf16BigEndian)!),
            ("utf32le BOM", Data([0xFF, 0xFE, 0, 0]) + expected.data(using: .utf32LittleEndian)!),
            ("utf8 BOM", Data([0xEF, 0xBB, 0xBF]) + Data(expected.utf8)),
            ("utf8", Data(expected.utf8)),
        ] {
            #expect(Importer.text(of: data) == expected, "\(name)")
        }
    }

    @Test("a dump 2,000 views deep imports without recursion trouble and leaves out, in one note, what passes the scene's depth")
    func deep() throws {
        let lines = [Self.window] + (1..<2000).map { Self.view($0, 0x7f0000000000 + UInt64($0)) }
        let scene = try importText(lines.joined(separator: "\n"))
        let notes = scene.notes.map(\.description).filter { $0.contains("nested deeper") }
        #expect(notes.count == 1)
        #expect(notes.first?.hasSuffix("left out with the 1750 views inside it") == true, "\(notes)")
        #expect(loads(scene))
    }

    @Test("views past the scene's object limit are left out with one note, and the scene loads")
    func wide() throws {
        let count = SceneLimits.maximumObjects + 10
        var text = Self.window + "\n"
        text.reserveCapacity(count * 90)
        for i in 0..<count { text += Self.view(1, 0x100000 + UInt64(i)) + "\n" }
        let scene = try importText(text)
        let notes = scene.notes.filter { $0.message.contains("limit of \(SceneLimits.maximumObjects)") }
        #expect(notes.count == 1)
        #expect(!scene.yaml.contains("UIView_\(String(0x100000 + count - 1, radix: 16).suffix(4))_"), "the last views are left out")
    }

    @Test("addresses that share their last hex digits get unique names in linear time")
    func sharedSuffixes() throws {
        let lines = [Self.window] + (0..<5000).map { Self.view(1, (UInt64($0) << 20) | 0xabcde) }
        let clock = ContinuousClock()
        var scene: ImportedScene?
        let elapsed = try clock.measure { scene = try importText(lines.joined(separator: "\n")) }
        #expect(scene?.yaml.contains("UIView_bcde_5000") == true)
        // Quadratic naming took minutes on 20,000 such views; linear takes well under this even in a debug build.
        #expect(elapsed < .seconds(60))
    }

    @Test("frames of 1e308 or NaN are unreadable (the view fills its superview), not written into a scene that does not load")
    func hugeNumbers() throws {
        let text = [Self.window, Self.view(1, 0x7f01, frame: "0 0; 1e308 nan"), Self.view(1, 0x7f02, frame: "0 0; 1e308 1e308"),
                    Self.view(1, 0x7f03, "UIScrollView", extra: "contentOffset: {1e300, 0}; contentSize: {nan, 5}; ")].joined(separator: "\n")
        let scene = try importText(text)
        #expect(scene.notes.filter { $0.message.contains("unreadable frame") }.count == 2)
        #expect(!scene.yaml.contains("e+") && !scene.yaml.contains("nan"))
        #expect(loads(scene))
    }

    @Test("control characters of pasted text are removed from the scene and escaped in the report")
    func controlCharacters() throws {
        let text = [Self.window, Self.view(1, 0x7f02, "UILabel", extra: "text = 'a\u{1B}[31mred\u{07}'; "),
                    "garbage \u{1B}]0;title\u{07} line"].joined(separator: "\n")
        let scene = try importText(text)
        #expect(scene.yaml.contains("text: \"a[31mred\""))
        for note in scene.notes.map(\.description) {
            #expect(!note.unicodeScalars.contains { $0.value < 0x20 }, "\(note)")
        }
        #expect(loads(scene))
    }

    @Test("a recognizer named Application, or one that must fail itself, still gives a scene that loads")
    func reservedAndSelfRequirement() throws {
        let text = """
            <UIView: 0x7f0000000100; frame = (0 0; 100 100); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x2>>
            <UITapGestureRecognizer: 0x600000aa0000 (Application); state = Possible; view = <UIView 0x7f0000000100>; target= <(action=tap:, target=<UIView 0x7f0000000100>)>; must-fail = {
                    <UITapGestureRecognizer: 0x600000aa0000 (Application); state = Possible; view = <UIView 0x7f0000000100>>
                }>
            """
        let scene = try importText(text)
        #expect(!scene.yaml.contains("name: Application\n") && scene.yaml.contains("name: Application_2\n"))
        #expect(scene.notes.contains { $0.message.contains("must fail itself") })
        #expect(loads(scene))
    }

    @Test("controllers without addresses (swift-snapshot-testing) join their views by class and position without a scan per controller")
    func addresslessControllers() throws {
        let n = 3000
        var lines = ["<UIWindow; frame = (0 0; 414 896); layer = <UIWindowLayer>>"]
        lines += (0..<n).map { "   | <UIView; frame = (0 \($0); 10 10); layer = <CALayer>>" }
        lines.append("<UINavigationController>, state: appeared, view: <UIView>")
        lines += Array(repeating: "   | <UIViewController>, state: appeared, view: <UIView>", count: 2)
        let clock = ContinuousClock()
        var scene: ImportedScene?
        let elapsed = try clock.measure { scene = try importText(lines.joined(separator: "\n")) }
        #expect(scene?.controllerCount == 3)
        #expect(elapsed < .seconds(60))
        let many = [lines[0]] + lines[1...n] + ["<UIViewController>, state: appeared, view: <UIView>"]
            + Array(repeating: "   | <UIViewController>, state: appeared, view: <UIView>", count: n - 1)
        let big = try clock.measure { scene = try importText(many.joined(separator: "\n")) }
        #expect(scene?.controllerCount == n)
        // The scan per controller took minutes on 6,000 of them in a debug build.
        #expect(big < .seconds(60))
    }
}
