import BlanksTestSupport
import Foundation
import GRDB
import Testing

@testable import BlanksModel
@testable import BlanksPlay
@testable import BlanksPuzzle

/// A progress file written by wikiblanks before the trace game (commit
/// ccd14df, made as Tests/Fixtures/progress/README.md says) opens, keeps its
/// blanks games, and gains the trace tables.
@Suite("Progress migration to the trace tables")
struct TraceMigrationTests {
    static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/progress/progress-before-trace.sqlite")

    /// A copy of the fixture in a new temp folder: the fixture itself is never opened for writing.
    func copy() throws -> (TemporaryDirectory, String) {
        let temp = try TemporaryDirectory()
        let path = temp.path("progress.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
        return (temp, path)
    }

    func tables(_ path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
    }

    @Test func theFixtureIsFromBeforeTheTraceGame() throws {
        let tables = try tables(Self.fixture.path)
        #expect(tables.contains("game") && tables.contains("move") && tables.contains("profile"))
        #expect(!tables.contains("trace_game"))
    }

    @Test func anOldFileOpensKeepsItsGamesAndGainsTheTraceTables() throws {
        let (temp, path) = try copy()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: path)
        let tables = try tables(path)
        #expect(tables.contains("trace_game") && tables.contains("trace_move") && tables.contains("trace_standing"))

        let profile = try #require(try store.existingProfile(named: "default"))
        let games = try store.games(profile: profile.id)
        #expect(games.count == 2)
        #expect(games[0].isFinished && games[0].score != nil)
        let open = try #require(try store.openGame(profile: profile.id), "the unfinished blanks game still resumes")
        #expect(open.game.id == games[1].id)
        #expect(!open.moves.isEmpty)
        let history = try GameHistory.entries(store: store, profileName: "default")
        #expect(history.map(\.kind) == ["blanks", "blanks"])
        #expect(history.map(\.completed) == [true, false])
        #expect(try GameHistory.show(store: store, game: "1").first?.hasPrefix("Game 1: ") == true)

        #expect(try store.traceLevel(profile: profile.id) == 1)
        let puzzle = try TraceGenerator().puzzle(seed: "migrated", level: 1, position: 0)
        let game = try store.startTraceGame(profile: profile.id, puzzle: puzzle, origin: "test", at: Date())
        var session = try TraceSession(puzzle: puzzle)
        for (index, label) in puzzle.order.enumerated() {
            try store.record(try session.place(index + 1, in: label), traceGame: game.id, at: Date())
        }
        #expect(try store.finishTraceGame(game.id, completed: true, at: Date()) == 2)
        #expect(try store.traceTotalScore(profile: profile.id) == 3)
    }

    @Test func openingTwiceMigratesOnceAndTheFixtureIsUntouched() throws {
        let before = try Data(contentsOf: Self.fixture)
        let (temp, path) = try copy()
        defer { temp.remove() }
        _ = try ProgressStore.open(path: path)
        _ = try ProgressStore.open(path: path)
        let migrations = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(migrations == ["v1 profiles, games, moves", TraceMigration.identifier, ProgressMigrations.hints])
        #expect(try Data(contentsOf: Self.fixture) == before)
    }
}
