import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// What the blanks game tells a player so no move is blind: the sentence of
/// the blank being filled, a word placed twice, empty blanks at submit, a
/// level the batches do not have.
@Suite("Play console guidance")
struct PlayerGuidanceTests {
    @Test func pickingABlankShowsItsSentenceMarkedThenTheWords() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(["1 that", "2"])
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let picked = try #require(lines.firstIndex(of: "Blank 2 is empty. Type a word or its number:"))
        #expect(lines[picked + 1] == "  Its name comes [2 ______] the Greek word anarkhia.")
        #expect(lines[picked + 2].hasPrefix("Words: "))
        #expect(!lines[picked + 1].contains("Anarchism is"), "only blank 2's sentence")
    }

    @Test func showWithANumberPrintsThatSentenceOnly() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(["1 that", "show 1", "s 10", "show 11", "show 1 2", "submit!", "show 2"])
        #expect(out.contains("\n  Anarchism is a political philosophy [1: that] rejects rulers.\n"))
        #expect(out.contains("\n  Today anarchism remains [10 ______] in many countries.\n"))
        #expect(out.contains("error: there is no blank 11: blanks are numbered 1 to 10"))
        #expect(out.contains("error: show takes no more words; type help for the commands"))
        #expect(
            out.contains("\n  Its name comes [2 empty, answer: from] the Greek word anarkhia.\n"),
            "after submitting, the sentence shows the answer")
    }

    @Test func aWordPlacedInMoreBlanksThanTheWordsOfferIsNamedWithWhereItIs() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(["2 from", "7 from", "9 from", "1 that"])
        #expect(
            out.contains(
                "Blank 7: from (2 of 10 filled).\nNote: \"from\" is also in blank 2, but the words have it only once."))
        #expect(out.contains("Note: \"from\" is also in blanks 2, 7, but the words have it only once."))
        #expect(!out.contains("\"that\" is also"))
    }

    @Test func submitWithEmptyBlanksAsksOnceAndNoKeepsTheGame() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (out, _) = try game.play(
            Array(ScriptedGame.allRight.prefix(6)) + ["submit", "n", "submit", "9 the", "quit"])
        #expect(out.components(separatedBy: "4 blanks are empty — submit anyway? y/n").count == 3)
        #expect(out.contains("Not submitted: fill the empty blanks, or type submit! to submit as it is."))
        #expect(out.contains("Not submitted.\nBlank 9: the (7 of 10 filled)."), "another line is a command of its own")
        #expect(!out.contains("Score:"))
        #expect(try game.store().openGame(profile: 1) != nil)
    }

    @Test func submitAnsweredYesOrSubmitBangScores() throws {
        let game = try ScriptedGame()
        defer { game.temp.remove() }
        let (yes, _) = try game.play(
            Array(ScriptedGame.allRight.prefix(9)) + ["submit", "y", "replay", "submit!", "quit"])
        #expect(yes.contains("1 blank is empty — submit anyway? y/n\nScore: 9/10."))
        #expect(yes.contains("Score: 0/10."))
        #expect(yes.components(separatedBy: "submit anyway").count == 2, "submit! does not ask")
        let full = try ScriptedGame()
        defer { full.temp.remove() }
        let (all, _) = try full.play(ScriptedGame.allRight + ["submit", "quit"])
        #expect(
            !all.contains("submit anyway") && all.contains("Score: 10/10."), "nothing to ask when every blank is filled"
        )
    }

    @Test func theHeaderNamesTheProfileAndTheLevelInWords() throws {
        let game = try ScriptedGame(puzzles: PuzzleFixtures.batch(levels: [0]))
        defer { game.temp.remove() }
        let (out, _) = try game.play(["quit"], profile: "ada", width: 1000)
        #expect(
            out.contains(
                "Anarchism - game 1, level 0 (the classic mix) puzzle. "
                    + "Profile \"ada\" is at level 1 (prepositions), best 0/10."))
    }

    @Test func reachingALevelTheBatchesLackIsSaidWithWhatToDo() throws {
        let game = try ScriptedGame(puzzles: PuzzleFixtures.batch(levels: [1, 1]))
        defer { game.temp.remove() }
        let (out, _) = try game.play(ScriptedGame.allRight + ["submit", "replay", "quit"], width: 1000)
        #expect(out.contains("Every blank right: level 1 -> 2."))
        #expect(
            out.contains(
                "No level 2 (determiners) puzzle is left to play in \(game.batch.path), so this one is "
                    + "level 1. For more of your level: wikiblanks generate --seed S --count N --level 2, "
                    + "then play again."))
        let first = try #require(out.components(separatedBy: "Every blank right").first)
        #expect(!first.contains("No level"), "not said while the level has puzzles")
    }
}
