import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// Control characters from data (titles, words, passage text) reach the
/// terminal escaped, from the library itself.
@Suite("Control characters from puzzle data")
struct HostileTextTests {
    static let escape = "\u{1B}]0;pwned\u{07}\u{1B}[2J"

    /// The fixture with an escape sequence in its title, after its last
    /// sentence, and inside blank 10's word ("act\u{1B}ve", still six UTF-16 units).
    static func hostilePuzzle() -> Puzzle {
        var puzzle = PuzzleFixtures.puzzle(title: "Anarchism" + escape)
        let last = puzzle.blanks[9]
        let word = "act\u{1B}ve"
        let units = Array(puzzle.text.utf16)
        puzzle.text =
            String(decoding: units[..<last.start], as: UTF16.self) + word
            + String(decoding: units[(last.start + last.length)...], as: UTF16.self) + escape
        puzzle.blanks[9].answer = word
        puzzle.options = puzzle.options.map { $0 == "active" ? word : $0 }
        return puzzle
    }

    @Test func theHostilePuzzleIsPlayable() {
        #expect(Self.hostilePuzzle().playProblem == nil)
    }

    @Test func aGameShowsNoRawControlCharacter() throws {
        let game = try ScriptedGame(puzzles: [Self.hostilePuzzle()])
        defer { game.temp.remove() }
        let (out, err) = try game.play(["10 10", "options", "submit!", "result", "quit"])
        #expect(err.isEmpty)
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(out.contains("Anarchism\\u{1B}]0;pwned\\u{07}\\u{1B}[2J - game 1"))
        #expect(out.contains("act\\u{1B}ve"))
    }

    @Test func colourCodesAreTheOnlyEscapesInColour() throws {
        let game = try ScriptedGame(puzzles: [Self.hostilePuzzle()])
        defer { game.temp.remove() }
        let (out, _) = try game.play(["quit"], colour: true)
        #expect(!out.contains("\u{1B}]"))
        #expect(!out.contains("\u{1B}[2J"))
        #expect(!out.contains("\u{07}"))
    }

    @Test func theRendererKeepsParagraphBreaksAndEscapesTheRest() {
        let plain = PassageRenderer.escaped(StyledRun("one\u{1B}[1m\n\ntwo\ttab"))
        #expect(plain.text == "one\\u{1B}[1m\n\ntwo\\u{09}tab")
        let atomic = PassageRenderer.escaped(StyledRun("a\nb", atomic: true))
        #expect(atomic.text == "a\\u{0A}b")
    }

    @Test func historyEscapesTitlesWordsAndOrigins() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        let start = Date(timeIntervalSince1970: 1_717_236_000)
        let profile = try store.profile(named: "ada", at: start)
        let game = try store.startGame(
            profile: profile,
            puzzle: SourcedPuzzle(
                puzzle: Self.hostilePuzzle(),
                origin: "batch\u{1B}[31m"), at: start)
        try store.record(Move(blank: 10, word: "act\u{1B}ve", previous: nil), game: game.id, at: start + 5)
        _ = try store.finish(game: game.id, score: 1, at: start + 9)
        let lines =
            try HistoryReport.list(store: store, profileName: "ada") + HistoryReport.show(store: store, game: game.id)
        let text = lines.joined(separator: "\n")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.contains("Anarchism\\u{1B}]0;pwned"))
        #expect(text.contains("batch\\u{1B}[31m"))
        #expect(text.contains("fill act\\u{1B}ve"))
    }
}
