import Foundation
import Testing
import TouchCore
import TouchScene

/// Every scenario of every scene in Scenes/ against its golden human log,
/// Tests/touchscopeTests/Golden/SCENE/SCENARIO.log. The logs are the
/// reviewed behaviour of the scenes (rules S–V); after an intended change,
/// regenerate them with `TOUCHSCOPE_UPDATE_GOLDEN=1 swift test --filter GoldenTraceTests`
/// and read the diff before committing. That update run fails on purpose,
/// so that it can never pass for a test run (CI must not set the variable).
@Suite struct GoldenTraceTests {
    static var cases: [(scene: String, scenario: String)] {
        Package.sceneFiles().flatMap { url -> [(String, String)] in
            guard let scene = try? SceneLoader.load(path: url.path) else { return [(url.lastPathComponent, "")] }
            return scene.scenarios.map { (url.lastPathComponent, $0.name) }
        }
    }

    @Test("Scenes/ has scenes, every one loads and has scenarios")
    func scenesLoad() throws {
        let files = Package.sceneFiles()
        #expect(files.count >= 8)
        for url in files {
            let scene = try SceneLoader.load(path: url.path)
            #expect(!scene.scenarios.isEmpty, "\(url.lastPathComponent) has no scenario")
        }
    }

    @Test("golden human log", arguments: cases)
    func golden(_ item: (scene: String, scenario: String)) throws {
        let scene = try SceneLoader.load(path: Package.scenes.appendingPathComponent(item.scene).path)
        let scenario = try #require(scene.scenarios.first { $0.name == item.scenario })
        let log = humanLog(of: scene, scenario: scenario)
        let folder = Package.golden.appendingPathComponent(String(item.scene.dropLast(".yaml".count)))
        let file = folder.appendingPathComponent(fileName(item.scenario) + ".log")
        if ProcessInfo.processInfo.environment["TOUCHSCOPE_UPDATE_GOLDEN"] == "1" {
            // An update is an explicit step, never a passing test run: the run that writes fails (design 8).
            let before = try? String(contentsOf: file, encoding: .utf8)
            if before != log {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try log.write(to: file, atomically: true, encoding: .utf8)
            }
            Issue.record("""
                TOUCHSCOPE_UPDATE_GOLDEN=1: \(item.scene) / \(item.scenario) \(before == log ? "unchanged" : "rewritten") \
                (\(file.lastPathComponent)); read the diff, then run the tests without the variable
                """)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if log != expected {
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let b = log.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("""
                \(item.scene) / \(item.scenario) differs from \(file.lastPathComponent) at line \(first + 1):
                  expected: \(first < a.count ? String(a[first]) : "(end)")
                  got:      \(first < b.count ? String(b[first]) : "(end)")
                """)
        }
    }

    @Test("the same scene and scenario give the same trace, byte for byte")
    func deterministic() throws {
        for url in Package.sceneFiles() {
            let scene = try SceneLoader.load(path: url.path)
            for scenario in scene.scenarios {
                let once = humanLog(of: scene, scenario: scenario)
                #expect(once == humanLog(of: scene, scenario: scenario), "\(url.lastPathComponent) / \(scenario.name)")
            }
        }
    }
}

@Suite struct BuiltInSceneTests {
    @Test("the built-in default scene is Scenes/nested-taps.yaml, byte for byte")
    func defaultScene() throws {
        let file = try String(contentsOf: Package.scenes.appendingPathComponent(DefaultScene.fileName), encoding: .utf8)
        #expect(DefaultScene.yaml + "\n" == file)
    }
}
