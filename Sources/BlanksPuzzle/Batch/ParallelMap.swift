import Foundation

/// Runs independent work items on up to `jobs` threads and returns the
/// results by index, so the caller's output never depends on which item
/// finished first. Items are handed out one at a time (puzzles differ in cost).
package enum ParallelMap {
    /// The default for `--jobs`: every core this process may use.
    package static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    static func map<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = min(max(jobs, 1), count)
        guard workers > 1 else { return (0..<count).map(body) }
        let slots = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() { slots.set(index, body(index)) }
        }
        return slots.results()
    }
}

/// The next unclaimed index and one result slot per index, behind one lock.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private var next = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot was set once its index was claimed, and all workers have returned.
    func results() -> [T] { slots.compactMap { $0 } }
}
