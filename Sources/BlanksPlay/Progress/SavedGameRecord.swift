import GRDB

/// A saved game of either kind, blanks (`GameRecord`) or trace
/// (`TraceGameRecord`), with the tables it and its moves live in: the store
/// lists and reads both kinds through the same code.
protocol SavedGameRecord: FetchableRecord, Hashable, Sendable {
    associatedtype SavedMove: FetchableRecord & Hashable & Sendable
    /// Constants of the conforming type, never input: they are put into SQL.
    static var gameTable: String { get }
    static var moveTable: String { get }
    static func noSuchGame(_ id: Int64) -> ProgressStoreError
    var id: Int64 { get }
    var profileId: Int64 { get }
}

/// A game with its moves in order.
struct SavedGame<Record: SavedGameRecord>: Hashable, Sendable {
    var game: Record
    var moves: [Record.SavedMove]
}
