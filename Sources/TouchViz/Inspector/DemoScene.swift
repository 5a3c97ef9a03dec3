/// The scene the window opens with when given none: the classic gesture
/// conflicts in one screen, each with a scenario that shows it.
public enum DemoScene {
    public static let yaml = """
    # TouchScope's demo scene: the classic gesture conflicts on one screen.
    # Touch it with the mouse (Option-drag for two fingers), or press a digit to
    # play a scenario (1-6). Press ? for every key.
    scene: TouchScope demo
    windows:
      - name: Main
        root:
          controller: FeedVC
          implements: [likeTapped, openPhoto, zoomPhoto, showMenu, toggled]
          view:
            name: Root
            frame: [0, 0, 390, 844]
            color: "#F2F2F7"
            subviews:
              - { name: header, kind: label, frame: [20, 56, 350, 40], text: "Feed", userInteractionEnabled: false }
              - name: photo
                kind: imageView
                frame: [20, 110, 350, 240]
                color: "#64D2FF"
                userInteractionEnabled: true
                gestures:
                  - { kind: tap, name: photoTap, action: openPhoto, target: FeedVC, requireToFail: [photoDoubleTap] }
                  - { kind: tap, name: photoDoubleTap, action: zoomPhoto, target: FeedVC, numberOfTapsRequired: 2 }
                  - { kind: longPress, name: photoPress, action: showMenu, target: FeedVC }
                subviews:
                  - name: like
                    kind: button
                    frame: [270, 190, 70, 40]
                    color: "#FFFFFF"
                    text: "Like"
                    actions:
                      - { event: touchUpInside, target: FeedVC, action: likeTapped }
              - { name: notifications, kind: switch, frame: [299, 370, 51, 31], value: 1,
                  actions: [ { event: valueChanged, target: FeedVC, action: toggled } ] }
              - { name: caption, kind: label, frame: [20, 370, 260, 31], text: "Notifications" }
              - name: list
                kind: scrollView
                frame: [0, 420, 390, 424]
                color: "#FFFFFF"
                contentSize: [390, 1200]
                subviews:
                  - { name: row1, frame: [0, 0, 390, 88], color: "#FFFFFF", text: "Row 1" }
                  - name: row2
                    frame: [0, 88, 390, 88]
                    color: "#F2F2F7"
                    subviews:
                      - { name: follow, kind: button, frame: [270, 24, 100, 40], text: "Follow",
                          actions: [ { event: touchUpInside, target: FeedVC, action: likeTapped } ] }
                  - { name: row3, frame: [0, 176, 390, 88], color: "#FFFFFF", text: "Row 3" }
                  - { name: row4, frame: [0, 264, 390, 88], color: "#F2F2F7", text: "Row 4" }
                  - { name: row5, frame: [0, 352, 390, 88], color: "#FFFFFF", text: "Row 5" }
    scenarios:
      - name: tap the photo (waits for the double tap)
        steps: [ { tap: [120, 200] } ]
      - name: double tap the photo
        steps: [ { tap: [120, 200], count: 2 } ]
      - name: tap Like on the photo
        steps: [ { tap: [325, 320] } ]
      - name: tap Follow in the list
        steps: [ { tap: [320, 552] } ]
      - name: drag the list from Follow
        steps:
          - drag: { from: [320, 552], to: [320, 452], duration: 0.3 }
      - name: hold the photo
        steps:
          - down: { finger: 1, at: [120, 200] }
          - wait: 0.8
          - up: { finger: 1 }
    """
}
