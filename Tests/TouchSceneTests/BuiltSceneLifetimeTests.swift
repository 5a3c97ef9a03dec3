import Foundation
import Testing
import TouchCore
import TouchScene
import TouchTestSupport

/// `fix` replays thousands of candidates, each on freshly built objects.
/// A recognizer holds its delegate and target strongly, and a scroll view,
/// a list or a list's swipe handler is the delegate or target of its own
/// recognizers: without `BuiltScene.dismantle()` every candidate's objects
/// stayed in memory (about 20 KB a candidate). For every scene of
/// `Scenes/`, after a scenario runs and the scene is dismantled, no view,
/// recognizer or application of it is left alive.
@Suite struct BuiltSceneLifetimeTests {
    static let scenes: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    final class Watch {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject, _ name: String) {
            self.object = object
            self.name = name
        }
    }

    @Test("a dismantled scene frees every object once its run is over", arguments: scenes)
    func dismantledSceneIsFreed(_ path: String) throws {
        let scene = try SceneLoader.load(path: path)
        var watched: [Watch] = []
        do {
            let built = SceneBuilder.build(validated: scene)
            let device = built.makeDevice()
            if let scenario = scene.scenarios.first { device.run(ScenarioCompiler.compile(scenario, in: scene), expectingPending: []) }
            watched.append(Watch(built.application, "the application"))
            for window in built.application.windows {
                for view in window.subtree {
                    watched.append(Watch(view, view.name))
                    for g in view.gestureRecognizers { watched.append(Watch(g, g.name)) }
                }
            }
            for g in built.recognizers.values { watched.append(Watch(g, g.name)) }
            built.dismantle()
        }
        let alive = watched.filter { $0.object != nil }.map(\.name)
        #expect(alive.isEmpty, "\(URL(fileURLWithPath: path).lastPathComponent): still alive: \(alive.prefix(8))")
    }
}
