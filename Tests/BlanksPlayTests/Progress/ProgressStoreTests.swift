import BlanksTestSupport
import Foundation
import GRDB
import Testing

@testable import BlanksModel
@testable import BlanksPlay

@Suite("Progress store")
struct ProgressStoreTests {
    let start = Date(timeIntervalSince1970: 1_717_236_000)

    func sourced(_ id: String = "fixture-1", level: Int = 1) -> SourcedPuzzle {
        SourcedPuzzle(puzzle: PuzzleFixtures.puzzle(id: id, level: level), origin: "batch-1")
    }

    @Test func opensANewFileInNewDirectoriesAndRecordsItsMigrations() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("deep/er/progress.sqlite")
        _ = try ProgressStore.open(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        let applied = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied == ["v1 profiles, games, moves", TraceMigration.identifier, ProgressMigrations.hints])
        _ = try ProgressStore.open(path: path)
    }

    @Test func aProfileIsCreatedOnceAtTheStartLevel() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        let first = try store.profile(named: "ada", at: start)
        let again = try store.profile(named: "ada", at: start + 100)
        #expect(first == again)
        #expect(first.level == 1)
        #expect(first.bestScore == 0)
        #expect(try store.existingProfile(named: "bob") == nil)
    }

    @Test(arguments: ["", String(repeating: "x", count: 65), "tab\there"])
    func badProfileNamesAreRefused(name: String) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        #expect(throws: ProgressStoreError.invalidProfileName(name)) { try store.profile(named: name, at: start) }
    }

    @Test func movesAreSavedInOrderAndTheFinishUpdatesTheProfile() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        let profile = try store.profile(named: "ada", at: start)
        let game = try store.startGame(profile: profile, puzzle: sourced(), at: start)
        #expect(game.endedAt == nil && game.score == nil && game.outOf == 10 && game.title == "Anarchism")
        try store.record(Move(blank: 1, word: "that", previous: nil), game: game.id, at: start + 5)
        try store.record(Move(blank: 1, word: "in", previous: "that"), game: game.id, at: start + 9)
        let open = try #require(try store.openGame(profile: profile.id))
        #expect(open.moves.map(\.seq) == [1, 2])
        #expect(open.moves.map(\.kind) == [.fill, .change])
        #expect(open.moves[1].at == start + 9)

        let end = try store.finish(game: game.id, score: 10, at: start + 60)
        #expect(end.before.level == 1)
        #expect(end.after.level == 2)
        #expect(end.after.bestScore == 10 && end.after.totalScore == 10 && end.after.gamesFinished == 1)
        #expect(end.game.score == 10 && end.game.endedAt == start + 60 && end.game.levelAfter == 2)
        #expect(try store.openGame(profile: profile.id) == nil)
        #expect(
            try store.playedPuzzles(profile: profile.id) == [
                PlayedPuzzle(id: "fixture-1", lastStarted: start, revid: 716_551_092)
            ])

        #expect(throws: ProgressStoreError.gameAlreadyFinished(game.id)) {
            try store.record(Move(blank: 2, word: "from", previous: nil), game: game.id, at: start + 70)
        }
        #expect(throws: ProgressStoreError.gameAlreadyFinished(game.id)) {
            try store.finish(game: game.id, score: 3, at: start + 80)
        }
        #expect(throws: ProgressStoreError.noSuchGame(999)) { try store.game(id: 999) }
    }

    @Test func aProfileHasAtMostOneUnfinishedGame() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        let profile = try store.profile(named: "ada", at: start)
        _ = try store.startGame(profile: profile, puzzle: sourced(), at: start)
        #expect(throws: ProgressStoreError.self) {
            try store.startGame(profile: profile, puzzle: sourced("fixture-2"), at: start + 1)
        }
        #expect(try store.games(profile: profile.id).count == 1)
    }

    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftAsItWas() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("progress.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: ProgressStoreError.notADatabase(path: path)) { try ProgressStore.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(ProgressStoreError.notADatabase(path: path).description.contains("left untouched"))
    }

    @Test func aDamagedDatabaseIsRefusedAndLeftAsItWas() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("progress.sqlite")
        let store = try ProgressStore.open(path: path)
        let profile = try store.profile(named: "ada", at: start)
        let game = try store.startGame(profile: profile, puzzle: sourced(), at: start)
        try store.record(Move(blank: 1, word: "that", previous: nil), game: game.id, at: start + 1)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = 4096
        #expect(bytes.count > 2 * pageSize)
        for offset in pageSize..<2 * pageSize { bytes[offset] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            try ProgressStore.open(path: path)
        } throws: { error in
            guard case .corrupt(let failing, _)? = error as? ProgressStoreError else { return false }
            return failing == path
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aLockedDatabaseIsReportedAndNothingIsLost() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("progress.sqlite")
        let store = try ProgressStore.open(path: path)
        let profile = try store.profile(named: "ada", at: start)
        let game = try store.startGame(profile: profile, puzzle: sourced(), at: start)
        try store.record(Move(blank: 1, word: "that", previous: nil), game: game.id, at: start + 1)

        let holder = try DatabaseQueue(path: path)
        try holder.inDatabase { db in
            try db.execute(sql: "BEGIN EXCLUSIVE TRANSACTION")
            #expect(throws: ProgressStoreError.locked(path: path)) {
                try ProgressStore.open(path: path, busyTimeout: 0.2)
            }
            #expect(throws: ProgressStoreError.locked(path: path)) {
                try store.record(Move(blank: 2, word: "from", previous: nil), game: game.id, at: start + 2)
            }
            try db.execute(sql: "ROLLBACK")
        }
        let reopened = try ProgressStore.open(path: path)
        let open = try #require(try reopened.openGame(profile: profile.id))
        #expect(open.moves.map(\.move) == [Move(blank: 1, word: "that", previous: nil)])
    }

    @Test func anotherProgramsDatabaseIsRefusedUntouched() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("other.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE recipe (name TEXT)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: ProgressStoreError.foreignDatabase(path: path)) { try ProgressStore.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.path("p.sqlite")
        _ = try ProgressStore.open(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9 from the future')")
        }
        #expect(throws: ProgressStoreError.newerSchema(path: path)) { try ProgressStore.open(path: path) }
    }

    @Test func theDefaultPathFollowsXDG() {
        #expect(
            ProgressStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/wikiblanks/progress.sqlite")
        #expect(
            ProgressStore.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/share/wikiblanks/progress.sqlite")
        #expect(
            ProgressStore.defaultPath(environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/wikiblanks/progress.sqlite")
    }
}
