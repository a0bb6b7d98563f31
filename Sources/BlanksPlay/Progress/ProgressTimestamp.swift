import BlanksSupport
import Foundation
import GRDB

/// A moment as the progress database stores it: the 23-byte UTC text
/// `yyyy-MM-dd HH:mm:ss.SSS`, the text GRDB writes for a `Date`, so files
/// written before and after this type are identical.
///
/// Dates are read by this type, never by GRDB's `Date` decoding: that accepts
/// several formats and numbers, and its parser fails a debug assertion on a text
/// holding a NUL byte. Anything but the exact format is a damaged cell.
/// Years 0001–9999 of the proleptic Gregorian calendar, as SQLite's date
/// functions count (Foundation's formatter switches to the Julian calendar
/// before 15 October 1582; no clock of a wikiblanks player reads that).
struct ProgressTimestamp: Hashable, Sendable {
    /// Milliseconds since 1970-01-01 00:00:00 UTC, within `range`.
    let milliseconds: Int64

    /// 0001-01-01 00:00:00.000 through 9999-12-31 23:59:59.999: what four year digits hold.
    static let range: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999
    static let textLength = 23
    private static let millisecondsPerDay: Int64 = 86_400_000

    /// `date` to the nearest millisecond (Foundation's formatter, which GRDB used,
    /// rounds the same way), clamped to `range`; a NaN date counts as 1970.
    /// The clock is the only source of dates, so the clamp guards a clock gone mad.
    init(_ date: Date) {
        let scaled = (date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)
        if scaled.isNaN {
            milliseconds = 0
        } else if scaled <= Double(Self.range.lowerBound) {
            milliseconds = Self.range.lowerBound
        } else if scaled >= Double(Self.range.upperBound) {
            milliseconds = Self.range.upperBound
        } else {
            milliseconds = Int64(scaled)
        }
    }

    /// Parses the exact bytes of a date cell: 23 bytes, ASCII digits and the
    /// separators `- - space : : .`, each field in range (the day within its
    /// month). A text of any other length is refused on its length alone.
    init(text bytes: [UInt8]) throws(ProgressTimestampError) {
        guard bytes.count == Self.textLength else { throw .notInFormat(ProgressTimestampError.shown(bytes)) }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, " "), (13, ":"), (16, ":"), (19, ".")]
        for (offset, separator) in separators where bytes[offset] != separator.asciiValue {
            throw .notInFormat(ProgressTimestampError.shown(bytes))
        }
        func field(_ range: Range<Int>, _ name: String, _ valid: ClosedRange<Int>) throws(ProgressTimestampError) -> Int
        {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                    throw .notInFormat(ProgressTimestampError.shown(bytes))
                }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            guard valid.contains(value) else { throw .outOfRange(field: name, value: value) }
            return value
        }
        let year = try field(0..<4, "year", 1...9999)
        let month = try field(5..<7, "month", 1...12)
        let day = try field(8..<10, "day", 1...CivilDate.daysIn(month: month, year: year))
        let hour = try field(11..<13, "hour", 0...23)
        let minute = try field(14..<16, "minute", 0...59)
        let second = try field(17..<19, "second", 0...59)
        let millisecond = try field(20..<23, "millisecond", 0...999)
        let days = Int64(CivilDate.daysSince1970(year: year, month: month, day: day))
        let seconds = Int64(hour * 3600 + minute * 60 + second)
        milliseconds = days * Self.millisecondsPerDay + seconds * 1000 + Int64(millisecond)
    }

    var date: Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    /// The stored text, `yyyy-MM-dd HH:mm:ss.SSS` in UTC.
    var text: String {
        var days = milliseconds / Self.millisecondsPerDay
        var inDay = milliseconds % Self.millisecondsPerDay
        if inDay < 0 {
            days -= 1
            inDay += Self.millisecondsPerDay
        }
        let (year, month, day) = CivilDate.civil(daysSince1970: Int(days))
        let time = Int(inDay)
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2)) "
            + "\(digits(time / 3_600_000, 2)):\(digits(time / 60_000 % 60, 2)):\(digits(time / 1000 % 60, 2))"
            + ".\(digits(time % 1000, 3))"
    }
}

/// Written as its text. Read from a `DatabaseValue` only where no row is at hand:
/// GRDB's text of a cell stops at a NUL byte, so records read their dates with
/// `Row.progressDate(_:in:)`, which sees the cell's exact bytes.
extension ProgressTimestamp: DatabaseValueConvertible {
    var databaseValue: DatabaseValue { text.databaseValue }

    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> ProgressTimestamp? {
        guard case .string(let text) = dbValue.storage else { return nil }
        return try? ProgressTimestamp(text: Array(text.utf8))
    }
}
