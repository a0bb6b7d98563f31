import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

@Suite("History and game analytics")
struct HistoryTests {
    let start = Date(timeIntervalSince1970: 1_717_236_000)

    /// A finished game: blank 1 right after 12 s, blank 2 wrong then changed, blank 3 placed then cleared.
    func playedGame(finish: Bool) throws -> (ProgressStore, Int64, TemporaryDirectory) {
        let temp = try TemporaryDirectory()
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        let profile = try store.profile(named: "ada", at: start)
        let game = try store.startGame(
            profile: profile, puzzle: SourcedPuzzle(puzzle: PuzzleFixtures.puzzle(), origin: "batch-1"), at: start)
        try store.record(Move(blank: 1, word: "that", previous: nil), game: game.id, at: start + 12)
        try store.record(Move(blank: 2, word: "in", previous: nil), game: game.id, at: start + 20)
        try store.record(Move(blank: 2, word: "from", previous: "in"), game: game.id, at: start + 50)
        try store.record(Move(blank: 3, word: "the", previous: nil), game: game.id, at: start + 55)
        try store.record(Move(blank: 3, word: nil, previous: "the"), game: game.id, at: start + 60)
        if finish { _ = try store.finish(game: game.id, score: 2, at: start + 245) }
        return (store, game.id, temp)
    }

    @Test func analyticsCountTimeMistakesAndChangesPerBlank() throws {
        let (store, id, temp) = try playedGame(finish: true)
        defer { temp.remove() }
        let (stored, _) = try store.game(id: id)
        let analytics = GameAnalytics(game: stored, puzzle: PuzzleFixtures.puzzle())
        #expect(analytics.moves.map(\.interval) == [12, 8, 30, 5, 5])
        #expect(analytics.moves.map(\.isRight) == [true, false, true, false, nil])
        #expect(analytics.blanks[0].time == 12 && analytics.blanks[0].moves == 1 && analytics.blanks[0].mistakes == 0)
        #expect(analytics.blanks[1].time == 38 && analytics.blanks[1].changes == 1 && analytics.blanks[1].mistakes == 1)
        #expect(analytics.blanks[2].time == 10 && analytics.blanks[2].changes == 1 && analytics.blanks[2].final == nil)
        #expect(analytics.mistakes == 2)
        #expect(analytics.changes == 2)
        #expect(analytics.wrongAtEnd == [3, 4, 5, 6, 7, 8, 9, 10])
    }

    @Test func showPrintsMovesAndPerBlankLines() throws {
        let (store, id, temp) = try playedGame(finish: true)
        defer { temp.remove() }
        let (stored, profile) = try store.game(id: id)
        let lines = try HistoryReport.show(stored, profile: profile)
        #expect(lines[0] == "Game 1: Anarchism (revision 716551092), puzzle level 1, profile ada, from batch-1")
        #expect(lines[1] == "Started 2024-06-01 10:00:00 UTC, finished after 4m 05s: score 2/10, level 1 -> 1.")
        #expect(lines.contains("  #  AT       BLANK  MOVE               RESULT"))
        #expect(lines.contains("  3  +50s         2  change in -> from  right"))
        #expect(lines.contains("  5  +1m 00s      3  clear the"))
        #expect(lines.contains("      2   38s      2        1         1  from   from"))
        #expect(
            lines.dropLast().last
                == "Mistakes (wrong words placed): 2. Changes: 2. Wrong or empty at the end: 3, 4, 5, 6, 7, 8, 9, 10.")
        #expect(lines.last == "Hints: none.")
    }

    @Test func anUnfinishedGameGivesNoAnswersAway() throws {
        let (store, id, temp) = try playedGame(finish: false)
        defer { temp.remove() }
        let (stored, profile) = try store.game(id: id)
        let text = try HistoryReport.show(stored, profile: profile).joined(separator: "\n")
        #expect(text.contains("not finished: wikiblanks play resumes it."))
        #expect(!text.contains("right"))
        #expect(!text.contains("wrong"))
        #expect(!text.contains("ANSWER"))
        #expect(!text.contains("was"))
    }

    @Test func listShowsEachGameAndTheProfile() throws {
        let (store, _, temp) = try playedGame(finish: true)
        defer { temp.remove() }
        let profile = try #require(try store.existingProfile(named: "ada"))
        let lines = HistoryReport.list(profile: profile, name: "ada", games: try store.games(profile: profile.id))
        #expect(
            lines == [
                "Profile ada: level 1, best 2, total 2 over 1 finished game.",
                "",
                "GAME  STARTED                  LEVEL  SCORE  TIME    ARTICLE",
                "   1  2024-06-01 10:00:00 UTC      1   2/10  4m 05s  Anarchism"
            ])
        #expect(HistoryReport.list(profile: nil, name: "bob", games: []) == ["No games yet for profile bob."])
    }

    @Test func durationsAndDatesAreFixedFormat() {
        #expect(HistoryFormat.duration(0) == "0s")
        #expect(HistoryFormat.duration(59.9) == "59s")
        #expect(HistoryFormat.duration(245) == "4m 05s")
        #expect(HistoryFormat.duration(7380) == "2h 03m")
        #expect(HistoryFormat.duration(-5) == "0s")
        #expect(HistoryFormat.count(1, "game") == "1 game")
        #expect(HistoryFormat.count(2, "game") == "2 games")
        #expect(HistoryFormat.dateTime(start) == "2024-06-01 10:00:00 UTC")
        let late = Date(timeIntervalSince1970: 1_717_236_665.25)
        #expect(HistoryFormat.dateTime(late) == "2024-06-01 10:11:05 UTC")
        #expect(GameHistory.iso8601(late) == "2024-06-01T10:11:05Z")
        #expect(GameHistory.iso8601(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00Z")
    }
}
