import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

@Suite struct OrderedPipelineTests {
    /// Work whose time varies by item (0–300 µs), so threads finish out of order.
    static func uneven(_ value: Int) -> Int {
        usleep(UInt32((value * 7_919) % 300))
        return value * 2
    }

    /// Submits `0..<count` on a producer thread and returns what the consumer took, in its order.
    static func run(count: Int, threads: Int, maxItems: Int, maxBytes: Int = .max) -> [Int]? {
        finishing(within: .seconds(60)) {
            let pipeline = OrderedPipeline<Int, Int>(
                threads: threads, maxItems: maxItems, maxBytes: maxBytes, transform: uneven)
            Thread {
                for value in 0..<count where !pipeline.submit(value, bytes: 1) { break }
                pipeline.close()
            }.start()
            var taken: [Int] = []
            while let output = pipeline.next() { taken.append(output) }
            pipeline.waitForThreads()
            return taken
        }
    }

    @Test(arguments: [1, 2, 4, 8])
    func resultsComeBackInSubmissionOrderForEveryThreadCount(threads: Int) {
        #expect(Self.run(count: 2_000, threads: threads, maxItems: 16) == (0..<2_000).map { $0 * 2 })
    }

    @Test func aWindowOfOneItemStillGetsEverythingThrough() {
        #expect(Self.run(count: 200, threads: 4, maxItems: 1) == (0..<200).map { $0 * 2 })
    }

    @Test func anItemHeavierThanTheByteWindowGoesThroughAlone() {
        #expect(Self.run(count: 50, threads: 2, maxItems: 8, maxBytes: 0) == (0..<50).map { $0 * 2 })
    }

    @Test func anEmptyInputEndsAtOnce() {
        #expect(Self.run(count: 0, threads: 2, maxItems: 4) == [])
    }

    /// Submits `0..<count` on a thread of its own, counting what was accepted, then closes the pipeline.
    private static func produce(_ count: Int, into pipeline: OrderedPipeline<Int, Int>) -> Counter {
        let accepted = Counter()
        Thread {
            for value in 0..<count {
                guard pipeline.submit(value, bytes: 1) else { break }
                accepted.add()
            }
            pipeline.close()
            accepted.finished.signal()
        }.start()
        return accepted
    }

    /// The producer waits while the window is full: the items handed out and
    /// not yet taken never outnumber `maxItems`.
    @Test func theProducerNeverGetsMoreThanTheWindowAhead() throws {
        let ahead = finishing(within: .seconds(60)) { () -> Int in
            let pipeline = OrderedPipeline<Int, Int>(threads: 2, maxItems: 5, maxBytes: .max) { $0 }
            let submitted = Self.produce(300, into: pipeline)
            var most = 0
            var taken = 0
            while pipeline.next() != nil {
                taken += 1
                Thread.sleep(forTimeInterval: 0.0005)  // a slow consumer: the producer must wait for it
                most = max(most, submitted.value - taken)
            }
            pipeline.waitForThreads()
            return most
        }
        let most = try #require(ahead)
        #expect(most <= 5, "producer ran \(most) items ahead")
    }

    @Test func cancellingReleasesAProducerWaitingOnAFullWindowAndTheThreads() throws {
        let outcome = finishing(within: .seconds(60)) { () -> (accepted: Int, next: Int?) in
            let pipeline = OrderedPipeline<Int, Int>(threads: 2, maxItems: 3, maxBytes: .max) { $0 }
            let accepted = Self.produce(1_000, into: pipeline)
            _ = pipeline.next()
            pipeline.cancel()
            accepted.finished.wait()
            pipeline.waitForThreads()
            return (accepted.value, pipeline.next())
        }
        let result = try #require(outcome)
        #expect(result.accepted < 1_000)
        #expect(result.next == nil)
    }
}

/// A count shared between threads, and a signal for when it is final.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let finished = DispatchSemaphore(value: 0)

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
