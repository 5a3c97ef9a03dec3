extension Array where Element: AnyObject {
    /// The first non-nil answer of `body`, asking the elements from the last
    /// to the first: subviews, front-most first (rule H2).
    @inline(__always)
    func firstFromBack<Answer>(_ body: (Element) -> Answer?) -> Answer? {
        firstAnswer(fromBack: true, body)
    }

    /// The first non-nil answer of `body`, asking the elements in order:
    /// windows sorted front-most first (rule H1).
    @inline(__always)
    func firstFromFront<Answer>(_ body: (Element) -> Answer?) -> Answer? {
        firstAnswer(fromBack: false, body)
    }

    /// Each element is lent to `body` without a retain: the array's storage,
    /// held for the whole walk, owns every element, so none can go away
    /// while `body` runs (hit-testing is pure and changes no hierarchy, H4).
    /// A retain and release per view visited was most of hit-testing's time:
    /// a view that has subviews is weakly referenced by them (`superview`),
    /// and the count of a weakly referenced object lives in a side table,
    /// where every retain and release takes the runtime's slow path.
    @inline(__always)
    private func firstAnswer<Answer>(fromBack: Bool, _ body: (Element) -> Answer?) -> Answer? {
        if isEmpty { return nil }   // a leaf: not even the (empty) storage is retained
        return withUnsafeBufferPointer { elements in
            var remaining = elements.count
            while remaining > 0 {
                remaining -= 1
                let lent = Unmanaged.passUnretained(elements[fromBack ? remaining : elements.count - 1 - remaining])
                if let answer = lent._withUnsafeGuaranteedRef(body) { return answer }
            }
            return nil
        }
    }
}
