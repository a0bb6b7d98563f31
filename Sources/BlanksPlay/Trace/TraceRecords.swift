import BlanksModel
import Foundation
import GRDB

/// One trace level played, as saved. `endedAt` is nil while it is played;
/// a level left before it was done ends with `completed` false.
struct TraceGameRecord: Codable, FetchableRecord, Hashable, Sendable {
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
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
struct TraceMoveRecord: Codable, FetchableRecord, Hashable, Sendable {
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
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
struct StoredTraceGame: Hashable, Sendable {
    var game: TraceGameRecord
    var moves: [TraceMoveRecord]
}
