import BlanksModel
import Foundation
import GRDB

/// One trace level played, as saved. `endedAt` is nil while it is played;
/// a level left before it was done ends with `completed` false.
struct TraceGameRecord: Hashable, Sendable {
    var id: Int64
    var profileId: Int64
    var puzzleId: String
    var level: Int
    /// The batch the puzzle came from.
    var origin: String
    var puzzleJson: String
    var startedAt: Date
    var endedAt: Date?
    var score: Int
    var completed: Bool

    /// How history names it: "T" and its number, apart from blanks games' plain numbers.
    var gameName: String { TraceGameName.name(id) }
}

/// One saved placement of a trace level, numbered in order.
struct TraceMoveRecord: Hashable, Sendable {
    var id: Int64
    var gameId: Int64
    var seq: Int
    var box: String
    var number: Int
    var isRight: Bool
    var scoreAfter: Int
    var at: Date
}

/// A trace level with its moves in order.
typealias StoredTraceGame = SavedGame<TraceGameRecord>

// Decoded by hand, as the blanks records are: dates through `ProgressTimestamp`.

extension TraceGameRecord: SavedGameRecord {
    typealias SavedMove = TraceMoveRecord
    static let gameTable = "trace_game"
    static let moveTable = "trace_move"
    static func noSuchGame(_ id: Int64) -> ProgressStoreError { .noSuchTraceGame(id) }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        profileId = try row.decode(forColumn: "profile_id")
        puzzleId = try row.decode(forColumn: "puzzle_id")
        level = try row.decode(forColumn: "level")
        origin = try row.decode(forColumn: "origin")
        puzzleJson = try row.decode(forColumn: "puzzle_json")
        startedAt = try row.progressDate("started_at", in: "trace_game \(id)")
        endedAt = try row.optionalProgressDate("ended_at", in: "trace_game \(id)")
        score = try row.decode(forColumn: "score")
        completed = try row.decode(forColumn: "completed")
    }
}

extension TraceMoveRecord: FetchableRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        gameId = try row.decode(forColumn: "game_id")
        seq = try row.decode(forColumn: "seq")
        box = try row.decode(forColumn: "box")
        number = try row.decode(forColumn: "number")
        isRight = try row.decode(forColumn: "is_right")
        scoreAfter = try row.decode(forColumn: "score_after")
        at = try row.progressDate("at", in: "trace_move \(id)")
    }
}
