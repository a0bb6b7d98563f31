import BlanksCorpus
import BlanksTestSupport
import Foundation
import GRDB
import Testing

@testable import BlanksModel
@testable import BlanksPlay
@testable import BlanksPuzzle

/// Damaged cells (dates as FuzzProgressStore found them, and values of the
/// wrong type written by hand): each read that meets one fails with one
/// "damaged" error naming the file and the cell, never a trap.
@Suite struct ProgressStoreHostileFileTests {
    let start = Date(timeIntervalSince1970: 1_717_236_000)

    /// A copy of a fixture in a new temp folder, never the fixture itself.
    func copy(_ fixture: String) throws -> (TemporaryDirectory, String) {
        let temp = try TemporaryDirectory()
        let path = temp.path("progress.sqlite")
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/Fixtures/progress/\(fixture)"),
            to: URL(fileURLWithPath: path))
        return (temp, path)
    }

    /// Whether `body` fails with `.corrupt` for `path`, on one line holding `detail`.
    func refusesAsDamaged<T>(_ path: String, _ detail: String, _ body: () throws -> T) -> Bool {
        do {
            _ = try body()
            return false
        } catch let error as ProgressStoreError {
            guard case .corrupt(path, let found) = error else { return false }
            return found.contains(detail) && error.description.hasPrefix(path + ":")
                && !error.description.contains("\n")
        } catch {
            return false
        }
    }

    /// A store with one profile, one blanks game with a move and one trace level.
    func playedStore() throws -> (TemporaryDirectory, String, ProgressStore) {
        let temp = try TemporaryDirectory()
        let path = temp.path("progress.sqlite")
        let store = try ProgressStore.open(path: path)
        let profile = try store.profile(named: "default", at: start)
        let puzzle = SourcedPuzzle(puzzle: PuzzleFixtures.puzzle(id: "fixture-1", level: 1), origin: "batch-1")
        let game = try store.startGame(profile: profile, puzzle: puzzle, at: start)
        try store.record(Move(blank: 1, word: "that", previous: nil), game: game.id, at: start + 1)
        return (temp, path, store)
    }

    func damage(_ path: String, _ sql: String) throws {
        try DatabaseQueue(path: path).write { db in try db.execute(sql: sql) }
    }

    /// The file's bytes, to show a refused open changed nothing, `sqlite_sequence` included.
    func digest(_ path: String) throws -> String {
        ContentHash.sha256Hex(of: try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func aDateOfNULBytesIsRefusedOnOpeningAndTheFileIsUnchanged() throws {
        let (temp, path) = try copy("fuzz-nul-in-date.sqlite")
        defer { temp.remove() }
        let before = try digest(path)
        #expect(
            refusesAsDamaged(path, "game 1, started_at: \"\\u{00}") {
                try ProgressStore.open(path: path, busyTimeout: 0.1)
            })
        #expect(try digest(path) == before)
    }

    /// The finding that stopped GRDB's parser past the old NUL scan: that scan read
    /// the game's date from the `game_by_profile` index, which holds a valid text,
    /// while the row holds NULs. Opening reads the rows themselves, so it refuses.
    @Test func aDateOfNULsBehindAValidIndexIsRefusedOnOpeningAndTheFileIsUnchanged() throws {
        let (temp, path) = try copy("fuzz-nul-date-behind-index.sqlite")
        defer { temp.remove() }
        let before = try digest(path)
        let detail = "game 1, started_at: \"\\u{00}\\u{00}\\u{00}\\u{00}\\u{00}11-23 22:31:51.414\" is not a date"
        #expect(refusesAsDamaged(path, detail) { try ProgressStore.open(path: path, busyTimeout: 0.1) })
        #expect(try digest(path) == before)
    }

    /// Any damaged cell, in any table, is found on opening, before the store
    /// writes anything: the refused file keeps every byte (its `sqlite_sequence` too).
    @Test(arguments: [
        ("UPDATE game SET started_at = 'Tuesday'", "game 1, started_at: \"Tuesday\" is not a date"),
        ("UPDATE game SET ended_at = x'00', score = 1", "game 1, ended_at: a BLOB, not a date"),
        ("UPDATE move SET at = 1717236000", "move 1, at: an integer, not a date"),
        ("UPDATE profile SET level = 'ten'", "profile 1, level: the text \"ten\", not an integer"),
        ("UPDATE game SET title = x'FF00'", "game 1, title: a BLOB of 2 bytes, not text")
    ])
    func aDamagedCellIsRefusedOnOpeningAndTheFileIsUnchanged(sql: String, detail: String) throws {
        let (temp, path, _) = try playedStore()
        defer { temp.remove() }
        try damage(path, sql)
        let before = try digest(path)
        #expect(refusesAsDamaged(path, detail) { try ProgressStore.open(path: path, busyTimeout: 0.1) })
        #expect(try digest(path) == before)
        let healthy = try playedStore()
        defer { healthy.0.remove() }
        #expect(throws: Never.self) { try ProgressStore.open(path: healthy.1, busyTimeout: 0.1) }
    }

    @Test(arguments: [
        ("x'32303236'", "a BLOB, not a date"),
        ("1717236000", "an integer, not a date"),
        ("1717236000.5", "a real number, not a date"),
        ("'2024-06-01T10:00:00.000'", "is not a date as yyyy-MM-dd HH:mm:ss.SSS"),
        ("'2024-06-01 10:00:00'", "is not a date"),
        ("'2024-02-30 10:00:00.000'", "day 30 is out of range"),
        // A valid date, then a NUL and more: GRDB's text of the cell stops at the NUL.
        ("CAST(x'323032342D30362D30312031303A30303A30302E30303000FF' AS TEXT)", "is not a date")
    ])
    func aDamagedGameDateIsRefusedByEveryRead(value: String, detail: String) throws {
        let (temp, path, store) = try playedStore()
        defer { temp.remove() }
        try damage(path, "UPDATE game SET started_at = \(value)")
        #expect(refusesAsDamaged(path, "game 1, started_at: ") { try store.games(profile: 1) })
        #expect(refusesAsDamaged(path, detail) { try store.openGame(profile: 1) })
        #expect(refusesAsDamaged(path, detail) { try store.game(id: 1) })
        #expect(refusesAsDamaged(path, "game of puzzle fixture-1, last: ") { try store.playedPuzzles(profile: 1) })
        #expect(
            refusesAsDamaged(path, detail) {
                try store.record(Move(blank: 2, word: "in", previous: nil), game: 1, at: start + 2)
            })
    }

    @Test func damagedDatesAreNamedByTableRowAndColumn() throws {
        let (temp, path, store) = try playedStore()
        defer { temp.remove() }
        let level = try TraceGenerator().puzzle(seed: "hostile", level: 1, position: 0)
        let trace = try store.startTraceGame(profile: 1, puzzle: level, origin: "test", at: start)

        try damage(path, "UPDATE move SET at = 'Tuesday'")
        #expect(refusesAsDamaged(path, "move 1, at: \"Tuesday\" is not a date") { try store.game(id: 1) })
        try damage(path, "UPDATE profile SET created_at = '2024-06-01 10:00:00.000 '")
        #expect(refusesAsDamaged(path, "profile 1, created_at: ") { try store.existingProfile(named: "default") })
        try damage(path, "UPDATE trace_game SET ended_at = x'00'")
        #expect(refusesAsDamaged(path, "trace_game \(trace.id), ended_at: a BLOB") { try store.traceGames(profile: 1) })
    }

    /// A cell of the wrong type is refused the same way as a damaged date: one
    /// line naming table, row and column, never GRDB's report of the whole row.
    @Test(arguments: [
        ("UPDATE game SET score = 'lots'", "game 1, score: the text \"lots\", not an integer"),
        ("UPDATE game SET out_of = 'ten'", "game 1, out_of: the text \"ten\", not an integer"),
        ("UPDATE game SET puzzle_level = 1e300", "game 1, puzzle_level: the real number 1e+300, not an integer"),
        ("UPDATE game SET title = x'FF00'", "game 1, title: a BLOB of 2 bytes, not text"),
        ("UPDATE move SET kind = 'jump'", "move 1, kind: the text \"jump\", not a move kind"),
        ("UPDATE move SET word = x'C3'", "move 1, word: a BLOB of 1 byte, not text")
    ])
    func aCellOfTheWrongTypeIsADamagedFile(sql: String, detail: String) throws {
        let (temp, path, store) = try playedStore()
        defer { temp.remove() }
        // The schema's CHECKs (kind's words, score only when ended) are what a
        // damaged file no longer keeps.
        try damage(path, "PRAGMA ignore_check_constraints = ON; " + sql)
        #expect(refusesAsDamaged(path, detail) { try store.game(id: 1) })
    }

    @Test func aProfileCellOfTheWrongTypeIsNamed() throws {
        let (temp, path, store) = try playedStore()
        defer { temp.remove() }
        try damage(path, "UPDATE profile SET level = 'ten'")
        #expect(
            refusesAsDamaged(path, "profile 1, level: the text \"ten\", not an integer") {
                try store.existingProfile(named: "default")
            })
    }

    @Test func theStoreWritesTheTextGRDBWroteForTheSameDate() throws {
        let (temp, path, store) = try playedStore()
        defer { temp.remove() }
        let moment = Date(timeIntervalSince1970: 1_795_480_623.5064)
        _ = try store.finish(game: 1, score: 4, at: moment)
        let stored = try DatabaseQueue(path: path).read { db in
            try Row.fetchOne(db, sql: "SELECT typeof(ended_at) AS kind, ended_at FROM game WHERE id = 1")
        }
        let row = try #require(stored)
        #expect(row["kind"] as String == "text")
        #expect(row["ended_at"] as DatabaseValue == moment.databaseValue)
        #expect(row["ended_at"] as String == "2026-11-24 00:37:03.506")
    }
}
