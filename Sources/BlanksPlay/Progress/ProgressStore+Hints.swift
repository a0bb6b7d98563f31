import BlanksModel
import Foundation
import GRDB

/// One hint step a player was shown, in the order taken.
struct HintRecord: Hashable, Sendable {
    var gameId: Int64
    var blank: Int
    var step: BlankHint.Step
    var at: Date
}

extension HintRecord: FetchableRecord {
    init(row: Row) throws {
        let id: Int64 = try row.cell("id", in: "hint row")
        gameId = try row.cell("game_id", in: "hint \(id)")
        blank = try row.cell("blank", in: "hint \(id)")
        let number: Int = try row.cell("step", in: "hint \(id)")
        guard let step = BlankHint.Step(rawValue: number) else {
            throw DamagedCell(cell: "hint \(id), step", problem: .wrongValue(expected: "1 or 2", found: "\(number)"))
        }
        self.step = step
        at = try row.progressDate("at", in: "hint \(id)")
    }
}

extension ProgressStore {
    /// Saves one hint step of an unfinished game.
    func recordHint(blank: Int, step: BlankHint.Step, game id: Int64, at date: Date) throws(ProgressStoreError) {
        try write { db in
            let game = try Self.savedGame(GameRecord.self, db, id: id)
            guard !game.isFinished else { throw ProgressStoreError.gameAlreadyFinished(id) }
            try db.execute(
                sql: "INSERT INTO hint (game_id, blank, step, at) VALUES (?, ?, ?, ?)",
                arguments: [id, blank, step.rawValue, ProgressTimestamp(date)])
        }
    }

    /// How many hint steps each of the profile's blanks games showed, by game id.
    func hintCounts(profile: Int64) throws(ProgressStoreError) -> [Int64: Int] {
        try rowCounts(in: "hint", gameTable: GameRecord.gameTable, profile: profile)
    }

    /// The hint steps of one game, in the order they were taken.
    func hints(game id: Int64) throws(ProgressStoreError) -> [HintRecord] {
        try read { db in
            try HintRecord.fetchAll(db, sql: "SELECT * FROM hint WHERE game_id = ? ORDER BY id", arguments: [id])
        }
    }
}
