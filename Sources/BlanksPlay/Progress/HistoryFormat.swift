import Foundation

/// Dates and durations as history prints them: always UTC and the same
/// digits whatever the machine's locale.
enum HistoryFormat {
    /// "2024-06-01 10:11:05 UTC": the stored text to the second, so history
    /// shows what the file holds, by integer arithmetic (no calendar per row).
    static func dateTime(_ date: Date) -> String {
        "\(ProgressTimestamp(date).text.prefix(19)) UTC"
    }

    /// "45s", "4m 05s", "2h 03m". Intervals come from the progress file: one
    /// that is not a number counts as 0 and one beyond `longest` as `longest`.
    static func duration(_ interval: TimeInterval) -> String {
        let seconds = interval.isNaN ? 0 : Int(min(max(interval, 0), longest).rounded(.down))
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return String(format: "%dm %02ds", seconds / 60, seconds % 60) }
        return String(format: "%dh %02dm", seconds / 3600, seconds % 3600 / 60)
    }

    /// The longest interval shown as itself: about 31,700 years.
    static let longest: TimeInterval = 1e12

    /// "1 game", "3 games".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
