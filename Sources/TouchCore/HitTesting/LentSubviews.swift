/// A view's subviews again, in the same order, as unretained references in a
/// buffer the view owns: what the hit-test walk (rule H2) reads.
///
/// The walk is the per-touch hot path, and reading `subviews` (an array in
/// a class) costs a retain and a release of the array's storage at every
/// level it goes down, atomic operations that were a fifth of a tap's time
/// (issue 15): the compiler cannot know that nothing changes the array
/// while the walk is below it. This list is plain values (a pointer and two
/// counts) that a view reads from itself without any reference counting,
/// and each element is lent to the walk, as `Array.firstFromFront` lends
/// windows. That is sound because:
/// - `View.subviews` keeps every view this list points to alive: the view's
///   only two changes of its subviews (`addSubview`, `removeFromSuperview`)
///   change both, in the same order;
/// - hit-testing is pure (rule H4): nothing adds or removes a view
///   while a walk is under way, so no pointer goes stale during one.
///
/// Not copyable: one list per view, freed by the view's `deinit`.
struct LentSubviews: ~Copyable {
    private var base: UnsafeMutablePointer<Unmanaged<View>>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit { base?.deallocate() }

    /// Adds `view` on top, as `subviews.append(view)` does.
    mutating func append(_ view: View) {
        if count == capacity {
            let grown = max(4, capacity * 2)
            let memory = UnsafeMutablePointer<Unmanaged<View>>.allocate(capacity: grown)
            if let base {
                memory.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = memory
            capacity = grown
        }
        (base.unsafelyUnwrapped + count).initialize(to: Unmanaged.passUnretained(view))
        count += 1
    }

    /// Takes `view` out, as `subviews.removeAll { $0 === view }` does (a view is there once).
    mutating func remove(_ view: View) {
        guard let base, let index = (0..<count).first(where: { base[$0].toOpaque() == Unmanaged.passUnretained(view).toOpaque() })
        else { return }
        // The ones above it move down one place (plain pointers: nothing to release).
        for above in (index + 1)..<count { base[above - 1] = base[above] }
        count -= 1
    }

    /// The first non-nil answer of `body`, asking the subviews front-most
    /// (last added) first, each lent without a retain (rule H2).
    @inline(__always)
    func firstFromBack<Answer>(_ body: (View) -> Answer?) -> Answer? {
        guard let base else { return nil }
        var remaining = count
        while remaining > 0 {
            remaining &-= 1
            if let answer = base[remaining]._withUnsafeGuaranteedRef(body) { return answer }
        }
        return nil
    }
}
