import TouchCore
import TouchScene

/// Joins what `DumpReader` read into one scene (import-format.md steps 2–6):
/// names, kinds, controllers by view address, recognizers by view address
/// with their relations, the built-in recognizers of scroll views and
/// navigation controllers.
struct SceneAssembler {
    private var reader: DumpReader
    private var notes: [ImportNote]
    /// Names taken: the application's own name is never given to an object.
    private var names: Set<String> = [SceneLimits.reservedName]
    /// `unique`'s next number for each base it was asked for more than once.
    private var nextSuffix: [String: Int] = [:]
    private var viewNames: [String] = []
    private var viewKinds: [String] = []
    private var byAddress: [String: Int] = [:]
    /// The controller entry wrapping each view index.
    private var controllerOf: [Int: Int] = [:]
    private var controllerNames: [Int: String] = [:]
    private var controllerView: [Int: Int] = [:]
    private var gesturesOf: [Int: [PlanGesture]] = [:]
    /// Built-in recognizer flags per view index.
    private var scrollEnabled: [Int: Bool] = [:]
    private var delaysContentTouches: [Int: Bool] = [:]
    private var panRequireToFail: [Int: [String]] = [:]
    private var pop: [Int: (enabled: Bool, delays: Bool)] = [:]
    private var unplaced: [Int] = []
    private var recognizerCount = 0
    /// Objects planned so far, and how many the scene may hold besides the
    /// windows, controllers and recognizers (`SceneLimits.maximumObjects`).
    private var plannedObjects = 0
    private var objectBudget = SceneLimits.maximumObjects
    private var overBudgetNote: Int?
    private var overBudgetViews = 0

    init(reader: DumpReader) {
        self.reader = reader
        self.notes = reader.notes
    }

    private mutating func note(_ level: ImportNote.Level, _ location: DumpLocation?, _ message: String) {
        notes.append(ImportNote(level: level, location: location, message: message))
    }

    /// A readable name unique in the scene: `base`, else `base_2`, `base_3`, …
    ///
    /// Each base remembers the next number to try, so a dump whose addresses
    /// share their last hex digits (thousands of `UIView_abcd`) names its
    /// views in linear time, not by counting up from 2 for every one of them.
    private mutating func unique(_ base: String) -> String {
        var name = base
        var n = nextSuffix[base] ?? 2
        while names.contains(name) || name.isEmpty {
            name = "\(base)_\(n)"
            n += 1
        }
        if name != base { nextSuffix[base] = n }
        names.insert(name)
        return name
    }

    mutating func assemble() -> ImportedScene {
        reader.addPendingNested()
        objectBudget = SceneLimits.maximumObjects - 2 * reader.controllers.count - reader.recognizers.count - 2 * reader.roots.count - 16
        if reader.sawAddressless {
            note(.warning, nil, "the dump has no addresses (swift-snapshot-testing): views are named by position, "
                 + "and controllers are joined to views by class and position")
        }
        var views = reader.views
        // Names and kinds, in reading order.
        var positions: [String: Int] = [:]
        for (i, v) in views.enumerated() {
            if let a = v.address, byAddress[a] == nil { byAddress[a] = i }
            let base: String
            if v.synthetic {
                base = "Imported"
            } else if let s = ClassMapping.suffix(v.address) {
                base = "\(ClassMapping.shortName(v.className))_\(s)"
            } else {
                positions[v.className, default: 0] += 1
                base = "\(ClassMapping.shortName(v.className))_\(positions[v.className]!)"
            }
            viewNames.append(unique(base))
            viewKinds.append(v.synthetic ? "view" : ClassMapping.viewKind(v))
        }
        attachControllers(&views)
        attachRecognizers(&views)
        return write(views)
    }

    // MARK: Controllers (rule R1)

    private mutating func attachControllers(_ views: inout [DumpView]) {
        let entries = reader.controllers
        var claimed = Set<Int>()
        var addressless: AddresslessViews?
        for (i, c) in entries.enumerated() {
            controllerNames[i] = unique("\(ClassMapping.shortName(c.className))\(ClassMapping.suffix(c.address).map { "_\($0)" } ?? "_VC")")
            var found: Int?
            if let a = c.viewAddress {
                found = byAddress[a]
            } else if c.viewStatus == .inWindow, let cls = c.viewClass {
                // No addresses: by class and position, inside the parent's view when it has one.
                let scope = c.parent.flatMap { controllerView[$0] }
                if addressless == nil { addressless = AddresslessViews(views) }
                let taken = { (v: Int) in claimed.contains(v) || self.controllerOf[v] != nil }
                found = addressless!.first(of: cls, inside: scope, skipping: taken)
            }
            if let v = found, controllerOf[v] == nil {
                controllerOf[v] = i
                controllerView[i] = v
                claimed.insert(v)
                continue
            }
            if c.viewStatus != .inWindow && !isInNavigationStack(i) {
                note(.skipped, c.location, "\(c.className) \(c.address ?? ""): its view is "
                     + (c.viewStatus == .notLoaded ? "not loaded" : "not in the window") + "; left out")
                continue
            }
            if isInNavigationStack(i) && c.viewStatus != .inWindow { continue }
            // Shown, but its view is not in the dump: make one where it stands
            // (a navigation controller's top one is placed by its stack).
            var v = DumpView(location: c.location, className: c.viewClass ?? "UIView", address: c.viewAddress)
            v.made = true
            let index = views.count
            // A presented controller's view stands above everything, not inside its presenter's.
            let parentView = c.presented ? nil : c.parent.flatMap { controllerView[$0] }
            v.parent = parentView
            views.append(v)
            if isInNavigationStack(i) {
                v.parent = nil
                views[index] = v
            } else if let p = parentView { views[p].children.append(index) } else { unplacedRoot(&views, index) }
            let base = "\(ClassMapping.shortName(v.className))\(ClassMapping.suffix(v.address).map { "_\($0)" } ?? "")"
            viewNames.append(unique(base))
            viewKinds.append(ClassMapping.viewKind(v))
            if let a = v.address { byAddress[a] = index }
            controllerOf[index] = i
            controllerView[i] = index
            claimed.insert(index)
        }
    }

    /// The views a dump printed without addresses (swift-snapshot-testing),
    /// by class, for joining controllers to views by class and position:
    /// the first free one of a class, inside a scope, in reading order,
    /// found by a binary search over each class's views numbered depth first
    /// (a view's subtree is a range of those numbers), not by scanning every
    /// view for every controller.
    struct AddresslessViews {
        /// Depth-first numbers: v's subtree is enter[v] ..< exit[v].
        private var enter: [Int]
        private var exit: [Int]
        /// Per class, its addressless views in depth-first order, and how many at the front are taken.
        private var byClass: [String: (views: [Int], taken: Int)] = [:]

        init(_ views: [DumpView]) {
            enter = Array(repeating: -1, count: views.count)
            exit = Array(repeating: -1, count: views.count)
            var counter = 0
            var stack: [(Int, Bool)] = views.indices.reversed().filter { views[$0].parent == nil }.map { ($0, false) }
            while let (v, done) = stack.popLast() {
                if done { exit[v] = counter; continue }
                guard enter[v] < 0 else { continue }
                enter[v] = counter
                counter += 1
                stack.append((v, true))
                for child in views[v].children.reversed() where child < views.count { stack.append((child, false)) }
            }
            for v in views.indices.sorted(by: { enter[$0] < enter[$1] })
            where enter[v] >= 0 && !views[v].synthetic && views[v].address == nil {
                byClass[views[v].className, default: ([], 0)].views.append(v)
            }
        }

        /// The first view of class `cls` (inside `scope`, itself included,
        /// when given) that `taken` does not refuse.
        mutating func first(of cls: String, inside scope: Int?, skipping taken: (Int) -> Bool) -> Int? {
            guard var entry = byClass[cls] else { return nil }
            // Views taken at the front stay taken: skip them once for every later question.
            while entry.taken < entry.views.count && taken(entry.views[entry.taken]) { entry.taken += 1 }
            byClass[cls] = entry
            var i = entry.taken
            var end = Int.max
            if let scope {
                guard scope < enter.count, enter[scope] >= 0 else { return nil }
                var lo = i, hi = entry.views.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if enter[entry.views[mid]] < enter[scope] { lo = mid + 1 } else { hi = mid }
                }
                i = lo
                end = exit[scope]
            }
            while i < entry.views.count && enter[entry.views[i]] < end {
                if !taken(entry.views[i]) { return entry.views[i] }
                i += 1
            }
            return nil
        }
    }

    func isNavigation(_ i: Int) -> Bool {
        let c = reader.controllers[i]
        return c.className == "UINavigationController" || c.className.hasSuffix("NavigationController")
            || c.className.hasSuffix("NavigationViewController") || c.className.hasSuffix("NavController")
    }

    func isInNavigationStack(_ i: Int) -> Bool {
        let c = reader.controllers[i]
        guard let p = c.parent, !c.presented else { return false }
        return isNavigation(p)
    }

    private mutating func unplacedRoot(_ views: inout [DumpView], _ index: Int) {
        unplaced.append(index)
    }

    // MARK: Recognizers (import-format.md step 6)

    private mutating func attachRecognizers(_ views: inout [DumpView]) {
        // The same recognizer printed twice (mid-gesture, or nested in a must-fail block): keep the first, merge relations.
        var order: [Int] = []
        var firstOf: [String: Int] = [:]
        var all = reader.recognizers
        for (i, g) in all.enumerated() {
            if let a = g.address, let first = firstOf[a] {
                for r in g.mustFail where !all[first].mustFail.contains(r) { all[first].mustFail.append(r) }
                for r in g.mustFailFor where !all[first].mustFailFor.contains(r) { all[first].mustFailFor.append(r) }
                continue
            }
            if let a = g.address { firstOf[a] = i }
            order.append(i)
        }
        var nameOf: [String: String] = [:]  // recognizer address → scene name
        var planOf: [Int: PlanGesture] = [:]
        var builtinView: [Int: Int] = [:]
        for i in order {
            let g = all[i]
            guard let viewAddress = g.viewAddress ?? (g.viewClass == nil ? nil : "") else {
                note(.skipped, g.location, "\(g.className) \(g.address ?? ""): no view = field; skipped")
                continue
            }
            let isBuiltinScroll = g.className == "UIScrollViewPanGestureRecognizer" || g.className == "UIScrollViewDelayedTouchesBeganGestureRecognizer"
            let isPop = g.action == "handleNavigationTransition:" || g.className == "_UIParallaxTransitionPanGestureRecognizer"
            var (kind, reason) = ClassMapping.recognizerKind(g)
            if isPop && kind == nil { kind = "screenEdgePan" }
            if !isBuiltinScroll && kind == nil {
                note(.skipped, g.location, "\(g.className) \(g.address ?? "") on \(g.viewClass ?? "?") \(viewAddress): \(reason ?? "not mapped"); skipped")
                continue
            }
            var v = viewAddress.isEmpty ? nil : byAddress[viewAddress]
            if v == nil, let cls = g.viewClass, viewAddress.isEmpty {
                v = views.indices.first { views[$0].className == cls && views[$0].address == nil }
            }
            let view: Int
            if let found = v {
                view = found
            } else {
                // Not in the tree: keep it on a view made for it (import-format.md step 6).
                var made = DumpView(location: g.location, className: g.viewClass ?? "UIView", address: viewAddress.isEmpty ? nil : viewAddress)
                made.made = true
                view = views.count
                views.append(made)
                unplaced.append(view)
                viewNames.append(unique("\(ClassMapping.shortName(made.className))\(ClassMapping.suffix(made.address).map { "_\($0)" } ?? "")"))
                viewKinds.append(ClassMapping.viewKind(made))
                if let a = made.address { byAddress[a] = view }
                note(.warning, g.location, "\(g.className) \(g.address ?? ""): its view \(made.className) \(made.address ?? "") is not in the "
                     + "hierarchy; made \(viewNames[view]) for it, with no frame")
            }
            // Built-ins: a scroll view's pan and delayed-touches recognizers (rule V11), a navigation controller's pop (N2).
            if isBuiltinScroll {
                if !["scrollView", "tableView", "collectionView"].contains(viewKinds[view]) { viewKinds[view] = "scrollView" }
                if g.className == "UIScrollViewPanGestureRecognizer" {
                    if !g.enabled { scrollEnabled[view] = false }
                    if let a = g.address { nameOf[a] = viewNames[view] + ".pan" }
                } else {
                    if !g.enabled || !g.delaysTouchesBegan { delaysContentTouches[view] = false }
                    if let a = g.address { nameOf[a] = viewNames[view] + ".delaysContentTouches" }
                }
                builtinView[i] = view
                recognizerCount += 1
                continue
            }
            if isPop, let c = controllerOf[view], isNavigation(c) {
                pop[view] = (g.enabled, g.delaysTouchesBegan)
                if let a = g.address, let n = controllerNames[c] { nameOf[a] = n + ".interactivePop" }
                recognizerCount += 1
                continue
            }
            guard let kind else { continue }
            let base = g.name.map(Self.sanitize) ?? "\(Self.recognizerBase(g.className))_\(ClassMapping.suffix(g.address) ?? viewNames[view])"
            let plan = PlanGesture(kind: kind, name: unique(base), className: g.className)
            plan.address = g.address
            plan.action = g.action
            plan.enabled = g.enabled
            plan.cancelsTouchesInView = g.cancelsTouchesInView
            plan.delaysTouchesBegan = g.delaysTouchesBegan
            plan.delaysTouchesEnded = g.delaysTouchesEnded
            if kind == "tap" || kind == "longPress" {
                plan.numberOfTapsRequired = g.numberOfTapsRequired
                plan.numberOfTouchesRequired = g.numberOfTouchesRequired
            }
            if kind == "swipe" { plan.numberOfTouchesRequired = g.numberOfTouchesRequired }
            if kind == "longPress" { plan.minimumPressDuration = g.minimumPressDuration }
            if kind == "screenEdgePan" { plan.edges = ["left"] }
            if let a = g.address { nameOf[a] = plan.name }
            planOf[i] = plan
            gesturesOf[view, default: []].append(plan)
            recognizerCount += 1
        }
        // Targets, by address when the scene has the object.
        for (i, plan) in planOf {
            let g = all[i]
            if let a = g.targetAddress, let t = byAddress[a] {
                plan.target = viewNames[t]
            } else if let a = g.targetAddress, let c = reader.controllers.firstIndex(where: { $0.address == a }),
                      controllerView[c] != nil, let name = controllerNames[c] {
                plan.target = name
            } else if let cls = g.targetClass {
                plan.targetNote = "\(cls) \(g.targetAddress ?? "")".trimmingSpaces.description
            }
        }
        // Failure requirements (rule G3): must-fail → requireToFail, must-fail-for → the reverse.
        func name(_ r: RecognizerRef) -> String? { r.address.flatMap { nameOf[$0] } }
        // The first recognizer kept for each address, looked up once instead of searched per reference.
        var indexOfAddress: [String: Int] = [:]
        for i in order { if let a = all[i].address, indexOfAddress[a] == nil { indexOfAddress[a] = i } }
        for i in order {
            let g = all[i]
            let own = g.address.flatMap { nameOf[$0] }
            for r in g.mustFail {
                guard let other = name(r) else {
                    note(.skipped, g.location, "\(g.className) must-fail \(r.className) \(r.address ?? ""): that recognizer was not imported")
                    continue
                }
                if other == own {
                    note(.skipped, g.location, "\(g.className) \(g.address ?? ""): must fail itself, which can never be met (rule G3); requirement left out")
                    continue
                }
                if let plan = planOf[i] { if !plan.requireToFail.contains(other) { plan.requireToFail.append(other) } }
                else if let v = builtinView[i], own?.hasSuffix(".pan") == true { if !(panRequireToFail[v] ?? []).contains(other) { panRequireToFail[v, default: []].append(other) } }
            }
            for r in g.mustFailFor {
                guard let own, let a = r.address else { continue }
                if a == g.address {
                    note(.skipped, g.location, "\(g.className) \(a): must fail itself, which can never be met (rule G3); requirement left out")
                    continue
                }
                if let j = indexOfAddress[a], let plan = planOf[j] {
                    if !plan.requireToFail.contains(own) { plan.requireToFail.append(own) }
                } else if let j = indexOfAddress[a], let v = builtinView[j], nameOf[a]?.hasSuffix(".pan") == true {
                    if !(panRequireToFail[v] ?? []).contains(own) { panRequireToFail[v, default: []].append(own) }
                } else if nameOf[a] == nil {
                    note(.skipped, g.location, "\(r.className) \(a) must-fail \(g.className): that recognizer was not imported")
                }
            }
        }
    }

    static func sanitize(_ name: String) -> String {
        let s = String(name.unicodeScalars.map { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" ? Character($0) : "_" })
        return s.isEmpty ? "recognizer" : s
    }

    static func recognizerBase(_ className: String) -> String {
        var s = ClassMapping.shortName(className)
        for suffix in ["GestureRecognizer", "Recognizer", "Gesture"] where s.hasSuffix(suffix) && s.count > suffix.count {
            s.removeLast(suffix.count)
            break
        }
        return s
    }

    // MARK: The plan

    /// Levels a planned view may lie at: the scene's limit less the window and
    /// a holder view the window may need (`SceneLimits.maximumDepth`).
    static let maximumPlanDepth = SceneLimits.maximumDepth - 2

    /// Leaves out the view at `i` and everything under it, with one note
    /// saying how much and why (a scene over the limits would not load).
    private mutating func leaveOut(_ i: Int, _ views: [DumpView], because reason: String) {
        var count = 0
        var stack = [i]
        while let j = stack.popLast() {
            count += 1
            stack += views[j].children
        }
        let v = views[i]
        note(.skipped, v.location, "\(v.className) \(v.address ?? ""): \(reason); left out"
             + (count > 1 ? " with the \(count - 1) view\(count == 2 ? "" : "s") inside it" : ""))
    }

    /// Objects a view stands for in the scene (`SceneValidator`'s count): the
    /// view, a scroll view's two built-in recognizers, a cell's content view.
    private func objectWeight(_ kind: String) -> Int {
        if ["scrollView", "tableView", "collectionView"].contains(kind) { return 3 }
        return kind.hasSuffix("Cell") ? 2 : 1
    }

    /// `plan(i)`, or nil (with a note) when the view would take the scene
    /// past its depth or its number of objects.
    private mutating func planWithinLimits(_ i: Int, _ views: [DumpView], depth: Int) -> PlanNode? {
        if depth > Self.maximumPlanDepth {
            leaveOut(i, views, because: "nested deeper than \(Self.maximumPlanDepth) levels (a scene holds \(SceneLimits.maximumDepth), "
                     + "with its window and a holder)")
            return nil
        }
        if plannedObjects + objectWeight(viewKinds[i]) > objectBudget {
            // One note for the first view left out; the others are counted into it.
            if let n = overBudgetNote {
                var count = 0
                var stack = [i]
                while let j = stack.popLast() { count += 1; stack += views[j].children }
                overBudgetViews += count
                notes[n].message = "\(overBudgetViews) view\(overBudgetViews == 1 ? "" : "s") from here on left out: past the scene's limit of "
                    + "\(SceneLimits.maximumObjects) views, controllers and recognizers; dump only the part of the screen with the conflict"
            } else {
                overBudgetNote = notes.count
                leaveOut(i, views, because: "past the scene's limit of \(SceneLimits.maximumObjects) views, controllers and recognizers")
                var count = 0
                var stack = [i]
                while let j = stack.popLast() { count += 1; stack += views[j].children }
                overBudgetViews = count
            }
            return nil
        }
        return plan(i, views, depth: depth)
    }

    private mutating func plan(_ i: Int, _ views: [DumpView], depth: Int = 0, presentedBy: String? = nil) -> PlanNode {
        let v = views[i]
        plannedObjects += objectWeight(viewKinds[i])
        let p = PlanView(name: viewNames[i], kind: viewKinds[i])
        p.location = v.location
        if !v.synthetic {
            p.className = v.className
            p.address = v.address
        }
        p.frame = v.frame
        p.hidden = v.hidden
        p.alpha = v.alpha
        p.userInteractionEnabled = v.userInteractionEnabled
        p.clipsToBounds = v.clipsToBounds
        p.text = v.text
        p.transform = v.transform
        if p.isScroll {
            p.contentOffset = v.contentOffset
            p.contentSize = v.contentSize
            p.scrollEnabled = scrollEnabled[i]
            p.delaysContentTouches = delaysContentTouches[i]
            p.panRequireToFail = panRequireToFail[i] ?? []
        }
        p.gestures = gesturesOf[i] ?? []
        for child in v.children {
            // Cells stand in a list (rule L): elsewhere they are plain views.
            if viewKinds[child].hasSuffix("Cell") && !["tableView", "collectionView"].contains(p.kind) {
                viewKinds[child] = "view"
            }
            if let node = planWithinLimits(child, views, depth: depth + 1) { p.subviews.append(node) }
        }
        guard let c = controllerOf[i] else { return .view(p) }
        let entry = reader.controllers[c]
        // The presenter is named only when the scene has it (rule R1).
        let presenter = entry.presented ? entry.parent.flatMap { p in controllerView[p] == nil ? nil : controllerNames[p] } : nil
        if isNavigation(c) {
            return .navigation(navigation(c, view: p, views, depth: depth, presentedBy: presenter))
        }
        return .controller(PlanController(name: controllerNames[c]!, className: entry.className, address: entry.address,
                                          presentedBy: presenter, view: p))
    }

    /// A navigation controller (rule N): its stack from its children in order,
    /// the top one's view from the tree; its own containers folded into it.
    private mutating func navigation(_ c: Int, view: PlanView, _ views: [DumpView], depth: Int, presentedBy: String?) -> PlanNavigation {
        let entry = reader.controllers[c]
        var stack: [PlanController] = []
        var shown = Set<String>()
        for child in entry.children where !reader.controllers[child].presented {
            let ce = reader.controllers[child]
            let name = controllerNames[child]!
            var childView: PlanView
            if let v = controllerView[child], let found = find(viewNames[v], in: view) {
                childView = found
                shown.insert(found.name)
            } else if let v = controllerView[child], views[v].made, case .controller(let made) = plan(v, views, depth: depth + 1) {
                childView = made.view
            } else {
                childView = PlanView(name: unique("\(name)_view"), kind: "view")
                childView.className = ce.viewClass
                childView.address = ce.viewAddress
            }
            stack.append(PlanController(name: name, className: ce.className, address: ce.address, presentedBy: nil, view: childView))
        }
        if stack.isEmpty {
            note(.warning, entry.location, "\(entry.className) \(entry.address ?? ""): a navigation controller with no child in the dump; its view is its only content")
            stack.append(PlanController(name: unique("\(controllerNames[c]!)_top"), className: nil, address: nil, presentedBy: nil, view: view))
        } else {
            // What UIKit puts around the top view (transition and wrapper views, the navigation bar) is folded.
            // Every view inside a shown one is kept: found once, not searched again for each folded view.
            var kept = Set<ObjectIdentifier>()
            var stackViews = flatten(view).filter { shown.contains($0.name) }
            while let s = stackViews.popLast() {
                if kept.insert(ObjectIdentifier(s)).inserted { stackViews += s.subviews.map(children) }
            }
            for folded in flatten(view) where folded !== view && !kept.contains(ObjectIdentifier(folded)) {
                if let location = folded.location {
                    note(.skipped, location, "\(folded.className ?? folded.name): inside navigation controller \(controllerNames[c]!), "
                         + "folded into it (the scene shows its top controller's view)")
                }
            }
        }
        let popFlags = pop[controllerView[c] ?? -1]
        return PlanNavigation(name: controllerNames[c]!, className: entry.className, address: entry.address, presentedBy: presentedBy,
                              stack: stack, viewName: view.name, viewClass: view.className, viewAddress: view.address,
                              popEnabled: popFlags.map(\.enabled), popDelaysTouchesBegan: popFlags.map(\.delays))
    }

    private func children(_ node: PlanNode) -> PlanView {
        switch node {
        case .view(let v): return v
        case .controller(let c): return c.view
        case .navigation(let n): return n.stack.last!.view
        }
    }

    private func find(_ name: String, in view: PlanView) -> PlanView? {
        flatten(view).first { $0.name == name }
    }

    /// `view` and every view under it, depth first, in order (a stack, not recursion).
    private func flatten(_ view: PlanView) -> [PlanView] {
        var result: [PlanView] = []
        var stack = [view]
        while let v = stack.popLast() {
            result.append(v)
            stack += v.subviews.reversed().map(children)
        }
        return result
    }

    // MARK: Windows

    private mutating func write(_ views: [DumpView]) -> ImportedScene {
        var windows: [PlanWindow] = []
        var loose: [PlanNode] = []
        var screen: Size?
        for r in reader.roots {
            let v = views[r]
            if !v.synthetic && ClassMapping.isWindow(v) {
                var w = PlanWindow(name: viewNames[r], className: v.className, address: v.address, frame: v.frame)
                if let f = v.frame, f.width > 0, f.height > 0, screen == nil { screen = f.size }
                let content = v.children.compactMap { planWithinLimits($0, views, depth: 1) }
                if v.gestureCountIn(gesturesOf[r]) > 0 {
                    note(.warning, v.location, "\(viewNames[r]): a window's own recognizers cannot be kept (a window holds one root); "
                         + "they are on its root view")
                }
                if content.count == 1 && (gesturesOf[r] ?? []).isEmpty {
                    w.root = content[0]
                } else if !content.isEmpty || !(gesturesOf[r] ?? []).isEmpty {
                    let holder = PlanView(name: unique("\(viewNames[r])_content"), kind: "view")
                    holder.subviews = content
                    holder.gestures = gesturesOf[r] ?? []
                    w.root = .view(holder)
                }
                windows.append(w)
            } else {
                if let node = planWithinLimits(r, views, depth: 1) { loose.append(node) }
            }
        }
        let made = unplaced.compactMap { planWithinLimits($0, views, depth: 1) }
        if screen == nil {
            let firstFrame = reader.roots.compactMap { views[$0].frame }.first { $0.width > 0 && $0.height > 0 }
            screen = firstFrame?.size
        }
        func holder(_ nodes: [PlanNode], _ base: String) -> PlanNode? {
            if nodes.isEmpty { return nil }
            if nodes.count == 1 { return nodes[0] }
            let h = PlanView(name: unique(base), kind: "view")
            h.subviews = nodes
            return .view(h)
        }
        if windows.isEmpty {
            let root = holder(loose + made, "Imported")
            windows.append(PlanWindow(name: unique("Window"), root: root))
        } else {
            if !loose.isEmpty { windows.append(PlanWindow(name: unique("ImportedWindow"), root: holder(loose, "Imported"))) }
            if !made.isEmpty { windows.insert(PlanWindow(name: unique("UnplacedWindow"), root: holder(made, "Unplaced")), at: 0) }
        }
        var writer = SceneWriter()
        writer.write(windows: windows, screen: screen)
        let viewCount = views.filter { !$0.synthetic && !$0.made }.count
        return ImportedScene(yaml: writer.text, notes: notes, viewCount: viewCount, madeViewCount: views.filter(\.made).count,
                             controllerCount: writer.controllers, recognizerCount: recognizerCount,
                             outline: ImportOutline.lines(windows))
    }
}

private extension DumpView {
    func gestureCountIn(_ g: [PlanGesture]?) -> Int { g?.count ?? 0 }
}
