import BlanksSupport
import Foundation

/// Checks the timestamps a server reports: `YYYY-MM-DDTHH:MM:SSZ` (what the
/// Action API sends), a real calendar date, not before 1970 and not more
/// than a day ahead. The manifest marks a page's latest revision by
/// timestamp, so one dated 9999 would stay "latest" forever.
enum RevisionTimestamp {
    /// Why `text` is not a plausible revision timestamp; nil when it is.
    static func problem(_ text: String, now: Date = Date()) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else {
            return "timestamp \"\(ServerText.shown(text, limit: 40))\" is not YYYY-MM-DDTHH:MM:SSZ"
        }
        let pattern = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        for (byte, expected) in zip(bytes, pattern) {
            let matches =
                expected == UInt8(ascii: "d")
                ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == expected
            guard matches else {
                return "timestamp \"\(ServerText.shown(text, limit: 40))\" is not YYYY-MM-DDTHH:MM:SSZ"
            }
        }
        let number = { (from: Int, count: Int) in
            bytes[from..<from + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
        let (hour, minute, second) = (number(11, 2), number(14, 2), number(17, 2))
        guard (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else {
            return "timestamp \(text) is not a date"
        }
        guard year >= 1970 else { return "timestamp \(text) is before 1970" }
        // Days since 1970 by the civil-from-days inverse; small numbers only (year < 10000).
        let seconds =
            Double(CivilDate.daysSince1970(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3600 + minute * 60 + second)
        guard seconds <= now.timeIntervalSince1970 + 86_400 else { return "timestamp \(text) is in the future" }
        return nil
    }
}
