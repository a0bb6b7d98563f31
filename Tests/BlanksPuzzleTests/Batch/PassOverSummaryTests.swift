import BlanksPuzzle
import Testing

/// The one line that counts a batch's passed-over pages by reason: counts right, reasons in
/// a fixed order whatever order pages came in, singular and plural right.
@Suite struct PassOverSummaryTests {
    @Test func nothingPassedOverGivesNoLine() {
        #expect(PassOverSummary().line == nil)
    }

    @Test func pagesAreCountedByReasonInAFixedOrder() {
        let errors: [PuzzleGenerationError] = [
            .unreadable(revid: 1, reason: "not a gzip file"),
            .notEnoughSentences(revid: 2, usable: 3),
            .noOneSolution(revid: 3, attempts: 8),
            .notEnoughSentences(revid: 4, usable: 1)
        ]
        var forward = PassOverSummary()
        var backward = PassOverSummary()
        errors.forEach { forward.add($0) }
        errors.reversed().forEach { backward.add($0) }
        #expect(forward == backward && forward.total == 4)
        #expect(
            forward.line == "4 pages passed over: 1 with no draw of one right answer per blank, "
                + "2 with too few sentences to blank, 1 unreadable")
    }

    @Test func onePageIsSingular() {
        var summary = PassOverSummary()
        summary.add(.passageTooLong(revid: 9, sentences: 21, limit: 20))
        #expect(summary.line == "1 page passed over: 1 whose passage would be too long")
    }

    @Test func aDetailSaysOneSentenceNotOneSentences() {
        #expect(
            PuzzleGenerationError.notEnoughSentences(revid: 5, usable: 1).description
                == "revision 5: skipped, its prose has 1 sentence with a word to blank, 10 are needed")
        #expect(
            PuzzleGenerationError.notEnoughSentences(revid: 5, usable: 2).detail
                == "skipped, its prose has 2 sentences with a word to blank, 10 are needed")
        #expect(
            PuzzleGenerationError.noOneSolution(revid: 6, attempts: 1).detail.hasPrefix("skipped, 1 draw of ten blanks")
        )
    }

    @Test func everyErrorHasAReasonAndItsRevision() {
        let errors: [PuzzleGenerationError] = [
            .unreadable(revid: 1, reason: "x"), .notEnoughSentences(revid: 2, usable: 0),
            .passageLimit(revid: 3, paragraphs: 40, limit: "paragraphs"),
            .passageTooLong(revid: 4, sentences: 30, limit: 20),
            .ownClassShort(revid: 5, level: 3, ownClass: 2), .variantRepeats(revid: 6, variant: 2),
            .noOneSolution(revid: 7, attempts: 8)
        ]
        #expect(errors.map(\.revid) == Array(1...7))
        #expect(Set(errors.map(\.reason)).count == PassOverReason.allCases.count)
    }
}
