/// TouchScope's default scene, `Scenes/nested-taps.yaml`, built in so that
/// `touchscope open` with no scene has something to show wherever it runs.
/// A test keeps it identical to the file.
public enum DefaultScene {
    public static let fileName = "nested-taps.yaml"

    public static let yaml = """
    # TouchScope's default scene: the classic demo of nested views and taps.
    #
    #   A (yellow) ⊃ C (green) ⊃ D (blue), each with a tap recognizer, and a
    #   button in A whose superview's tap cannot steal its touch (rule C3).
    #
    # Replay "tap D" and read the story top to bottom: the source stages carry
    # the touch to the app (S1–S7), the hit-test walk finds D (H2), the three
    # taps are collected from D outwards (T2), and when the finger lifts the
    # deepest one wins (G6) while the others fail as exclusive (G5). D's own
    # touch is cancelled right after the action (D3, G7).
    scene: Nested taps
    windows:
      - name: Main
        root:
          controller: ViewController
          implements: [buttonTapped]
          view:
            name: Root
            color: "#F2F2F7"
            subviews:
              - name: A
                frame: [20, 80, 350, 640]
                color: yellow
                text: A
                touches: forward
                gestures:
                  - { kind: tap, name: A_tap, action: A_singleTapGesture }
                subviews:
                  - name: C
                    frame: [20, 60, 310, 380]
                    color: green
                    text: C
                    touches: forward
                    gestures:
                      - { kind: tap, name: C_tap, action: C_singleTapGesture }
                    subviews:
                      - name: D
                        frame: [20, 60, 270, 120]
                        color: blue
                        text: D
                        touches: forward
                        gestures:
                          - { kind: tap, name: D_tap, action: D_singleTapGesture }
                      - name: E
                        frame: [20, 220, 270, 120]
                        color: purple
                        text: E (hidden)
                        hidden: true
                  - name: Button
                    kind: button
                    frame: [95, 520, 160, 50]
                    text: Button
                    actions:
                      - { event: touchUpInside, action: buttonTapped }
    scenarios:
      - name: tap D
        steps: [ { tap: [195, 290] } ]
      - name: tap C
        steps: [ { tap: [195, 480] } ]
      - name: tap the button
        steps: [ { tap: [195, 625] } ]
      - name: hold D
        steps:
          - down: { finger: 1, at: [195, 290] }
          - wait: 1.0
          - up: { finger: 1 }
      - name: drag off D
        steps:
          - drag: { from: [195, 290], to: [195, 420], duration: 0.3 }
    """
}
