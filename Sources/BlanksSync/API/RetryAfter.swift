import Foundation

/// Parses the HTTP `Retry-After` header: delay-seconds or an HTTP-date.
package enum RetryAfter {
    /// The longest wait read from a header: longer ones (more digits than an
    /// Int holds, a date centuries ahead) are read as this, and `RetryPolicy`
    /// then shortens it to its `maxRetryAfter`.
    package static let longest = Duration.seconds(1_000_000_000)

    /// The wait the header asks for; nil when absent or unreadable, zero for a date in the past.
    package static func parse(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) {
            return seconds >= 0 ? min(.seconds(seconds), longest) : nil
        }
        if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return longest }
        guard let date = httpDateFormatter().date(from: value) else { return nil }
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite else { return nil }
        guard seconds < longest.seconds else { return longest }
        return .milliseconds(Int64((max(0, seconds) * 1000).rounded(.up)))
    }

    /// IMF-fixdate, e.g. "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110).
    private static func httpDateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
