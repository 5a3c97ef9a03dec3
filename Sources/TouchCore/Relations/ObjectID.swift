/// A stable identity of a scene object: window, view, view controller,
/// recognizer, the application (design, "Identity is not a name").
///
/// Names are labels for people: an imported hierarchy holds thousands of
/// anonymous views of private classes, several of which may show the same
/// label. The core never finds an object by its name or id at run time; it
/// holds references (resolved once when the scene is built). Ids are what
/// tools key objects by (the relation graph's nodes, the panels): numbered
/// in the order of the scene's description, so they are the same on every
/// build of one description.
public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The id of an object no builder has numbered (made directly in code).
    public static let unassigned = ObjectID(0)

    public var isAssigned: Bool { rawValue > 0 }
    public var description: String { "#\(rawValue)" }
    public static func < (a: ObjectID, b: ObjectID) -> Bool { a.rawValue < b.rawValue }
}

/// An object of a scene with an identity and a label: responders and recognizers.
public protocol SceneObject: AnyObject {
    /// The label people read (the trace's subject); not necessarily unique.
    var name: String { get }
    /// The stable identity (`ObjectID.unassigned` until a builder numbers it).
    var id: ObjectID { get }
}

/// Numbers scene objects in the order they are given, from 1 (how
/// `SceneBuilder` gives every object of a description its id).
public final class ObjectNumbering {
    public private(set) var count = 0

    public init() {}

    /// Gives `responder` the next id, unless it has one.
    public func number(_ responder: Responder) {
        guard !responder.id.isAssigned else { return }
        count += 1
        responder.id = ObjectID(count)
    }

    /// Gives `recognizer` the next id, unless it has one.
    public func number(_ recognizer: GestureRecognizer) {
        guard !recognizer.id.isAssigned else { return }
        count += 1
        recognizer.id = ObjectID(count)
    }

    /// Numbers what is still unnumbered in `application`, in tree order:
    /// windows, their views depth first with each view's controller and
    /// recognizers (the objects classes make themselves, such as a cell's
    /// content view).
    public func numberRemaining(in application: Application) {
        application.forEachObjectInTreeOrder { object in
            if let responder = object as? Responder {
                number(responder)
            } else if let recognizer = object as? GestureRecognizer {
                number(recognizer)
            }
        }
    }
}

extension Application {
    /// The application, its delegate, then each window's views depth first,
    /// each view followed by its controller and its recognizers: the order
    /// ids are numbered in (`ObjectNumbering`) and labels resolved in
    /// (`ObjectLabels`).
    public func forEachObjectInTreeOrder(_ body: (any SceneObject) -> Void) {
        body(self)
        if let delegate { body(delegate) }
        for window in windows {
            for view in window.subtree {
                body(view)
                if let controller = view.viewController { body(controller) }
                for g in view.gestureRecognizers { body(g) }
            }
        }
    }
}

/// How a reader of the trace keys an object it speaks of (issue 27.3): by
/// its id when a builder numbered it, else by its label (a pipeline stage,
/// a sheet's presentation controller, an animation, an object made in
/// code). Two objects with one label are two keys; the label is for people.
///
/// Two keys are equal when both have ids and the ids are equal, or when
/// neither has one and the labels are equal: a numbered object is never
/// the same as an unnumbered one of the same label.
public struct ObjectKey: Hashable, Sendable, CustomStringConvertible {
    /// The label people read (the trace's subject as written).
    public let label: String
    public let id: ObjectID

    public init(_ label: String, id: ObjectID = .unassigned) {
        self.label = label
        self.id = id
    }

    /// The key of a scene object.
    public init(_ object: some SceneObject) {
        self.init(object.name, id: object.id)
    }

    public static func == (a: ObjectKey, b: ObjectKey) -> Bool {
        a.id.isAssigned || b.id.isAssigned ? a.id == b.id : a.label == b.label
    }

    public func hash(into hasher: inout Hasher) {
        if id.isAssigned { hasher.combine(id) } else { hasher.combine(label) }
    }

    /// The label, with the id when it has one (`cell #12`): for messages
    /// that must tell two objects of one label apart.
    public var description: String { id.isAssigned ? "\(label) \(id)" : label }
}
