import TouchCore

/// The cause of a state change (`gesture.state`'s `cause`) in words a
/// person debugging a conflict reads at a glance, citing the rule.
public enum CauseText {
    public static func explain(_ cause: String) -> String {
        switch Cause(cause) {
        case .exclusive(let name): return "\(name) won: they may not recognize together (G5)"
        case .requirement(let name): return "\(name) recognized, and it required \(name) to fail (G3)"
        case .shouldBegin(let name): return "\(name) answered no to gestureRecognizerShouldBegin (G4)"
        case .timeout(let timer): return "\(timer) passed (G9)"
        case .cancelsTouchesInView(let name): return "\(name) recognized and cancels touches in view (D3)"
        case .failed(let name): return "\(name) failed, so the held touches go on (D2, D4)"
        case .recognition(let name): return "\(name) recognized, so the held touches are dropped (D2)"
        default: break
        }
        let (head, tail) = split(cause)
        switch head {
        case "recognized": return "recognized"
        case "changed": return "moved on"
        case "ended": return "its fingers lifted"
        case "requirementCycle": return "its failure requirements form a cycle (G3)"
        case "movement": return "moved more than \(tail)"
        case "distance": return "too far from the last tap (\(tail))"
        case "deviation": return "strayed more than \(tail) off its axis"
        case "direction": return "moved in another direction"
        case "touchesEnded": return "the touches lifted before it recognized"
        case "touchesCancelled": return "the system cancelled the touches"
        case "liftedWhileWaiting": return "lifted while waiting for its requirements"
        case "liftedBeforeHysteresis": return "lifted before moving far enough"
        case "liftedBeforeDistance": return "lifted before travelling far enough"
        case "liftedBeforeMinimumPressDuration": return "lifted before minimumPressDuration"
        case "tooManyTouches": return "more fingers than it takes"
        case "tooFewTouches": return "fewer fingers than it takes"
        case "notAtEdge": return "the touch did not start at its edge"
        case "touchEndedBeforeDelay": return "the touch lifted before the content delay (V2)"
        default: return cause
        }
    }

    private static func split(_ cause: String) -> (String, String) {
        guard let colon = cause.firstIndex(of: ":") else { return (cause, "") }
        return (String(cause[..<colon]), String(cause[cause.index(after: colon)...]))
    }
}
