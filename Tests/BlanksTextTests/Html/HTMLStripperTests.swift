import Testing

@testable import BlanksText

/// Each rule of the HTML → prose reading, on made-up HTML shaped as
/// MediaWiki's parser writes it.
@Suite struct HTMLStripperTests {
    /// The paragraphs read, whatever the gate says of their prose: these
    /// cases test reading and removal, so only what the reading itself
    /// withholds (formulas, holes) is left out.
    private func texts(_ html: String) -> [String] {
        HTMLStripper().strip(html).entries.filter { ![.formula, .hole].contains($0.defect) }.map(\.text)
    }

    @Test func paragraphsComeFromBodyParagraphsInDocumentOrder() {
        let html = """
            <html><head><title>Title words</title><style>p { color: red }</style></head><body>
            <div class="mw-parser-output"><p>The first paragraph is here.</p>
            <div>Loose text in a div is not a paragraph.</div>
            <p>The second paragraph follows it.</p></div></body></html>
            """
        #expect(texts(html) == ["The first paragraph is here.", "The second paragraph follows it."])
    }

    @Test func inlineElementsJoinWithoutLosingSpaces() {
        let html =
            "<p><b>Albedo</b> is the <a href=\"./Light\" title=\"Light\">fraction of <i>light</i></a> that a <span>surface</span>\nreflects.</p>"
        #expect(texts(html) == ["Albedo is the fraction of light that a surface reflects."])
        #expect(texts("<p>One line<br>and the next.</p>") == ["One line and the next."])
    }

    @Test func superscriptAndSubscriptDigitsAreRaisedAndLoweredAsInWikitext() {
        #expect(
            texts("<p>An area of 5 km<sup>2</sup> holds H<sub>2</sub>O and 10<sup>&#8722;7</sup> of it.</p>")
                == ["An area of 5 km\u{B2} holds H\u{2082}O and 10\u{207B}\u{2077} of it."])
        #expect(texts("<p>The 1<sup>st</sup> one.</p>") == ["The 1st one."])
        // Notation with no raised or lowered form withholds, as in wikitext.
        #expect(
            HTMLStripper().strip("<p>The shell 8p<sub>1/2</sub> is odd. It is full.</p>").entries.map(\.defect)
                == [.formula])
        #expect(
            HTMLStripper().strip("<p>The constant K<sub>a1</sub> is odd. It is small.</p>").entries.map(\.defect)
                == [.formula])
    }

    @Test func struckThroughTextIsAHoleInsideASentenceAsInWikitext() {
        #expect(
            HTMLStripper().strip("<p>The keys read ON and <s>ON</s> respectively. They were red.</p>").entries
                .map(\.defect) == [.hole])
        #expect(
            HTMLStripper().strip("<p>The price fell from <del>ten</del> to eight. It sold well.</p>").entries
                .map(\.defect) == [.hole])
        #expect(
            texts("<p>The plan was dropped. <strike>It was never built.</strike> The site is a park.</p>")
                == ["The plan was dropped. The site is a park."])
    }

    @Test func referencesAndMarkersAreDroppedWithoutAHole() {
        let html = """
            <p>Water boils at a lower temperature on mountains.<sup class="reference" id="cite_ref-1"><a href="#cite_note-1">[1]</a></sup> It freezes<sup class="mw-ref reference"><a>[2]</a></sup> at zero.</p>
            <h2>References</h2><div class="reflist"><ol class="references"><li>A source.</li></ol></div>
            <p>This paragraph is in the references section.</p>
            """
        let result = HTMLStripper().strip(html)
        #expect(result.entries.map(\.text) == ["Water boils at a lower temperature on mountains. It freezes at zero."])
    }

    @Test func apparatusGoesWithoutATrace() {
        let html = """
            <div role="note" class="hatnote navigation-not-searchable">For other uses, see Albedo (disambiguation).</div>
            <table class="infobox"><tr><td>Infobox text</td></tr></table>
            <figure typeof="mw:File/Thumb"><img src="a.png"><figcaption>A caption.</figcaption></figure>
            <span id="coordinates">51°N 0°W</span>
            <p>The lead paragraph stays.<span class="mw-editsection">[edit]</span></p>
            <p style="display: none">Hidden paragraph.</p><p hidden>Also hidden.</p>
            <div class="navbox">Navbox text</div><script>var p = "<p>not text</p>";</script>
            """
        let entries = HTMLStripper().strip(html).entries
        #expect(entries.map(\.text) == ["The lead paragraph stays."])
        #expect(entries.first?.followsRemovedBlock == false)
    }

    @Test func listsTablesAndQuotationsBreakTheRun() {
        let html = """
            <p>The paragraph before the list is here.</p>
            <ul><li>An item.</li></ul>
            <p>The paragraph after the list is here.</p>
            <h2 id="History">History</h2>
            <p>A new section starts a run.</p>
            """
        let entries = HTMLStripper().strip(html).entries
        #expect(
            entries.map(\.text) == [
                "The paragraph before the list is here.", "The paragraph after the list is here.",
                "A new section starts a run."
            ])
        #expect(entries.map(\.followsRemovedBlock) == [false, true, false])
        #expect(entries.map(\.startsSection) == [true, false, true])
        #expect(entries.map(\.paragraph.section) == ["", "", "History"])
    }

    @Test func apparatusSectionsAreLeftOutWithTheirSubsections() {
        let html = """
            <div class="mw-heading mw-heading2"><h2 id="See_also">See also</h2><span class="mw-editsection">edit</span></div>
            <p>Not prose of the article.</p><h3>Further reading</h3><p>Nor this.</p>
            <h2>Legacy</h2><p>Prose again.</p>
            """
        #expect(texts(html) == ["Prose again."])
        #expect(HTMLStripper().strip(html).entries.first?.paragraph.section == "Legacy")
    }

    @Test func unrenderedTemplatesAreRemovedAsTheWikitextStripperRemovesThem() {
        func link(_ name: String) -> String {
            "<a href=\"/index.php?title=Template:\(name)&amp;action=edit&amp;redlink=1\" class=\"new\" title=\"Template:\(name) (page does not exist)\">Template:\(name)</a>"
        }
        // A footnote-like template shows no prose: dropped anywhere.
        #expect(
            HTMLStripper().strip("<p>It is old \(link("Citation needed")) and large.</p>").entries.map(\.defect) == [
                nil
            ])
        // An unknown one took words out of the sentence: a hole.
        #expect(HTMLStripper().strip("<p>It is about \(link("Convert")) long.</p>").entries.map(\.defect) == [.hole])
    }

    @Test func formulasAndInlineRemovalsWithholdTheirParagraph() {
        let formula = "<p>The energy is <span class=\"mwe-math-element\"><math><mi>E</mi></math></span> in joules.</p>"
        #expect(HTMLStripper().strip(formula).entries.map(\.defect) == [.formula])
        let hole = "<p>The values are <table><tr><td>1</td></tr></table> as shown.</p>"
        // A table closes the paragraph, as in browsers: the text before it stands alone.
        #expect(HTMLStripper().strip(hole).entries.first?.text == "The values are")
    }

    @Test func entitiesAreDecodedOnceAndControlCharactersDropped() {
        #expect(
            texts("<p>Fish &amp; chips cost &pound;5&nbsp;each, &#8220;fresh&#8221;.</p>")
                == ["Fish & chips cost £5 each, \u{201C}fresh\u{201D}."])
        #expect(texts("<p>Write &amp;lt;p&amp;gt; in text.</p>") == ["Write &lt;p&gt; in text."])
        #expect(texts("<p>Bell&#7;s and&#x1; marks\u{1}\u{4} go.</p>") == ["Bells and marks go."])
        #expect(texts("<p>A stray & stays.</p>") == ["A stray & stays."])
    }

    @Test func unterminatedTagsAndCommentsEndTheInput() {
        #expect(texts("<p>Complete text here.</p><p>Cut <b class=\"x") == ["Complete text here.", "Cut"])
        #expect(texts("<p>Before the comment.</p><!-- <p>never</p>") == ["Before the comment."])
        #expect(texts("<p>Less < than and 3 <4 stay.</p>") == ["Less < than and 3 <4 stay."])
        #expect(texts("<p>An open paragraph at the end") == ["An open paragraph at the end"])
    }

    @Test func deepNestingStopsAtTheLimitKeepingWhatCameBefore() {
        let html = "<p>Before the nesting.</p>" + String(repeating: "<div>", count: 100_000) + "<p>Inside.</p>"
        let result = HTMLStripper().strip(html)
        #expect(result.entries.map(\.text) == ["Before the nesting."])
        guard case .tooDeep(_, let limit)? = result.stoppedAt else {
            Issue.record("expected a depth error, got \(String(describing: result.stoppedAt))")
            return
        }
        #expect(limit == HTMLLimits().depth)
    }

    @Test func hugeAttributesAndNamesStopAtTheLimit() {
        let attribute = "<p>Kept text.</p><p data-mw=\"" + String(repeating: "x", count: 300_000) + "\">Lost.</p>"
        #expect(HTMLStripper().strip(attribute).stoppedAt == .tagTooLong(offset: 17, limit: HTMLLimits().tagBytes))
        let name = "<p>Kept.</p><" + String(repeating: "a", count: 1_000) + ">"
        #expect(HTMLStripper().strip(name).stoppedAt == .nameTooLong(offset: 12, limit: HTMLLimits().nameBytes))
    }

    @Test func rawTextElementsHideTheirContentUntilTheirOwnEndTag() {
        let html = "<p>Start.</p><SCRIPT>document.write('</p><p>fake</p>');</script ><p>End of it.</p><style>"
        #expect(texts(html) == ["Start.", "End of it."])
    }

    @Test func linearTimeOnManyUnclosedElements() {
        // Stray end tags and unclosed inline elements: each token costs at most the depth limit.
        let html = String(repeating: "<p><b><i>Word ", count: 20_000) + String(repeating: "</span>", count: 20_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = HTMLStripper().strip(html) }
        #expect(elapsed < .seconds(20))
    }

    @Test func theContentModelSelectsTheStripper() {
        let stripper = WikitextStripper()
        #expect(
            stripper.strip("<p><b>Bold</b> [[text]] here.</p>", contentModel: "html").entries.map(\.text)
                == ["Bold [[text]] here."])
        #expect(
            stripper.strip("<b>Bold</b> [[text]] here.", contentModel: "wikitext").entries.map(\.text) == [
                "Bold text here."
            ])
        let sequence = stripper.strippedParagraphs(from: "<p>One here.</p><p>Two here.</p>", contentModel: "html")
        #expect(Array(sequence).map(\.text) == ["One here.", "Two here."])
    }
}
