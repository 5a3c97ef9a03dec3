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
            if case .int(let seq)? = trace[index]["causedBy"], seq >= 0, seq < trace.count { referenced[seq] = true }
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
        if case .int(let seq)? = r["causedBy"], seq >= 0, seq < trace.count {
            out += "  ← #\(seq) \(causeSummary(trace[seq]))"
        }
        return out
    }

    /// A causing record in a few words: `D_tap ended`, `timer maximumTapDuration`, `F shouldBegin → false`.
    public static func causeSummary(_ r: TraceRecord) -> String {
        switch r.kind {
        case .gestureState: return "\(r.subject) \(text(r["to"]))"
        case .timerFire: return "\(r.subject) timer \(text(r["timer"]))"
        case .gestureShouldBegin, .gestureShouldRecognizeSimultaneously, .gestureShouldRequireFailure,
             .gestureShouldReceiveTouch, .scrollTouchesShouldCancel:
            return "\(r.subject) \(method(r.kind)) → \(text(r["result"]))"
        default: return "\(r.subject) \(r.kind.rawValue)"
        }
    }

    /// The column a record is filed under: its kind up to the first dot.
    public static func category(_ kind: TraceKind) -> String {
        let raw = kind.rawValue
        return raw.firstIndex(of: ".").map { String(raw[..<$0]) } ?? raw
    }

    /// What the record says, in words.
    public static func message(_ r: TraceRecord) -> String {
        let s = r.subject
        func str(_ key: String) -> String { text(r[key]) }
        switch r.kind {
        case .stage:
            var m = s
            if s == "digitizer", case .list(let fingers)? = r["fingers"], case .strings(let phases)? = r["phases"],
               case .list(let locations)? = r["locations"] {
                let parts = zip(zip(fingers, phases), locations).map { "finger \(text($0.0.0)) \($0.0.1) \(text($0.1))" }
                m += "  " + parts.joined(separator: ", ")
            }
            if let touches = r["touches"] { m += "  \(text(touches))" }
            return m
        case .runloopWake: return "\(s) wakes (\(str("source")))"
        case .runloopSleep: return "\(s) sleeps"
        case .timerFire: return "\(s) \(str("timer")) fires"
        case .hitTestEnter:
            return "enter \(s) \(str("point"))" + (r["pass"] == .int(2) ? "  (pass 2)" : "")
        case .hitTestSkip:
            return "skip \(s) (\(str("reason"))" + (r["alpha"].map { ", alpha \(text($0))" } ?? "") + ")"
        case .hitTestOverride:
            return "override \(s) → \(str("result")) (\(str("rule")); default \(str("default")))"
                + (r["pass"] == .int(2) ? "  (pass 2)" : "")
        case .animationBegin:
            return "\(s) begins on \(str("views")), \(str("duration")) s after \(str("delay")) s (\(str("animator"))"
                + (r["allowUserInteraction"] == .bool(true) ? ", interactive)" : ", not interactive)")
        case .animationEnd: return "\(s) ends (finished \(str("finished")))"
        case .swiftuiAction: return "\(s) region \(str("region")) → \(str("action"))"
        case .pointInside: return "\(s) → \(str("inside"))"
        case .hitTestLeave: return "leave \(s) → \(str("result"))"
        case .touchCreate:
            return "\(s) on \(str("view")) in \(str("window")) at \(str("location")), tap count \(str("tapCount"))"
        case .gestureShouldReceiveTouch:
            return "\(s) shouldReceiveTouch \(str("touch"))? \(asked(r)) → \(str("result"))" + condition(r)
        case .gestureTouchesBegan, .gestureTouchesMoved, .gestureTouchesEnded, .gestureTouchesCancelled:
            return "\(s) \(method(r.kind)) \(str("touches")) → \(str("state"))"
        case .gestureWaiting: return "\(s) waits for \(str("for"))"
        case .gestureShouldBegin:
            return "\(s) shouldBegin? \(asked(r)) → \(str("result"))" + condition(r) + (r["reason"].map { " (\(text($0)))" } ?? "")
        case .gestureShouldRecognizeSimultaneously:
            return "\(s) simultaneously with \(str("other"))? \(asked(r)) → \(str("result"))" + condition(r)
        case .gestureShouldRequireFailure:
            if r["question"] == .string("shouldBeRequiredToFailBy") {
                return "\(s) required to fail by \(str("other"))? \(asked(r)) → \(str("result"))" + condition(r)
            }
            return "\(s) requires failure of \(str("other"))? \(asked(r)) → \(str("result"))" + condition(r)
        case .gestureState: return "\(s) \(str("from")) → \(str("to")) (\(str("cause")))"
        case .gestureAction: return "\(s) → \(str("target")).\(str("action")) (\(str("state")))"
        case .gestureReset: return "\(s) reset to possible"
        case .responderTouchesBegan, .responderTouchesMoved, .responderTouchesEnded, .responderTouchesCancelled:
            return "\(s) \(method(r.kind)) \(str("touches")) (\(str("behaviour")))" + because(r)
        case .deliveryDelayed: return "\(s) \(str("phase")) \(str("touches")) held back by \(str("by"))"
        case .deliveryReleased: return "\(s) \(str("phase")) \(str("touches")) released" + because(r)
        case .deliveryDropped: return "\(s) \(str("phase")) \(str("touches")) dropped by \(str("by"))" + because(r)
        case .deliveryWithheld: return "\(s) never receives \(str("touches")) (\(str("reason")))"
        case .controlBeginTracking, .controlContinueTracking, .controlEndTracking, .controlCancelTracking:
            return "\(s) \(method(r.kind)) \(str("touch"))" + because(r)
        case .controlEvent: return "\(s) \(str("event"))"
        case .actionSend:
            let target = r["target"] == .null ? "the responder chain" : str("target")
            return "\(s) sends \(str("action")) to \(target)"
        case .actionDeliver: return "\(s) receives \(str("action")) from \(str("sender"))"
        case .actionUnhandled: return "\(s) \(str("action")): no responder implements it"
        case .actionUnrecognized: return "\(s) \(str("action")): unrecognized selector sent to \(str("target"))"
        case .scrollOffset: return "\(s) content offset \(str("offset"))"
        case .scrollDecelerate: return "\(s) decelerates at \(str("velocity"))"
        case .scrollStop: return "\(s) stops at \(str("offset"))" + because(r)
        case .scrollBounce: return "\(s) bounces back at the \(str("edge")) from \(str("from")) to \(str("to"))"
        case .refreshState:
            return "\(s) \(str("from")) → \(str("to")), visible \(str("visible")) of \(str("trigger"))"
                + (r["tracking"] == .bool(true) ? " while tracking" : "") + ", inset \(str("inset"))" + because(r)
        case .refreshCall: return "\(s) \(str("method"))() called by the \(str("by"))"
        case .textLink: return "\(s) link \(str("link")) performs its \(str("action")) action"
            + (r["asked"] == .null || r["asked"] == nil ? "" : " (asked \(str("asked")))")
        case .textSelect: return "\(s) selects \(str("granularity") == "none" ? "nothing" : "the word") at \(str("at"))"
        case .textCaret: return "\(s) places the caret at \(str("at"))"
        case .textLoupe: return "\(s) loupe \(str("state"))"
        case .textBeginEditing: return "\(s) begins editing"
        case .scrollZoomBegin: return "\(s) begins zooming at scale \(str("scale"))" + because(r)
        case .scrollZoom: return "\(s) zooms to \(str("scale")), offset \(str("offset"))" + because(r)
        case .scrollZoomEnd: return "\(s) ends zooming at scale \(str("scale"))" + because(r)
        case .menuConfiguration: return "\(str("delegate")) configurationForMenu of \(s)? → \(str("result"))"
        case .menuHighlight: return "\(s) highlights \(str("view"))"
        case .menuPresent: return "\(s) presents its menu on \(str("view"))"
        case .menuEnd: return "\(s) ends without a menu" + because(r)
        case .menuDismiss: return "\(s) dismisses its menu" + because(r)
        case .dragLift: return "\(s) lifts \(str("view")) (\(str("items")) items)"
        case .dragBegin: return "\(s) begins a drag session (\(str("items")) items)"
        case .dragEnd: return "\(s) ends its drag session"
        case .dragCancel: return "\(s) cancels the drag" + because(r)
        case .scrollTouchesShouldCancel: return "\(s) touchesShouldCancel(in: \(str("view")))? → \(str("result"))" + condition(r)
        case .listHighlight, .listUnhighlight, .listSelect, .listDeselect:
            let position = r["row"].map { "row \(text($0))" } ?? r["item"].map { "item \(text($0))" } ?? ""
            return "\(s) \(method(r.kind)) \(str("cell")) \(position)" + because(r)
        case .listDidSelect:
            let position = r["row"].map { "row \(text($0))" } ?? r["item"].map { "item \(text($0))" } ?? ""
            return "\(str("delegate")) didSelect \(position) of \(s)"
        case .listSwipeConfig:
            let answer = r["default"] == .bool(true) ? "nil, the default set" : "actions \(str("actions"))"
            return "\(delegate(r)) \(str("edge")) swipe actions for \(position(r)) of \(s)? → \(answer)"
        case .listWillBeginEditing: return "\(str("delegate")) willBeginEditing \(position(r)) of \(s)"
        case .listDidEndEditing: return "\(str("delegate")) didEndEditing \(position(r)) of \(s)"
        case .listSwipeBegan: return "\(s) \(position(r)) swipe toward \(str("edge")) begins"
        case .listSwipeOffset: return "\(s) \(position(r)) swiped to \(str("offset"))"
        case .listSwipeArmed:
            return "\(s) \(position(r)) full swipe \(r["armed"] == .bool(true) ? "armed" : "disarmed") at \(str("distance"))"
        case .listSwipeOpened: return "\(s) \(position(r)) open on the \(str("edge")) edge, \(str("width")) wide"
        case .listSwipeClosed: return "\(s) \(position(r)) closes" + because(r)
        case .listSwipeAction:
            return "\(s) \(position(r)) performs \(str("action")) (\(str("style")), by \(str("via")))"
        case .listCommitDelete: return "\(str("delegate")) commit delete \(position(r)) of \(s)"
        case .pageWillTransition: return "\(delegate(r)) willTransitionTo \(str("to")) of \(s)"
        case .pageDidFinish:
            return "\(delegate(r)) didFinishAnimating \(s): \(str("previous")) → \(str("current")), completed \(str("completed"))"
        case .navigationPop, .navigationPopCancelled:
            return "\(s) \(method(r.kind)) \(str("controller"))" + because(r)
        case .gestureDynamicRequirement: return "\(s) now requires failure of \(str("on")) (\(str("reason")))"
        case .sheetTracking:
            return "\(s) tracks \(str("scrollView"))? → \(str("result")) (\(str("reason")))"
        case .sheetDrag:
            if r["phase"] == .string("ended") {
                return "\(s) drag ended at \(str("offset")) → \(str("target")), velocity \(str("velocity"))"
            }
            return "\(s) drag began at \(str("offset")) by \(str("source"))"
        case .sheetOffset: return "\(s) offset \(str("offset")) (\(str("source")))"
        case .sheetDetent:
            return "\(s) detent \(str("from")) → \(str("to"))" + (r["delegate"].map { $0 == .null ? "" : ", tells \(text($0))" } ?? "")
                + because(r)
        case .presentationShouldDismiss:
            return "\(s) shouldDismiss? \(asked(r)) → \(str("result")) (\(str("reason")))" + condition(r)
        case .presentationWillDismiss, .presentationDidDismiss, .presentationDidAttemptToDismiss:
            let told = r["delegate"] == .null || r["delegate"] == nil ? "(no delegate told)" : "tells \(str("delegate"))"
            return "\(s) \(method(r.kind)) \(told)"
        case .presentationDismiss: return "\(s) dismisses \(str("controller"))" + because(r)
        case .presentationDismissCancelled: return "\(s) keeps \(str("controller")) (dismissal cancelled)"
        case .responderBecomeFirst: return "\(s) becomes first responder"
        case .responderResignFirst: return "\(s) resigns first responder"
        case .runloopPending:
            return "\(s) stopped with \(str("count")) timers pending: \(str("timers"))"
        case .viewTree: return "\(s) shows \(str("views"))"
        case .viewState: return "\(s) now " + r.fields.map { "\($0.key)=\(text($0.value))" }.joined(separator: " ")
        }
    }

    /// The delegate a record names, or `(no delegate)`.
    private static func delegate(_ r: TraceRecord) -> String {
        r["delegate"] == .null || r["delegate"] == nil ? "(no delegate)" : text(r["delegate"])
    }

    /// `row N` or `item N`.
    private static func position(_ r: TraceRecord) -> String {
        r["row"].map { "row \(text($0))" } ?? r["item"].map { "item \(text($0))" } ?? ""
    }

    /// ` (cause)` for a record that carries one; "" otherwise.
    private static func because(_ r: TraceRecord) -> String {
        r["cause"].map { " (\(text($0)))" } ?? ""
    }

    /// `  because CONDITION` for a conditional answer (rule Q1); "" otherwise.
    private static func condition(_ r: TraceRecord) -> String {
        r["because"].map { "  because \(text($0))" } ?? ""
    }

    private static func asked(_ r: TraceRecord) -> String {
        r["asked"] == .null || r["asked"] == nil ? "(no delegate)" : text(r["asked"])
    }

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
