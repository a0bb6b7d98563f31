import Synchronization

/// A queue of at most `capacity` elements between one producing task and one
/// consuming task. The producer waits while it is full, which is what keeps
/// memory bounded when one reader is slower than the source.
///
/// The consumer may stop early (`close`): from then on `send` drops elements
/// at once, so a finished analysis never holds up the others.
final class BoundedChannel<Element: Sendable>: Sendable {
    private enum Ending {
        case finished
        case failed(any Error)
    }

    private struct State {
        var buffer: [Element] = []
        var ending: Ending?
        var closedByReceiver = false
        var senderCancelled = false
        var waitingSender: CheckedContinuation<Void, Never>?
        var waitingReceiver: CheckedContinuation<Element?, any Error>?
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Queues `element`, waiting for room. False when the receiver has closed
    /// the channel or the sending task was cancelled.
    func send(_ element: Element) async -> Bool {
        while true {
            let (accepted, receiver) = state.withLock { state -> (Bool?, CheckedContinuation<Element?, any Error>?) in
                if state.closedByReceiver || state.senderCancelled { return (false, nil) }
                if let receiver = state.waitingReceiver {
                    state.waitingReceiver = nil
                    return (true, receiver)
                }
                if state.buffer.count < capacity {
                    state.buffer.append(element)
                    return (true, nil)
                }
                return (nil, nil)
            }
            if let receiver { receiver.resume(returning: element) }
            if let accepted { return accepted }
            await waitForRoom()
        }
    }

    private func waitForRoom() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    if state.closedByReceiver || state.buffer.count < capacity || Task.isCancelled {
                        state.senderCancelled = state.senderCancelled || Task.isCancelled
                        return true
                    }
                    state.waitingSender = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sender = state.withLock { state in
                state.senderCancelled = true
                defer { state.waitingSender = nil }
                return state.waitingSender
            }
            sender?.resume()
        }
    }

    /// Ends the stream: the receiver gets what is queued, then nil, or `error`.
    func finish(throwing error: (any Error)? = nil) {
        let receiver = state.withLock { state -> CheckedContinuation<Element?, any Error>? in
            guard state.ending == nil else { return nil }
            state.ending = error.map { .failed($0) } ?? .finished
            defer { state.waitingReceiver = nil }
            return state.waitingReceiver
        }
        if let error { receiver?.resume(throwing: error) } else { receiver?.resume(returning: nil) }
    }

    /// The receiver stops listening; queued and future elements are dropped.
    func close() {
        let sender = state.withLock { state in
            state.closedByReceiver = true
            state.buffer.removeAll()
            defer { state.waitingSender = nil }
            return state.waitingSender
        }
        sender?.resume()
    }

    /// The next element, nil once finished, or the error the producer finished with.
    func next() async throws -> Element? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (outcome, sender) = state.withLock {
                    state -> (Result<Element?, any Error>?, CheckedContinuation<Void, Never>?) in
                    if !state.buffer.isEmpty {
                        let element = state.buffer.removeFirst()
                        defer { state.waitingSender = nil }
                        return (.success(element), state.waitingSender)
                    }
                    switch state.ending {
                    case .finished: return (.success(nil), nil)
                    case .failed(let error): return (.failure(error), nil)
                    case nil: break
                    }
                    if Task.isCancelled { return (.failure(CancellationError()), nil) }
                    state.waitingReceiver = continuation
                    return (nil, nil)
                }
                sender?.resume()
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let receiver = state.withLock { state in
                defer { state.waitingReceiver = nil }
                return state.waitingReceiver
            }
            receiver?.resume(throwing: CancellationError())
        }
    }
}
