import Foundation

/// A clock that moves forward a fixed step each time it is read.
final class SteppingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    let step: TimeInterval

    init(start: Date = Date(timeIntervalSince1970: 1_717_236_000), step: TimeInterval = 5) {
        current = start
        self.step = step
    }

    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        let value = current
        current += step
        return value
    }
}
