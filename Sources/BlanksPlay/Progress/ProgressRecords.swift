import BlanksModel
import Foundation
import GRDB

/// A player: their level and running totals, kept across games.
public struct Profile: Codable, FetchableRecord, Hashable, Sendable {
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public var id: Int64
    public var name: String
    public var level: Int
    public var bestScore: Int
    public var totalScore: Int
    public var gamesFinished: Int
    /// Low-scoring games in a row, for `LevelRules`.
    public var lowStreak: Int
    public var createdAt: Date

    public var standing: LevelRules.Standing { .init(level: level, lowStreak: lowStreak) }
}

/// One game as saved: the puzzle is kept whole so the game can be resumed
/// or reviewed after its batch is gone.
public struct GameRecord: Codable, FetchableRecord, Hashable, Sendable {
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public var id: Int64
    public var profileId: Int64
    public var puzzleId: String
    public var puzzleLevel: Int
    /// The player's level when the game started.
    public var playerLevel: Int
    /// The batch (or generator) the puzzle came from.
    public var origin: String
    public var title: String
    public var revid: Int
    public var puzzleJson: String
    public var startedAt: Date
    public var endedAt: Date?
    public var score: Int?
    public var outOf: Int
    /// The player's level after this game, once it is finished.
    public var levelAfter: Int?

    public var isFinished: Bool { endedAt != nil }
}

/// One saved move of a game, numbered in the order it was made.
public struct MoveRecord: Codable, FetchableRecord, Hashable, Sendable {
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public var id: Int64
    public var gameId: Int64
    public var seq: Int
    public var blank: Int
    public var kind: Move.Kind
    public var word: String?
    public var previous: String?
    public var at: Date

    public var move: Move { Move(blank: blank, word: word, previous: previous) }
}

/// A game with its moves in order.
public struct StoredGame: Hashable, Sendable {
    public var game: GameRecord
    public var moves: [MoveRecord]
}

/// What submitting a game changed for the player.
public struct GameEnd: Hashable, Sendable {
    public var game: GameRecord
    public var before: Profile
    public var after: Profile
}
