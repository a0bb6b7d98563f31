import Foundation

/// Turns SIGINT/SIGTERM into a call (cancelling the sync task) instead of
/// killing the process, so that it stops between two atomic writes.
final class SignalCanceller: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var first: Int32?

    init(signals: [Int32], handler: @escaping @Sendable () -> Void) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.record(number)
                handler()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal received, if any.
    var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }

    private func record(_ number: Int32) {
        lock.lock()
        if first == nil { first = number }
        lock.unlock()
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
