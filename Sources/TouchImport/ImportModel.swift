import TouchCore
import TouchScene

/// Where something was read: the input file and its 1-based line.
public struct DumpLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var description: String { "\(file):\(line)" }
}

/// One line of the import report (import-format.md, step 7).
public struct ImportNote: Hashable, Sendable, CustomStringConvertible {
    public enum Level: String, Sendable { case skipped, warning }
    public var level: Level
    public var location: DumpLocation?
    public var message: String
    /// One line whatever was pasted: the file name and the quoted dump text
    /// have their control characters escaped (a pasted newline cannot forge a
    /// `FILE:1:` line, a terminal escape cannot reach the terminal).
    public var description: String {
        (location.map { "\(SceneLoadError.escaped($0.description)): " } ?? "") + "\(level.rawValue): \(SceneLoadError.escaped(message))"
    }
}

/// A view line of a `recursiveDescription` (models the `UIView` it printed).
struct DumpView {
    var location: DumpLocation
    var className: String
    var address: String?
    var baseClass: String?
    var frame: Rect?
    var hidden = false
    var alpha: Double = 1
    var userInteractionEnabled: Bool?
    var clipsToBounds = false
    var text: String?
    var transform: AffineTransform?
    var contentOffset: Point?
    var contentSize: Size?
    /// `layer = <UIWindowLayer: …>`: a window whatever its class.
    var hasWindowLayer = false
    var parent: Int?
    var children: [Int] = []
    /// Made by the importer to hold others (a root for flat views): no class, no address.
    var synthetic = false
    /// Made for a controller or recognizer whose view the dump did not print.
    var made = false
}

/// A `_printHierarchy` line (models the `UIViewController` it printed).
struct DumpController {
    enum ViewStatus { case inWindow, notInWindow, notLoaded }
    var location: DumpLocation
    var className: String
    var address: String?
    var state: String?
    var viewClass: String?
    var viewAddress: String?
    var viewStatus: ViewStatus
    /// Printed with `+`: presented by its parent entry.
    var presented: Bool
    var parent: Int?
    var children: [Int] = []
}

/// A recognizer reference inside `must-fail = { … }`.
struct RecognizerRef: Hashable {
    var className: String
    var address: String?
}

/// A gesture recognizer's description (models the `UIGestureRecognizer` it printed).
struct DumpRecognizer {
    var location: DumpLocation
    var className: String
    var address: String?
    var name: String?
    var baseClass: String?
    var state: String?
    var enabled = true
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    var viewClass: String?
    var viewAddress: String?
    var action: String?
    var targetClass: String?
    var targetAddress: String?
    var numberOfTapsRequired: Int?
    var numberOfTouchesRequired: Int?
    var minimumPressDuration: Double?
    var mustFail: [RecognizerRef] = []
    var mustFailFor: [RecognizerRef] = []
}
