import TouchCore
import Yams

/// Turns a scene file's node tree into a `SceneDescription` (scene-format.md),
/// reporting every problem through its `YAMLReader`. While it walks it checks
/// that each declared name is new, and lists the names the scene refers to,
/// for `SceneValidator` to check once every name is known.
final class SceneDecoder {
    /// At most this many views and recognizers together.
    static let objectLimit = 100_000
    /// At most this many levels of subviews (libyaml refuses nesting past 1000 levels, two per view).
    static let depthLimit = 250

    let reader: YAMLReader
    private(set) var declarations: [Declaration] = []
    /// Each name's first declaration.
    private(set) var byName: [String: Int] = [:]
    private(set) var references: [Reference] = []
    /// The device as overridden so far; scenarios need its `touchRate`.
    var device = DeviceParameters()
    private var objectCount = 0

    init(reader: YAMLReader) {
        self.reader = reader
    }

    /// Top-level keys; keys starting with `x-` are ignored, so that they can
    /// hold anchors for merge keys (`x-button: &button { kind: button }`, then `<<: *button`).
    static let topLevelKeys = ["scene", "device", "app", "windows", "scenarios"]

    /// The whole scene; `defaultTitle` stands in when `scene:` is not written.
    func decodeScene(_ root: Node, defaultTitle: String) throws(YAMLReader.Stop) -> SceneDescription? {
        let slot = Slot(node: root, path: "", label: "the top of the file")
        guard let m = try reader.map(slot, owner: Owner(path: "", what: "the scene"),
                                     expected: "a mapping with the keys \(Self.topLevelKeys.joined(separator: ", "))") else { return nil }
        try reader.checkKeys(m, known: Self.topLevelKeys, ignoringPrefix: "x-")
        let title = try reader.string(m.slot("scene")) ?? defaultTitle
        try decodeDevice(m.slot("device"))
        let app = try decodeApp(m.slot("app"))
        var windows: [WindowDescription] = []
        for (i, item) in (try reader.list(m.slot("windows"), expected: "a list of windows") ?? []).enumerated() {
            if let window = try decodeWindow(item, index: i) { windows.append(window) }
        }
        let scenarios = try decodeScenarios(m.slot("scenarios"))
        var scene = SceneDescription(title: title, device: device, app: app, windows: windows, scenarios: scenarios)
        if m.slot("scenarios") != nil { scene.scenariosLocation = m.keyLocation("scenarios") }
        return scene
    }

    // MARK: Registry

    /// Records a declared name, reporting it at once when it is taken (names
    /// are unique across the scene; `Application` is the application's own).
    /// Returns its index for the references that need it.
    @discardableResult
    func declare(_ name: String, _ kind: Declaration.Kind, at m: YAMLMap, nameKey: String = "name",
                 parent: Int? = nil) throws(YAMLReader.Stop) -> Int {
        let d = Declaration(name: name, kind: kind, location: m.keyLocation(nameKey), path: m.owner.path(nameKey), parent: parent)
        declarations.append(d)
        if name == SceneValidator.applicationName {
            try reader.report(at: d.location, key: d.path, "'\(nameKey)' may not be '\(name)', the application's own name; "
                              + "give this \(kind.rawValue) another name")
        } else if let first = byName[name] {
            let other = declarations[first]
            try reader.report(at: d.location, key: d.path,
                              "duplicate name: '\(nameKey)' of this \(kind.rawValue) is '\(name)', which the \(other.kind.rawValue) at "
                              + "\(other.location) already has; names are unique across the whole scene (windows, views, controllers, "
                              + "recognizers, the app delegate), so rename this \(kind.rawValue)")
        } else {
            byName[name] = declarations.count - 1
        }
        return declarations.count - 1
    }

    /// Records that each named item refers to an object of kind `expected`.
    func refer(_ items: [(name: String, slot: Slot)]?, expecting expected: Reference.Expected, referrer: Int? = nil) {
        for (name, slot) in items ?? [] {
            references.append(Reference(name: name, expected: expected, slot: slot, referrer: referrer))
        }
    }

    /// Reads a list of names under `key` of `m` and records them as references.
    func referList(_ m: YAMLMap, _ key: String, expecting expected: Reference.Expected, referrer: Int? = nil,
                   noun: String = "name") throws(YAMLReader.Stop) -> [String] {
        let items = try reader.nameList(m.slot(key), noun)
        refer(items, expecting: expected, referrer: referrer)
        return items?.map(\.name) ?? []
    }

    /// Counts a view or recognizer; stops the walk past `objectLimit`.
    func countObject(at location: SourceLocation, key: String) throws(YAMLReader.Stop) {
        objectCount += 1
        guard objectCount > Self.objectLimit else { return }
        try reader.report(at: location, key: key, "more than \(Self.objectLimit) views and recognizers; "
                          + "a scene this large is refused: split it into smaller scenes")
        throw YAMLReader.Stop()
    }

    /// The required name under `key`, reported when missing.
    func requiredName(_ m: YAMLMap, key: String = "name", noun: String) throws(YAMLReader.Stop) -> String? {
        guard let slot = m.slot(key) else {
            try reader.report(at: m.location, key: m.owner.path(key),
                              "missing required key '\(key)' in \(m.owner.what); every \(noun) needs a name, unique in the scene")
            return nil
        }
        guard let name = try reader.string(slot, expected: "a name") else { return nil }
        if name.isEmpty {
            try reader.report(slot, "\(slot.label) is empty; give the \(noun) a name, unique in the scene")
            return nil
        }
        return name
    }

    // MARK: Device, app, windows

    private func decodeDevice(_ slot: Slot?) throws(YAMLReader.Stop) {
        guard let slot, let m = try reader.map(slot, owner: Owner(path: "device", what: "'device'")) else { return }
        let numeric = DeviceParameters.numericKeys
        let derived = DeviceParameters.derivedKeys
        try reader.checkKeys(m, known: ["screen", "hitTestPasses", "safeAreaInsets", "horizontalSizeClass", "hostingHitTest",
                                        "grabberSize", "dragInteractionEnabledByDefault"]
                                 + numeric.map(\.name) + derived.map(\.name))
        if let screen = try reader.numbers(m.slot("screen"), ["width", "height"], bounds: [.positive, .positive]) {
            device.screen = Size(width: screen[0], height: screen[1])
        }
        if let passes = try reader.int(m.slot("hitTestPasses"), in: 1...2, rangePhrase: "1 or 2") {
            device.hitTestPasses = passes
        }
        for (name, keyPath) in numeric {
            if let v = try reader.number(m.slot(name), name == "touchRate" || name == "ios" ? .positive : .nonNegative) {
                device[keyPath: keyPath] = v
            }
        }
        for (name, keyPath) in derived {
            if let v = try reader.number(m.slot(name), name == "sdk" ? .positive : .nonNegative) {
                device[keyPath: keyPath] = v
            }
        }
        if let insets = try reader.numbers(m.slot("safeAreaInsets"), ["top", "left", "bottom", "right"],
                                           bounds: Array(repeating: .nonNegative, count: 4)) {
            device.safeAreaInsets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
        }
        if let sizeClass = try reader.choice(m.slot("horizontalSizeClass"), "size class", as: DeviceParameters.SizeClass.self) {
            device.horizontalSizeClass = sizeClass
        }
        if let answer = try reader.choice(m.slot("hostingHitTest"), "hosting hit-test", as: DeviceParameters.HostingHitTest.self) {
            device.hostingHitTestOverride = answer
        }
        if let grabber = try reader.numbers(m.slot("grabberSize"), ["width", "height"], bounds: [.nonNegative, .nonNegative]) {
            device.grabberSize = Size(width: grabber[0], height: grabber[1])
        }
        if let enabled = try reader.bool(m.slot("dragInteractionEnabledByDefault")) {
            device.dragInteractionEnabledByDefault = enabled
        }
    }

    private func decodeApp(_ slot: Slot?) throws(YAMLReader.Stop) -> AppDescription {
        var app = AppDescription()
        guard let slot, let m = try reader.map(slot, owner: Owner(path: "app", what: "'app'")) else { return app }
        try reader.checkKeys(m, known: ["foreground", "delegate", "implements"])
        app.foreground = try reader.bool(m.slot("foreground")) ?? true
        if let delegate = try reader.string(m.slot("delegate"), expected: "a name") {
            app.delegate = delegate
            try declare(delegate, .appDelegate, at: m, nameKey: "delegate")
        }
        app.implements = try reader.names(m.slot("implements"), "method name") ?? []
        return app
    }

    static let windowKeys = ["name", "level", "frame", "hidden", "root"]

    private func decodeWindow(_ slot: Slot, index: Int) throws(YAMLReader.Stop) -> WindowDescription? {
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "window #\(index + 1)")) else { return nil }
        let name = try requiredName(m, noun: "window")
        if let name { m.owner.what = "window '\(name)'" }
        try reader.checkKeys(m, known: Self.windowKeys + Self.identityKeys)
        let declaration = try name.map { (n: String) throws(YAMLReader.Stop) in try declare(n, .window, at: m) }
        var window = WindowDescription(name: name ?? "", location: m.location)
        window.level = try reader.number(m.slot("level")) ?? 0
        window.frame = try reader.rect(m.slot("frame"))
        window.hidden = try reader.bool(m.slot("hidden")) ?? false
        window.identity = try decodeIdentity(m)
        if let root = m.slot("root") {
            window.root = try decodeNode(root, parent: declaration, depth: 0)
        }
        return name == nil ? nil : window
    }
}

/// A name the scene declares: a window, view, controller, recognizer or the application delegate.
struct Declaration {
    enum Kind: String {
        case window, view, controller, recognizer
        case appDelegate = "application delegate"
        /// A context menu or drag interaction (rule X1).
        case interaction

        var isResponder: Bool { self != .recognizer && self != .interaction }
    }

    var name: String
    var kind: Kind
    var location: SourceLocation
    var path: String
    /// The enclosing window, view or controller, for descendant checks.
    var parent: Int?
}

/// A name the scene refers to, and what it must name.
struct Reference {
    enum Expected {
        /// A view, controller, window, `Application` or the application delegate (rule R1).
        case responder
        case recognizer
        case view
        /// A view that scrolls: scrollView, tableView or collectionView (rule Q2's `atEdge`).
        case scrollView
        case controller
        /// A view inside the view declared at this index (rule H3).
        case descendant(of: Int)
    }

    var name: String
    var expected: Expected
    /// Where the name is written; its label names it in messages (`'target' of tap recognizer 'A_tap'`).
    var slot: Slot
    /// The referring object, so that an object naming itself can be caught.
    var referrer: Int?
}
