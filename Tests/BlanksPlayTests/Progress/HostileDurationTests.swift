import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// Intervals computed from a progress file may be anything.
@Suite struct HostileDurationTests {
    @Test func absurdIntervalsNeverTrap() {
        #expect(HistoryFormat.duration(.nan) == "0s")
        #expect(HistoryFormat.duration(-.infinity) == "0s")
        #expect(HistoryFormat.duration(-1e300) == "0s")
        #expect(HistoryFormat.duration(.infinity) == HistoryFormat.duration(HistoryFormat.longest))
        #expect(HistoryFormat.duration(1e300) == "277777777h 46m")
        #expect(HistoryFormat.duration(245) == "4m 05s")
    }
}

/// Blank numbers read from the progress database may be anything.
@Suite struct HostileMoveRecordTests {
    @Test func movesOnBlanksThatDoNotExistAreIgnored() {
        let puzzle = PuzzleFixtures.puzzle()
        let start = Date(timeIntervalSince1970: 1_000_000)
        let game = GameRecord(
            id: 1, profileId: 1, puzzleId: puzzle.id, puzzleLevel: 1, playerLevel: 1, origin: "batch",
            title: "T", revid: 1, puzzleJson: "", startedAt: start, endedAt: nil, score: nil,
            outOf: 10, levelAfter: nil)
        let moves = [Int.min, -1, 0, Int.max, 1].enumerated().map { offset, blank in
            MoveRecord(
                id: Int64(offset), gameId: 1, seq: offset + 1, blank: blank, kind: .fill, word: "x",
                previous: nil, at: start.addingTimeInterval(Double(offset)))
        }
        let analytics = GameAnalytics(game: StoredGame(game: game, moves: moves), puzzle: puzzle)
        #expect(analytics.moves.count == 1)
        #expect(analytics.blanks[0].moves == 1)
    }
}
