import BlanksTestSupport
import Foundation
import GRDB
import Testing

@testable import BlanksModel
@testable import BlanksPlay
@testable import BlanksPuzzle

/// Drives `TraceConsole` in process with scripted lines and a stepping clock.
struct ScriptedTrace {
    let temp: TemporaryDirectory
    let dbPath: String
    let batch: URL
    let clock = SteppingClock()

    init(level: Int = 1, count: Int = 2) throws {
        temp = try TemporaryDirectory()
        dbPath = temp.path("progress.sqlite")
        batch = try TraceBatchGenerator().generate(
            TraceBatchRequest(seed: "script", count: count, level: level),
            outputRoot: temp.url.appendingPathComponent("Output"), force: false
        ).directory
    }

    func puzzles() throws -> [TracePuzzle] { try BatchReader(path: batch).tracePuzzles() }

    /// Lines that place every number of `puzzle` right.
    static func solution(_ puzzle: TracePuzzle) -> [String] {
        puzzle.order.enumerated().map { "\($0.element) \($0.offset + 1)" }
    }

    /// Runs the console over `lines`; returns stdout, stderr and the seconds it was asked to wait.
    /// With `ladder` (an output folder) there is no batch: the ladder from `startLevel`.
    func play(
        _ lines: [String], interactive: Bool = false, glyphs: TraceGlyphs = .ascii,
        batch: URL? = nil, ladder: URL? = nil, startLevel: Int? = nil,
        profile: String = "default"
    ) throws -> (out: String, err: String, waits: [Int]) {
        let store = try ProgressStore.open(path: dbPath)
        var remaining = lines[...]
        var out = ""
        var err = ""
        var waits: [Int] = []
        let io = PlayConsoleIO(
            readLine: { remaining.popFirst() }, write: { out += $0 }, warn: { err += $0 + "\n" },
            now: clock.now)
        let source = batch ?? self.batch
        var console = TraceConsole(
            store: store, profileName: profile,
            terminal: TraceTerminal(
                base: TerminalEnvironment(colour: false, width: 80, interactive: interactive),
                glyphs: glyphs, clearsScreen: interactive),
            io: io, wait: { waits.append($0) }, startLevel: startLevel
        ) { () throws(TracePlayError) in
            if let ladder { return try TracePuzzleSource.load(batch: nil, outputDirectory: ladder) }
            return try TracePuzzleSource.load(batch: source, outputDirectory: source)
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
        #expect(
            second.out.contains("Total score over all levels: 0. Current level: 1 (3 boxes)."),
            "a level left undone scores nothing")
        #expect(second.out.contains("Level 1: 3 boxes, game T2."))
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        let games = try store.traceGames(profile: profile.id)
        #expect(games.map(\.completed) == [false, false])
        #expect(games.allSatisfy { $0.endedAt != nil })
        #expect(games[1].puzzleId != games[0].puzzleId, "a puzzle not yet played is preferred")
    }

    /// A reset is neither a second look nor free points: the same puzzle
    /// starts again with every number hidden, and the abandoned attempt's
    /// score (here +2) is left out of the total.
    @Test func resetRestartsTheSamePuzzleHiddenAndScoresNothing() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let puzzle = try game.puzzles()[0]
        let solution = ScriptedTrace.solution(puzzle)
        let result = try game.play(Array(solution.prefix(2)) + ["reset", "reset"] + solution + ["quit"])
        #expect(result.out.contains("Level 1 restarts: game T1 is left undone and its score 2 does not count."))
        #expect(result.out.contains("Level 1 restarts: game T2 is left undone and its score 0 does not count."))
        #expect(result.out.contains("Level 1 again, game T3: the same puzzle, the numbers stay hidden."))
        let afterReset = try #require(result.out.components(separatedBy: "Level 1 restarts: game T1").last)
        let beforeFirstMove = try #require(afterReset.components(separatedBy: "Right:").first)
        for number in 1...puzzle.order.count {
            #expect(!beforeFirstMove.contains("| \(number) |"), "number \(number) shown again after a reset")
        }
        #expect(result.out.contains("Level 1 done: score 3."))
        #expect(result.out.contains("Total score over all levels: 3. Current level: 2 (4 boxes)."))
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        let games = try store.traceGames(profile: profile.id)
        #expect(games.map(\.puzzleId) == [puzzle.id, puzzle.id, puzzle.id])
        #expect(games.map(\.completed) == [false, false, true])
        #expect(games.map(\.score) == [2, 0, 3], "history keeps each attempt's own score")
        #expect(try store.traceTotalScore(profile: profile.id) == 3)
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

    /// A batch is played at its puzzles' own level, whatever the profile's:
    /// a new profile (level 1) plays a level-3 batch, and `next` takes the
    /// batch's next puzzle rather than asking for a level-4 one.
    @Test func aBatchIsPlayedAtItsOwnLevelByANewProfile() throws {
        let game = try ScriptedTrace(level: 3)
        defer { game.temp.remove() }
        let puzzles = try game.puzzles()
        let result = try game.play(ScriptedTrace.solution(puzzles[0]) + ["next", "quit"])
        #expect(result.err.isEmpty)
        #expect(result.out.contains("Playing the puzzles of \(game.batch.path), each at its own level."))
        #expect(result.out.contains("Level 3: 5 boxes, game T1."))
        #expect(result.out.contains("Level 3 done: score 5."))
        #expect(result.out.contains("Type next for the next puzzle of \(game.batch.path)"))
        #expect(result.out.contains("Level 3: 5 boxes, game T2."))
        let store = try game.store()
        let games = try store.traceGames(profile: try #require(try store.existingProfile(named: "default")).id)
        #expect(games.map(\.puzzleId) == puzzles.map(\.id))
    }

    /// No batch: the ladder makes each level's puzzle on the fly, from the
    /// profile's seed, so levels 1 → 3 play with nothing generated before,
    /// and the same profile gets the same puzzles.
    @Test func theLadderMakesEveryLevelsPuzzleOnTheFly() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let empty = game.temp.url.appendingPathComponent("empty")
        let made = try (1...3).map {
            try TraceGenerator().puzzle(seed: TracePuzzleSource.ladderSeed(profile: "default"), level: $0, position: 0)
        }
        let lines = made.flatMap { ScriptedTrace.solution($0) + ["next"] } + ["quit"]
        let result = try game.play(lines, ladder: empty)
        #expect(result.err.isEmpty)
        for (level, boxes) in [(1, 3), (2, 4), (3, 5)] {
            #expect(result.out.contains("Level \(level) done: score \(boxes)."))
        }
        #expect(result.out.contains("Level 4: 6 boxes, game T4."))
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        let games = try store.traceGames(profile: profile.id)
        #expect(games.prefix(3).map(\.puzzleId) == made.map(\.id))
        #expect(games[0].origin == "puzzles made on the fly, seed \"play default\"")
        let other = try game.play(["quit"], ladder: empty, profile: "bob")
        #expect(other.out.contains("Level 1: 3 boxes"))
        let bob = try #require(try store.existingProfile(named: "bob"))
        #expect(try store.traceGames(profile: bob.id).first?.puzzleId != made[0].id, "each profile has its own puzzles")
    }

    /// Replaying a level on the ladder never repeats a puzzle: the next
    /// position is made; trace batches under the output folder come first.
    @Test func theLadderPrefersOutputBatchesThenMakesNewPuzzles() throws {
        let game = try ScriptedTrace(count: 1)
        defer { game.temp.remove() }
        let output = game.batch.deletingLastPathComponent()
        let fromBatch = try game.puzzles()[0]
        _ = try game.play(["quit"], ladder: output)
        _ = try game.play(["quit"], ladder: output)
        let store = try game.store()
        let games = try store.traceGames(profile: try #require(try store.existingProfile(named: "default")).id)
        let seed = TracePuzzleSource.ladderSeed(profile: "default")
        #expect(
            games.map(\.puzzleId) == [fromBatch.id, try TraceGenerator().puzzle(seed: seed, level: 1, position: 0).id])
        _ = try game.play(["quit"], ladder: output)
        #expect(
            try store.traceGames(profile: games[0].profileId).last?.puzzleId
                == (try TraceGenerator().puzzle(seed: seed, level: 1, position: 1).id))
    }

    /// `--level N` starts the ladder at N; finishing it opens N + 1, even below the profile's level.
    @Test func aChosenLevelStartsTheLadderThere() throws {
        let game = try ScriptedTrace()
        defer { game.temp.remove() }
        let empty = game.temp.url.appendingPathComponent("empty")
        let first = try game.play(["quit"], ladder: empty, startLevel: 7)
        #expect(first.out.contains("Current level: 7 (9 boxes)."))
        #expect(first.out.contains("Level 7: 9 boxes, game T1."))
        let puzzle = try TraceGenerator().puzzle(
            seed: TracePuzzleSource.ladderSeed(profile: "default"), level: 2, position: 0)
        let second = try game.play(ScriptedTrace.solution(puzzle) + ["next", "quit"], ladder: empty, startLevel: 2)
        #expect(second.out.contains("Level 2 done: score 4."))
        #expect(second.out.contains("Level 3: 5 boxes"))
    }

    @Test func aBrokenPuzzleIsSkippedWithAWarning() throws {
        let game = try ScriptedTrace(count: 1)
        defer { game.temp.remove() }
        let file = game.batch.appendingPathComponent("puzzles.jsonl")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "\"revealSeconds\":5",
            with: "\"revealSeconds\":0")
        try Data(text.utf8).write(to: file)
        #expect(throws: TracePlayError.noPuzzle(source: game.batch.path)) { try game.play([]) }
        let source = try TracePuzzleSource.load(batch: nil, outputDirectory: game.batch.deletingLastPathComponent())
        #expect(source.candidates.isEmpty)
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
            boxes: [
                TraceBox(label: "A", column: 0, row: 0), TraceBox(label: "B", column: 1, row: 0),
                TraceBox(label: "C", column: 1, row: 1)
            ],
            contacts: [["A", "B"], ["A", "C"], ["B", "C"]], order: ["B", "A", "C"], revealSeconds: 5)
        let unicode = TraceGridRenderer(glyphs: .boxDrawing).lines(puzzle) { $0 == "B" ? 1 : nil }
        #expect(
            unicode == [
                "┌───┐   ┌───┐",
                "│ A │───│ B │",
                "│ · │   │ 1 │",
                "└───┘   └───┘",
                "          │",
                "        ┌───┐",
                "        │ C │",
                "        │ · │",
                "        └───┘",
                "Other contacts: A-C"
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
            boxes: [
                TraceBox(label: "A", column: 1, row: 1), TraceBox(label: "B", column: 2, row: 1),
                TraceBox(label: "C", column: 2, row: 2)
            ],
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
