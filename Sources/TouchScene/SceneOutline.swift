import TouchCore

/// What `touchscope check` prints: the scene as a tree, one object a line,
/// so a user sees at once what the simulator understood of the file.
public enum SceneOutline {
    public static func text(for scene: SceneDescription, path: String) -> String {
        var lines: [String] = []
        lines.append("\(path): scene \"\(scene.title)\"")
        let overrides = deviceOverrides(scene.device)
        lines.append("device: screen \(num(scene.device.screen.width)) × \(num(scene.device.screen.height))"
            + (overrides.isEmpty ? "" : "; overrides: " + overrides.joined(separator: ", ")))
        var app = "application: " + (scene.app.foreground ? "in the foreground" : "in the background (SpringBoard consumes every touch)")
        if let delegate = scene.app.delegate { app += "; delegate \(delegate)" }
        lines.append(app)
        lines += versionLines(scene)
        var counts = Counts()
        // The scene's live objects, for what a list makes itself (its cells, rule L1).
        let built = scene.windows.contains(where: { $0.root.map(holdsList) ?? false }) ? SceneBuilder.build(validated: scene) : nil
        for window in scene.windows {
            counts.windows += 1
            var line = "window \(window.name) level \(num(window.level))"
            if let frame = window.frame { line += " frame \(rect(frame))" }
            if window.hidden { line += " hidden" }
            lines.append(line)
            if let o = window.hitTest { lines.append("  ↳ " + overrideText(o)) }
            if let root = window.root { outline(root, depth: 1, into: &lines, counts: &counts, device: scene.device, built: built) }
        }
        lines += inertLines(for: scene)
        lines += relationLines(for: scene)
        lines += animationLines(for: scene)
        for scenario in scene.scenarios {
            let script = ScenarioCompiler.compile(scenario, in: scene)
            lines.append("scenario \"\(scenario.name)\": \(scenario.steps.count) steps, \(script.samples.count) samples, "
                + "\(TraceJSON.format(script.end.seconds)) s")
        }
        lines.append("ok: \(counts.windows) windows, \(counts.views) views, \(counts.controllers) view controllers, "
            + "\(counts.recognizers) recognizers, \(scene.scenarios.count) scenarios")
        // User text (the path, the title, names) may hold line breaks and escapes:
        // each line is escaped whole, so one can never fake another (issue 14 class 6).
        return lines.map(SceneLoadError.escaped).joined(separator: "\n") + "\n"
    }

    private struct Counts {
        var windows = 0, views = 0, controllers = 0, recognizers = 0
    }

    private static func outline(_ node: NodeDescription, depth: Int, into lines: inout [String], counts: inout Counts,
                                device: DeviceParameters, built: BuiltScene? = nil) {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .controller(let c):
            counts.controllers += 1
            var line = "\(indent)controller \(c.name)"
            if c.touches != .inherit { line += " touches: \(c.touches.rawValue)" }
            if let presenter = c.presentedBy { line += " presented by \(presenter)" }
            lines.append(line)
            if let p = c.pages { lines += pageLines(c.name, p, indent: indent + "  ") }
            if let navigation = c.navigation {
                lines += contentPopLines(c.name, navigation, device: device, indent: indent + "  ")
                lines += zoomDismissLines(navigation, device: device, indent: indent + "  ")
            }
            outline(.view(c.view), depth: depth + 1, into: &lines, counts: &counts, device: device, built: built)
            if let p = c.pages, p.pages.indices.contains(p.current) {
                // W2: only the current page is in the hierarchy at rest.
                outline(.controller(p.pages[p.current]), depth: depth + 2, into: &lines, counts: &counts, device: device, built: built)
            }
            if let p = c.presentation {
                lines += presentationLines(p, device: device, indent: indent + "  ")
                outline(.controller(p.controller), depth: depth + 2, into: &lines, counts: &counts, device: device, built: built)
            }
        case .view(let v):
            counts.views += 1
            var line = "\(indent)\(v.kind.rawValue) \(v.name)"
            line += v.frame.map { " \(rect($0))" } ?? " (fills its superview)"
            if v.touches != .inherit && !v.kind.isControl { line += " touches: \(v.touches.rawValue)" }
            var flags: [String] = []
            if v.hidden { flags.append("hidden") }
            if v.alpha < 1 { flags.append("alpha \(num(v.alpha))") }
            if let enabled = v.userInteractionEnabled, enabled != (v.kind != .imageView && v.kind != .label) {
                flags.append(enabled ? "interaction enabled" : "interaction disabled")
            } else if v.userInteractionEnabled == nil && (v.kind == .imageView || v.kind == .label) {
                flags.append("interaction disabled")
            }
            if v.multipleTouchEnabled { flags.append("multiple touch") }
            if v.exclusiveTouch { flags.append("exclusive touch") }
            if v.pointInside != nil { flags.append("pointInside override") }
            if !flags.isEmpty { line += " (" + flags.joined(separator: ", ") + ")" }
            lines.append(line)
            if let o = v.hitTest { lines.append("\(indent)  ↳ " + overrideText(o)) }
            for g in v.gestures {
                counts.recognizers += 1
                var gl = "\(indent)  ↳ \(g.kind.rawValue) recognizer \(g.name)"
                if let action = g.action { gl += " → \(g.target ?? v.name).\(action)" }
                if !g.requireToFail.isEmpty { gl += " requires failure of \(g.requireToFail.joined(separator: ", "))" }
                if !g.enabled { gl += " (disabled)" }
                lines.append(gl)
                if let d = g.delegate { lines += answers(of: d, indent: indent + "    ") }
            }
            for i in v.interactions {
                counts.recognizers += 3
                var il = "\(indent)  ↳ \(i.kind.rawValue) interaction \(i.name): \(i.recognizerNames.joined(separator: ", "))"
                if let d = i.delegate { il += "; delegate \(d)" }
                if i.configuration != true { il += "; configuration: \(i.configuration.text)" }
                lines.append(il)
            }
            if let answer = v.gestureShouldBegin {
                lines.append("\(indent)  ↳ gestureShouldBegin: \(answer.text)")
            }
            if let scroll = v.scroll { lines += scrollLines(v.name, scroll, indent: indent + "  ") }
            if let t = v.textView {
                lines.append("\(indent)  text: " + [t.editable ? "editable" : "not editable", t.selectable ? "selectable" : "not selectable",
                                                     "\(t.links.count) link\(t.links.count == 1 ? "" : "s")"].joined(separator: ", ")
                             + (t.linksOnlyHitTesting ? ", pointInside only on links (E9)" : ""))
                if t.editable || t.selectable {
                    let names = (t.selectable && !t.editable ? ["linkTap"] : []) + ["textTap", "doubleTap", "loupe"]
                    lines.append("\(indent)  ↳ text interaction recognizers (E4) " + names.map { "\(v.name).\($0)" }.joined(separator: ", ")
                                 + ", delegate \(v.name).textInteraction")
                }
            }
            if v.kind == .tableView || v.kind == .collectionView, let built = built, let list = built.view(v.name) {
                lines += contentLines(list, indent: indent + "  ")
            }
            if let list = v.list, list.swipes(kind: v.kind) { lines += swipeLines(v.name, list, indent: indent + "  ") }
            for a in v.control?.actions ?? [] {
                lines.append("\(indent)  ↳ on \(a.event.rawValue) → \(a.target ?? "responder chain").\(a.action)")
            }
            for sub in v.subviews { outline(sub, depth: depth + 1, into: &lines, counts: &counts, device: device, built: built) }
        }
    }

    /// Section P (versions): what the scene's `ios` lacks is inert and listed
    /// here rather than refused (context menu interactions need iOS 13, X1).
    private static func inertLines(for scene: SceneDescription) -> [String] {
        guard scene.device.ios < 13 else { return [] }
        var names: [String] = []
        func walk(_ node: NodeDescription) {
            switch node {
            case .view(let v):
                names += v.interactions.filter { $0.kind == .contextMenu }.map(\.name)
                v.subviews.forEach(walk)
            case .controller(let c):
                walk(.view(c.view))
            }
        }
        for w in scene.windows { if let root = w.root { walk(root) } }
        return names.map { "inert on iOS \(num(scene.device.ios)): context menu interaction \($0) (needs iOS 13, rule X1)" }
    }

    private static func holdsList(_ node: NodeDescription) -> Bool {
        switch node {
        case .controller(let c): return holdsList(.view(c.view))
        case .view(let v): return v.kind == .tableView || v.kind == .collectionView || v.subviews.contains(where: holdsList)
        }
    }

    /// Issue 26.6: a table's or collection's contents as built: the count of
    /// its cells, then each cell with its subviews and recognizers.
    private static func contentLines(_ list: View, indent: String) -> [String] {
        let cells = list.subviews.filter { $0.kind.isCell }
        var lines = ["\(indent)contents: \(cells.count) cell\(cells.count == 1 ? "" : "s")"]
        // Runs of plain cells (nothing but their content view) are one line.
        var plain: [View] = []
        func flush() {
            guard let first = plain.first, let last = plain.last else { return }
            lines.append(plain.count == 1 ? "\(indent)  \(first.kind.rawValue) \(first.name) \(rect(first.frame))"
                         : "\(indent)  \(first.kind.rawValue) \(first.name) … \(last.name): \(plain.count) plain cells")
            plain.removeAll()
        }
        for cell in cells {
            let inner = cell.subtree.filter { $0 !== cell }
            let named = inner.filter { !$0.name.hasSuffix(".contentView") }
            let recognizers = cell.subtree.flatMap(\.gestureRecognizers)
            if named.isEmpty && recognizers.isEmpty { plain.append(cell); continue }
            flush()
            var line = "\(indent)  \(cell.kind.rawValue) \(cell.name) \(rect(cell.frame))"
            if !named.isEmpty { line += ": " + named.map { "\($0.kind.rawValue) \($0.name)" }.joined(separator: ", ") }
            if !recognizers.isEmpty { line += (named.isEmpty ? ": " : "; ") + recognizers.map { "\($0.kind.rawValue) recognizer \($0.name)" }.joined(separator: ", ") }
            lines.append(line)
        }
        flush()
        return lines
    }

    /// Rule L6: a list's swipe recognizers and what its delegate answers (L7).
    private static func swipeLines(_ name: String, _ list: ListDescription, indent: String) -> [String] {
        func edge(_ a: SwipeEdgeAnswer) -> String {
            switch a {
            case .notImplemented: return "not implemented"
            case .defaultSet: return "nil (default set)"
            case .none: return "none"
            case .configuration(let c):
                return "[" + c.actions.map { $0.style == .destructive ? $0.title + " (destructive)" : $0.title }.joined(separator: ", ") + "]"
                    + (c.performsFirstActionWithFullSwipe ? "" : " without full swipe")
            }
        }
        return ["\(indent)↳ built-in swipe recognizers \(name).swipeActions, \(name).swipeDismissal (delegate \(name).swipeHandler)",
                     "\(indent)  swipe actions: trailing \(edge(list.trailingSwipeActions)), leading \(edge(list.leadingSwipeActions))"
                     + (list.commitDelete ? ", commits deletes" : "") + (list.editing ? ", editing" : "")]
    }

    /// Rule W: a page view controller's pages, style and generated names (W8).
    private static func pageLines(_ name: String, _ p: PageViewDescription, indent: String) -> [String] {
        var lines = ["\(indent)page view controller (\(p.transitionStyle.rawValue), \(p.orientation.rawValue)): pages "
                     + p.pages.map(\.name).joined(separator: ", ") + ", current \(p.pages.indices.contains(p.current) ? p.pages[p.current].name : "?")"
                     + ", delegate \(p.delegate ?? "none")" + (p.hasDataSource ? "" : ", no data source")]
        if p.transitionStyle == .scroll {
            let scroll = PageViewDescription.scrollViewName(name)
            lines.append("\(indent)↳ built-in queuing scroll view \(scroll) (paging, three slots) with \(scroll).pan, \(scroll).delaysContentTouches")
            if let s = p.scrollView {
                var settings: [String] = []
                if let v = s.delaysContentTouches { settings.append("delaysContentTouches \(v)") }
                if let v = s.canCancelContentTouches { settings.append("canCancelContentTouches \(v)") }
                if let v = s.scrollEnabled { settings.append("scrollEnabled \(v)") }
                if let a = s.touchesShouldCancel { settings.append("touchesShouldCancel \(a.text)") }
                if let pan = s.pan, !pan.requireToFail.isEmpty { settings.append("pan requires failure of " + pan.requireToFail.joined(separator: ", ")) }
                if !settings.isEmpty { lines.append("\(indent)  " + settings.joined(separator: ", ")) }
            }
        } else {
            lines.append("\(indent)↳ built-in page curl recognizers \(PageViewDescription.curlPanName(name)), \(PageViewDescription.curlTapName(name))")
        }
        return lines
    }

    /// A delegate's answers that are not the defaults, conditions as written (rule Q1).
    private static func answers(of d: DelegateDescription, indent: String) -> [String] {
        var parts: [String] = []
        if d.shouldReceiveTouch != true { parts.append("shouldReceiveTouch: \(d.shouldReceiveTouch.text)") }
        if d.shouldBegin != true { parts.append("shouldBegin: \(d.shouldBegin.text)") }
        switch d.simultaneousWith {
        case .all: parts.append("simultaneousWith: all")
        case .none: break
        case .only(let names): parts.append("simultaneousWith: [\(names.joined(separator: ", "))]")
        case .conditional(let a): parts.append("simultaneousWith: \(a.text)")
        }
        if let a = d.requireFailureOfAnswer { parts.append("requireFailureOf: \(a.text)") } else if !d.requireFailureOf.isEmpty {
            parts.append("requireFailureOf: [\(d.requireFailureOf.joined(separator: ", "))]")
        }
        if let a = d.requiredToFailByAnswer { parts.append("requiredToFailBy: \(a.text)") } else if !d.requiredToFailBy.isEmpty {
            parts.append("requiredToFailBy: [\(d.requiredToFailBy.joined(separator: ", "))]")
        }
        return parts.map { "\(indent)delegate \(d.object) \($0)" }
    }

    /// A scroll view's settings (V5–V10) and its built-in recognizers (V11) with their answers.
    private static func scrollLines(_ name: String, _ s: ScrollDescription, indent: String) -> [String] {
        var flags: [String] = []
        if let size = s.contentSize { flags.append("content \(num(size.width)) × \(num(size.height))") }
        if s.contentOffset != .zero { flags.append("offset (\(num(s.contentOffset.x)), \(num(s.contentOffset.y)))") }
        if !s.scrollEnabled { flags.append("scrolling disabled") }
        if s.pagingEnabled { flags.append("paging") }
        if s.directionalLockEnabled { flags.append("directional lock") }
        if s.alwaysBounceHorizontal { flags.append("always bounces horizontally") }
        if s.alwaysBounceVertical { flags.append("always bounces vertically") }
        if s.decelerationRate != ScrollView.normalDecelerationRate { flags.append("decelerationRate \(num(s.decelerationRate))") }
        if s.transfersHorizontalScrollingToParent == false { flags.append("keeps horizontal scrolling from its parent") }
        if s.transfersVerticalScrollingToParent == false { flags.append("keeps vertical scrolling from its parent") }
        if !s.bounces { flags.append("does not bounce (V12)") }
        var lines: [String] = []
        if !flags.isEmpty { lines.append("\(indent)scrolls: " + flags.joined(separator: ", ")) }
        if let a = s.touchesShouldCancel { lines.append("\(indent)touchesShouldCancel: \(a.text)") }
        var pan = "\(indent)↳ built-in pan recognizer \(name).pan → \(name).handlePan"
        if let p = s.pan {
            if !p.requireToFail.isEmpty { pan += " requires failure of \(p.requireToFail.joined(separator: ", "))" }
            if !p.enabled { pan += " (disabled)" }
        }
        lines.append(pan)
        if let p = s.pan { lines += answers(of: p.delegate, indent: indent + "    ") }
        lines.append("\(indent)↳ built-in delaysContentTouches recognizer \(name).delaysContentTouches"
            + (s.delaysContentTouches ? "" : " (disabled)"))
        if let r = s.refreshControl {
            var line = "\(indent)↳ refresh control \(r.name) (V14: attached as \(r.attach.rawValue), laid out above the content"
            if let t = r.triggerDistance { line += ", trigger distance \(num(t))" }
            if let e = r.endsAfter { line += ", the app ends a refresh \(num(e)) s after valueChanged" }
            if r.refreshing { line += ", refreshing at the start" }
            if !r.control.enabled { line += ", disabled" }
            lines.append(line + ")")
        }
        if s.isZoomable {
            // Rule Z1: the pinch exists only when the zoom scales differ.
            var zoom = "\(indent)↳ built-in pinch recognizer \(name).pinch → \(name).handlePinch: zooms "
                + "\(num(s.minimumZoomScale))x to \(num(s.maximumZoomScale))x"
            zoom += s.zoomView.map { ", zoom view \($0)" } ?? ", no zoom view (the pinch never begins, Z2)"
            if !s.bouncesZoom { zoom += ", no zoom bounce" }
            if let p = s.pinch, !p.requireToFail.isEmpty { zoom += " requires failure of \(p.requireToFail.joined(separator: ", "))" }
            lines.append(zoom)
            if let p = s.pinch { lines += answers(of: p.delegate, indent: indent + "    ") }
        }
        return lines
    }

    private static func deviceOverrides(_ d: DeviceParameters) -> [String] {
        let defaults = DeviceParameters()
        var result: [String] = []
        if d.screen != defaults.screen { result.append("screen") }
        if d.hitTestPasses != defaults.hitTestPasses { result.append("hitTestPasses \(d.hitTestPasses)") }
        for (name, key) in DeviceParameters.numericKeys where d[keyPath: key] != defaults[keyPath: key] {
            result.append("\(name) \(num(d[keyPath: key]))")
        }
        for (name, key) in DeviceParameters.derivedKeys {
            if let v = d[keyPath: key] { result.append("\(name) \(num(v))") }
        }
        if d.safeAreaInsets != defaults.safeAreaInsets {
            let i = d.safeAreaInsets
            result.append("safeAreaInsets [\(num(i.top)), \(num(i.left)), \(num(i.bottom)), \(num(i.right))]")
        }
        if d.horizontalSizeClass != defaults.horizontalSizeClass { result.append("horizontalSizeClass \(d.horizontalSizeClass.rawValue)") }
        if let h = d.hostingHitTestOverride { result.append("hostingHitTest \(h.rawValue)") }
        if d.grabberSize != defaults.grabberSize {
            result.append("grabberSize [\(num(d.grabberSize.width)), \(num(d.grabberSize.height))]")
        }
        if d.dragInteractionEnabledByDefault != defaults.dragInteractionEnabledByDefault {
            result.append("dragInteractionEnabledByDefault \(d.dragInteractionEnabledByDefault)")
        }
        return result
    }

    private static func rect(_ r: Rect) -> String {
        "[\(num(r.minX)), \(num(r.minY)), \(num(r.width)), \(num(r.height))]"
    }

    static func num(_ d: Double) -> String { TraceJSON.format(d) }
}
