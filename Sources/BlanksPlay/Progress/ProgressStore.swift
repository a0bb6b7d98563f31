import BlanksModel
import BlanksSupport
import Foundation
import GRDB

extension Move.Kind: DatabaseValueConvertible {}

/// Profiles, games and moves in a local SQLite file, through GRDB.
///
/// Every change is one transaction, so a game killed at any point leaves the
/// file consistent and resumable. A file that is not a healthy wikiblanks
/// progress database is refused, never repaired, deleted or recreated.
package struct ProgressStore: Sendable {
    package let path: String
    private let queue: DatabaseQueue
    /// Whether `open` created the file, and the folder it created for it:
    /// what `discardIfNew` removes when `play` fails before any game.
    let createdFile: Bool
    /// The folders `open` created, innermost first.
    let createdDirectories: [String]

    /// Opens (creating if needed) the database at `path` and brings its
    /// schema up to date. `busyTimeout` is how long to wait for another
    /// program's lock before giving up.
    package static func open(path: String, busyTimeout: TimeInterval = 2) throws(ProgressStoreError) -> ProgressStore {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var createdDirectories: [String] = []
        var missing = URL(fileURLWithPath: directory)
        while missing.path != "/", !FileManager.default.fileExists(atPath: missing.path) {
            createdDirectories.append(missing.path)
            missing.deleteLastPathComponent()
        }
        let createdFile = !FileManager.default.fileExists(atPath: path)
        do {
            return try openCreating(
                path: path, directory: directory, busyTimeout: busyTimeout,
                createdFile: createdFile, createdDirectories: createdDirectories)
        } catch {
            // A start that fails (a full disk, a folder that cannot be made)
            // leaves nothing it made: the empty file, then its new folders.
            discard(path: path, createdFile: createdFile, createdDirectories: createdDirectories)
            throw error
        }
    }

    private static func openCreating(
        path: String, directory: String, busyTimeout: TimeInterval, createdFile: Bool,
        createdDirectories: [String]
    ) throws(ProgressStoreError) -> ProgressStore {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory, reason: (error as NSError).localizedDescription)
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        return try mapErrors(path: path) {
            let migrator = ProgressMigrations.migrator
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // Known good before the first write: GRDB's `read` runs under
            // `PRAGMA query_only`, so a refused file keeps every byte. (A
            // connection opened read-only would not do: its quick_check skips
            // CHECK constraints.)
            if let problem = try queue.read({ db in try problems(in: db, path: path, migrator: migrator) }) {
                throw problem
            }
            try migrator.migrate(queue)
            return ProgressStore(
                path: path, queue: queue, createdFile: createdFile,
                createdDirectories: createdDirectories)
        }
    }

    /// Why the file cannot be used as it is, or nil: damaged pages or cells,
    /// another program's tables, a newer schema. Reads only.
    private static func problems(
        in db: Database, path: String,
        migrator: DatabaseMigrator
    ) throws -> ProgressStoreError? {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        if check != ["ok"] { return .corrupt(path: path, detail: check.first ?? "quick_check failed") }
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                """)
        if !tables.isEmpty, !tables.contains("grdb_migrations") { return .foreignDatabase(path: path) }
        if try migrator.hasBeenSuperseded(db) { return .newerSchema(path: path) }
        if let damage = try ProgressAudit.firstDamage(in: db) {
            return .corrupt(path: path, detail: damage.description)
        }
        return nil
    }

    /// Removes the database and its folders again when `open` created them:
    /// a `play` that failed before its first game leaves nothing behind.
    /// Call it only while holding the `ProgressLock`, so no other game uses the file.
    func discardIfNew() {
        Self.discard(path: path, createdFile: createdFile, createdDirectories: createdDirectories)
    }

    /// Removes the file (and its journals) when `createdFile`, then each
    /// folder of `createdDirectories` that is empty, innermost first.
    private static func discard(path: String, createdFile: Bool, createdDirectories: [String]) {
        guard createdFile else { return }
        for suffix in ["", "-journal", "-wal", "-shm"] { _ = unlink(path + suffix) }
        for directory in createdDirectories {
            guard rmdir(directory) == 0 else { break }
        }
    }

    /// Where the progress database lives by default:
    /// `$XDG_DATA_HOME/wikiblanks/progress.sqlite`, else under `~/.local/share`.
    package static func defaultPath(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/wikiblanks/progress.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/wikiblanks/progress.sqlite"
    }

    /// The profile called `name`, created at the start level the first time.
    func profile(named name: String, rules: LevelRules = .standard, at date: Date) throws(ProgressStoreError) -> Profile
    {
        guard (1...64).contains(name.count),
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .invalidProfileName(name)
        }
        return try write { db in
            try db.execute(
                sql: "INSERT INTO profile (name, level, created_at) VALUES (?, ?, ?) ON CONFLICT(name) DO NOTHING",
                arguments: [name, rules.startLevel, ProgressTimestamp(date)])
            return try Profile.fetchOne(db, sql: "SELECT * FROM profile WHERE name = ?", arguments: [name])
                .orThrow(.failed(path: path, reason: "profile \(name) vanished"))
        }
    }

    /// The profile called `name`, nil when it has never played.
    func existingProfile(named name: String) throws(ProgressStoreError) -> Profile? {
        try read { db in try Profile.fetchOne(db, sql: "SELECT * FROM profile WHERE name = ?", arguments: [name]) }
    }

    /// The profile's unfinished game with its moves, if any.
    func openGame(profile: Int64) throws(ProgressStoreError) -> StoredGame? {
        try read { db in
            guard
                let game = try GameRecord.fetchOne(
                    db, sql: "SELECT * FROM game WHERE profile_id = ? AND ended_at IS NULL", arguments: [profile])
            else { return nil }
            return StoredGame(game: game, moves: try Self.savedMoves(GameRecord.self, db, game: game.id))
        }
    }

    /// Each puzzle the profile has started, with the last time it did. A cursor,
    /// not `Row.fetchAll`: its rows show `optionalProgressDate` the cells' exact bytes.
    func playedPuzzles(profile: Int64) throws(ProgressStoreError) -> [PlayedPuzzle] {
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT puzzle_id, MAX(started_at) AS last, MIN(revid) AS revid FROM game WHERE profile_id = ?
                    GROUP BY puzzle_id ORDER BY puzzle_id
                    """, arguments: [profile])
            var played: [PlayedPuzzle] = []
            while let row = try rows.next() {
                let id: String = try row.cell("puzzle_id", in: "game of profile \(profile)")
                let revid: Int = try row.cell("revid", in: "game of puzzle \(id)")
                played.append(
                    PlayedPuzzle(
                        id: id, lastStarted: try row.progressDate("last", in: "game of puzzle \(id)"),
                        revid: revid))
            }
            return played
        }
    }

    /// Saves a new, unfinished game of `puzzle` for the profile.
    func startGame(profile: Profile, puzzle: SourcedPuzzle, at date: Date) throws(ProgressStoreError) -> GameRecord {
        let json: String
        do {
            json = String(decoding: try CanonicalJSON.encode(puzzle.puzzle), as: UTF8.self)
        } catch {
            throw .failed(path: path, reason: "cannot encode puzzle \(puzzle.puzzle.id)")
        }
        return try write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (profile_id, puzzle_id, puzzle_level, player_level, origin, title, revid,
                                      puzzle_json, started_at, out_of)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    profile.id, puzzle.puzzle.id, puzzle.puzzle.level, profile.level, puzzle.origin,
                    puzzle.puzzle.source.title, puzzle.puzzle.source.revid, json, ProgressTimestamp(date),
                    puzzle.puzzle.blanks.count
                ])
            return try Self.savedGame(GameRecord.self, db, id: db.lastInsertedRowID)
        }
    }

    /// Saves one move of an unfinished game, after those already saved.
    @discardableResult
    func record(_ move: Move, game id: Int64, at date: Date) throws(ProgressStoreError) -> MoveRecord {
        try write { db in
            let game = try Self.savedGame(GameRecord.self, db, id: id)
            guard !game.isFinished else { throw ProgressStoreError.gameAlreadyFinished(id) }
            let seq =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(MAX(seq), 0) + 1 FROM move WHERE game_id = ?",
                    arguments: [id]) ?? 1
            try db.execute(
                sql: """
                    INSERT INTO move (game_id, seq, blank, kind, word, previous, at) VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [id, seq, move.blank, move.kind, move.word, move.previous, ProgressTimestamp(date)])
            return try MoveRecord.fetchOne(
                db, sql: "SELECT * FROM move WHERE id = ?", arguments: [db.lastInsertedRowID]
            )
            .orThrow(.failed(path: path, reason: "move of game \(id) vanished"))
        }
    }

    /// Ends a game with its score and moves the player's level, best and
    /// totals, all in one transaction.
    func finish(game id: Int64, score: Int, at date: Date, rules: LevelRules = .standard) throws(ProgressStoreError)
        -> GameEnd
    {
        try write { db in
            let game = try Self.savedGame(GameRecord.self, db, id: id)
            guard !game.isFinished else { throw ProgressStoreError.gameAlreadyFinished(id) }
            let before = try Profile.fetchOne(
                db, sql: "SELECT * FROM profile WHERE id = ?", arguments: [game.profileId]
            )
            .orThrow(.failed(path: path, reason: "game \(id) has no profile"))
            let standing = rules.standing(after: score, outOf: game.outOf, from: before.standing)
            try db.execute(
                sql: "UPDATE game SET ended_at = ?, score = ?, level_after = ? WHERE id = ?",
                arguments: [ProgressTimestamp(date), score, standing.level, id])
            try db.execute(
                sql: """
                    UPDATE profile SET level = ?, low_streak = ?, best_score = MAX(best_score, ?),
                        total_score = total_score + ?, games_finished = games_finished + 1
                    WHERE id = ?
                    """, arguments: [standing.level, standing.lowStreak, score, score, before.id])
            let after = try Profile.fetchOne(db, sql: "SELECT * FROM profile WHERE id = ?", arguments: [before.id])
                .orThrow(.failed(path: path, reason: "profile \(before.name) vanished"))
            return GameEnd(game: try Self.savedGame(GameRecord.self, db, id: id), before: before, after: after)
        }
    }

    /// The profile's games, oldest first.
    func games(profile: Int64) throws(ProgressStoreError) -> [GameRecord] {
        try savedGames(GameRecord.self, profile: profile)
    }

    /// One game with its moves, and the name of the profile that played it.
    func game(id: Int64) throws(ProgressStoreError) -> (game: StoredGame, profile: Profile) {
        try savedGame(GameRecord.self, id: id)
    }

    func read<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
        try Self.mapErrors(path: path) { try queue.read(body) }
    }

    func write<T>(_ body: (Database) throws -> T) throws(ProgressStoreError) -> T {
        try Self.mapErrors(path: path) { try queue.write(body) }
    }

    private static func mapErrors<T>(path: String, _ body: () throws -> T) throws(ProgressStoreError) -> T {
        do {
            return try body()
        } catch let error as ProgressStoreError {
            throw error
        } catch let error as DamagedCell {
            throw .corrupt(path: path, detail: error.description)
        } catch let error as DatabaseError {
            throw storeError(error, path: path)
        } catch {
            throw .failed(path: path, reason: String(describing: error))
        }
    }

    private static func storeError(_ error: DatabaseError, path: String) -> ProgressStoreError {
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CORRUPT: return .corrupt(path: path, detail: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: reason)
        default: return .failed(path: path, reason: reason)
        }
    }
}

extension Optional {
    func orThrow(_ error: @autoclosure () -> ProgressStoreError) throws -> Wrapped {
        guard let self else { throw error() }
        return self
    }
}
