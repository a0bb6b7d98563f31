import BlanksSupport

/// A failed attempt that another attempt may fix.
package enum TransientProblem: Sendable, Equatable, CustomStringConvertible {
    /// 429 or a 5xx status.
    case status(Int)
    /// The API refused the request because replicas lag behind by `lag` seconds.
    case maxlag(lag: Double?)
    /// No complete response within the timeout.
    case timeout(seconds: Double)
    /// The connection failed or closed before a complete response.
    case connection(String)
    /// A gzip body that does not decompress (usually cut short).
    case badCompression(String)

    /// The longest replication lag reported as such; the server's number is
    /// only shown, never waited on (the wait is `RetryPolicy.maxlagWait` or
    /// the server's `Retry-After`, capped at `maxRetryAfter`).
    package static let longestReportedLag = 86_400.0

    /// A server's lag as shown: nil when not a finite number ≥ 0, and at most
    /// `longestReportedLag`.
    package static func reportedLag(_ lag: Double?) -> Double? {
        guard let lag, lag.isFinite, lag >= 0 else { return nil }
        return min(lag, longestReportedLag)
    }

    package var description: String {
        switch self {
        case .status(let code): return "HTTP \(code)"
        case .maxlag(let lag):
            return Self.reportedLag(lag).map { "maxlag: replicas \(DecimalFormat.fixed($0, places: 1)) s behind" }
                ?? "maxlag: replicas behind"
        case .timeout(let seconds): return "no response within \(DecimalFormat.fixed(seconds, places: 1)) s"
        case .connection(let reason): return "connection failed (\(reason))"
        case .badCompression(let reason): return "compressed body unreadable (\(reason))"
        }
    }
}

/// Said before each wait between attempts.
package struct RetryNotice: Sendable, Equatable {
    /// Failed attempts so far at this request.
    package var failures: Int
    package var problem: TransientProblem
    /// The server's `Retry-After`, when it sent one.
    package var retryAfter: Duration?
    /// The wait chosen before the next attempt.
    package var delay: Duration
}

/// A 200 response whose body is not the JSON expected. Not retried: the
/// request is skipped, reported, and the next one is made.
package struct MalformedResponse: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String
    /// HTTP requests this query took, the malformed one included.
    package var attempts: Int
    package var description: String { "malformed response (\(reason))" }
}
