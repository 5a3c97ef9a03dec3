import Foundation
import Testing
@testable import TouchScene

/// The text of `Fixtures/NAME.yaml`.
func fixtureText(_ name: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "yaml", subdirectory: "Fixtures"))
    return try String(contentsOf: url, encoding: .utf8)
}

/// `Fixtures/NAME.yaml`, loaded through `SceneLoader.load(path:)`.
func loadFixture(_ name: String) throws -> SceneDescription {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "yaml", subdirectory: "Fixtures"))
    return try SceneLoader.load(path: url.path)
}

/// The problems `yaml` is refused with (none when it loads).
func problems(_ yaml: String, file: String = "scene.yaml") -> [SceneProblem] {
    do {
        _ = try SceneLoader.parse(yaml: yaml, file: file)
        return []
    } catch {
        return error.problems
    }
}

/// The error `yaml` is refused with; records an issue when it loads.
func loadError(_ yaml: String, file: String = "scene.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SceneLoadError? {
    do {
        let scene = try SceneLoader.parse(yaml: yaml, file: file)
        Issue.record("expected the scene to be refused, but it loaded: \(scene.title)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The 1-based line and column (in characters) where `marker` first occurs in `text`.
func locate(_ marker: String, in text: String) -> (line: Int, column: Int)? {
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let range = line.range(of: marker) {
            return (i + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
    }
    return nil
}

/// Checks that loading `yaml` reports a problem where `marker` first occurs,
/// whose key path is `key`, whose message names the key's last component and
/// contains each of `fragments`, and that the error's text shows it as
/// `scene.yaml:LINE:COLUMN: message`.
func expectProblem(_ yaml: String, at marker: String, key: String?, _ fragments: String...,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let (line, column) = locate(marker, in: yaml) else {
        Issue.record("the marker \(marker) is not in the scene", sourceLocation: sourceLocation)
        return
    }
    expectProblem(yaml, line: line, column: column, key: key, fragments, sourceLocation: sourceLocation)
}

/// `expectProblem(_:at:key:_:)` at a line and column.
func expectProblem(_ yaml: String, line: Int, column: Int, key: String?, _ fragments: [String],
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let error = loadError(yaml, sourceLocation: sourceLocation) else { return }
    let here = error.problems.filter { $0.location == TouchScene.SourceLocation(line: line, column: column) }
    guard let problem = here.first(where: { $0.key == key }) ?? here.first else {
        Issue.record("no problem at \(line):\(column); got:\n\(error.description)", sourceLocation: sourceLocation)
        return
    }
    #expect(problem.key == key, "key path", sourceLocation: sourceLocation)
    if let key, let name = key.split(separator: ".").last.map({ String($0.prefix { $0 != "[" }) }), !name.isEmpty {
        #expect(problem.message.contains("'\(name)'"), "message names '\(name)': \(problem.message)", sourceLocation: sourceLocation)
    }
    for fragment in fragments {
        #expect(problem.message.contains(fragment), "message contains \"\(fragment)\": \(problem.message)", sourceLocation: sourceLocation)
    }
    #expect(error.description.contains("scene.yaml:\(line):\(column): \(problem.message)"), sourceLocation: sourceLocation)
}
