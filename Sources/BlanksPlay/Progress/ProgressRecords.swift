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
// `ProgressTimestamp` and never by GRDB's `Date` decoding, and a damaged cell
// is one line naming it (`Row.cell`), not GRDB's report of the whole row.

extension Profile: FetchableRecord {
    init(row: Row) throws {
        id = try row.cell("id", in: "profile row")
        name = try row.cell("name", in: "profile \(id)")
        level = try row.cell("level", in: "profile \(id)")
        bestScore = try row.cell("best_score", in: "profile \(id)")
        totalScore = try row.cell("total_score", in: "profile \(id)")
        gamesFinished = try row.cell("games_finished", in: "profile \(id)")
        lowStreak = try row.cell("low_streak", in: "profile \(id)")
        createdAt = try row.progressDate("created_at", in: "profile \(id)")
    }
}

extension GameRecord: SavedGameRecord {
    typealias SavedMove = MoveRecord
    static let gameTable = "game"
    static let moveTable = "move"
    static func noSuchGame(_ id: Int64) -> ProgressStoreError { .noSuchGame(id) }

    init(row: Row) throws {
        id = try row.cell("id", in: "game row")
        profileId = try row.cell("profile_id", in: "game \(id)")
        puzzleId = try row.cell("puzzle_id", in: "game \(id)")
        puzzleLevel = try row.cell("puzzle_level", in: "game \(id)")
        playerLevel = try row.cell("player_level", in: "game \(id)")
        origin = try row.cell("origin", in: "game \(id)")
        title = try row.cell("title", in: "game \(id)")
        revid = try row.cell("revid", in: "game \(id)")
        puzzleJson = try row.cell("puzzle_json", in: "game \(id)")
        startedAt = try row.progressDate("started_at", in: "game \(id)")
        endedAt = try row.optionalProgressDate("ended_at", in: "game \(id)")
        score = try row.optionalCell("score", in: "game \(id)")
        outOf = try row.cell("out_of", in: "game \(id)")
        levelAfter = try row.optionalCell("level_after", in: "game \(id)")
    }
}

extension MoveRecord: FetchableRecord {
    init(row: Row) throws {
        id = try row.cell("id", in: "move row")
        gameId = try row.cell("game_id", in: "move \(id)")
        seq = try row.cell("seq", in: "move \(id)")
        blank = try row.cell("blank", in: "move \(id)")
        kind = try row.cell("kind", in: "move \(id)")
        word = try row.optionalCell("word", in: "move \(id)")
        previous = try row.optionalCell("previous", in: "move \(id)")
        at = try row.progressDate("at", in: "move \(id)")
    }
}
