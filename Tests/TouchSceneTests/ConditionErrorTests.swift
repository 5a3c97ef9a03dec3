import Testing
@testable import TouchScene

/// Rule Q2 (scene-format.md, "Conditional answers"): a bad condition is
/// refused with FILE:LINE:COLUMN at the key or name that is wrong, and a
/// message saying what is expected there.
@Suite struct ConditionErrorTests {
    /// A scroll view `feed` holding a plain view `card` with a pan `swipe`
    /// whose delegate answers `shouldBegin` with `answer`.
    private func scene(shouldBegin answer: String, more: String = "") -> String {
        """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              subviews:
                - name: feed
                  kind: scrollView
                  frame: [0, 0, 390, 844]
                  contentSize: [390, 2000]
                  subviews:
                    - name: card
                      frame: [10, 10, 300, 100]
                      gestures:
                        - kind: pan
                          name: swipe
                          action: swiped
                          delegate:
                            object: Root
                            shouldBegin: \(answer)\(more)
        """
    }

    private let delegate = "windows[0].root.subviews[0].subviews[0].gestures[0].delegate"

    @Test func ruleQ2_theConditionsOfThisSceneLoad() {
        #expect(problems(scene(shouldBegin: "{ when: { all: [ { touchIn: [card] }, { atEdge: { view: feed, edge: top } } ] } }")).isEmpty)
        #expect(problems(scene(shouldBegin: "{ unless: { any: [ { touchOn: [button, cell] }, { not: { direction: up } } ] } }")).isEmpty)
    }

    @Test func ruleQ2_anUnknownConditionKeyIsRefusedAtTheKey() {
        expectProblem(scene(shouldBegin: "{ when: { touchInside: [feed] } }"), at: "touchInside",
                      key: "\(delegate).shouldBegin.when.touchInside", "unknown key 'touchInside'",
                      "expected one of: touchIn, touchOn, direction, atEdge, other, otherKind, all, any, not")
        // Inside all/any/not too.
        expectProblem(scene(shouldBegin: "{ unless: { not: { directon: left } } }"), at: "directon",
                      key: "\(delegate).shouldBegin.unless.not.directon", "unknown key 'directon'", "did you mean 'direction'?")
    }

    @Test func ruleQ2_anUnknownViewInTouchInIsRefusedAtTheName() {
        expectProblem(scene(shouldBegin: "{ when: { touchIn: [card, crad] } }"), at: "crad",
                      key: "\(delegate).shouldBegin.when.touchIn[1]", "names 'crad', which is not in the scene",
                      "expected a view's name", "did you mean 'card'?")
        expectProblem(scene(shouldBegin: "{ when: { touchIn: [swipe] } }"), at: "swipe] }",
                      key: "\(delegate).shouldBegin.when.touchIn[0]", "names 'swipe', which is the recognizer at", "expected a view's name")
    }

    @Test func ruleQ2_anUnknownRecognizerInOtherIsRefusedAtTheName() {
        expectProblem(scene(shouldBegin: "{ when: { other: [ghost] } }"), at: "ghost",
                      key: "\(delegate).shouldBegin.when.other[0]", "names 'ghost', which is not in the scene",
                      "expected a gesture recognizer's name")
        // A view is not a recognizer; a scroll view's built-in pan is (rule V11).
        expectProblem(scene(shouldBegin: "{ when: { other: [feed] } }"), at: "feed] }",
                      key: "\(delegate).shouldBegin.when.other[0]", "names 'feed', which is the view at", "expected a gesture recognizer's name")
        #expect(problems(scene(shouldBegin: "{ when: { other: [feed.pan] } }")).isEmpty)
        // In a list-valued answer's conditional form as well.
        expectProblem(scene(shouldBegin: "true", more: "\n                    simultaneousWith: { when: { other: [ghost] } }"), at: "ghost",
                      key: "\(delegate).simultaneousWith.when.other[0]", "names 'ghost', which is not in the scene")
    }

    @Test func ruleQ2_aBadKindInTouchOnOrOtherKindIsRefusedWithTheKinds() {
        expectProblem(scene(shouldBegin: "{ when: { touchOn: [buton] } }"), at: "buton",
                      key: "\(delegate).shouldBegin.when.touchOn[0]", "unknown view kind 'buton'",
                      "expected one of: view, imageView, label, control, button", "did you mean 'button'?")
        expectProblem(scene(shouldBegin: "{ when: { otherKind: [panGesture] } }"), at: "panGesture",
                      key: "\(delegate).shouldBegin.when.otherKind[0]", "unknown recognizer kind 'panGesture'",
                      "expected one of: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan")
        // Each kind is offered once.
        let message = problems(scene(shouldBegin: "{ when: { touchOn: [buton] } }")).first?.message ?? ""
        let offered = message.components(separatedBy: "expected one of: ").last?.components(separatedBy: " (did").first ?? ""
        let kinds = offered.components(separatedBy: ", ")
        #expect(kinds.count == Set(kinds).count, "\(offered)")
        #expect(kinds.contains("tableViewCell") && kinds.contains("cell") && kinds.contains("control"))
    }

    @Test func ruleQ2_aBadDirectionIsRefusedWithTheDirections() {
        expectProblem(scene(shouldBegin: "{ when: { direction: diagonal } }"), at: "diagonal",
                      key: "\(delegate).shouldBegin.when.direction", "unknown direction 'diagonal'",
                      "expected one of: horizontal, vertical, left, right, up, down")
    }

    @Test func ruleQ2_atEdgeMustNameAScrollView() {
        expectProblem(scene(shouldBegin: "{ when: { atEdge: { view: card, edge: left } } }"), at: "card, edge",
                      key: "\(delegate).shouldBegin.when.atEdge.view", "names 'card', which is the view at",
                      "expected a scroll view's name (a view of kind scrollView, tableView or collectionView)")
        expectProblem(scene(shouldBegin: "{ when: { atEdge: { view: nowhere, edge: left } } }"), at: "nowhere",
                      key: "\(delegate).shouldBegin.when.atEdge.view", "names 'nowhere', which is not in the scene",
                      "expected a scroll view's name")
        expectProblem(scene(shouldBegin: "{ when: { atEdge: { view: feed, edge: middle } } }"), at: "middle",
                      key: "\(delegate).shouldBegin.when.atEdge.edge", "unknown edge 'middle'", "expected one of: left, right, top, bottom")
        expectProblem(scene(shouldBegin: "{ when: { atEdge: { edge: left } } }"), at: "{ edge",
                      key: "\(delegate).shouldBegin.when.atEdge.view", "missing required key 'view'")
    }
}
