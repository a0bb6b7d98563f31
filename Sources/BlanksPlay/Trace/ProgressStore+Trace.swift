import BlanksModel
import BlanksSupport
import Foundation
import GRDB

/// The trace game's part of the progress store: each change one transaction,
/// like the blanks game's.
extension ProgressStore {
    /// The profile's current trace level: the last unfinished one, 1 at first.
    func traceLevel(profile: Int64) throws(ProgressStoreError) -> Int {
        try read { db in
            let level =
                try Int.fetchOne(
                    db, sql: "SELECT level FROM trace_standing WHERE profile_id = ?",
                    arguments: [profile]) ?? TraceLevels.range.lowerBound
            // Read from the file: a level off the ladder is brought back onto it.
            return min(max(level, TraceLevels.range.lowerBound), TraceLevels.range.upperBound)
        }
    }

    /// The score over every trace level the profile completed (saturating:
    /// the scores are read from the file). A level left undone — reset, quit,
    /// killed — counts nothing: starting it again shows the numbers again (or,
    /// after a reset, lets the player place them again), so its points would
    /// be free.
    func traceTotalScore(profile: Int64) throws(ProgressStoreError) -> Int {
        try read { db in
            try Int.fetchAll(
                db, sql: "SELECT score FROM trace_game WHERE profile_id = ? AND completed = 1",
                arguments: [profile]
            )
            .reduce(0) { $0.saturatingAdding($1) }
        }
    }

    /// Moves the profile's trace ladder to `level` (clamped to the ladder):
    /// `play --kind trace --level N`, a player choosing where to start.
    func setTraceLevel(profile: Int64, level: Int) throws(ProgressStoreError) {
        let level = min(max(level, TraceLevels.range.lowerBound), TraceLevels.range.upperBound)
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO trace_standing (profile_id, level) VALUES (?, ?)
                    ON CONFLICT(profile_id) DO UPDATE SET level = excluded.level
                    """, arguments: [profile, level])
        }
    }

    /// Ends every level left open (a killed game) as not completed, at its
    /// last move: leaving mid-level restarts the level next time.
    func abandonOpenTraceGames(profile: Int64) throws(ProgressStoreError) {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE trace_game SET completed = 0, ended_at = COALESCE(
                        (SELECT MAX(at) FROM trace_move WHERE game_id = trace_game.id), started_at)
                    WHERE profile_id = ? AND ended_at IS NULL
                    """, arguments: [profile])
        }
    }

    /// Saves a new trace level in play.
    func startTraceGame(profile: Int64, puzzle: TracePuzzle, origin: String, at date: Date)
        throws(ProgressStoreError) -> TraceGameRecord
    {
        let json: String
        do {
            json = String(decoding: try CanonicalJSON.encode(puzzle), as: UTF8.self)
        } catch {
            throw .failed(path: path, reason: "cannot encode puzzle \(puzzle.id)")
        }
        return try write { db in
            try db.execute(
                sql: """
                    INSERT INTO trace_game (profile_id, puzzle_id, level, origin, puzzle_json, started_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [profile, puzzle.id, puzzle.level, origin, json, ProgressTimestamp(date)])
            return try Self.savedGame(TraceGameRecord.self, db, id: db.lastInsertedRowID)
        }
    }

    /// Saves one placement and the level's score after it.
    @discardableResult
    func record(_ move: TraceMove, traceGame id: Int64, at date: Date) throws(ProgressStoreError) -> TraceMoveRecord {
        try write { db in
            let game = try Self.savedGame(TraceGameRecord.self, db, id: id)
            guard game.endedAt == nil else { throw ProgressStoreError.gameAlreadyFinished(id) }
            let seq =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(MAX(seq), 0) + 1 FROM trace_move WHERE game_id = ?",
                    arguments: [id]) ?? 1
            try db.execute(
                sql: """
                    INSERT INTO trace_move (game_id, seq, box, number, is_right, score_after, at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [id, seq, move.box, move.number, move.isRight, move.scoreAfter, ProgressTimestamp(date)])
            try db.execute(sql: "UPDATE trace_game SET score = ? WHERE id = ?", arguments: [move.scoreAfter, id])
            return try TraceMoveRecord.fetchOne(
                db, sql: "SELECT * FROM trace_move WHERE id = ?",
                arguments: [db.lastInsertedRowID]
            )
            .orThrow(.failed(path: path, reason: "move of trace game \(id) vanished"))
        }
    }

    /// Ends a level; a completed one opens the next level (never lowering the
    /// profile's level when an easier one is replayed). Returns the new level.
    @discardableResult
    func finishTraceGame(_ id: Int64, completed: Bool, at date: Date) throws(ProgressStoreError) -> Int {
        try write { db in
            let game = try Self.savedGame(TraceGameRecord.self, db, id: id)
            guard game.endedAt == nil else { throw ProgressStoreError.gameAlreadyFinished(id) }
            try db.execute(
                sql: "UPDATE trace_game SET ended_at = ?, completed = ? WHERE id = ?",
                arguments: [ProgressTimestamp(date), completed, id])
            let current =
                try Int.fetchOne(
                    db, sql: "SELECT level FROM trace_standing WHERE profile_id = ?",
                    arguments: [game.profileId]) ?? TraceLevels.range.lowerBound
            guard completed else { return current }
            let level = max(current, TraceLevels.next(after: game.level))
            try db.execute(
                sql: """
                    INSERT INTO trace_standing (profile_id, level) VALUES (?, ?)
                    ON CONFLICT(profile_id) DO UPDATE SET level = excluded.level
                    """, arguments: [game.profileId, level])
            return level
        }
    }

    /// The profile's trace levels played, oldest first.
    func traceGames(profile: Int64) throws(ProgressStoreError) -> [TraceGameRecord] {
        try savedGames(TraceGameRecord.self, profile: profile)
    }

    /// One trace level with its moves, and the profile that played it.
    func traceGame(id: Int64) throws(ProgressStoreError) -> (game: StoredTraceGame, profile: Profile) {
        try savedGame(TraceGameRecord.self, id: id)
    }
}
