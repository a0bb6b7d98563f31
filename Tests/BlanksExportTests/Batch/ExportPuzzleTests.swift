import BlanksModel
import BlanksTestSupport
import Testing

@testable import BlanksExport

@Suite struct ExportPuzzleTests {
    @Test func cutsTheTextIntoParagraphsOfTextAndGaps() throws {
        let puzzle = try ExportPuzzle(PuzzleFixtures.puzzle(), file: "f")
        #expect(puzzle.paragraphs.count == 2)
        let gaps = puzzle.paragraphs.joined().compactMap { piece -> String? in
            if case .gap(_, let answer, _) = piece { return answer }
            return nil
        }
        #expect(gaps == PuzzleFixtures.answers)
        // The emoji before blank 4 is two UTF-16 units: the text before it is whole.
        #expect(puzzle.paragraphs[0].contains(.text(" free love and individualism. Many anarchists ")))
        #expect(puzzle.optionIndex.map { $0 + 1 } == (1...10).map(PuzzleFixtures.optionNumber(forBlank:)))
    }

    @Test func refusesBlanksThatDoNotHoldTheirAnswerOrSplitACharacter() {
        var wrong = PuzzleFixtures.puzzle()
        wrong.blanks[0].answer = "this"
        wrong.options[wrong.options.firstIndex(of: "that")!] = "this"
        #expect(throws: ExportPuzzle.Defect.self) { try ExportPuzzle(wrong, file: "f") }

        var missing = PuzzleFixtures.puzzle()
        missing.options[0] = "zz"
        #expect(throws: ExportPuzzle.Defect.self) { try ExportPuzzle(missing, file: "f") }

        var negative = PuzzleFixtures.puzzle()
        negative.blanks[0].start = -1
        #expect(throws: ExportPuzzle.Defect.self) { try ExportPuzzle(negative, file: "f") }

        var unordered = PuzzleFixtures.puzzle()
        unordered.blanks.swapAt(0, 1)
        #expect(throws: ExportPuzzle.Defect.self) { try ExportPuzzle(unordered, file: "f") }

        var none = PuzzleFixtures.puzzle()
        none.blanks = []
        none.options = []
        #expect(throws: ExportPuzzle.Defect.self) { try ExportPuzzle(none, file: "f") }
    }
}
