import BlanksModel
import Foundation
import GRDB

/// A player: their level and running totals, kept across games.
struct Profile: Codable, FetchableRecord, Hashable, Sendable {
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
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
struct GameRecord: Codable, FetchableRecord, Hashable, Sendable {
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
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
struct MoveRecord: Codable, FetchableRecord, Hashable, Sendable {
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
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

/// A game with its moves in order.
struct StoredGame: Hashable, Sendable {
    var game: GameRecord
    var moves: [MoveRecord]
}

/// What submitting a game changed for the player.
struct GameEnd: Hashable, Sendable {
    var game: GameRecord
    var before: Profile
    var after: Profile
}
