import Testing

@testable import BlanksStats

struct BoundedChannelTests {
    @Test(.timeLimit(.minutes(10)))
    func deliversEveryElementInOrderThroughASmallBuffer() async throws {
        let channel = BoundedChannel<Int>(capacity: 1)
        async let sent: Bool = {
            var all = true
            for i in 0..<1000 { all = await channel.send(i) && all }
            channel.finish()
            return all
        }()
        var received: [Int] = []
        while let value = try await channel.next() { received.append(value) }
        #expect(await sent)
        #expect(received == Array(0..<1000))
        #expect(try await channel.next() == nil)
    }

    @Test func theReceiverGetsQueuedElementsThenTheError() async throws {
        struct Failure: Error, Equatable {}
        let channel = BoundedChannel<String>(capacity: 4)
        #expect(await channel.send("a"))
        #expect(await channel.send("b"))
        channel.finish(throwing: Failure())
        #expect(try await channel.next() == "a")
        #expect(try await channel.next() == "b")
        await #expect(throws: Failure.self) { try await channel.next() }
    }

    @Test(.timeLimit(.minutes(10)))
    func aClosedChannelReleasesAWaitingSenderAndRefusesMore() async throws {
        let channel = BoundedChannel<Int>(capacity: 1)
        #expect(await channel.send(1))
        async let blocked = channel.send(2)  // the buffer is full: waits
        channel.close()
        #expect(await blocked == false)
        #expect(await channel.send(3) == false)
    }

    @Test(.timeLimit(.minutes(10)))
    func cancellingAWaitingReceiverThrows() async {
        let channel = BoundedChannel<Int>(capacity: 1)
        let receiver = Task { try await channel.next() }
        receiver.cancel()
        await #expect(throws: CancellationError.self) { try await receiver.value }
    }
}
