@testable import BlanksModel
@testable import BlanksPlay
@testable import BlanksPuzzle
import BlanksTestSupport
import Foundation
import GRDB
import Testing

/// Drives `TraceConsole` in process with scripted lines and a stepping clock.
struct ScriptedTrace {
    let temp: TemporaryDirectory
    let dbPath: String
    let batch: URL
    let clock = SteppingClock()

    init(level: Int = 1, count: Int = 2) throws {
        temp = try TemporaryDirectory()
        dbPath = temp.path("progress.sqlite")
        batch = try TraceBatchGenerator().generate(TraceBatchRequest(seed: "script", count: count, level: level),
                                                   outputRoot: temp.url.appendingPathComponent("Output"), force: false).directory
    }

    func puzzles() throws -> [TracePuzzle] { try BatchReader(path: batch).tracePuzzles() }

    /// Lines that place every number of `puzzle` right.
    static func solution(_ puzzle: TracePuzzle) -> [String] {
        puzzle.order.enumerated().map { "\($0.element) \($0.offset + 1)" }
    }

    /// Runs the console over `lines`; returns stdout, stderr and the seconds it was asked to wait.
    func play(_ lines: [String], interactive: Bool = false, glyphs: TraceGlyphs = .ascii,
              batch: URL? = nil) throws -> (out: String, err: String, waits: [Int]) {
        let store = try ProgressStore.open(path: dbPath)
        var remaining = lines[...]
        var out = ""
        var err = ""
        var waits: [Int] = []
        let io = PlayConsoleIO(readLine: { remaining.popFirst() }, write: { out += $0 }, warn: { err += $0 + "\n" },
                               now: clock.now)
        let source = batch ?? self.batch
        var console = TraceConsole(
            store: store, profileName: "default",
            terminal: TraceTerminal(base: TerminalEnvironment(colour: false, width: 80, interactive: interactive),
                                    glyphs: glyphs, clearsScreen: interactive),
            io: io, wait: { waits.append($0) }) { () throws(TracePlayError) in
            try TracePuzzleSource.load(batch: source, outputDirectory: source)
        }
        try console.run()
        return (out, err, waits)
    }

    func store() throws -> ProgressStore { try ProgressStore.open(path: dbPath) }
}

@Suite("Trace game in the console")
struct TraceConsoleTests {
    @Test func aScriptedLevelScoresSavesAndShowsItsAnalytics() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let puzzle = try game.puzzles()[0]
        let wrong = "\(puzzle.order[0]) \(puzzle.order.count)"
        let result = try game.play([wrong] + ScriptedTrace.solution(puzzle) + ["quit"])
        #expect(result.waits.isEmpty, "no wait when input is not a terminal")
        #expect(result.err.isEmpty)
        #expect(result.out.contains("Total score over all levels: 0. Current level: 1 (3 boxes)."))
        #expect(result.out.contains("Wrong: 3 is not box \(puzzle.order[0])'s number. -1, score -1."))
        #expect(result.out.contains("Level 1 done: score 2."))
        #expect(result.out.contains("Total score over all levels: 2. Current level: 2 (4 boxes)."))
        #expect(result.out.contains("Score 2: 3 right, 1 wrong."))
        #expect(result.out.contains("#  AT    BOX  NUMBER  RESULT  SCORE"))

        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        #expect(try store.traceLevel(profile: profile.id) == 2)
        #expect(try store.traceTotalScore(profile: profile.id) == 2)
        let games = try store.traceGames(profile: profile.id)
        #expect(games.count == 1)
        #expect(games[0].completed && games[0].score == 2 && games[0].level == 1)
        let stored = try store.traceGame(id: games[0].id).game
        #expect(stored.moves.map(\.isRight) == [false, true, true, true])
        #expect(stored.moves.map(\.scoreAfter) == [-1, 0, 1, 2])
    }

    @Test func theNumbersShowThenHideOnATerminal() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let puzzle = try game.puzzles()[0]
        let result = try game.play(["quit"], interactive: true, glyphs: .boxDrawing)
        #expect(result.waits == [puzzle.revealSeconds])
        #expect(result.out.contains(TraceTerminal.clearScreen))
        let afterClear = try #require(result.out.components(separatedBy: TraceTerminal.clearScreen).last)
        #expect(afterClear.contains("│ · │"))
        #expect(!afterClear.contains("│ 1 │"))
        #expect(result.out.contains("│ 1 │"), "shown before the wait")
    }

    @Test func quittingMidLevelRestartsItNextTime() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let puzzle = try game.puzzles()[0]
        let first = try game.play([ScriptedTrace.solution(puzzle)[0]])
        #expect(first.out.contains("End of input: level 1 is left undone; wikiblanks play starts it again next time."))
        let second = try game.play(["quit"])
        #expect(second.out.contains("Total score over all levels: 1. Current level: 1 (3 boxes)."))
        #expect(second.out.contains("Level 1: 3 boxes, game T2."))
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        let games = try store.traceGames(profile: profile.id)
        #expect(games.map(\.completed) == [false, false])
        #expect(games.allSatisfy { $0.endedAt != nil })
        #expect(games[1].puzzleId != games[0].puzzleId, "a puzzle not yet played is preferred")
    }

    @Test func resetRestartsTheSamePuzzle() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let puzzle = try game.puzzles()[0]
        let result = try game.play([ScriptedTrace.solution(puzzle)[0], "reset"] + ScriptedTrace.solution(puzzle) + ["quit"])
        #expect(result.out.contains("Level 1 restarts (game T1 ended at score 1)."))
        #expect(result.out.contains("Level 1: 3 boxes, game T2."))
        #expect(result.out.contains("Level 1 done: score 3."))
        let store = try game.store()
        let games = try store.traceGames(profile: try #require(try store.existingProfile(named: "default")).id)
        #expect(games.map(\.puzzleId) == [puzzle.id, puzzle.id])
        #expect(games.map(\.completed) == [false, true])
    }

    @Test func badMovesOnlyPrintAMessage() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let result = try game.play(["Z 1", "A 9", "dance", "next", "rules", "help", "quit"])
        #expect(result.out.contains("error: there is no box Z: the boxes are A, B, C"))
        #expect(result.out.contains("error: there is no number 9: the numbers are 1 to 3"))
        #expect(result.out.contains("error: \"dance\" is not a move"))
        #expect(result.out.contains("error: finish this level first, or reset it"))
        #expect(result.out.contains("reset restarts the level"))
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        #expect(try store.traceTotalScore(profile: profile.id) == 0)
    }

    @Test func aLevelWithoutPuzzlesIsOneClearError() throws {
        let game = try ScriptedTrace(level: 3)
        defer { game.temp.remove() }
        #expect(throws: TracePlayError.noPuzzle(level: 1, source: game.batch.path)) { try game.play([]) }
    }

    @Test func aBrokenPuzzleIsSkippedWithAWarning() throws {
        let game = try ScriptedTrace(count: 1)
        defer { game.temp.remove() }
        let file = game.batch.appendingPathComponent("puzzles.jsonl")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"revealSeconds\":5",
                                                                                       with: "\"revealSeconds\":0")
        try Data(text.utf8).write(to: file)
        #expect(throws: TracePlayError.noPuzzle(level: 1, source: game.batch.path)) { try game.play([]) }
        let source = try TracePuzzleSource.load(batch: game.batch, outputDirectory: game.batch)
        #expect(source.warnings.count == 1)
        #expect(source.warnings.first?.contains("trace-reveal") == true)
    }

    @Test func historyListsBothKindsAndShowsTheAnalytics() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let puzzle = try game.puzzles()[0]
        _ = try game.play(ScriptedTrace.solution(puzzle) + ["quit"])
        let store = try game.store()
        let lines = try GameHistory.list(store: store, profileName: "default")
        #expect(lines.contains("Trace: level 2, total score 3 over all levels."))
        #expect(lines.contains { $0.hasPrefix("T1    trace") && $0.hasSuffix("3 boxes") })
        let entries = try GameHistory.entries(store: store, profileName: "default")
        #expect(entries.map(\.kind) == ["trace"])
        #expect(entries.first?.moves == 3 && entries.first?.completed == true && entries.first?.score == 3)
        let show = try GameHistory.show(store: store, game: "T1")
        #expect(show.first?.hasPrefix("Trace game T1: level 1 (3 boxes), profile default") == true)
        #expect(show.contains("Score 3: 3 right, 0 wrong. Total time 20s."))
        #expect(throws: PlayError.store(.noSuchTraceGame(9))) { try GameHistory.show(store: store, game: "T9") }
        #expect(throws: PlayError.store(.noSuchGameNamed("x"))) { try GameHistory.show(store: store, game: "x") }
    }

    @Test func theGridIsBoxDrawnOrASCII() throws {
        let puzzle = TracePuzzle(
            id: "t", seed: "s", level: 1, position: 0, generator: .init(name: "wikiblanks", version: "trace.1"),
            grid: TraceGrid(columns: 2, rows: 2),
            boxes: [TraceBox(label: "A", column: 0, row: 0), TraceBox(label: "B", column: 1, row: 0),
                    TraceBox(label: "C", column: 1, row: 1)],
            contacts: [["A", "B"], ["A", "C"], ["B", "C"]], order: ["B", "A", "C"], revealSeconds: 5)
        let unicode = TraceGridRenderer(glyphs: .boxDrawing).lines(puzzle) { $0 == "B" ? 1 : nil }
        #expect(unicode == [
            "┌───┐   ┌───┐",
            "│ A │───│ B │",
            "│ · │   │ 1 │",
            "└───┘   └───┘",
            "          │",
            "        ┌───┐",
            "        │ C │",
            "        │ · │",
            "        └───┘",
            "Other contacts: A-C",
        ])
        let ascii = TraceGridRenderer(glyphs: .ascii).lines(puzzle) { _ in nil }
        #expect(ascii[0] == "+---+   +---+")
        #expect(ascii[1] == "| A |---| B |")
        #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func emptyEdgeRowsAndColumnsAreNotDrawn() {
        let puzzle = TracePuzzle(
            id: "t", seed: "s", level: 1, position: 0, generator: .init(name: "wikiblanks", version: "trace.1"),
            grid: TraceGrid(columns: 3, rows: 3),
            boxes: [TraceBox(label: "A", column: 1, row: 1), TraceBox(label: "B", column: 2, row: 1),
                    TraceBox(label: "C", column: 2, row: 2)],
            contacts: [["A", "B"], ["B", "C"]], order: ["A", "B", "C"], revealSeconds: 5)
        let lines = TraceGridRenderer(glyphs: .ascii).lines(puzzle) { _ in nil }
        #expect(lines.first == "+---+   +---+")
        #expect(lines.count == 9)
        #expect(lines.last == "        +---+")
    }

    @Test func theBlanksGameLeavesTraceBatchesAlone() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let output = game.batch.deletingLastPathComponent()
        #expect(TraceConsole.isTraceBatch(game.batch))
        #expect(BatchPuzzleSource.batchDirectories(in: output).isEmpty)
    }

    @Test func glyphsFollowTheTerminalAndLocale() {
        #expect(TraceGlyphs.decide(environment: ["LANG": "en_US.UTF-8"]) == .boxDrawing)
        #expect(TraceGlyphs.decide(environment: ["LC_ALL": "C.utf8", "LANG": "C"]) == .boxDrawing)
        #expect(TraceGlyphs.decide(environment: ["LANG": "en_US.UTF-8", "TERM": "dumb"]) == .ascii)
        #expect(TraceGlyphs.decide(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
        #expect(TraceGlyphs.decide(environment: [:]) == .ascii)
    }
}
