/// The human log (trace-format.md): one line per record, readable top to
/// bottom as the story of each touch, like the NSLog output of a demo app.
///
///       0.000  stage        digitizer  finger 1 down (200, 300)
///       0.000  hitTest      enter A (180, 200)
///       0.000  pointInside  A → true
///       0.083  gesture      D_tap possible → ended (recognized)
public enum HumanLog {
    /// One record as one line (no newline).
    public static func line(_ r: TraceRecord) -> String {
        let time = pad(fixed3(r.time.seconds), 7, left: true)
        return "\(time)  \(pad(category(r.kind), 12, left: false)) \(message(r))"
    }

    /// Every record of `trace`, one line each, each ending in a newline.
    /// A record that others name in `causedBy` ends in its number (`#12`);
    /// a record with `causedBy` ends in `← #12 WHO WHAT`, so a reader can
    /// follow a cause chain upwards (rule G10).
    /// With `stages` false, the source stages and run-loop lines (`stage`,
    /// `runloop.*`) are left out, as the window's log does by default; the
    /// other lines are unchanged (their numbers are the records' `seq`).
    public static func lines(_ trace: Trace, stages: Bool = true) -> String {
        var referenced = [Bool](repeating: false, count: trace.count)
        for index in 0..<trace.count {
            if let seq = causedBy(trace[index]), seq >= 0, seq < trace.count { referenced[seq] = true }
        }
        if !stages {
            var out = ""
            for index in trace.firstStoredSeq..<trace.count {
                let r = trace[index]
                if r.kind == .stage || r.kind == .runloopWake || r.kind == .runloopSleep { continue }
                out += annotated(r, trace, referenced) + "\n"
            }
            return out
        }
        return trace.lines { r in annotated(r, trace, referenced) }
    }

    private static func annotated(_ r: TraceRecord, _ trace: Trace, _ referenced: [Bool]) -> String {
        var out = line(r)
        if referenced[r.seq] { out += "  #\(r.seq)" }
        if let seq = causedBy(r), seq >= 0, seq < trace.count {
            out += "  ← #\(seq) \(causeSummary(trace[seq]))"
        }
        return out
    }

    /// The record's `causedBy` (rule G10).
    private static func causedBy(_ r: TraceRecord) -> Int? { (try? r.decoded())?.causedBy }

    /// A causing record in a few words: `D_tap ended`, `timer maximumTapDuration`, `F shouldBegin → false`.
    public static func causeSummary(_ r: TraceRecord) -> String {
        guard let event = try? r.decoded() else { return "\(r.subject) \(r.kind.rawValue)" }
        switch event {
        case .gestureState(let e): return "\(r.subject) \(e.to.rawValue)"
        case .timerFire(let e): return "\(r.subject) timer \(e.timer)"
        case .gestureShouldBegin(let e): return "\(r.subject) \(method(r.kind)) → \(e.result)"
        case .gestureShouldRecognizeSimultaneously(let e): return "\(r.subject) \(method(r.kind)) → \(e.result)"
        case .gestureShouldRequireFailure(let e): return "\(r.subject) \(method(r.kind)) → \(e.result)"
        case .gestureShouldReceiveTouch(let e): return "\(r.subject) \(method(r.kind)) → \(e.result)"
        case .scrollTouchesShouldCancel(let e): return "\(r.subject) \(method(r.kind)) → \(e.result)"
        default: return "\(r.subject) \(r.kind.rawValue)"  // every other kind is named by its kind
        }
    }

    /// The column a record is filed under: its kind up to the first dot.
    public static func category(_ kind: TraceKind) -> String {
        let raw = kind.rawValue
        return raw.firstIndex(of: ".").map { String(raw[..<$0]) } ?? raw
    }

    /// What the record says, in words: its typed event rendered (issue 27.1).
    public static func message(_ r: TraceRecord) -> String {
        do { return message(subject: r.subject, kind: r.kind, try r.decoded()) } catch {
            return "\(r.subject) \(r.kind.rawValue) (\(error))"
        }
    }

    /// What a record of `subject` says, from its typed event.
    public static func message(subject s: String, kind: TraceKind, _ event: TraceEvent) -> String {
        switch event {
        case .stage(let e):
            var m = s
            if s == "digitizer", let fingers = e.fingers, let phases = e.phases, let locations = e.locations {
                let parts = zip(zip(fingers, phases), locations).map { "finger \($0.0.0) \($0.0.1.rawValue) \(point($0.1))" }
                m += "  " + parts.joined(separator: ", ")
            }
            if let touches = e.touches { m += "  \(list(touches))" }
            return m
        case .runloopWake(let e): return "\(s) wakes (\(e.source))"
        case .runloopSleep: return "\(s) sleeps"
        case .timerFire(let e): return "\(s) \(e.timer) fires"
        case .hitTestEnter(let e):
            return "enter \(s) \(point(e.point))" + (e.pass == 2 ? "  (pass 2)" : "")
        case .hitTestSkip(let e):
            return "skip \(s) (\(e.reason)" + (e.alpha.map { ", alpha \(number($0))" } ?? "") + ")"
        case .hitTestOverride(let e):
            return "override \(s) → \(name(e.result)) (\(e.rule); default \(name(e.defaultResult)))"
                + (e.pass == 2 ? "  (pass 2)" : "")
        case .animationBegin(let e):
            return "\(s) begins on \(list(e.views)), \(number(e.duration)) s after \(number(e.delay)) s (\(e.animator)"
                + (e.allowUserInteraction ? ", interactive)" : ", not interactive)")
        case .animationEnd(let e): return "\(s) ends (finished \(e.finished))"
        case .swiftuiAction(let e): return "\(s) region \(e.region) → \(e.action)"
        case .pointInside(let e): return "\(s) → \(e.inside)"
        case .hitTestLeave(let e): return "leave \(s) → \(name(e.result))"
        case .touchCreate(let e):
            return "\(s) on \(name(e.view)) in \(name(e.window)) at \(point(e.location)), tap count \(e.tapCount)"
        case .gestureShouldReceiveTouch(let e):
            return "\(s) shouldReceiveTouch \(e.touch)? \(asked(e.asked)) → \(e.result)" + condition(e.because)
        case .gestureTouchesBegan(let e), .gestureTouchesMoved(let e), .gestureTouchesEnded(let e), .gestureTouchesCancelled(let e):
            return "\(s) \(method(kind)) \(list(e.touches)) → \(e.state.rawValue)"
        case .gestureWaiting(let e): return "\(s) waits for \(list(e.recognizers))"
        case .gestureShouldBegin(let e):
            return "\(s) shouldBegin? \(asked(e.asked)) → \(e.result)" + condition(e.because) + (e.reason.map { " (\($0))" } ?? "")
        case .gestureShouldRecognizeSimultaneously(let e):
            return "\(s) simultaneously with \(e.other)? \(asked(e.asked)) → \(e.result)" + condition(e.because)
        case .gestureShouldRequireFailure(let e):
            if e.question == "shouldBeRequiredToFailBy" {
                return "\(s) required to fail by \(e.other)? \(asked(e.asked)) → \(e.result)" + condition(e.because)
            }
            return "\(s) requires failure of \(e.other)? \(asked(e.asked)) → \(e.result)" + condition(e.because)
        case .gestureState(let e): return "\(s) \(e.from.rawValue) → \(e.to.rawValue) (\(e.cause.text))"
        case .gestureAction(let e): return "\(s) → \(e.target).\(e.action) (\(e.state.rawValue))"
        case .gestureReset: return "\(s) reset to possible"
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e),
             .responderTouchesCancelled(let e):
            return "\(s) \(method(kind)) \(list(e.touches)) (\(e.behaviour.rawValue))" + because(e.cause)
        case .deliveryDelayed(let e): return "\(s) \(e.phase) \(list(e.touches)) held back by \(list(e.by))"
        case .deliveryReleased(let e): return "\(s) \(e.phase) \(list(e.touches)) released" + because(e.cause)
        case .deliveryDropped(let e): return "\(s) \(e.phase) \(list(e.touches)) dropped by \(list(e.by))" + because(e.cause)
        case .deliveryWithheld(let e): return "\(s) never receives \(list(e.touches)) (\(e.reason))"
        case .controlBeginTracking(let e), .controlContinueTracking(let e), .controlEndTracking(let e), .controlCancelTracking(let e):
            return "\(s) \(method(kind)) \(e.touch)" + because(e.cause)
        case .controlEvent(let e): return "\(s) \(e.event)"
        case .actionSend(let e): return "\(s) sends \(e.action) to \(e.target ?? "the responder chain")"
        case .actionDeliver(let e): return "\(s) receives \(e.action) from \(e.sender)"
        case .actionUnhandled(let e): return "\(s) \(e.action): no responder implements it"
        case .actionUnrecognized(let e): return "\(s) \(e.action): unrecognized selector sent to \(name(e.target))"
        case .scrollOffset(let e):
            // Z8: the offset a zoomed page forwarded to its paging ancestor.
            return "\(s) content offset \(point(e.offset))" + (e.forwardedFrom.map { ", forwarded from \($0)" } ?? "")
        case .scrollDecelerate(let e): return "\(s) decelerates at \(point(e.velocity))"
        case .scrollStop(let e): return "\(s) stops at \(point(e.offset))" + because(e.cause)
        case .scrollBounce(let e): return "\(s) bounces back at the \(e.edge) from \(point(e.from)) to \(point(e.to))"
        case .refreshState(let e):
            return "\(s) \(e.from) → \(e.to), visible \(number(e.visible)) of \(number(e.trigger))"
                + (e.tracking ? " while tracking" : "") + ", inset \(number(e.inset))" + because(e.cause)
        case .refreshCall(let e): return "\(s) \(e.method)() called by the \(e.by)"
        case .textLink(let e): return "\(s) link \(e.link) performs its \(e.action) action" + (e.asked.map { " (asked \($0))" } ?? "")
        case .textSelect(let e): return "\(s) selects \(e.granularity == "none" ? "nothing" : "the word") at \(point(e.at))"
        case .textCaret(let e): return "\(s) places the caret at \(point(e.at))"
        case .textLoupe(let e): return "\(s) loupe \(e.state)"
        case .textBeginEditing: return "\(s) begins editing"
        case .scrollZoomBegin(let e): return "\(s) begins zooming at scale \(number(e.scale))" + because(e.cause)
        case .scrollZoom(let e): return "\(s) zooms to \(number(e.scale)), offset \(point(e.offset))" + because(e.cause)
        case .scrollZoomEnd(let e): return "\(s) ends zooming at scale \(number(e.scale))" + because(e.cause)
        case .menuConfiguration(let e): return "\(name(e.delegate)) configurationForMenu of \(s)? → \(e.result)"
        case .menuHighlight(let e): return "\(s) highlights \(e.view)"
        case .menuPresent(let e): return "\(s) presents its menu on \(e.view)"
        case .menuEnd(let e): return "\(s) ends without a menu" + because(e.cause)
        case .menuDismiss(let e): return "\(s) dismisses its menu" + because(e.cause)
        case .dragLift(let e): return "\(s) lifts \(e.view) (\(e.items) items)"
        case .dragBegin(let e): return "\(s) begins a drag session (\(e.items) items)"
        case .dragEnd: return "\(s) ends its drag session"
        case .dragCancel(let e): return "\(s) cancels the drag" + because(e.cause)
        case .scrollTouchesShouldCancel(let e):
            return "\(s) touchesShouldCancel(in: \(e.view))? → \(e.result)" + condition(e.because)
        case .listHighlight(let e), .listUnhighlight(let e), .listSelect(let e), .listDeselect(let e):
            return "\(s) \(method(kind)) \(e.cell) \(e.position.text)" + because(e.cause)
        case .listDidSelect(let e): return "\(name(e.delegate)) didSelect \(e.position.text) of \(s)"
        case .listSwipeConfig(let e):
            let answer = e.isDefault ? "nil, the default set" : "actions \(list(e.actions))"
            return "\(e.delegate ?? "(no delegate)") \(e.edge) swipe actions for \(e.position.text) of \(s)? → \(answer)"
        case .listWillBeginEditing(let e): return "\(name(e.delegate)) willBeginEditing \(e.position.text) of \(s)"
        case .listDidEndEditing(let e): return "\(name(e.delegate)) didEndEditing \(e.position.text) of \(s)"
        case .listSwipeBegan(let e): return "\(s) \(e.position.text) swipe toward \(e.edge) begins"
        case .listSwipeOffset(let e): return "\(s) \(e.position.text) swiped to \(number(e.offset))"
        case .listSwipeArmed(let e):
            return "\(s) \(e.position.text) full swipe \(e.armed ? "armed" : "disarmed") at \(number(e.distance))"
        case .listSwipeOpened(let e): return "\(s) \(e.position.text) open on the \(e.edge) edge, \(number(e.width)) wide"
        case .listSwipeClosed(let e): return "\(s) \(e.position.text) closes" + because(e.cause)
        case .listSwipeAction(let e): return "\(s) \(e.position.text) performs \(e.action) (\(e.style), by \(e.via))"
        case .listCommitDelete(let e): return "\(name(e.delegate)) commit delete \(e.position.text) of \(s)"
        case .pageWillTransition(let e): return "\(e.delegate ?? "(no delegate)") willTransitionTo \(e.to) of \(s)"
        case .pageDidFinish(let e):
            return "\(e.delegate ?? "(no delegate)") didFinishAnimating \(s): \(e.previous) → \(e.current), completed \(e.completed)"
        case .navigationPop(let e), .navigationPopCancelled(let e):
            return "\(s) \(method(kind)) \(e.controller)" + because(e.cause)
        case .gestureDynamicRequirement(let e): return "\(s) now requires failure of \(e.on) (\(e.reason))"
        case .sheetTracking(let e): return "\(s) tracks \(e.scrollView)? → \(e.result) (\(e.reason))"
        case .sheetDrag(let e):
            if e.phase == "ended" {
                return "\(s) drag ended at \(number(e.offset)) → \(e.target ?? "?"), velocity \(e.velocity.map(number) ?? "?")"
            }
            return "\(s) drag began at \(number(e.offset)) by \(e.source)"
        case .sheetOffset(let e): return "\(s) offset \(number(e.offset)) (\(e.source))"
        case .sheetDetent(let e):
            return "\(s) detent \(e.from) → \(e.to)" + (e.delegate.map { ", tells \($0)" } ?? "") + because(e.cause)
        case .presentationShouldDismiss(let e):
            return "\(s) shouldDismiss? \(asked(e.asked)) → \(e.result) (\(e.reason))" + condition(e.because)
        case .presentationWillDismiss(let e), .presentationDidDismiss(let e), .presentationDidAttemptToDismiss(let e):
            return "\(s) \(method(kind)) \(e.delegate.map { "tells \($0)" } ?? "(no delegate told)")"
        case .presentationDismiss(let e): return "\(s) dismisses \(e.controller)" + because(e.cause)
        case .presentationDismissCancelled(let e): return "\(s) keeps \(e.controller) (dismissal cancelled)"
        case .responderBecomeFirst: return "\(s) becomes first responder"
        case .responderResignFirst: return "\(s) resigns first responder"
        case .runloopPending(let e): return "\(s) stopped with \(e.count) timers pending: \(list(e.timers))"
        case .viewTree(let e): return "\(s) shows \(list(e.views))"
        case .viewState(let e):
            return "\(s) now " + e.fields.map { "\($0.rawValue)=\(text(e.values.encode($0)))" }.joined(separator: " ")
        }
    }

    /// A name, or `nil` for none.
    private static func name(_ s: String?) -> String { s ?? "nil" }

    /// Names in brackets: `[touch1, touch2]`.
    private static func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }

    /// A number as the trace writes it.
    private static func number(_ d: Double) -> String { TraceJSON.format(d) }

    /// A point as `(x, y)`.
    private static func point(_ p: Point) -> String { "(\(TraceJSON.format(p.x)), \(TraceJSON.format(p.y)))" }

    /// ` (cause)` for a record that carries one; "" otherwise.
    private static func because(_ cause: Cause?) -> String {
        cause.map { " (\($0.text))" } ?? ""
    }

    /// `  because CONDITION` for a conditional answer (rule Q1); "" otherwise.
    private static func condition(_ because: String?) -> String {
        because.map { "  because \($0)" } ?? ""
    }

    private static func asked(_ asked: String?) -> String { asked ?? "(no delegate)" }

    /// `gesture.touchesBegan` → `touchesBegan`.
    private static func method(_ kind: TraceKind) -> String {
        let raw = kind.rawValue
        return raw.firstIndex(of: ".").map { String(raw[raw.index(after: $0)...]) } ?? raw
    }

    /// A value as a person reads it: names bare, points as (x, y), lists in brackets.
    public static func text(_ value: TraceValue?) -> String {
        guard let value else { return "?" }
        switch value {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .number(let d): return TraceJSON.format(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .point(let p): return "(\(TraceJSON.format(p.x)), \(TraceJSON.format(p.y)))"
        case .strings(let list): return "[" + list.joined(separator: ", ") + "]"
        case .names(let list): return "[" + list.map(\.string).joined(separator: ", ") + "]"
        case .list(let list): return "[" + list.map { text($0) }.joined(separator: ", ") + "]"
        }
    }

    /// `seconds` with exactly three decimals (the log's time column).
    static func fixed3(_ seconds: Double) -> String {
        let millis = Int64((seconds * 1000).rounded())
        let whole = millis / 1000, frac = abs(millis % 1000)
        let fracText = String(frac)
        return "\(whole).\(String(repeating: "0", count: 3 - fracText.count))\(fracText)"
    }

    private static func pad(_ s: String, _ width: Int, left: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? fill + s : s + fill
    }
}
