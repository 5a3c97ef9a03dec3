import Foundation

/// Runs deeply recursive work (reading, checking and building a scene nested
/// to `SceneLimits.maximumDepth` views, with navigation stacks and
/// controllers in between) on a thread whose stack is large enough for it,
/// and waits for it. A debug build's decoder frames are large: 100
/// navigation controllers nested in each other's stacks, well inside the
/// documented limits, took more than the main thread's 8 MB.
///
/// The stack is reserved address space: only the pages the work touches are
/// ever backed by memory.
public enum LargeStack {
    /// Bytes of stack the work gets (512 MiB of address space).
    public static let stackSize = 512 << 20

    /// `body()`, run on a thread with `stackSize` bytes of stack; the caller
    /// waits for it, so `body` may use the caller's state as if it ran here.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if Thread.current.stackSize >= stackSize / 2 { return try body() }
        return try withoutActuallyEscaping(body) { (escapable: @escaping () throws(E) -> T) throws(E) -> T in
            let box = Box<T, E>(escapable)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.run()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            // A thread that cannot be made (no memory or threads left) never runs and never
            // signals: waiting for it would hang (issue 33). When it has not started within a
            // second, the caller runs the work itself, on its own smaller stack; whichever of
            // the two claims the work first runs it, exactly once.
            while done.wait(timeout: .now() + 1) == .timedOut {
                if box.claim() {
                    box.runClaimed()
                    break
                }
            }
            return try box.result!.get()
        }
    }

    /// The work and its result, handed between the two threads; the
    /// semaphore orders every access (written before `signal`, read after `wait`).
    /// It lets go of the work as soon as it has run, before the caller goes
    /// on: the work must not outlive `withoutActuallyEscaping`.
    private final class Box<T, E: Error>: @unchecked Sendable {
        var body: (() throws(E) -> T)?
        var result: Result<T, E>?
        private let lock = NSLock()
        private var claimed = false
        init(_ body: @escaping () throws(E) -> T) { self.body = body }
        /// Whether the caller now owns the work (true once, for the first to ask).
        func claim() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if claimed { return false }
            claimed = true
            return true
        }
        /// On the large thread: runs the work unless the caller already took it.
        func run() {
            guard claim() else { return }
            runClaimed()
        }
        func runClaimed() {
            guard let body else { return }
            self.body = nil
            do throws(E) { result = .success(try body()) } catch { result = .failure(error) }
        }
    }
}
