/// TouchScope's default scene, `Scenes/keyboard-dismiss.yaml`, built in so
/// that `touchscope open` with no scene opens what `make run` opens (issue
/// 32 point 10), wherever it runs. A test keeps it identical to the file.
public enum DefaultScene {
    public static let fileName = "keyboard-dismiss.yaml"

    public static let yaml = """
    # The classic "tap to dismiss the keyboard breaks didSelectRowAt" (rules E2, D3, L5).
    #
    # FormVC adds a tap recognizer to its root view whose action calls
    # view.endEditing(true). It attaches to every touch in the form, the table's
    # included. A quick tap on a row: the table's content delay holds the began
    # back, the tap recognizes at the lift, and with its default
    # cancelsTouchesInView it drops the held phases (D2, D3): the table never
    # hears of the touch, so the row does not highlight and didSelectRowAt never
    # runs (L5). Tapping the field still focuses it: as the hit-test view a text
    # field refuses a superview's single tap (C3), so the field becomes the first
    # responder (E1). Tapping the background resigns it (E2).
    #
    # Fixes: keyboard-dismiss-fixed-cancels.yaml (cancelsTouchesInView: false)
    # and needs-rule-q/keyboard-dismiss-fixed-by-delegate.yaml (the delegate
    # refuses touches in the table).
    scene: Keyboard dismiss over a form (broken)
    windows:
      - name: Main
        root:
          controller: FormVC
          view:
            name: root
            color: "#F2F2F7"
            gestures:
              - { kind: tap, name: dismissTap, action: endEditing }
            subviews:
              - { name: header, frame: [0, 0, 390, 56], text: New contact }
              - { name: nameField, kind: textField, frame: [16, 64, 358, 44], placeholder: Name }
              - { name: list, kind: tableView, frame: [0, 124, 390, 500], rowHeight: 50, rows: 12, color: white }
    scenarios:
      - name: tap row 1
        steps: [ { tap: [200, 199] } ]
      - name: tap the field
        steps: [ { tap: [195, 86] } ]
      - name: tap the field, then row 1
        steps: [ { tap: [195, 86] }, { wait: 0.6 }, { tap: [200, 199] } ]
      - name: tap the field, then the background
        steps: [ { tap: [195, 86] }, { wait: 0.6 }, { tap: [195, 720] } ]
    """
}
