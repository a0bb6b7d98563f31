import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// Puzzles `play` must refuse, hidden folders it must not read, and
/// revisions the on-the-fly generator passes over.
@Suite("Unplayable puzzles and hidden batches")
struct UnplayablePuzzleTests {
    @Test func aBlankCountOtherThanTenIsSkippedNamingFileLineAndID() {
        var nine = PuzzleFixtures.puzzle(id: "nine")
        nine.blanks.removeLast()
        nine.options = nine.blanks.map(\.answer)
        var many = PuzzleFixtures.puzzle(id: "many")
        many.blanks = Array(repeating: many.blanks[0], count: 20_000)
        let good = PuzzleFixtures.puzzle(id: "good")
        let data = Data(PuzzleFixtures.jsonLines([nine, many, good]).utf8)
        let contents = PuzzleBatchReader.parse(data, path: "Output/b/puzzles.jsonl")
        #expect(contents.puzzles == [good])
        #expect(
            contents.skipped.map(\.description) == [
                "Output/b/puzzles.jsonl, line 1: puzzle nine has 9 blanks; a game has 10",
                "Output/b/puzzles.jsonl, line 2: puzzle many has 20000 blanks; a game has 10"
            ])
    }

    @Test func aBatchOfOnlyUnplayablePuzzlesIsOneError() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        var eleven = PuzzleFixtures.puzzle(id: "eleven")
        eleven.blanks.append(eleven.blanks[9])
        let directory = try PuzzleFixtures.writeBatch([eleven], in: temp.url)
        #expect(throws: PuzzleBatchError.noPlayablePuzzles(path: directory.path)) {
            try BatchPuzzleSource(directories: [directory])
        }
    }

    @Test func stagingLeftoverAndHiddenFoldersAreNeverPlayed() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        for name in [".staging-b-1-42", ".replaced-b-1-42", ".hidden", "b-1"] {
            try PuzzleFixtures.writeBatch(PuzzleFixtures.batch(), named: name, in: temp.url)
        }
        #expect(BatchPuzzleSource.batchDirectories(in: temp.url).map(\.lastPathComponent) == ["b-1"])
    }

    @Test func skippedRevisionsAreWarnedOneByOneAndTheGameGoesOn() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        var warnings: [String] = []
        var output = ""
        let io = PlayConsoleIO(
            readLine: { nil }, write: { output += $0 }, warn: { warnings.append($0) }, now: Date.init)
        let notes = ["revision 7: skipped, it is damaged", "revision 9: skipped, its title holds \u{1B}[2J"]
        var console = PlayConsole(
            store: store, profileName: "default",
            terminal: TerminalEnvironment(colour: false, width: 80, interactive: false), io: io
        ) {
            () throws(PlayError) in
            GeneratingPuzzleSource(name: "corpus") { _ in
                SourcedPuzzle(puzzle: PuzzleFixtures.puzzle(), origin: "revision 1", notes: notes)
            }
        }
        try console.run()
        #expect(
            warnings == [
                "warning: revision 7: skipped, it is damaged",
                "warning: revision 9: skipped, its title holds \\u{1B}[2J"
            ])
        #expect(output.contains("[10 ______]"))
    }

    @Test func whenEveryRevisionIsSkippedEachIsWarnedThenOneError() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let store = try ProgressStore.open(path: temp.path("p.sqlite"))
        var warnings: [String] = []
        let io = PlayConsoleIO(readLine: { nil }, write: { _ in }, warn: { warnings.append($0) }, now: Date.init)
        var console = PlayConsole(
            store: store, profileName: "default",
            terminal: TerminalEnvironment(colour: false, width: 80, interactive: false), io: io
        ) {
            () throws(PlayError) in
            GeneratingPuzzleSource(name: "corpus") { _ in
                throw PuzzleSourceError.revisionsSkipped(["revision 7: skipped, a", "revision 8: skipped, b"])
            }
        }
        #expect(throws: PlayError.noPuzzleLeft(source: "corpus", level: 1)) { try console.run() }
        #expect(warnings == ["warning: revision 7: skipped, a", "warning: revision 8: skipped, b"])
    }
}
