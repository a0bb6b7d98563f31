import Foundation

/// What the fault proxy does with one request.
public enum Fault: Sendable, Equatable {
    /// Forwards to the real server and returns its answer unchanged.
    case passThrough
    /// Answers with this status (and `Retry-After`, when given) without forwarding.
    case status(Int, retryAfter: String?)
    /// A maxlag error body as Wikimedia sends it (HTTP 200, `Retry-After: 1`).
    case maxlag
    /// Closes the connection without answering.
    case drop
    /// Forwards, then sends the full Content-Length but only half the body, and closes.
    case truncate
    /// Forwards after waiting this long (past the client's timeout, or just slowing a run).
    case delay(Duration)
    /// HTTP 200 with an API error other than maxlag, as a wiki that forbids reading sends.
    case apiError
    /// HTTP 200 with a body that is not JSON.
    case malformedJSON
    /// Forwards and gzip-compresses the body when the client accepts gzip.
    case gzip
    /// Forwards with one revision's content altered, so it no longer matches its sha1.
    case corruptContent
}
