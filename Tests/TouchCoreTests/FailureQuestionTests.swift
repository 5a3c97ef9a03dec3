import Testing
@testable import TouchCore

/// Rule G3's delegate questions are asked the way UIKit asks them: a
/// delegate is asked `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`
/// only when it implements that method (a list or a rule Q answer in the
/// scene), once per pair of recognizers sharing a touch.
@Suite struct FailureQuestionTests {
    @Test("rule G3: recognizers whose delegates implement neither question are never asked it, whatever their number")
    func unimplementedNotAsked() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        for i in 0..<40 {
            recognizer(i % 2 == 0 ? .pan : .longPress, "g\(i)", on: v) { g in
                // A delegate answering other questions implements neither of G3's.
                var d = GestureDelegate(object: v)
                d.simultaneousWith = .all
                g.delegate = d
            }
        }
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.gestureShouldRequireFailure]).isEmpty)
        #expect(device.trace.lines(kinds: [.gestureTouchesBegan]).count == 40)
    }

    @Test("rule G3: a delegate implementing only shouldBeRequiredToFailBy is asked that, about each recognizer sharing the touch, once per pair")
    func requiredToFailByOnly() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        let w = view("W", 0, 0, 100, 100, in: v, touches: .handle)
        let outer = recognizer(.tap, "outer", on: v)
        recognizer(.tap, "double", on: w) { g in
            g.settings.numberOfTapsRequired = 2
            var d = GestureDelegate(object: w)
            d.requiredToFailBy = [RecognizerReference(outer)]
            g.delegate = d
        }
        recognizer(.pan, "inner", on: w)
        let device = f.device()
        device.run(tap(10, 10))
        let keys = ["other", "asked", "result", "question"]
        #expect(device.trace.lines(kinds: [.gestureShouldRequireFailure], keys: keys)
            == ["gesture.shouldRequireFailure double other=inner asked=W result=false question=shouldBeRequiredToFailBy",
                "gesture.shouldRequireFailure double other=outer asked=W result=true question=shouldBeRequiredToFailBy"])
        // outer waits for double (double's delegate said so).
        #expect(device.trace.lines(kinds: [.gestureWaiting], keys: ["for"]) == ["gesture.waiting outer for=[double]"])
    }
}
