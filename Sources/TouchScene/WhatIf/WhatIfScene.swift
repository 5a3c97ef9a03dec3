import Yams

/// A scene file kept as written (its YAML tree) next to its description, so
/// that settings are applied in the scene's own vocabulary and the changed
/// scene is validated by the same loader as the file (every key any part of
/// TouchScope adds can be set, and refused with the loader's own words).
public struct WhatIfScene {
    /// The path that names the scene in messages.
    public let file: String
    /// The scene as written.
    public let description: SceneDescription
    /// The named objects of the file, in the order they are written.
    public let objects: [SceneObject]
    private let root: Node
    /// The file's size, bytes: the loader's node budget grows with it.
    private let size: Int

    /// Reads the scene's text; `description` is what the loader made of it.
    public init(file: String, text: String, description: SceneDescription) throws(WhatIfError) {
        self.file = file
        self.description = description
        size = text.utf8.count
        do {
            guard let root = try Parser(yaml: text, resolver: .basic, encoding: .utf8).singleRoot() else {
                throw WhatIfError("\(file): the file holds no scene")
            }
            self.root = root
        } catch let error as WhatIfError {
            throw error
        } catch {
            throw WhatIfError("\(file): \(error)")
        }
        var found: [SceneObject] = []
        SceneObject.collect(root, path: [], context: .init(), into: &found)
        objects = found
    }

    /// The object called `name`, or an error listing the names the scene has.
    public func object(_ name: String) throws(WhatIfError) -> SceneObject {
        if let found = objects.first(where: { $0.name == name }) { return found }
        let names = objects.map(\.name)
        throw WhatIfError("no object named '\(name)' in \(file)\(Spelling.didYouMean(name, in: names)); "
                          + "the scene has: \(Spelling.list(names))")
    }

    /// The value `object` gives `key` in the file, as written; nil when the file does not write it.
    public func written(_ object: SceneObject, _ key: String) -> Node? {
        var node = root
        for step in object.path {
            switch (step, node) {
            case (.key(let k), .mapping(let m)):
                guard let next = m[k] else { return nil }
                node = next
            case (.index(let i), .sequence(let s)) where i < s.count:
                node = s[i]
            default:
                return nil
            }
        }
        return node.mapping?[key]
    }

    /// The scene with `settings` applied in order, validated as a file would be.
    public func applying(_ settings: [Setting]) throws(WhatIfError) -> SceneDescription {
        if settings.isEmpty { return description }
        var tree = root
        for setting in settings { try apply(setting, to: &tree) }
        // The changed tree decoded as it stands (issue 26: no text round trip per candidate); only a
        // refused one is written out and read again, so that the loader's words name the lines of
        // the scene as it would be written, as they always have.
        let nodeBudget = max(SceneLoader.minimumNodeBudget, size)
        if let decoded = try? LargeStack.run({ () throws(SceneLoadError) -> SceneDescription in
            try SceneLoader.decode(tree, file: file, nodeBudget: nodeBudget)
        }) {
            return decoded
        }
        let text: String
        do {
            text = try serialize(node: tree)
        } catch {
            throw WhatIfError("\(settings.map(\.description).joined(separator: "; ")): cannot write the changed scene (\(error))")
        }
        do {
            return try SceneLoader.parse(yaml: text, file: file)
        } catch {
            let why = error.problems.map(\.message).joined(separator: "; ")
            throw WhatIfError("the scene refuses \(settings.map { "'\($0)'" }.joined(separator: " with ")): \(why)")
        }
    }

    /// Keys that give an object its identity or structure, not a setting.
    static let structural: Set<String> = ["name", "kind", "controller", "view", "gestures", "subviews", "root", "object"]

    private func apply(_ setting: Setting, to tree: inout Node) throws(WhatIfError) {
        let object = try object(setting.object)
        guard !Self.structural.contains(setting.property) else {
            throw WhatIfError("setting '\(setting)': '\(setting.property)' is part of the scene's structure, not a setting; edit the scene file")
        }
        let value = try setting.valueNode()
        // Issue 26.5: a setting may name what the scene names inside an object: a scroll view's own
        // recognizers (`list.pan.enabled=false`, its `pan:` or `pinch:` mapping, V11, Z1) and a
        // list's cells (`list.row0.userInteractionEnabled=true`, its `cells:` entry for row 0, L1).
        let parts = setting.property.split(separator: ".", maxSplits: 1).map(String.init)
        if object.role == .animation {
            // An animation is code the app runs wherever the scene starts it: every `animate` step and
            // `animations:` entry of that name gets the setting (`fade.options=[allowUserInteraction]`, rule A2).
            for same in objects where same.role == .animation && same.name == object.name {
                try Self.edit(&tree, at: same.path[...]) { (m: inout Node.Mapping) throws(WhatIfError) in
                    Self.set(&m, setting.property, value)
                }
            }
            return
        }
        if parts.count == 2, !(object.role == .view && Self.cellIndex(parts[0]) != nil) {
            // Issue 26.5 and G11: what UIKit builds inside an object is set in that object's nested
            // mapping, made when the scene has none: a scroll view's `pan:`/`pinch:` (V11, Z1), a page
            // view controller's `scrollView:` and its `pan:` (W3), a navigation controller's
            // `interactivePop:`/`interactiveContentPop:` (N2, N7), a presentation's `sheet:` and its
            // `pan:` (M4): `Pages.scrollView.delaysContentTouches=false`, `Nav.interactiveContentPop.enabled=false`.
            let path = setting.property.split(separator: ".").map(String.init)
            try Self.edit(&tree, at: object.path[...]) { (m: inout Node.Mapping) throws(WhatIfError) in
                Self.setNested(&m, path[...], value)
            }
            return
        }
        if object.role == .view, parts.count == 2, let (key, index) = Self.cellIndex(parts[0]) {
            try Self.edit(&tree, at: object.path[...]) { (m: inout Node.Mapping) throws(WhatIfError) in
                var cells = m["cells"]?.sequence.map(Array.init) ?? []
                if let at = cells.firstIndex(where: { $0.mapping?[key]?.int == index }), var cell = cells[at].mapping {
                    Self.set(&cell, parts[1], value)
                    cells[at] = .mapping(cell)
                } else {
                    cells.append(.mapping(Node.Mapping([(Node(key), Node(String(index), Tag(.int))), (Node(parts[1]), value)])))
                }
                Self.set(&m, "cells", .sequence(Node.Sequence(cells)))
            }
            return
        }
        if object.role == .recognizer, setting.property == "delegate", let given = value.mapping {
            // A whole delegate as the scene writes it: `drag.delegate={object: sticker, simultaneousWith: all}`.
            try Self.edit(&tree, at: object.path[...]) { (m: inout Node.Mapping) throws(WhatIfError) in
                Self.set(&m, "delegate", .mapping(given))
            }
            return
        }
        if object.role == .recognizer, DelegateAnswer.properties.contains(setting.property) || setting.property == "delegate" {
            // A delegate answer lives in the recognizer's `delegate:` mapping; a recognizer without
            // one gets the enclosing view controller as delegate (the usual code), or its own view.
            let delegateObject = object.controller ?? object.ownerView ?? setting.object
            try Self.edit(&tree, at: object.path[...]) { (m: inout Node.Mapping) throws(WhatIfError) in
                var delegate = m["delegate"]?.mapping ?? Node.Mapping([(Node("object"), Node(delegateObject))])
                if setting.property == "delegate" {
                    Self.set(&delegate, "object", value)
                } else {
                    Self.set(&delegate, setting.property, value)
                }
                Self.set(&m, "delegate", .mapping(delegate))
            }
            return
        }
        try Self.edit(&tree, at: object.path[...]) { (m: inout Node.Mapping) throws(WhatIfError) in
            Self.set(&m, setting.property, value)
        }
    }

    /// `row3` → ("row", 3), `item0` → ("item", 0): a list's cell as its `cells:` entry names it.
    static func cellIndex(_ part: String) -> (String, Int)? {
        for key in ["row", "item"] where part.hasPrefix(key) {
            if let n = Int(part.dropFirst(key.count)), n >= 0 { return (key, n) }
        }
        return nil
    }

    /// Sets the value at a key path, making the mappings on the way that the scene does not write.
    static func setNested(_ m: inout Node.Mapping, _ path: ArraySlice<String>, _ value: Node) {
        guard let key = path.first else { return }
        guard path.count > 1 else { return set(&m, key, value) }
        var inner = m[key]?.mapping ?? Node.Mapping([])
        setNested(&inner, path.dropFirst(), value)
        set(&m, key, .mapping(inner))
    }

    /// Sets `key` of a mapping, replacing the value where the key is written, appending it otherwise.
    static func set(_ m: inout Node.Mapping, _ key: String, _ value: Node) {
        if let index = m.indices.first(where: { m[$0].key.scalar?.string == key }) {
            m[index] = (key: m[index].key, value: value)
        } else {
            m = Node.Mapping(Array(m).map { ($0.key, $0.value) } + [(Node(key), value)], m.tag, m.style, m.mark, m.anchor)
        }
    }

    /// Runs `body` on the mapping found at `path`.
    static func edit(_ node: inout Node, at path: ArraySlice<SceneObject.Step>,
                     _ body: (inout Node.Mapping) throws(WhatIfError) -> Void) throws(WhatIfError) {
        guard let step = path.first else {
            guard case .mapping(var m) = node else { throw WhatIfError("internal: a named object is not a mapping") }
            try body(&m)
            node = .mapping(m)
            return
        }
        switch (step, node) {
        case (.key(let key), .mapping(var m)):
            guard let index = m.indices.first(where: { m[$0].key.scalar?.string == key }) else {
                throw WhatIfError("internal: no key '\(key)' on the path to an object")
            }
            var child = m[index].value
            try edit(&child, at: path.dropFirst(), body)
            m[index] = (key: m[index].key, value: child)
            node = .mapping(m)
        case (.index(let i), .sequence(var s)):
            var child = s[i]
            try edit(&child, at: path.dropFirst(), body)
            s[i] = child
            node = .sequence(s)
        default:
            throw WhatIfError("internal: the path to an object does not match the scene")
        }
    }
}

/// A named object of a scene file: a window, view (any kind), view
/// controller or gesture recognizer, with where it is written.
public struct SceneObject: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case window, view, controller, recognizer
        /// A view animation (section A): an `animate` step of a scenario or an entry of `animations:`.
        case animation
    }
    enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }
    struct Context {
        var view: String?
        var controller: String?
        var inGestures = false
        var inWindows = false
        var inAnimations = false
    }

    public let name: String
    public let role: Role
    /// A view's `kind:` as written (`view` when none).
    public let kind: String
    /// The view a recognizer is attached to; a view's superview.
    public let ownerView: String?
    /// The nearest enclosing view controller.
    public let controller: String?
    let path: [Step]

    /// Walks the whole tree (except `scenarios:`), so objects nested under keys
    /// that later versions add are found too.
    static func collect(_ node: Node, path: [Step], context: Context, into objects: inout [SceneObject]) {
        switch node {
        case .mapping(let m):
            var inner = context
            inner.inGestures = false
            inner.inWindows = false
            if context.inAnimations, let name = m["name"]?.scalar?.string {
                objects.append(SceneObject(name: name, role: .animation, kind: m["animator"]?.scalar?.string ?? "view",
                                           ownerView: nil, controller: nil, path: path))
                return
            } else if context.inGestures, let name = m["name"]?.scalar?.string {
                objects.append(SceneObject(name: name, role: .recognizer, kind: m["kind"]?.scalar?.string ?? "",
                                           ownerView: context.view, controller: context.controller, path: path))
            } else if let name = m["controller"]?.scalar?.string {
                objects.append(SceneObject(name: name, role: .controller, kind: "controller",
                                           ownerView: context.view, controller: context.controller, path: path))
                inner.controller = name
            } else if let name = m["name"]?.scalar?.string, path.count > 1 {
                let role: Role = context.inWindows ? .window : .view
                objects.append(SceneObject(name: name, role: role, kind: m["kind"]?.scalar?.string ?? (role == .window ? "window" : "view"),
                                           ownerView: context.view, controller: context.controller, path: path))
                if role == .view { inner.view = name }
            }
            inner.inAnimations = false
            for pair in m {
                guard let key = pair.key.scalar?.string else { continue }
                if path.isEmpty && key == "scenarios" {
                    // Only the animations of the scenarios' steps: their touches are input, not objects.
                    for (i, scenario) in (pair.value.sequence.map(Array.init) ?? []).enumerated() {
                        guard let steps = scenario.mapping?["steps"]?.sequence else { continue }
                        for (k, step) in steps.enumerated() {
                            guard let animate = step.mapping?["animate"] else { continue }
                            var child = Context()
                            child.inAnimations = true
                            collect(animate, path: [.key("scenarios"), .index(i), .key("steps"), .index(k), .key("animate")],
                                    context: child, into: &objects)
                        }
                    }
                    continue
                }
                var child = inner
                child.inGestures = key == "gestures"
                child.inWindows = path.isEmpty && key == "windows"
                child.inAnimations = path.isEmpty && key == "animations"
                collect(pair.value, path: path + [.key(key)], context: child, into: &objects)
            }
        case .sequence(let s):
            for (i, item) in s.enumerated() {
                collect(item, path: path + [.index(i)], context: context, into: &objects)
            }
        default:
            break
        }
    }
}
