import BlanksSupport

/// Where a sync stands: shown while it runs, and returned at its end.
package struct SyncProgress: Sendable, Equatable {
    /// New revisions stored in this run.
    package var stored: Int
    package var target: Int
    /// Revisions the server returned that the corpus already held.
    package var alreadyStored: Int
    /// Pages refused (disambiguation, hidden, not wikitext, sha1 mismatch).
    package var rejected: Int
    /// HTTP requests made, retries included.
    package var requests: Int
    package var retries: Int
    package var malformed: Int
    package var elapsed: Duration

    package init(
        stored: Int = 0, target: Int, alreadyStored: Int = 0, rejected: Int = 0, requests: Int = 0,
        retries: Int = 0, malformed: Int = 0, elapsed: Duration = .zero
    ) {
        self.stored = stored
        self.target = target
        self.alreadyStored = alreadyStored
        self.rejected = rejected
        self.requests = requests
        self.retries = retries
        self.malformed = malformed
        self.elapsed = elapsed
    }

    package var seconds: Double { elapsed.seconds }

    /// Revisions stored per second so far.
    package var rate: Double { seconds > 0 ? Double(stored) / seconds : 0 }

    /// HTTP requests per stored revision.
    package var requestsPerRevision: Double { stored > 0 ? Double(requests) / Double(stored) : 0 }

    /// Seconds left at the current rate; nil before the first revision.
    package var secondsLeft: Double? {
        guard rate > 0 else { return nil }
        return target > stored ? (Double(target) - Double(stored)) / rate : 0
    }

    /// The longest ETA shown: 100,000 hours.
    static let longestETA = 360_000_000.0

    /// "12/50 stored, 3.4/s, ETA 0:11, 5 requests", for a terminal status line or a log line.
    package var summary: String {
        var parts = ["\(stored)/\(target) stored", "\(DecimalFormat.fixed(rate, places: 1))/s"]
        parts.append("ETA " + (secondsLeft.map(Self.clock) ?? "--:--"))
        parts.append("\(requests) request\(requests == 1 ? "" : "s")")
        if retries > 0 { parts.append("\(retries) retried") }
        if malformed > 0 { parts.append("\(malformed) malformed") }
        return parts.joined(separator: ", ")
    }

    /// "m:ss", or "h:mm:ss" from an hour up; "--:--" for a wait that is not a
    /// number ≥ 0 or is longer than `longestETA` (a huge `--count` at a slow rate).
    static func clock(_ seconds: Double) -> String {
        guard seconds >= 0, seconds <= longestETA else { return "--:--" }
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
