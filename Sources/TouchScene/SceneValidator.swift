/// Checks what only the whole file can tell (scene-format.md, "Top level"):
/// every reference names an object of the right kind. (Names are checked for
/// uniqueness as they are declared, by `SceneDecoder.declare`.)
enum SceneValidator {
    /// The application's own name (rule R1): always a responder, never declarable.
    static let applicationName = SceneLimits.reservedName
    /// Typo suggestions are looked for among the first this many declarations.
    private static let suggestionLimit = 2000

    /// `byName`: each name's first declaration.
    static func check(_ declarations: [Declaration], _ references: [Reference], byName: [String: Int],
                      reader: YAMLReader) throws(YAMLReader.Stop) {
        for ref in references {
            if let problem = problem(with: ref, declarations, byName) {
                try reader.report(ref.slot, problem)
            }
        }
    }

    /// What is wrong with `ref`, or nil when it names an object of the kind it needs.
    private static func problem(with ref: Reference, _ declarations: [Declaration], _ byName: [String: Int]) -> String? {
        let found = byName[ref.name].map { ($0, declarations[$0]) }
        let wanted: String
        let fits: (Declaration) -> Bool
        switch ref.expected {
        case .responder:
            if ref.name == applicationName { return nil }
            wanted = "a responder: a view, view controller, window, Application or the app delegate"
            fits = { $0.kind.isResponder }
        case .recognizer:
            wanted = "a gesture recognizer's name"
            fits = { $0.kind == .recognizer }
        case .view:
            wanted = "a view's name"
            fits = { $0.kind == .view }
        case .scrollView:
            // A scroll view (or list) is the view that declares its built-in NAME.pan (rule V11).
            wanted = "a scroll view's name (a view of kind scrollView, tableView or collectionView)"
            fits = { d in d.kind == .view && byName[d.name + ".pan"].map { declarations[$0].kind == .recognizer } == true }
        case .controller:
            wanted = "a view controller's name"
            fits = { $0.kind == .controller }
        case .descendant(let ancestor):
            let owner = declarations[ancestor].name
            wanted = "a view inside '\(owner)' (pointInside.include names descendants of the view)"
            fits = { $0.kind == .view && isDescendant($0, of: ancestor, declarations) }
        }
        if let (index, declaration) = found, fits(declaration) {
            if index == ref.referrer {
                let why = declaration.kind == .recognizer ? "a recognizer cannot wait for its own failure" : "a controller cannot present itself"
                return "\(ref.slot.label) names '\(ref.name)' itself; \(why): remove '\(ref.name)' there"
            }
            return nil
        }
        if let (_, declaration) = found {
            return "\(ref.slot.label) names '\(ref.name)', which is the \(declaration.kind.rawValue) at \(declaration.location); expected \(wanted)"
        }
        var candidates = declarations.prefix(suggestionLimit).filter(fits).map(\.name)
        if case .responder = ref.expected { candidates.append(applicationName) }
        return "\(ref.slot.label) names '\(ref.name)', which is not in the scene; expected \(wanted)"
            + Spelling.didYouMean(ref.name, in: candidates)
    }

    private static func isDescendant(_ d: Declaration, of ancestor: Int, _ declarations: [Declaration]) -> Bool {
        var parent = d.parent
        while let p = parent {
            if p == ancestor { return true }
            parent = declarations[p].parent
        }
        return false
    }
}
