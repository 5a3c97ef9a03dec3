import TouchCore

/// `check`'s view of the recognizer relation graph (design, "Relations are
/// a graph"): the same `RecognizerRelations` arbitration resolves and the
/// window's recognizer panel draws, one edge a line, conditions as written.
extension SceneOutline {
    /// The graph of the built scene; nothing when it has no edge (or cannot be built).
    static func relationLines(for scene: SceneDescription) -> [String] {
        guard let built = try? SceneBuilder.build(scene) else { return [] }
        let graph = RecognizerRelations(application: built.application)
        guard !graph.edges.isEmpty else { return [] }
        return ["relations (G3, G5, Q1): \(graph.edges.count) edges"] + graph.edges.map { "  " + $0.text }
    }
}
