import Testing
@testable import TouchCore

/// The hand-written array edits of the per-touch path do what the standard
/// library's do, for values and for objects (whose counts they must keep).
@Suite struct ArraySmallEditsTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func insertInPlaceMatchesInsertAtEveryIndex() {
        for size in 0..<7 {
            for index in 0...size {
                var expected = Array(0..<size), actual = expected
                expected.insert(99, at: index)
                actual.insertInPlace(99, at: index)
                #expect(actual == expected, "size \(size), index \(index)")
            }
        }
    }

    @Test func insertInPlaceKeepsObjectsAliveAndLeavesASharedCopyAlone() {
        weak var watched: Box?
        do {
            var boxes = (0..<5).map(Box.init)
            let shared = boxes  // the storage is shared: inserting must copy, not write through
            let inserted = Box(42)
            watched = inserted
            boxes.insertInPlace(inserted, at: 2)
            #expect(boxes.map(\.value) == [0, 1, 42, 2, 3, 4])
            #expect(shared.map(\.value) == [0, 1, 2, 3, 4])
            #expect(boxes[2] === inserted)
            boxes.empty()
            #expect(boxes.isEmpty && boxes.capacity >= 6)
        }
        #expect(watched == nil, "no reference leaked")
    }

    @Test func removeFirstWhereRemovesOnlyTheFirst() {
        var values = [1, 2, 3, 2]
        values.removeFirst { $0 == 2 }
        #expect(values == [1, 3, 2])
        values.removeFirst { $0 == 7 }
        #expect(values == [1, 3, 2])
    }

    @Test func forEachLentVisitsEveryElementInOrder() {
        var seen: [Int] = []
        (0..<6).map(Box.init).forEachLent { seen.append($0.value) }
        #expect(seen == [0, 1, 2, 3, 4, 5])
        [Box]().forEachLent { _ in Issue.record("an empty array lends nothing") }
    }

    @Test func forEachLentKeepsLentObjectsAliveWhenTheLoopEmptiesItsSource() {
        // The loop empties the variable it runs over (as a recognizer's reset could
        // change the participants): the array value lent from keeps every element.
        weak var watched: Box?
        do {
            var boxes = (0..<4).map(Box.init)
            watched = boxes[3]
            var seen: [Int] = []
            boxes.forEachLent { box in
                boxes.removeAll()
                seen.append(box.value)
            }
            #expect(seen == [0, 1, 2, 3])
            #expect(boxes.isEmpty)
        }
        #expect(watched == nil, "no reference leaked")
    }

    @Test func containsLentStopsAtTheFirstElementAccepted() {
        let boxes = (0..<5).map(Box.init)
        var asked: [Int] = []
        #expect(boxes.containsLent { asked.append($0.value); return $0.value == 2 })
        #expect(asked == [0, 1, 2])
        #expect(!boxes.containsLent { $0.value > 9 })
        #expect(![Box]().containsLent { _ in true })
    }

    @Test func insertionPointIsTheFirstIndexAccepted() {
        // Ordered so that `value >= threshold` is false up to some index and true from it.
        for size in 0..<7 {
            let boxes = (0..<size).map(Box.init)
            for threshold in 0...(size + 1) {
                let expected = boxes.firstIndex { $0.value >= threshold } ?? size
                #expect(boxes.insertionPoint { $0.value >= threshold } == expected, "size \(size), threshold \(threshold)")
            }
        }
    }
}
