import BlanksModel
import Foundation
import GRDB

/// A player: their level and running totals, kept across games.
struct Profile: Hashable, Sendable {
    var id: Int64
    var name: String
    var level: Int
    var bestScore: Int
    var totalScore: Int
    var gamesFinished: Int
    /// Low-scoring games in a row, for `LevelRules`.
    var lowStreak: Int
    var createdAt: Date

    var standing: LevelRules.Standing { .init(level: level, lowStreak: lowStreak) }
}

/// One game as saved: the puzzle is kept whole so the game can be resumed
/// or reviewed after its batch is gone.
struct GameRecord: Hashable, Sendable {
    var id: Int64
    var profileId: Int64
    var puzzleId: String
    var puzzleLevel: Int
    /// The player's level when the game started.
    var playerLevel: Int
    /// The batch (or generator) the puzzle came from.
    var origin: String
    var title: String
    var revid: Int
    var puzzleJson: String
    var startedAt: Date
    var endedAt: Date?
    var score: Int?
    var outOf: Int
    /// The player's level after this game, once it is finished.
    var levelAfter: Int?

    var isFinished: Bool { endedAt != nil }
}

/// One saved move of a game, numbered in the order it was made.
struct MoveRecord: Hashable, Sendable {
    var id: Int64
    var gameId: Int64
    var seq: Int
    var blank: Int
    var kind: Move.Kind
    var word: String?
    var previous: String?
    var at: Date

    var move: Move { Move(blank: blank, word: word, previous: previous) }
}

/// A blanks game with its moves in order.
typealias StoredGame = SavedGame<GameRecord>

/// What submitting a game changed for the player.
struct GameEnd: Hashable, Sendable {
    var game: GameRecord
    var before: Profile
    var after: Profile
}

// Rows are decoded by hand, not through `Codable`, so that dates are read by
// `ProgressTimestamp` and never by GRDB's `Date` decoding.

extension Profile: FetchableRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        name = try row.decode(forColumn: "name")
        level = try row.decode(forColumn: "level")
        bestScore = try row.decode(forColumn: "best_score")
        totalScore = try row.decode(forColumn: "total_score")
        gamesFinished = try row.decode(forColumn: "games_finished")
        lowStreak = try row.decode(forColumn: "low_streak")
        createdAt = try row.progressDate("created_at", in: "profile \(id)")
    }
}

extension GameRecord: SavedGameRecord {
    typealias SavedMove = MoveRecord
    static let gameTable = "game"
    static let moveTable = "move"
    static func noSuchGame(_ id: Int64) -> ProgressStoreError { .noSuchGame(id) }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        profileId = try row.decode(forColumn: "profile_id")
        puzzleId = try row.decode(forColumn: "puzzle_id")
        puzzleLevel = try row.decode(forColumn: "puzzle_level")
        playerLevel = try row.decode(forColumn: "player_level")
        origin = try row.decode(forColumn: "origin")
        title = try row.decode(forColumn: "title")
        revid = try row.decode(forColumn: "revid")
        puzzleJson = try row.decode(forColumn: "puzzle_json")
        startedAt = try row.progressDate("started_at", in: "game \(id)")
        endedAt = try row.optionalProgressDate("ended_at", in: "game \(id)")
        score = try row.decode(forColumn: "score")
        outOf = try row.decode(forColumn: "out_of")
        levelAfter = try row.decode(forColumn: "level_after")
    }
}

extension MoveRecord: FetchableRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        gameId = try row.decode(forColumn: "game_id")
        seq = try row.decode(forColumn: "seq")
        blank = try row.decode(forColumn: "blank")
        kind = try row.decode(forColumn: "kind")
        word = try row.decode(forColumn: "word")
        previous = try row.decode(forColumn: "previous")
        at = try row.progressDate("at", in: "move \(id)")
    }
}
