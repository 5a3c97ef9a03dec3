extension Array where Element: AnyObject {
    /// The first non-nil answer of `body`, asking the elements in order:
    /// windows sorted front-most first (rule H1). (Subviews, asked from the
    /// back, are lent by `View.firstFromBackOfSubviews`.)
    @inline(__always)
    func firstFromFront<Answer>(_ body: (Element) -> Answer?) -> Answer? {
        firstAnswer(body)
    }

    /// Each element is lent to `body` without a retain: the array's storage,
    /// held for the whole loop, owns every element, so none can go away
    /// while `body` runs, whatever `body` does to the variable the array came
    /// from. For the windows of a hit-test (H1) and the loops over a turn's
    /// touches and recognizers, where a retain and release of each element
    /// (atomic operations) was most of the loop. (The hit-test's subviews
    /// are not in an array the walk holds: see `View.lentLastSubview`.)
    @inline(__always)
    private func firstAnswer<Answer>(_ body: (Element) -> Answer?) -> Answer? {
        if isEmpty { return nil }   // not even the (empty) storage is retained
        return withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if let answer = Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body) { return answer }
            }
            return nil
        }
    }

    /// Whether `predicate` accepts an element, asking them in order, each
    /// lent as `firstAnswer` lends them.
    @inline(__always)
    func containsLent(where predicate: (Element) -> Bool) -> Bool {
        firstAnswer { predicate($0) ? true : nil } ?? false
    }

    /// Where an element that `isAfter` accepts goes in this array, whose
    /// elements are ordered so that it rejects every one up to some index and
    /// accepts every one from it: that first index (`count` when it accepts
    /// none). The last element is asked first, for lists that usually grow
    /// at the end, then the rest by halving; each is lent as `containsLent`
    /// lends them.
    @inline(__always)
    func insertionPoint(lastFirst isAfter: (Element) -> Bool) -> Int {
        withUnsafeBufferPointer { elements in
            func accepts(_ index: Int) -> Bool {
                Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(isAfter)
            }
            guard elements.count > 0, accepts(elements.count - 1) else { return elements.count }
            var low = 0, high = elements.count - 1
            while low < high {
                let middle = (low + high) / 2
                if accepts(middle) { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// Calls `body` with each element in order, lent as `firstAnswer` lends
    /// them. (`firstAnswer` with no answer would do the same, with a test of
    /// the answer per element: 200 more instructions per sample with 300
    /// recognizers, whose turns loop over them with this.)
    @inline(__always)
    func forEachLent(_ body: (Element) -> Void) {
        if isEmpty { return }
        withUnsafeBufferPointer { elements in
            for index in elements.indices {
                Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
