/// How one setting changes the decoded scene, as edits of the objects it
/// changes, so that `fix` applies a combination of settings to the decoded
/// scene directly instead of writing, reading and decoding the scene's YAML
/// for every candidate (issue 26: at least 10,000 candidates in 10 s).
///
/// A patch is made once per single setting by comparing the scene as
/// written with the scene the loader made of that setting (so every key the
/// loader reads, in its own words, is a setting; nothing is decoded twice),
/// and it is checked: applying it to the scene as written gives the loader's
/// scene back exactly, or there is no patch. An edit replaces one object's
/// own fields (a window's, a view controller's or a view's, their children
/// kept) or one recognizer of a view; what the walk does not descend into (a
/// navigation stack, a list's cells, a presentation) belongs to the object
/// that holds it. Two patches combine when they edit different objects;
/// otherwise the caller goes through the loader.
struct ScenePatch: Sendable {
    /// Where an edit lands.
    enum Target: Hashable, Sendable {
        /// A window's own fields (its root kept).
        case window(Int)
        /// A node's own fields (its view's subviews and recognizers kept), found by `Path`.
        case node(Path)
        /// Recognizer `index` of the view at `Path`.
        case gesture(Path, Int)
    }

    /// A node of the scene: the window's index, then the steps from its root.
    struct Path: Hashable, Sendable {
        var window: Int
        /// A subview's index, or `Path.controllerView` for a controller's view.
        var steps: [Int]
        static let controllerView = -1
    }

    enum Value: Sendable {
        case window(WindowDescription)
        case controller(ControllerDescription)
        case view(ViewDescription)
        case gesture(GestureDescription)
    }

    struct Edit: Sendable {
        var target: Target
        var value: Value
        /// The fields of a view or recognizer the edit changes (`Fields`), when copying
        /// just them gives the value; nil: the edit replaces the object's own fields whole.
        var fields: [Int]?
    }

    private(set) var edits: [Edit]

    /// The patch that turns `written` into `changed`, checked; nil when the two
    /// differ where the walk cannot say (the title, the device, the scenarios,
    /// the number of windows, subviews or recognizers).
    static func between(_ written: SceneDescription, _ changed: SceneDescription) -> ScenePatch? {
        var top = (written, changed)
        top.0.windows = []
        top.1.windows = []
        guard top.0 == top.1, written.windows.count == changed.windows.count else { return nil }
        var edits: [Edit] = []
        for i in written.windows.indices where written.windows[i] != changed.windows[i] {
            var a = written.windows[i], b = changed.windows[i]
            let (rootA, rootB) = (a.root, b.root)
            a.root = nil
            b.root = nil
            if a != b { edits.append(Edit(target: .window(i), value: .window(b), fields: nil)) }
            switch (rootA, rootB) {
            case (nil, nil): break
            case (let x?, let y?):
                guard diff(x, y, at: Path(window: i, steps: []), into: &edits) else { return nil }
            default: return nil
            }
        }
        let patch = ScenePatch(edits: edits)
        // The check that makes the patch trustworthy whatever the description holds.
        var applied = written
        patch.apply(to: &applied)
        return applied == changed ? patch : nil
    }

    private static func diff(_ a: NodeDescription, _ b: NodeDescription, at path: Path, into edits: inout [Edit]) -> Bool {
        if a == b { return true }
        switch (a, b) {
        case (.view(let x), .view(let y)):
            return diff(x, y, at: path, into: &edits)
        case (.controller(let x), .controller(let y)):
            var (ownX, ownY) = (x, y)
            ownX.view = ViewDescription(name: "")
            ownY.view = ViewDescription(name: "")
            if ownX != ownY { edits.append(Edit(target: .node(path), value: .controller(y), fields: nil)) }
            var inner = path
            inner.steps.append(Path.controllerView)
            return diff(x.view, y.view, at: inner, into: &edits)
        default:
            return false
        }
    }

    private static func diff(_ a: ViewDescription, _ b: ViewDescription, at path: Path, into edits: inout [Edit]) -> Bool {
        if a == b { return true }
        guard a.subviews.count == b.subviews.count, a.gestures.count == b.gestures.count else { return false }
        var (ownA, ownB) = (a, b)
        ownA.subviews = []
        ownB.subviews = []
        ownA.gestures = []
        ownB.gestures = []
        if ownA != ownB { edits.append(Edit(target: .node(path), value: .view(b), fields: Fields.view.changed(ownA, ownB))) }
        for k in a.gestures.indices where a.gestures[k] != b.gestures[k] {
            edits.append(Edit(target: .gesture(path, k), value: .gesture(b.gestures[k]),
                              fields: Fields.gesture.changed(a.gestures[k], b.gestures[k])))
        }
        for j in a.subviews.indices {
            var inner = path
            inner.steps.append(j)
            guard diff(a.subviews[j], b.subviews[j], at: inner, into: &edits) else { return false }
        }
        return true
    }

    /// The patches' edits together; nil when two of them edit one object
    /// other than in different fields of a view or a recognizer.
    static func combined(_ patches: [ScenePatch]) -> ScenePatch? {
        var fieldsByTarget: [Target: Set<Int>] = [:]
        var edits: [Edit] = []
        for patch in patches {
            for edit in patch.edits {
                if let taken = fieldsByTarget[edit.target] {
                    guard let fields = edit.fields, taken.isDisjoint(with: fields) else { return nil }
                    fieldsByTarget[edit.target] = taken.union(fields)
                } else {
                    guard let fields = edit.fields else {
                        fieldsByTarget[edit.target] = Set(-1...Fields.view.count)
                        edits.append(edit)
                        continue
                    }
                    fieldsByTarget[edit.target] = Set(fields)
                }
                edits.append(edit)
            }
        }
        return ScenePatch(edits: edits)
    }

    /// Applies the edits to `scene` (copy-on-write: only the paths to the edited objects are copied).
    func apply(to scene: inout SceneDescription) {
        for edit in edits {
            switch edit.target {
            case .window(let i):
                guard case .window(var window) = edit.value else { continue }
                window.root = scene.windows[i].root
                scene.windows[i] = window
            case .node(let path):
                Self.modify(&scene, at: path) { node in
                    switch (node, edit.value) {
                    case (.view(var current), .view(let view)) where edit.fields != nil:
                        Fields.view.copy(edit.fields!, from: view, to: &current)
                        node = .view(current)
                    case (.view(let current), .view(var view)):
                        view.subviews = current.subviews
                        view.gestures = current.gestures
                        node = .view(view)
                    case (.controller(let current), .controller(var controller)):
                        controller.view = current.view
                        node = .controller(controller)
                    default:
                        break
                    }
                }
            case .gesture(let path, let k):
                guard case .gesture(let gesture) = edit.value else { continue }
                Self.modify(&scene, at: path) { node in
                    guard case .view(var view) = node else { return }
                    if let fields = edit.fields {
                        Fields.gesture.copy(fields, from: gesture, to: &view.gestures[k])
                    } else {
                        view.gestures[k] = gesture
                    }
                    node = .view(view)
                }
            }
        }
    }

    private static func modify(_ scene: inout SceneDescription, at path: Path, _ body: (inout NodeDescription) -> Void) {
        guard var root = scene.windows[path.window].root else { return }
        scene.windows[path.window].root = nil
        modify(&root, path.steps[...], body)
        scene.windows[path.window].root = root
    }

    private static func modify(_ node: inout NodeDescription, _ steps: ArraySlice<Int>, _ body: (inout NodeDescription) -> Void) {
        guard let step = steps.first else {
            body(&node)
            return
        }
        switch node {
        case .view(var view):
            guard view.subviews.indices.contains(step) else { return }
            modify(&view.subviews[step], steps.dropFirst(), body)
            node = .view(view)
        case .controller(var controller):
            guard step == Path.controllerView else { return }
            var inner = NodeDescription.view(controller.view)
            modify(&inner, steps.dropFirst(), body)
            if case .view(let view) = inner { controller.view = view }
            node = .controller(controller)
        }
    }
}

/// The fields of a view's or a recognizer's description, one by one, so that
/// two settings of one object that change different fields combine. A field
/// missing from a list is harmless: `changed` then finds that copying the
/// listed fields does not give the value, and the edit replaces the whole.
struct Fields<Root: Equatable & SendableMetatype>: Sendable {
    private let fields: [@Sendable (Root, inout Root) -> Bool]

    init(_ fields: [@Sendable (Root, inout Root) -> Bool]) { self.fields = fields }

    var count: Int { fields.count }

    /// A field: copies it from the first value to the second, saying whether it differed.
    static func field<T: Equatable & SendableMetatype>(_ path: WritableKeyPath<Root, T> & Sendable) -> @Sendable (Root, inout Root) -> Bool {
        { from, to in
            guard from[keyPath: path] != to[keyPath: path] else { return false }
            to[keyPath: path] = from[keyPath: path]
            return true
        }
    }

    /// The fields in which `b` differs from `a`, when copying just them turns `a` into `b`; else nil.
    func changed(_ a: Root, _ b: Root) -> [Int]? {
        var copy = a
        var out: [Int] = []
        for (i, field) in fields.enumerated() where field(b, &copy) { out.append(i) }
        return copy == b ? out : nil
    }

    func copy(_ indices: [Int], from value: Root, to target: inout Root) {
        for i in indices { _ = fields[i](value, &target) }
    }
}

extension Fields where Root == ViewDescription {
    /// A view's own fields (not its subviews and recognizers, which are edited on their own).
    static let view = Fields([
        field(\.name), field(\.kind), field(\.frame), field(\.color), field(\.text), field(\.hidden), field(\.alpha),
        field(\.userInteractionEnabled), field(\.clipsToBounds), field(\.multipleTouchEnabled), field(\.exclusiveTouch),
        field(\.touches), field(\.implements), field(\.pointInside), field(\.gestureShouldBeginDeny), field(\.gestureShouldBegin),
        field(\.interactions), field(\.hitTest), field(\.regions), field(\.control), field(\.scroll), field(\.list), field(\.cell),
        field(\.placeholder), field(\.textView), field(\.transform), field(\.identity), field(\.location),
    ])
}

extension Fields where Root == GestureDescription {
    static let gesture = Fields([
        field(\.kind), field(\.name), field(\.effect), field(\.action), field(\.target), field(\.enabled),
        field(\.cancelsTouchesInView), field(\.delaysTouchesBegan), field(\.delaysTouchesEnded), field(\.requireToFail),
        field(\.delegate), field(\.numberOfTapsRequired), field(\.numberOfTouchesRequired), field(\.maximumDelay),
        field(\.minimumPressDuration), field(\.allowableMovement), field(\.minimumNumberOfTouches), field(\.maximumNumberOfTouches),
        field(\.direction), field(\.edges), field(\.identity), field(\.location),
    ])
}
