import BlanksPuzzle
import Foundation
import GRDB
import Testing

@testable import BlanksPlay

/// The progress store's own date text: the exact format GRDB wrote for a
/// `Date`, read strictly.
@Suite struct ProgressTimestampTests {
    func parse(_ text: String) throws(ProgressTimestampError) -> ProgressTimestamp {
        try ProgressTimestamp(text: Array(text.utf8))
    }

    func problem(_ text: String) -> ProgressTimestampError? {
        problem(Array(text.utf8))
    }

    func problem(_ bytes: [UInt8]) -> ProgressTimestampError? {
        do {
            _ = try ProgressTimestamp(text: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func aStoredTextReadsAsItsMomentAndWritesBackTheSame() throws {
        let timestamp = try parse("2026-11-24 00:37:03.506")
        #expect(timestamp.milliseconds == 1_795_480_623_506)
        #expect(timestamp.text == "2026-11-24 00:37:03.506")
        #expect(timestamp.date == Date(timeIntervalSince1970: 1_795_480_623.506))
        #expect(ProgressTimestamp(timestamp.date) == timestamp)
        #expect(try parse("1970-01-01 00:00:00.000").milliseconds == 0)
        #expect(try parse("1969-12-31 23:59:59.999").milliseconds == -1)
    }

    @Test func theYearsRunFromOneTo9999() throws {
        #expect(try parse("0001-01-01 00:00:00.000").milliseconds == ProgressTimestamp.range.lowerBound)
        #expect(try parse("9999-12-31 23:59:59.999").milliseconds == ProgressTimestamp.range.upperBound)
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: 1e15)).text == "9999-12-31 23:59:59.999")
        #expect(ProgressTimestamp(Date.distantPast).text == "0001-01-01 00:00:00.000")
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: .nan)).text == "1970-01-01 00:00:00.000")
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: .infinity)).text == "9999-12-31 23:59:59.999")
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: -.infinity)).text == "0001-01-01 00:00:00.000")
        #expect(problem("0000-01-01 00:00:00.000") == .outOfRange(field: "year", value: 0))
    }

    @Test(arguments: [
        ("2026-00-10 12:00:00.000", "month", 0), ("2026-13-10 12:00:00.000", "month", 13),
        ("2026-01-00 12:00:00.000", "day", 0), ("2026-01-32 12:00:00.000", "day", 32),
        ("2026-04-31 12:00:00.000", "day", 31), ("2023-02-29 12:00:00.000", "day", 29),
        ("1900-02-29 12:00:00.000", "day", 29), ("2026-01-10 24:00:00.000", "hour", 24),
        ("2026-01-10 12:60:00.000", "minute", 60), ("2026-01-10 12:00:60.000", "second", 60),
        ("9257-11-23 22:99:51.382", "minute", 99)
    ])
    func aFieldOutOfItsRangeIsRefused(text: String, field: String, value: Int) {
        #expect(problem(text) == .outOfRange(field: field, value: value))
    }

    @Test func leapDaysFollowTheGregorianRules() throws {
        #expect(try parse("2024-02-29 00:00:00.000").text == "2024-02-29 00:00:00.000")
        #expect(try parse("2000-02-29 00:00:00.000").text == "2000-02-29 00:00:00.000")
        #expect(try parse("9257-11-23 22:31:51.382").text == "9257-11-23 22:31:51.382")
    }

    @Test(arguments: [
        "", "2026-11-24", "2026-11-24 00:37:03", "2026-11-24 00:37:03.50", "2026-11-24 00:37:03.5060",
        "2026-11-24T00:37:03.506", "2026/11/24 00:37:03.506", "+026-11-24 00:37:03.506",
        " 026-11-24 00:37:03.506", "2026-11-24 00:37:03,506", "2026-1a-24 00:37:03.506",
        "２０２６-11-24 00:37:03.506", "٢٠٢٦-11-24 00:37:03.506", "2026-11-24 00:37:03.5\u{0}6",
        "2026-11-24 00:37:03.506\u{0}", "\u{0}\u{0}\u{0}\u{0}\u{0}11-23 22:31:51.414"
    ])
    func anyOtherTextIsRefused(text: String) {
        guard case .notInFormat? = problem(text) else {
            Issue.record("\(text.debugDescription) was not refused as out of format")
            return
        }
    }

    @Test func theMessageShowsAShortEscapedTextOnOneLine() {
        let long = [UInt8](repeating: UInt8(ascii: "9"), count: 1 << 20)
        guard case .notInFormat(let shown)? = problem(long) else {
            Issue.record("a megabyte of digits was not refused")
            return
        }
        #expect(shown == String(repeating: "9", count: 40) + "…")
        let withControls = problem("2026-11-24 00:37:03.5\u{0}\u{1B}")
        #expect(withControls == .notInFormat("2026-11-24 00:37:03.5\\u{00}\\u{1B}"))
        #expect(withControls?.description.contains("\n") == false)
        #expect(problem([0xFF, 0xFE]) == .notInFormat("\u{FFFD}\u{FFFD}"))
    }

    @Test func aDateIsRoundedToTheNearestMillisecondAsGRDBWroteIt() {
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: 1_700_000_000.1237)).text == "2023-11-14 22:13:20.124")
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: 1_700_000_000.9999)).text == "2023-11-14 22:13:21.000")
        #expect(ProgressTimestamp(Date(timeIntervalSince1970: -1.5)).text == "1969-12-31 23:59:58.500")
    }

    /// The text matches GRDB's own `Date` storage for dates a clock gives (from
    /// 1583 on: Foundation's calendar is Julian before October 1582), and both
    /// read it back as the same millisecond: files written before and after
    /// this type are identical.
    @Test func theTextIsTheOneGRDBWritesForADate() throws {
        var generator = SeededGenerator(seed: 14)
        let first = try parse("1583-01-01 00:00:00.000").date.timeIntervalSince1970
        let last = ProgressTimestamp.range.upperBound / 1000
        for index in 0..<2000 {
            let seconds = first + Double(generator.next() % UInt64(last - Int64(first)))
            let date =
                index.isMultiple(of: 2)
                ? Date(timeIntervalSince1970: seconds + Double(generator.next() % 1000) / 1000)
                : Date(timeIntervalSince1970: seconds + Double(generator.next() % 1_000_000) / 1_000_000)
            let ours = ProgressTimestamp(date)
            #expect(ours.databaseValue == date.databaseValue, "\(date.timeIntervalSince1970)")
            let grdbRead = try #require(Date.fromDatabaseValue(ours.databaseValue))
            #expect(ProgressTimestamp(grdbRead) == ours)
        }
    }

    @Test func aRowReadsItsDateCellsExactly() throws {
        let row = try #require(
            try DatabaseQueue().read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT '2026-11-24 00:37:03.506' AS at, NULL AS ended_at, x'00' AS blob, 7 AS number
                        """)
            })
        #expect(
            try row.progressDate("at", in: "move 1")
                == ProgressTimestamp(text: Array("2026-11-24 00:37:03.506".utf8)).date)
        #expect(try row.optionalProgressDate("ended_at", in: "game 1") == nil)
        #expect(try row.optionalProgressDate("absent", in: "game 1") == nil)
        #expect(throws: DamagedCell(cell: "game 1, ended_at", problem: .date(.missing))) {
            try row.progressDate("ended_at", in: "game 1")
        }
        #expect(throws: DamagedCell(cell: "game 1, blob", problem: .date(.notText(storage: "a BLOB")))) {
            try row.progressDate("blob", in: "game 1")
        }
        #expect(throws: DamagedCell(cell: "game 1, number", problem: .date(.notText(storage: "an integer")))) {
            try row.optionalProgressDate("number", in: "game 1")
        }
    }
}
