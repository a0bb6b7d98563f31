import Foundation

/// The faults a proxy applies, in request order, and what it saw.
public final class FaultPlan: @unchecked Sendable {
    /// One request as the proxy received it.
    public struct Request: Sendable {
        public var uri: String
        public var userAgent: String?
        public var acceptEncoding: String?
        public var fault: Fault
    }

    private let lock = NSLock()
    private var pending: [Fault]
    private let afterwards: Fault
    private var seen: [Request] = []
    private var inFlight = 0
    private var mostInFlight = 0

    /// `faults` apply to the first requests, one each; `afterwards` to every later one.
    public init(_ faults: [Fault], afterwards: Fault = .passThrough) {
        pending = faults
        self.afterwards = afterwards
    }

    public func begin(uri: String, userAgent: String?, acceptEncoding: String?) -> Fault {
        lock.lock()
        defer { lock.unlock() }
        let fault = pending.isEmpty ? afterwards : pending.removeFirst()
        seen.append(Request(uri: uri, userAgent: userAgent, acceptEncoding: acceptEncoding, fault: fault))
        inFlight += 1
        mostInFlight = max(mostInFlight, inFlight)
        return fault
    }

    public func end() {
        lock.lock()
        inFlight -= 1
        lock.unlock()
    }

    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }

    /// The most requests that were in progress at the same time.
    public var maxConcurrentRequests: Int {
        lock.lock()
        defer { lock.unlock() }
        return mostInFlight
    }
}
