import Foundation

/// A watchdog for library code that must end in linear time: runs `work` on
/// a thread of its own and gives its result, or nil when it has not ended
/// within `limit`, so a quadratic or endless path fails its test instead of
/// blocking the run. Choose `limit` far above the expected time: this is not
/// a timing assertion. (A late `work` keeps running until the process ends.)
public func finishing<T: Sendable>(within limit: Duration, _ work: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(work())
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.get()
}

/// The result of `finishing(within:_:)`'s work, handed across threads.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) {
        lock.lock()
        defer { lock.unlock() }
        value = newValue
    }

    func get() -> T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
