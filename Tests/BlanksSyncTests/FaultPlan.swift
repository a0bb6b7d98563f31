import Foundation

/// The faults a proxy applies, in request order, and what it saw.
final class FaultPlan: @unchecked Sendable {
    /// One request as the proxy received it.
    struct Request: Sendable {
        var uri: String
        var userAgent: String?
        var acceptEncoding: String?
        var fault: Fault
    }

    private let lock = NSLock()
    private var pending: [Fault]
    private let afterwards: Fault
    private var seen: [Request] = []
    private var inFlight = 0
    private var mostInFlight = 0

    /// `faults` apply to the first requests, one each; `afterwards` to every later one.
    init(_ faults: [Fault], afterwards: Fault = .passThrough) {
        pending = faults
        self.afterwards = afterwards
    }

    func begin(uri: String, userAgent: String?, acceptEncoding: String?) -> Fault {
        lock.lock()
        defer { lock.unlock() }
        let fault = pending.isEmpty ? afterwards : pending.removeFirst()
        seen.append(Request(uri: uri, userAgent: userAgent, acceptEncoding: acceptEncoding, fault: fault))
        inFlight += 1
        mostInFlight = max(mostInFlight, inFlight)
        return fault
    }

    func end() {
        lock.lock()
        inFlight -= 1
        lock.unlock()
    }

    var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }

    /// The most requests that were in progress at the same time.
    var maxConcurrentRequests: Int {
        lock.lock()
        defer { lock.unlock() }
        return mostInFlight
    }
}
