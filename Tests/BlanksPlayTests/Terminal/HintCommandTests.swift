import BlanksModel
import BlanksTestSupport
import Foundation
import GRDB
import Testing

@testable import BlanksPlay

/// `hint N` in the terminal game: the part of speech in words, then the
/// first letter; free, saved, shown again on resume and in the history.
@Suite("Hint command")
struct HintCommandTests {
    @Test func hintShowsThePartOfSpeechThenTheFirstLetterThenNothingMore() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, err) = try game.play(["hint 2", "hint 2", "hint 2", "HINT 6", "quit"], width: 1000)
        #expect(err.isEmpty)
        #expect(out.contains("Hint: blank 2 is a preposition. Type hint 2 again for its first letter."))
        #expect(out.contains("Hint: blank 2 is a preposition starting with \"f\"."))
        #expect(out.contains("error: blank 2 has no more hints: it is a preposition starting with \"f\""))
        #expect(out.contains("Hint: blank 6 is a determiner."))
        #expect(!out.contains("ADP") && !out.contains("DET"))
        let hints = try game.store().hints(game: 1)
        #expect(hints.map(\.blank) == [2, 2, 6])
        #expect(hints.map(\.step) == [.partOfSpeech, .firstLetter, .partOfSpeech])
    }

    /// After picking a blank, `hint` alone hints that blank and the blank stays picked.
    @Test func hintAloneAfterPickingABlankHintsThatBlank() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(["5", "hint", " HINT ", "opposed", "hint", "quit"], width: 1000)
        #expect(out.contains("Hint: blank 5 is a verb. Type hint 5 again for its first letter."))
        #expect(out.contains("Hint: blank 5 is a verb starting with \"o\"."))
        #expect(out.contains("Blank 5: opposed (1 of 10 filled)."))
        #expect(out.contains("error: hint needs a blank number, as in hint 3"), "no blank is picked after the word")
        #expect(try game.store().hints(game: 1).map(\.blank) == [5, 5])
    }

    @Test func badHintCommandsSayWhatToTypeAndSaveNothing() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play([
            "hint 99", "hint 0", "hint -3", "hint x", "hint", "hint 2 3", "hint 99999999999999999999", "quit"
        ])
        for message in [
            "error: there is no blank 99: blanks are numbered 1 to 10",
            "error: there is no blank 0: blanks are numbered 1 to 10",
            "error: there is no blank -3: blanks are numbered 1 to 10",
            "error: \"x\" is not a blank number",
            "error: hint needs a blank number, as in hint 3",
            "error: hint takes no more words; type help for the commands",
            "error: there is no blank 9223372036854775807: blanks are numbered 1 to 10"
        ] {
            #expect(out.contains(message), "missing: \(message)")
        }
        #expect(try game.store().hints(game: 1).isEmpty)
    }

    /// Hints are free: a hinted blank still scores; the result marks it.
    @Test func aHintedGameStillScoresAndTheResultMarksTheHints() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(
            ["hint 3", "hint 4", "hint 4"] + ScriptedGame.allRight + ["submit", "result", "hint 5", "quit"],
            width: 1000)
        #expect(out.contains("Score: 10/10."))
        #expect(out.contains("Every blank right: level 1 -> 2."))
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  3  right") && $0.hasSuffix("(hint: part of speech)") })
        #expect(lines.contains { $0.hasPrefix("  4  right") && $0.hasSuffix("(hint: first letter)") })
        #expect(lines.contains { $0.hasPrefix("  5  right") && !$0.contains("hint") })
        #expect(out.contains("error: this game is already submitted"))
        #expect(try game.store().hints(game: 1).count == 3)
    }

    @Test func aResumedGameKeepsItsHints() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(["hint 7", "1 that"])
        let (out, _) = try game.play(["hint 7", "hint 7", "quit"])
        #expect(out.contains("Resuming game 1"))
        #expect(out.contains("Hint: blank 7 is a preposition starting with \"i\"."))
        #expect(out.contains("error: blank 7 has no more hints"))
    }

    @Test func historyShowsWhichBlanksWereHinted() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(["hint 8", "hint 8", "hint 1", "submit!", "quit"])
        let lines = try HistoryReport.show(store: game.store(), game: 1)
        #expect(lines.last == "Hints: blank 1 (part of speech), blank 8 (first letter).")
        _ = try game.play(["replay", "quit"])
        #expect(try HistoryReport.show(store: game.store(), game: 2).last == "Hints: none.")
        let entries = try GameHistory.entries(store: game.store(), profileName: "default")
        #expect(entries.map(\.hints) == [3, 0])
        let json = String(decoding: try JSONEncoder().encode(entries[0]), as: UTF8.self)
        #expect(json.contains(#""hints":3"#))
    }

    /// A hint row the game did not write (a step out of order, or not a step)
    /// is refused with one line, never replayed as if it fitted.
    @Test func damagedHintRowsAreRefusedOnResume() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        _ = try game.play(["hint 2"])
        try DatabaseQueue(path: game.dbPath).write { db in
            try db.execute(sql: "UPDATE hint SET step = 2")
        }
        #expect(throws: PlayError.savedPuzzleUnplayable(game: 1, reason: "its saved hints on blank 2 are out of order"))
        {
            try game.play(["quit"])
        }
        try DatabaseQueue(path: game.dbPath).write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE hint SET step = 7")
        }
        // A step outside 1…2 breaks the table's CHECK: the file is refused as damaged when opened.
        #expect(throws: ProgressStoreError.self) { try game.play(["quit"]) }
    }

    @Test func helpSaysHintsAreFree() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(["help"], width: 1000)
        #expect(out.contains("hint 3        blank 3's part of speech"))
        #expect(
            out.contains("Hints are free: a hinted blank scores like any other, but the result and history show it."))
    }

    @Test func hintWordsFromHostileDataReachTheTerminalEscaped() throws {
        let puzzle = PuzzleFixtures.replacingAnswer(of: PuzzleFixtures.puzzle(), blank: 0, with: "\u{1B}[31mred")
        let game = try ScriptedGame(puzzles: [puzzle])
        defer { game.temp.remove() }
        let (out, _) = try game.play(["hint 1", "hint 1", "quit"], width: 1000)
        #expect(!out.contains("\u{1B}"))
        #expect(out.contains("Hint: blank 1 is a conjunction starting with \""))
    }
}
