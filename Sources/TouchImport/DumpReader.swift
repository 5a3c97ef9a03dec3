import Foundation
import TouchCore
import TouchScene

/// Reads debugger pastes (import-format.md steps 1–2, FORMAT-NOTES): strips
/// what surrounds the payload, then reads every view, view controller and
/// recognizer line, with its depth counted from `|` and `+` marks.
struct DumpReader {
    private(set) var views: [DumpView] = []
    private(set) var controllers: [DumpController] = []
    private(set) var recognizers: [DumpRecognizer] = []
    /// Indices of the views printed at depth 0 (and synthetic roots), in order.
    private(set) var roots: [Int] = []
    private(set) var notes: [ImportNote] = []
    /// Files with nothing readable in them.
    private(set) var emptyFiles: [String] = []
    private(set) var layerLines = 0
    private(set) var sawAddressless = false

    /// Per block (a debugger command's output, or an array): the open tree.
    private var viewStack: [(depth: Int, index: Int)] = []
    private var controllerStack: [(depth: Int, index: Int)] = []
    private var flatRoot: Int?
    private var inArray = false
    private var responderChain = false
    private var rootTabs: Int?
    /// An author's elision was seen in this block: depths after it are unsure.
    private var elided = false

    mutating func read(file: String, text: String) {
        let before = views.count + controllers.count + recognizers.count
        resetBlock()
        responderChain = false
        var lines = Self.lines(of: text).map { Self.clean(String($0)) }
        if lines.last == "" { lines.removeLast() }
        var i = 0
        while i < lines.count {
            var line = lines[i]
            let lineNumber = i + 1
            // A recognizer's `must-fail = {` block spans lines: join until its description closes.
            if line.contains("must-fail") && line.contains("{") {
                var j = i
                while j + 1 < lines.count && !Self.closesRecognizer(line) && j - i < 500 {
                    j += 1
                    line += " " + lines[j].trimmingSpaces
                }
                i = j
            }
            readLine(line, at: DumpLocation(file: file, line: lineNumber), next: i + 1 < lines.count ? lines[i + 1] : nil)
            i += 1
        }
        if views.count + controllers.count + recognizers.count == before { emptyFiles.append(file) }
    }

    /// The lines of `text`, ended by LF, CR LF or a lone CR. In Swift "\r\n"
    /// is one `Character`, so splitting on "\n" would find one line in every
    /// paste saved on Windows: the split is made on the UTF-8 bytes instead.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            let b = utf8[i]
            if b == 0x0A || b == 0x0D {
                result.append(text[start..<i])
                var next = utf8.index(after: i)
                if b == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                start = next
                i = next
            } else {
                i = utf8.index(after: i)
            }
        }
        result.append(text[start..<utf8.endIndex])
        return result
    }

    private mutating func resetBlock() {
        viewStack = []
        controllerStack = []
        flatRoot = nil
        inArray = false
        elided = false
        rootTabs = nil
    }

    private mutating func note(_ level: ImportNote.Level, _ location: DumpLocation?, _ message: String) {
        notes.append(ImportNote(level: level, location: location, message: message))
    }

    // MARK: Wrappers

    /// Comment prefixes, escapes and invisible differences removed (FORMAT-NOTES §0).
    static func clean(_ raw: String) -> String {
        var s = raw
        if s.contains("\r") { s = s.replacingOccurrences(of: "\r", with: "") }
        if s.contains("\u{A0}") { s = s.replacingOccurrences(of: "\u{A0}", with: " ") }
        // `//`, `///` comment prefixes, kept indentation after them.
        let trimmed = s.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("//") {
            s = String(trimmed.drop { $0 == "/" })
        } else if trimmed.hasPrefix("/*") {
            s = String(trimmed.dropFirst(2))
        }
        if s.hasSuffix("*/") { s = String(s.dropLast(2)) }
        if s.contains("\\") { s = unescape(s) }
        return s
    }

    /// `\n` (NSLog arrays), `\"`, `\uXXXX`, `\UXXXX`, `\xHH` (Cycript, NSArray).
    static func unescape(_ s: String) -> String {
        var out = ""
        var chars = Array(s.unicodeScalars)[...]
        while let c = chars.popFirst() {
            guard c == "\\", let n = chars.first else { out.unicodeScalars.append(c); continue }
            switch n {
            case "n", "t":
                chars.removeFirst(); out.append(" ")
            case "\"", "'", "\\":
                chars.removeFirst(); out.unicodeScalars.append(n)
            case "u", "U", "x":
                let count = n == "x" ? 2 : 4
                let digits = chars.dropFirst().prefix(count)
                if digits.count == count, let v = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let scalar = Unicode.Scalar(v) {
                    chars.removeFirst(count + 1)
                    out.unicodeScalars.append(scalar == "\u{A0}" ? " " : scalar)
                } else {
                    out.unicodeScalars.append(c)
                }
            default:
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func closesRecognizer(_ line: String) -> Bool {
        let scanner = DescriptionScanner(line)
        guard let start = scanner.nextStart(from: 0), let (d, _) = scanner.read(at: start) else { return true }
        return d.isComplete
    }

    static let prompts = ["(lldb)", "(gdb)", "cy#", ">>>", "[*]"]

    private static func isPrompt(_ t: Substring) -> Bool {
        if prompts.contains(where: { t.hasPrefix($0) }) { return true }
        // Frida: `[USB::iPhone 4S::Gadget]-> …`
        if t.hasPrefix("["), let close = t.firstIndex(of: "]"), t[close...].hasPrefix("]->") { return true }
        return false
    }

    /// Lines that only open or close what wraps the payload.
    private static func isWrapper(_ t: Substring) -> Bool {
        let w = t.filter { !" \t\"'`@#,;".contains($0) }
        if w.isEmpty { return true }
        return ["(", ")", "{(", ")}", "[", "]", "])", ")]", "Optional([", "#if0", "#endif", "▿Optional<UIView>", "}>", "}"].contains(w)
            || w.hasPrefix("▿") || (w.hasSuffix("([") && !w.contains("<")) || (w.hasSuffix("(") && w.hasPrefix("<__NS"))
    }

    // MARK: Lines

    private mutating func readLine(_ line: String, at location: DumpLocation, next: String?) {
        let t = line.trimmingSpaces
        if t.isEmpty { return }
        if Self.isPrompt(t) {
            resetBlock()
            responderChain = t.contains("presponder")
            return
        }
        if t.allSatisfy({ $0 == "." || $0 == "|" || $0 == " " || $0 == "…" }) && t.contains(".") {
            note(.skipped, location, "elided by the author ('\(t.filter { $0 == "." || $0 == "…" })'): the views it stood for are missing")
            elided = true
            return
        }
        let opensArray = Self.opensArray(t)
        if opensArray {
            resetBlock()
            inArray = true
            return
        }
        let scanner = DescriptionScanner(line)
        // FTAdditions `explode`: `{{x, y}, {w, h}} --Class:Super (<description>)`, depth in dashes.
        var depthOverride: Int?
        var position = 0
        if t.hasPrefix("{{"), let open = line.range(of: " (<") {
            let head = line[..<open.lowerBound]
            if let close = head.range(of: "}} ") {
                depthOverride = head[close.upperBound...].prefix { $0 == "-" }.count
                position = line.utf8.distance(from: line.startIndex, to: open.lowerBound) + 2
            }
        }
        var found = false
        var first = true
        while let start = scanner.nextStart(from: position), let (d, end) = scanner.read(at: start) {
            let prefix = String(decoding: scanner.bytes[0..<start], as: UTF8.self)
            let rest = String(decoding: scanner.bytes[end...], as: UTF8.self)
            let depth = depthOverride ?? depthOf(prefix: prefix)
            if read(d, rest: rest, prefix: prefix, depth: depth, first: first, at: location, next: next) { found = true }
            first = false
            position = end
            // After a PH line, what follows is the controller's view: already read.
            if rest.hasPrefix(", state:") { break }
        }
        if !found && !opensArray && !Self.isWrapper(t) && first {
            note(.skipped, location, "not a view, view controller or recognizer description: '\(t.prefix(60))'")
        }
        if inArray && Self.closesArray(t) { resetBlock() }
    }

    private static func opensArray(_ t: Substring) -> Bool {
        let w = t.filter { $0 != " " && $0 != "\"" }
        return w == "(" || w == "{(" || w == "[" || w.hasSuffix("Optional([") || w.hasSuffix(":(")
            || (w.hasPrefix("<__NS") && w.hasSuffix(">(")) || w.hasSuffix("=(")
    }

    private static func closesArray(_ t: Substring) -> Bool {
        let w = t.filter { $0 != " " && $0 != "\"" && $0 != "," }
        return w.hasSuffix(")") || w.hasSuffix(")}") || w.hasSuffix("])") || w.hasSuffix("]")
    }

    /// Depth from the `|` and `+` marks before the description; a leading
    /// tab that stands for the first level counts as one (FORMAT-NOTES §0).
    private mutating func depthOf(prefix: String) -> Int {
        var marks = 0
        var tabs = 0
        var leading = true
        for c in prefix.unicodeScalars {
            if c == "|" || c == "+" { marks += 1 }
            if leading && c == "\t" { tabs += 1 } else if c != " " { leading = false }
        }
        if rootTabs == nil { rootTabs = tabs }
        return marks + max(0, tabs - (rootTabs ?? 0))
    }

    /// Reads one description; returns whether it was used.
    private mutating func read(_ d: Description, rest: String, prefix: String, depth: Int, first: Bool,
                               at location: DumpLocation, next: String?) -> Bool {
        if rest.hasPrefix(", state:") || (rest.hasPrefix(",") && rest.contains("state:") && d.isBare) {
            guard first else { return false }
            readController(d, rest: rest, prefix: prefix, depth: depth, at: location)
            return true
        }
        if d.has("state") && (d.className.contains("Gesture") || d.className.contains("Recognizer") || d.has("view")) {
            readRecognizer(d, at: location)
            return true
        }
        if d.className.contains("GestureRecognizer") {
            if first || !d.isComplete {
                note(.skipped, location, "\(d.className) \(d.address ?? ""): recognizer description cut off before its view; skipped")
            }
            return first
        }
        if let frame = d.value("frame"), frame.hasPrefix("(") {
            addView(d, depth: depth, at: location)
            return true
        }
        if d.isBare && rest.contains("(layer)") {
            layerLines += 1
            return true
        }
        if d.isBare && first && d.address != nil && !responderChain {
            // Chisel `pviews -m`: `<Class: 0xADDR>` only, in a tree.
            let rest = rest.trimmingSpaces.filter { !",\")".contains($0) }
            let nextIsTree = next.map { n in n.contains("|") && n.contains("<") } ?? false
            if rest.isEmpty && d.hasColon && (depth > 0 || nextIsTree) {
                addView(d, depth: depth, at: location)
                return true
            }
        }
        if first {
            note(.skipped, location, "<\(d.className)> is not a view, view controller or recognizer description; skipped")
            return true
        }
        return false
    }

    // MARK: Views

    private mutating func addView(_ d: Description, depth: Int, at location: DumpLocation) {
        if responderChain {
            note(.skipped, location, "\(d.className): a Chisel presponder line (a responder chain, not a hierarchy); skipped")
            return
        }
        var v = DumpView(location: location, className: d.className, address: d.address)
        if d.address == nil { sawAddressless = true }
        v.baseClass = d.value("baseClass")
        if let f = d.value("frame") { v.frame = Self.rect(f) }
        if d.fields.isEmpty {
            note(.warning, location, "\(d.className) \(d.address ?? ""): printed without fields (short mode): it fills its superview")
        } else if v.frame == nil {
            note(.warning, location, "\(d.className) \(d.address ?? ""): unreadable frame '\(d.value("frame") ?? "")': it fills its superview")
        }
        if !d.isComplete && !d.fields.isEmpty {
            note(.warning, location, "\(d.className) \(d.address ?? ""): description cut off; kept what was readable")
        }
        v.hidden = d.value("hidden") == "YES"
        if let a = d.value("alpha") {
            if let alpha = Double(a), alpha.isFinite { v.alpha = min(1, max(0, alpha)) }
            else { note(.warning, location, "\(d.className) \(d.address ?? ""): alpha = \(a) is not a number: taken as 1") }
        }
        if let u = d.value("userInteractionEnabled") { v.userInteractionEnabled = u == "YES" }
        v.clipsToBounds = d.value("clipsToBounds") == "YES"
        if let text = d.value("text") {
            let raw = Self.unquote(text)
            let printable = Self.printable(raw)
            if printable != raw {
                note(.warning, location, "\(d.className) \(d.address ?? ""): control characters (terminal escapes, bells) removed from its text")
            }
            v.text = printable
        }
        if let t = d.value("transform"), let values = Self.admissibleNumbers(t), let transform = AffineTransform(values) {
            if transform.isInvertible { v.transform = transform.isIdentity ? nil : transform }
            else { note(.warning, location, "\(d.className) \(d.address ?? ""): transform \(t) cannot be inverted: left out") }
        }
        if let o = d.value("contentOffset"), let p = Self.admissibleNumbers(o), p.count == 2 { v.contentOffset = Point(p[0], p[1]) }
        if let s = d.value("contentSize"), let p = Self.admissibleNumbers(s), p.count == 2, p[0] >= 0, p[1] >= 0 {
            v.contentSize = Size(width: p[0], height: p[1])
        }
        if let layer = d.value("layer"), layer.hasPrefix("<UIWindowLayer") { v.hasWindowLayer = true }
        if inArray {
            if flatRoot == nil {
                var root = DumpView(location: location, className: "", address: nil)
                root.synthetic = true
                flatRoot = views.count
                views.append(root)
                roots.append(flatRoot!)
                note(.warning, location, "a flat list of views (no hierarchy): imported as siblings of one root")
            }
            v.parent = flatRoot
            views[flatRoot!].children.append(views.count)
            views.append(v)
            return
        }
        let index = views.count
        if depth == 0 && elided, let last = viewStack.last, location.line > views[last.index].location.line {
            // An indented line without marks after an elision: it sits somewhere below; keep it under the last view.
            note(.warning, location, "\(d.className) \(d.address ?? ""): after an elision, with no depth marks: placed under the last view read")
            v.parent = last.index
            views[last.index].children.append(views.count)
            views.append(v)
            return
        }
        while let top = viewStack.last, top.depth >= depth { viewStack.removeLast() }
        if let parent = viewStack.last {
            v.parent = parent.index
            views.append(v)
            views[parent.index].children.append(index)
        } else {
            if depth > 0 && !views.isEmpty {
                note(.warning, location, "\(d.className) \(d.address ?? ""): at depth \(depth) with no superview line above it: imported as a root")
            }
            views.append(v)
            roots.append(index)
        }
        viewStack.append((depth, index))
    }

    // MARK: View controllers

    private mutating func readController(_ d: Description, rest: String, prefix: String, depth: Int, at location: DumpLocation) {
        let presented = prefix.reversed().first { $0 == "|" || $0 == "+" } == "+"
        var c = DumpController(location: location, className: d.className, address: d.address, viewStatus: .inWindow, presented: presented)
        if d.address == nil { sawAddressless = true }
        if let r = rest.range(of: "state: ") { c.state = String(rest[r.upperBound...].prefix { $0.isLetter }) }
        if rest.contains("(view not loaded)") {
            c.viewStatus = .notLoaded
        } else if let r = rest.range(of: "view: ") {
            let scanner = DescriptionScanner(String(rest[r.upperBound...]))
            if let s = scanner.nextStart(from: 0), let (v, _) = scanner.read(at: s) {
                c.viewClass = v.className
                c.viewAddress = v.address
            }
            if rest.contains("not in the window") { c.viewStatus = .notInWindow }
        }
        let index = controllers.count
        while let top = controllerStack.last, top.depth >= depth { controllerStack.removeLast() }
        if let parent = controllerStack.last {
            c.parent = parent.index
            controllers.append(c)
            controllers[parent.index].children.append(index)
        } else {
            c.presented = false
            controllers.append(c)
        }
        controllerStack.append((depth, index))
    }

    // MARK: Recognizers

    private mutating func readRecognizer(_ d: Description, at location: DumpLocation) {
        var g = DumpRecognizer(location: location, className: d.className, address: d.address, name: d.name)
        g.baseClass = d.value("baseClass")
        g.state = d.value("state")
        g.enabled = d.value("enabled") != "NO"
        g.cancelsTouchesInView = d.value("cancelsTouchesInView") != "NO"
        g.delaysTouchesBegan = d.value("delaysTouchesBegan") == "YES"
        g.delaysTouchesEnded = d.value("delaysTouchesEnded") != "NO"
        if let view = d.value("view") {
            let s = DescriptionScanner(view)
            if let start = s.nextStart(from: 0), let (v, _) = s.read(at: start) {
                g.viewClass = v.className
                g.viewAddress = v.address
            }
        }
        if let target = d.value("target") {
            if let r = target.range(of: "action=") {
                g.action = String(target[r.upperBound...].prefix { $0 != "," && $0 != ")" && $0 != " " })
            }
            if let r = target.range(of: "target=") {
                let s = DescriptionScanner(String(target[r.upperBound...]))
                if let start = s.nextStart(from: 0), let (t, _) = s.read(at: start) {
                    g.targetClass = t.className
                    g.targetAddress = t.address
                }
            }
        }
        // Counts and durations a scene may hold (SceneLimits): anything else is left at its default.
        let count = { (key: String) in d.value(key).flatMap { Int($0.trimmingSpaces) }.flatMap { (1...1_000).contains($0) ? $0 : nil } }
        g.numberOfTapsRequired = count("numberOfTapsRequired")
        g.numberOfTouchesRequired = count("numberOfTouchesRequired")
        g.minimumPressDuration = d.value("minimumPressDuration").flatMap { Double($0.trimmingSpaces) }
            .flatMap { SceneLimits.admits($0) && $0 >= 0 ? $0 : nil }
        g.mustFail = Self.references(d.value("must-fail"))
        g.mustFailFor = Self.references(d.value("must-fail-for"))
        recognizers.append(g)
        // Nested descriptions are full ones: keep those never printed on their own.
        for block in [d.value("must-fail"), d.value("must-fail-for")] {
            guard let block else { continue }
            let s = DescriptionScanner(block)
            var p = 0
            while let start = s.nextStart(from: p), let (nested, end) = s.read(at: start) {
                if nested.has("state") { pendingNested.append((nested, location)) }
                p = end
            }
        }
    }

    /// Recognizers seen only inside `must-fail` blocks (added if never printed on their own).
    private(set) var pendingNested: [(Description, DumpLocation)] = []

    mutating func addPendingNested() {
        let known = Set(recognizers.compactMap(\.address))
        var added = Set<String>()
        let pending = pendingNested
        pendingNested = []
        for (d, location) in pending {
            guard let a = d.address, !known.contains(a), !added.contains(a) else { continue }
            added.insert(a)
            readRecognizer(d, at: location)
        }
    }

    private static func references(_ block: String?) -> [RecognizerRef] {
        guard let block else { return [] }
        let s = DescriptionScanner(block)
        var refs: [RecognizerRef] = []
        var p = 0
        while let start = s.nextStart(from: p), let (d, end) = s.read(at: start) {
            refs.append(RecognizerRef(className: d.className, address: d.address))
            p = end
        }
        return refs
    }

    // MARK: Values

    /// Every number in `text`, in order (`(0 0; 414 896)`, `{0, -88}`, `[-1, 0, -0, -1, 0, 0]`).
    static func numbers(_ text: String) -> [Double]? {
        var result: [Double] = []
        var current = ""
        for c in text.unicodeScalars {
            if ("0"..."9").contains(c) || c == "." || c == "-" || c == "e" || c == "+" || c == "n" || c == "a" || c == "i" || c == "f" {
                current.unicodeScalars.append(c)
            } else if !current.isEmpty {
                guard let v = Double(current) else { return nil }
                result.append(v)
                current = ""
            }
        }
        if !current.isEmpty {
            guard let v = Double(current) else { return nil }
            result.append(v)
        }
        return result
    }

    /// `numbers(text)` when every one of them is a number a scene may hold
    /// (finite, at most `SceneLimits.maximumMagnitude`): a frame of 1e308 or
    /// NaN is unreadable, not written into a scene that would not load.
    static func admissibleNumbers(_ text: String) -> [Double]? {
        guard let n = numbers(text), n.allSatisfy(SceneLimits.admits) else { return nil }
        return n
    }

    /// `text` without control characters (C0, DEL, C1): a pasted terminal
    /// escape must neither reach the scene nor, through it, a terminal.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.unicodeScalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isControl($0) })
        return out
    }

    static func isControl(_ c: Unicode.Scalar) -> Bool { c.value < 0x20 || (0x7F...0x9F).contains(c.value) }

    static func rect(_ text: String) -> Rect? {
        guard let n = admissibleNumbers(text), n.count == 4, n[2] >= 0, n[3] >= 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    static func unquote(_ text: String) -> String {
        var t = Substring(text)
        if t.hasPrefix("'") { t = t.dropFirst() }
        if t.hasSuffix("'") { t = t.dropLast() }
        return String(t)
    }
}

extension StringProtocol {
    var trimmingSpaces: Substring {
        let s = self[...].drop { $0 == " " || $0 == "\t" }
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " || s[s.index(before: end)] == "\t" { end = s.index(before: end) }
        return Substring(s[s.startIndex..<end])
    }
}
