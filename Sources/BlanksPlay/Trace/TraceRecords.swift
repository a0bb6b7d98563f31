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
        id = try row.cell("id", in: "trace_game row")
        profileId = try row.cell("profile_id", in: "trace_game \(id)")
        puzzleId = try row.cell("puzzle_id", in: "trace_game \(id)")
        level = try row.cell("level", in: "trace_game \(id)")
        origin = try row.cell("origin", in: "trace_game \(id)")
        puzzleJson = try row.cell("puzzle_json", in: "trace_game \(id)")
        startedAt = try row.progressDate("started_at", in: "trace_game \(id)")
        endedAt = try row.optionalProgressDate("ended_at", in: "trace_game \(id)")
        score = try row.cell("score", in: "trace_game \(id)")
        completed = try row.cell("completed", in: "trace_game \(id)")
    }
}

extension TraceMoveRecord: FetchableRecord {
    init(row: Row) throws {
        id = try row.cell("id", in: "trace_move row")
        gameId = try row.cell("game_id", in: "trace_move \(id)")
        seq = try row.cell("seq", in: "trace_move \(id)")
        box = try row.cell("box", in: "trace_move \(id)")
        number = try row.cell("number", in: "trace_move \(id)")
        isRight = try row.cell("is_right", in: "trace_move \(id)")
        scoreAfter = try row.cell("score_after", in: "trace_move \(id)")
        at = try row.progressDate("at", in: "trace_move \(id)")
    }
}
