/// A reference from one scene object to another, as a scene writes it (a
/// name) and as the builder resolves it (the object itself), once, when the
/// scene is built (design, "Identity is not a name").
///
/// The core compares `object` by identity, never `name`: two objects with
/// the same label stay two objects. An unresolved reference (a description
/// not yet built) refers to nothing. Two references compare by their
/// objects' ids (`key`, issue 27.3): resolved to numbered objects, they are
/// equal when they refer to the same object, whatever their labels; not
/// resolved (a description), they are equal when they are written alike, so
/// descriptions compare as text does. The object is held weakly: references
/// never keep a scene alive.
public struct ObjectReference<Object: SceneObject>: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The name as written, for people (the trace's `because`, `check`).
    public let name: String
    public private(set) weak var object: Object?

    /// A reference as written, not yet resolved.
    public init(name: String) {
        self.name = name
    }

    /// A reference to `object`, labelled with its name.
    public init(_ object: Object) {
        self.name = object.name
        self.object = object
    }

    /// Whether it refers to `candidate` (identity, not name).
    @inline(__always)
    public func refers(to candidate: AnyObject?) -> Bool {
        guard let object, let candidate else { return false }
        return object === candidate
    }

    /// The same reference resolved by `lookUp` (a builder's table of the
    /// scene's objects); unresolved when the name is unknown.
    public func resolved(_ lookUp: (String) -> Object?) -> ObjectReference {
        ObjectReference(name: name, object: lookUp(name))
    }

    private init(name: String, object: Object?) {
        self.name = name
        self.object = object
    }

    public var description: String { name }

    /// The object's key: its id once resolved to a numbered object, else the name as written.
    public var key: ObjectKey { ObjectKey(name, id: object?.id ?? .unassigned) }

    public static func == (a: ObjectReference, b: ObjectReference) -> Bool { a.key == b.key }
    /// By name: a reference's name is its object's label, so equal keys have equal names
    /// (and a reference numbered after it was hashed keeps its hash).
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

public typealias ViewReference = ObjectReference<View>
public typealias RecognizerReference = ObjectReference<GestureRecognizer>

extension Array {
    /// Whether one of these references refers to `candidate`.
    @inline(__always)
    public func refer<O>(to candidate: AnyObject?) -> Bool where Element == ObjectReference<O> {
        contains { $0.refers(to: candidate) }
    }
}

/// A reference written as a literal is a reference as written (a name to
/// resolve when the scene is built), as in a scene file: `.touchIn(["list"])`.
extension ObjectReference: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) { self.init(name: name) }
}
