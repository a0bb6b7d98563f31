import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// Drives `PlayConsole` in process with scripted lines and a stepping clock.
struct ScriptedGame {
    let temp: TemporaryDirectory
    let dbPath: String
    let batch: URL
    let clock = SteppingClock()

    init(puzzles: [Puzzle] = PuzzleFixtures.batch()) throws {
        temp = try TemporaryDirectory()
        dbPath = temp.path("progress.sqlite")
        batch = try PuzzleFixtures.writeBatch(puzzles, in: temp.url.appendingPathComponent("Output"))
    }

    /// Runs the console over `lines`; returns stdout and stderr.
    func play(
        _ lines: [String], profile: String = "default", width: Int = 80,
        colour: Bool = false
    ) throws -> (out: String, err: String) {
        let store = try ProgressStore.open(path: dbPath)
        var remaining = lines[...]
        var out = ""
        var err = ""
        let io = PlayConsoleIO(
            readLine: { remaining.popFirst() }, write: { out += $0 }, warn: { err += $0 + "\n" },
            now: clock.now)
        let batch = self.batch
        var console = PlayConsole(
            store: store, profileName: profile,
            terminal: TerminalEnvironment(colour: colour, width: width, interactive: false),
            io: io
        ) { () throws(PlayError) in
            try PuzzleSourceChoice(batch: batch, outputDirectory: batch, generator: nil).resolve()
        }
        try console.run()
        return (out, err)
    }

    func store() throws -> ProgressStore { try ProgressStore.open(path: dbPath) }

    /// Lines that fill every blank right, by word or by option number.
    static var allRight: [String] {
        PuzzleFixtures.answers.enumerated().map { index, answer in
            index.isMultiple(of: 2)
                ? "\(index + 1) \(answer)" : "fill \(index + 1) \(PuzzleFixtures.optionNumber(forBlank: index + 1))"
        }
    }
}

@Suite("Play console")
struct PlayConsoleTests {
    @Test func aFullGameScoresAndSavesEveryMove() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, err) = try game.play(ScriptedGame.allRight + ["submit", "result", "quit"])
        #expect(err.isEmpty)
        #expect(
            out.replacingOccurrences(of: "\n", with: " ").contains(
                "Anarchism - game 1, level 1 (prepositions) puzzle. Profile \"default\" is at level 1 (prepositions), best 0/10."
            ))
        #expect(out.contains("[1 ______]"))
        #expect(out.contains("Blank 1: that (1 of 10 filled)."))
        #expect(out.contains("Score: 10/10."))
        #expect(out.contains("Every blank right: level 1 -> 2."))
        #expect(out.contains("[4 right: about]"))
        #expect(out.contains("Bye."))
        let store = try game.store()
        let profile = try #require(try store.existingProfile(named: "default"))
        #expect(profile.level == 2 && profile.bestScore == 10 && profile.totalScore == 10)
        let (stored, _) = try store.game(id: 1)
        #expect(stored.game.score == 10)
        #expect(stored.moves.count == 10)
    }

    @Test func pickingABlankThenAWordOrNumberFillsIt() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let optionForBlank2 = PuzzleFixtures.optionNumber(forBlank: 2)
        let (out, _) = try game.play(["1", "that", "2", "\(optionForBlank2)", "3", "show", "2", "clear 2", "quit"])
        #expect(out.contains("Blank 1 is empty. Type a word or its number:"))
        #expect(out.contains("Blank 1: that (1 of 10 filled)."))
        #expect(out.contains("Blank 2: from (2 of 10 filled)."))
        #expect(out.contains("[1: that]"))
        #expect(out.contains("Blank 2 holds \"from\". Type a word or its number:"))
        #expect(out.contains("Blank 2 cleared (1 of 10 filled)."))
        #expect(out.contains("Your game is saved: wikiblanks play resumes it."))
        let open = try #require(try game.store().openGame(profile: 1))
        #expect(
            open.moves.map(\.move) == [
                Move(blank: 1, word: "that", previous: nil),
                Move(blank: 2, word: "from", previous: nil),
                Move(blank: 2, word: nil, previous: "from")
            ])
    }

    @Test func badLinesGetAMessageAndChangeNothing() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play([
            "1 that", "11", "0 that", "99999999999999999999999 that", "-4", "fill 2 banana", "fill 2 42",
            "clear 5", "dance", "fill", "clear x", "clear 1 2", "show me", "result", "replay", "1 that", "2", "banana"
        ])
        for message in [
            "error: there is no blank 11: blanks are numbered 1 to 10",
            "error: there is no blank 0: blanks are numbered 1 to 10",
            "error: there is no blank 9223372036854775807: blanks are numbered 1 to 10",
            "error: there is no blank -4: blanks are numbered 1 to 10",
            "error: \"banana\" is not one of the words; type options to list them",
            "error: there is no word 42: words are numbered 1 to 10",
            "error: blank 5 is already empty",
            "error: unknown command \"dance\"; type help for the commands",
            "error: fill needs a blank number, as in fill 3",
            "error: \"x\" is not a blank number",
            "error: clear takes no more words; type help for the commands",
            "error: \"me\" is not a blank number",
            "error: submit first: the answers are shown after the game is submitted",
            "error: finish this game first: submit it (empty blanks score 0), then replay",
            "error: blank 1 already holds \"that\"",
            "error: unknown command \"banana\"; type help for the commands",
            "End of input: your game is saved; wikiblanks play resumes it."
        ] {
            #expect(out.contains(message), "missing: \(message)")
        }
        let open = try #require(try game.store().openGame(profile: 1))
        #expect(open.moves.map(\.move) == [Move(blank: 1, word: "that", previous: nil)])
    }

    @Test func anUnfinishedGameResumesWithItsMoves() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(Array(ScriptedGame.allRight.prefix(4)))
        let (out, _) = try game.play(Array(ScriptedGame.allRight.dropFirst(4)) + ["submit"])
        #expect(out.contains("Resuming game 1, started 2024-06-01 10:00:"))
        #expect(out.contains("(4 of 10 blanks filled)."))
        #expect(out.contains("[4: about]"))
        #expect(out.contains("Score: 10/10."))
        let store = try game.store()
        #expect(try store.games(profile: 1).count == 1)
    }

    @Test func replayStartsAnotherArticleAndSubmitLowersAfterTwoLowGames() throws {
        let game = try ScriptedGame(puzzles: PuzzleFixtures.batch(levels: [2, 1, 1]))
        defer { game.temp.remove() }
        let (out, _) = try game.play(["1 in", "submit!", "replay", "submit", "y", "replay", "quit"])
        #expect(out.contains("Albedo - game 1, level 1 (prepositions) puzzle"))
        #expect(out.contains("Score: 0/10."))
        #expect(out.contains("Autism - game 2, level 1 (prepositions) puzzle"))
        #expect(out.contains("Anarchism - game 3, level 2 (determiners) puzzle"))
        #expect(out.contains("Level 1."))
        let profile = try #require(try game.store().existingProfile(named: "default"))
        #expect(profile.gamesFinished == 2 && profile.level == 1 && profile.lowStreak == 0)
    }

    @Test func profilesKeepTheirOwnGames() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(["1 that"], profile: "ada")
        let (out, _) = try game.play(["quit"], profile: "bob")
        #expect(!out.contains("Resuming"))
        #expect(try game.store().openGame(profile: 1)?.moves.count == 1)
    }

    @Test func helpStatesTheCommandsAndTheLevelRule() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(["help"], width: 1000)
        for command in ["clear 3", "submit", "result", "replay", "quit", "show"] {
            #expect(out.contains(command))
        }
        #expect(out.contains(LevelRules.standard.summary))
    }

    @Test func badPuzzlesInTheBatchAreWarnedAboutOnStandardError() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let file = game.batch.appendingPathComponent("puzzles.jsonl")
        let lines = try String(contentsOf: file, encoding: .utf8)
        try Data(("oops\n" + lines).utf8).write(to: file)
        let (out, err) = try game.play(["quit"])
        #expect(err == "warning: skipped: \(file.path), line 1: not valid JSON\n")
        #expect(out.contains("Anarchism"))
    }

    @Test func noPuzzleSourceEndsWithItsError() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        let output = temp.url.appendingPathComponent("Output")
        var console = PlayConsole(
            store: store, profileName: "default",
            terminal: TerminalEnvironment(colour: false, width: 80, interactive: false),
            io: PlayConsoleIO(readLine: { nil }, write: { _ in }, warn: { _ in }, now: Date.init)
        ) {
            () throws(PlayError) in
            try PuzzleSourceChoice(batch: nil, outputDirectory: output, generator: nil).resolve()
        }
        #expect(throws: PlayError.noPuzzleSource(outputDirectory: output.path)) { try console.run() }
    }
}
