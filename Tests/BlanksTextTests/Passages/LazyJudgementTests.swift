import Testing

@testable import BlanksText

/// The lazy strip judges a paragraph only when its verdict can matter: the
/// paragraphs a passage may be made of are the same as when every paragraph
/// is judged first.
@Suite struct LazyJudgementTests {
    static let wikitext = """
        The lead is here and it is long. It has two sentences.

        The lead goes on (see the table below). It has two sentences.

        This paragraph can only follow the withheld one. It has two sentences.

        This one is (see the list below) withheld too. It has two sentences.

        == One ==
        The first section starts a run. It has two sentences.

        The run goes on here. It has two sentences.
        * A list item.

        After the list no run goes on. It has two sentences.

        == Two ==
        the second section opens in lowercase, which withholds it

        Nothing can follow that. It has two sentences.
        """

    @Test func theRunsAreThoseOfEveryParagraphJudged() {
        let entries = WikitextStripper().strip(Self.wikitext).entries
        let inRuns = PassageRunSequence.inRuns(entries)
        let expected = zip(entries, inRuns).filter(\.1).map(\.0.text)
        let given = Array(PassageRunSequence(WikitextStripper().strippedParagraphs(from: Self.wikitext)))
        #expect(given.map(\.text) == expected)
        #expect(given.map(\.startsRun) == [true, true, false])
        #expect(entries.filter { !$0.isUsable }.count == 3, "the sample withholds what it means to")
    }

    @Test func aParagraphIsJudgedOnlyWhenAsked() {
        var lazy = WikitextStripper().strippedParagraphs(from: Self.wikitext)
        let unjudged = Array(sequence(state: ()) { _ in lazy.nextUnjudged() })
        let judged = Array(WikitextStripper().strippedParagraphs(from: Self.wikitext))
        #expect(unjudged.map(\.entry.text) == judged.map(\.text))
        #expect(unjudged.allSatisfy { $0.awaitsGate && $0.entry.defect == nil && $0.entry.sentences == nil })
        #expect(unjudged.map { lazy.judged($0) } == judged)
        #expect(judged[1].defect == .referenceElsewhere && judged[1].sentences != nil)
    }
}
