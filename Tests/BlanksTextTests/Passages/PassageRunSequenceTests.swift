import Testing

@testable import BlanksText

/// The paragraphs a passage may be made of: runs from the start of the
/// article or of a section, never across a withheld paragraph or a removed block.
@Suite struct PassageRunSequenceTests {
    private func paragraphs(_ wikitext: String) -> [PassageRunSequence.Paragraph] {
        Array(PassageRunSequence(WikitextStripper().strippedParagraphs(from: wikitext)))
    }

    @Test func aRunGoesOnAcrossSectionsUntilAWithheldParagraph() {
        let wikitext = """
            The lead is here and it is long. It has two sentences.

            == One ==
            The first section is long too. It has two sentences.

            The section goes on (see the table below). It has two sentences.

            This paragraph can only follow the withheld one. It has two sentences.

            == Two ==
            The second section starts a run. It has two sentences.
            """
        let found = paragraphs(wikitext)
        #expect(found.map(\.startsRun) == [true, false, true])
        #expect(
            found.map(\.text) == [
                "The lead is here and it is long. It has two sentences.",
                "The first section is long too. It has two sentences.",
                "The second section starts a run. It has two sentences."
            ])
    }

    @Test func aSectionWhoseFirstParagraphIsWithheldStartsNoRun() {
        let wikitext = """
            == One ==
            The section opens with a list:
            * An item.

            The text after it refers to the list. It has two sentences.

            == Two ==
            The second section starts a run. It has two sentences.
            """
        #expect(paragraphs(wikitext).map(\.text) == ["The second section starts a run. It has two sentences."])
    }

    @Test func aSectionThatPointsBackStartsNoRunButTheArticleMay() {
        let wikitext = """
            This article is about a town. It has two sentences.

            The lead goes on (see the table below). It has two sentences.

            == One ==
            However, the first section leans on the one before. It has two sentences.

            The section goes on after it. It has two sentences.

            == Two ==
            The second section starts a run. It has two sentences.
            """
        let found = paragraphs(wikitext)
        #expect(
            found.map(\.text) == [
                "This article is about a town. It has two sentences.",
                "The second section starts a run. It has two sentences."
            ])
        #expect(found.map(\.startsRun) == [true, true])
    }

    @Test func aSectionThatPointsBackContinuesARunThatShowsWhatCameBefore() {
        let wikitext = """
            The lead is here and it is long. It has two sentences.

            == One ==
            These reforms followed the lead. It has two sentences.
            """
        #expect(paragraphs(wikitext).map(\.startsRun) == [true, false])
    }

    @Test func noParagraphsGiveNoRuns() {
        #expect(paragraphs("").isEmpty)
        #expect(paragraphs("the council is most powerfull body in town").isEmpty)
    }
}
