import Foundation

/// Checks the timestamps a server reports: `YYYY-MM-DDTHH:MM:SSZ` (what the
/// Action API sends), a real calendar date, not before 1970 and not more
/// than a day ahead. The manifest marks a page's latest revision by
/// timestamp, so one dated 9999 would stay "latest" forever.
enum RevisionTimestamp {
    /// Why `text` is not a plausible revision timestamp; nil when it is.
    static func problem(_ text: String, now: Date = Date()) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return "timestamp \"\(ServerText.shown(text, limit: 40))\" is not YYYY-MM-DDTHH:MM:SSZ" }
        let pattern = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        for (byte, expected) in zip(bytes, pattern) {
            let matches = expected == UInt8(ascii: "d") ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == expected
            guard matches else { return "timestamp \"\(ServerText.shown(text, limit: 40))\" is not YYYY-MM-DDTHH:MM:SSZ" }
        }
        let number = { (from: Int, count: Int) in
            bytes[from..<from + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
        let (hour, minute, second) = (number(11, 2), number(14, 2), number(17, 2))
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 61 else {
            return "timestamp \(text) is not a date"
        }
        guard year >= 1970 else { return "timestamp \(text) is before 1970" }
        // Days since 1970 by the civil-from-days inverse; small numbers only (year < 10000).
        let seconds = Double(daysSince1970(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3600 + minute * 60 + second)
        guard seconds <= now.timeIntervalSince1970 + 86_400 else { return "timestamp \(text) is in the future" }
        return nil
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the date (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
