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
            done.wait()
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
        init(_ body: @escaping () throws(E) -> T) { self.body = body }
        func run() {
            guard let body else { return }
            self.body = nil
            do throws(E) { result = .success(try body()) } catch { result = .failure(error) }
        }
    }
}
