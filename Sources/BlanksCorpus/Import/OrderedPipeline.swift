import BlanksSupport
import Foundation

/// Runs `transform` over items on threads of its own and hands the results
/// back in the order the items came: one producer (`submit`, then `close`),
/// one consumer (`next`), so what the consumer does is the same for any
/// number of threads.
///
/// Memory is bounded whatever the input: at most `maxItems` items and
/// `maxBytes` bytes (as the producer weighs them; one item always fits) are
/// between `submit` and `next` at once, and the producer waits while the
/// window is full. `cancel` stops both sides early: `submit` and `next`
/// return at once and the threads end after their current item. The threads
/// are `Thread`s, not Dispatch work items, since they block waiting for work
/// (a blocked Dispatch pool could starve the decoders the producer relies on).
final class OrderedPipeline<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let maxItems: Int
    private let maxBytes: Int
    private let transform: @Sendable (Input) -> Output
    /// Submitted items not yet taken by a thread: `queue[queueHead...]`.
    private var queue: [(sequence: Int, input: Input, bytes: Int)] = []
    private var queueHead = 0
    private var finished: [Int: (output: Output, bytes: Int)] = [:]
    private var submitted = 0
    private var consumed = 0
    private var windowBytes = 0
    private var closed = false
    private var cancelled = false
    private var running = 0

    init(threads: Int, maxItems: Int, maxBytes: Int, transform: @escaping @Sendable (Input) -> Output) {
        self.maxItems = max(maxItems, 1)
        self.maxBytes = max(maxBytes, 0)
        self.transform = transform
        let count = max(threads, 1)
        running = count
        for _ in 0..<count {
            Thread { [self] in work() }.start()
        }
    }

    /// Hands `input` (weighing `bytes`) to the threads, waiting while the
    /// window is full; false when the pipeline was cancelled.
    func submit(_ input: Input, bytes: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, submitted > consumed,
            submitted - consumed >= maxItems || windowBytes.saturatingAdding(bytes) > maxBytes
        {
            condition.wait()
        }
        guard !cancelled else { return false }
        queue.append((submitted, input, bytes))
        submitted += 1
        windowBytes = windowBytes.saturatingAdding(bytes)
        condition.broadcast()
        return true
    }

    /// No more input: `next` returns nil once every result was handed out.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops both sides: `submit` returns false, `next` nil, and the threads end.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next result in submission order, waiting for it; nil at the end or once cancelled.
    func next() -> Output? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, finished[consumed] == nil, !(closed && consumed == submitted) {
            condition.wait()
        }
        guard !cancelled, let result = finished.removeValue(forKey: consumed) else { return nil }
        consumed += 1
        windowBytes -= result.bytes
        condition.broadcast()
        return result.output
    }

    /// Waits until every thread has ended (after `close` and the last item, or after `cancel`).
    func waitForThreads() {
        condition.lock()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        while let item = take() {
            let output = transform(item.input)
            condition.lock()
            finished[item.sequence] = (output, item.bytes)
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The oldest waiting item, or nil when the thread should end.
    private func take() -> (sequence: Int, input: Input, bytes: Int)? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, queueHead == queue.count, !closed {
            condition.wait()
        }
        guard !cancelled, queueHead < queue.count else {
            running -= 1
            condition.broadcast()
            return nil
        }
        let item = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        } else if queueHead >= 16, queueHead * 2 >= queue.count {
            queue.removeFirst(queueHead)  // taken items leave memory: amortized O(1) per item
            queueHead = 0
        }
        return item
    }
}
