import CSDL2
import TouchCore
import TouchViz

/// SDL events in, `ViewerEvent`s out: the whole of TouchSDL's input side.
/// Mouse positions are window points already; finger positions come
/// normalized (0…1) and are scaled to the window's size in points.
struct EventTranslation {
    /// The window's size in points (SDL's window coordinates).
    var windowSize: Size

    /// The viewer events for one SDL event (none for those it does not use).
    func translate(_ event: inout SDL_Event) -> [ViewerEvent] {
        let type = SDL_EventType(rawValue: event.type)
        switch type {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT) && event.button.which != CSDL_TOUCH_MOUSEID:
            return [.inspect(Point(Double(event.button.x), Double(event.button.y)))]
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != CSDL_TOUCH_MOUSEID:
            let m = Self.modifiers()
            // Control-click is the secondary click of a one-button mouse or trackpad.
            if m.contains(.control) { return [.inspect(Point(Double(event.button.x), Double(event.button.y)))] }
            return [.pointerDown(Point(Double(event.button.x), Double(event.button.y)), m)]
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != CSDL_TOUCH_MOUSEID:
            return [.pointerUp(Point(Double(event.button.x), Double(event.button.y)), Self.modifiers())]
        case SDL_MOUSEMOTION where event.motion.which != CSDL_TOUCH_MOUSEID:
            let pressed = event.motion.state & CSDL_BUTTON_LMASK != 0
            return [.pointerMove(Point(Double(event.motion.x), Double(event.motion.y)), Self.modifiers(), pressed: pressed)]
        case SDL_FINGERDOWN where event.tfinger.touchId != CSDL_MOUSE_TOUCHID:
            return [.fingerDown(id: Int64(event.tfinger.fingerId), finger(event.tfinger))]
        case SDL_FINGERMOTION where event.tfinger.touchId != CSDL_MOUSE_TOUCHID:
            return [.fingerMove(id: Int64(event.tfinger.fingerId), finger(event.tfinger))]
        case SDL_FINGERUP where event.tfinger.touchId != CSDL_MOUSE_TOUCHID:
            return [.fingerUp(id: Int64(event.tfinger.fingerId), finger(event.tfinger))]
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return [.scroll(dx: Double(event.wheel.preciseX) * flip * 20, dy: Double(event.wheel.preciseY) * flip * 20,
                            at: Point(Double(x), Double(y)))]
        case SDL_KEYDOWN:
            // The key event's own modifiers: the global state may lag behind synthetic or fast input.
            return Self.keyName(event.key.keysym).map { [.key($0, Self.modifiers(UInt32(event.key.keysym.mod)))] } ?? []
        case SDL_TEXTINPUT:
            // Printable characters other than letters, digits and space (which
            // arrive as key presses): "?", "[", "]", "+", "-", ...
            let text = withUnsafeBytes(of: &event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.filter { !$0.isLetter && !$0.isNumber && $0 != " " }.map { .key(String($0), Self.modifiers()) }
        default:
            return []
        }
    }

    private func finger(_ f: SDL_TouchFingerEvent) -> Point {
        Point(Double(f.x) * windowSize.width, Double(f.y) * windowSize.height)
    }

    static func modifiers(_ state: UInt32 = SDL_GetModState().rawValue) -> KeyModifiers {
        var m: KeyModifiers = []
        if state & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if state & KMOD_ALT.rawValue != 0 { m.insert(.option) }
        if state & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
        if state & KMOD_GUI.rawValue != 0 { m.insert(.command) }
        return m
    }

    /// Letters (lower case; shift is in the modifiers), digits and named keys.
    static func keyName(_ keysym: SDL_Keysym) -> String? {
        let sym = UInt32(bitPattern: keysym.sym)
        if sym >= SDLK_a.rawValue && sym <= SDLK_z.rawValue || sym >= SDLK_0.rawValue && sym <= SDLK_9.rawValue {
            return String(UnicodeScalar(UInt8(sym)))
        }
        switch SDL_KeyCode(rawValue: sym) {
        case SDLK_SPACE: return "space"
        case SDLK_RETURN, SDLK_KP_ENTER: return "return"
        case SDLK_ESCAPE: return "escape"
        case SDLK_TAB: return "tab"
        case SDLK_LEFT: return "left"
        case SDLK_RIGHT: return "right"
        case SDLK_UP: return "up"
        case SDLK_DOWN: return "down"
        case SDLK_PAGEUP: return "pageup"
        case SDLK_PAGEDOWN: return "pagedown"
        case SDLK_HOME: return "home"
        case SDLK_END: return "end"
        case SDLK_BACKSPACE: return "backspace"
        case SDLK_DELETE: return "delete"
        default: return nil
        }
    }
}
