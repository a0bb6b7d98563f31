import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksText

/// The lazy paragraph sequence the puzzle generator reads must give exactly
/// the paragraphs of a full strip (the validator compares against a full strip).
@Suite struct StrippedParagraphSequenceTests {
    private static let corpus = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))

    @Test func equalsTheFullStripOnEveryCorpusRevision() throws {
        let stripper = WikitextStripper()
        let entries = try Self.corpus.loadManifest().entries
        #expect(entries.count > 100)
        var paragraphs = 0
        for entry in entries {
            let content = try Self.corpus.readRevision(revid: entry.revid).content
            let full = stripper.strip(content).entries
            #expect(Array(stripper.strippedParagraphs(from: content)) == full, "revision \(entry.revid)")
            paragraphs += full.count
        }
        #expect(paragraphs > 1_000)
    }

    /// The sequence reads its text in place: a text short enough to be
    /// stored inside the string itself (15 bytes at most), or made from a
    /// slice of a longer one, reads as the full strip does too.
    @Test(arguments: [
        "", "Hi.", "One.\n\nTwo.", "A line of 15 b.", String("Intro.\n\nA second paragraph here.".dropFirst(8))
    ])
    func aShortOrSlicedTextGivesTheFullStrip(wikitext: String) {
        let stripper = WikitextStripper()
        #expect(Array(stripper.strippedParagraphs(from: wikitext)) == stripper.strip(wikitext).entries)
    }

    @Test func takingAPrefixGivesTheLeadingParagraphs() {
        let wikitext = """
            First {{cite web|title=x}} paragraph.

            == History ==
            Second paragraph,
            one line more.
            * a list item.
            Third [[paragraph|one]].

            == See also ==
            Not prose of the article.
            """
        let stripper = WikitextStripper()
        let full = stripper.strip(wikitext).entries
        #expect(full.map(\.text) == ["First paragraph.", "Second paragraph, one line more.", "Third one."])
        #expect(full.map(\.startsSection) == [true, true, false])
        #expect(full.map(\.followsRemovedBlock) == [false, false, true])
        for count in 0...4 {
            #expect(Array(stripper.strippedParagraphs(from: wikitext).prefix(count)) == Array(full.prefix(count)))
        }
        var sequence = stripper.strippedParagraphs(from: wikitext)
        #expect(sequence.next()?.paragraph.section == "")
        #expect(sequence.next()?.paragraph.section == "History")
        #expect(sequence.next() != nil)
        #expect(sequence.next() == nil)
        #expect(sequence.next() == nil)
    }

    @Test func aLeadingParagraphExpandsOnlyTheStartOfTheArticle() throws {
        let body = (1...2_000).map { "Paragraph {{lang|fr|number}} [[link|\($0)]] of the body.<ref>a note</ref>" }
            .joined(separator: "\n\n")
        let wikitext = "{{Infobox\n| name = x\n}}\nThe lead [[paragraph]].\n\n" + body
        var sequence = WikitextStripper().strippedParagraphs(from: wikitext)
        #expect(sequence.next()?.text == "The lead paragraph.")
        #expect(sequence.wikitextBytesRead < 200)
        #expect(sequence.next()?.text == "Paragraph number 1 of the body.")
        #expect(sequence.wikitextBytesRead < 300)
        let rest = Array(sequence)
        #expect(rest.count == 1_999)
        #expect(sequence.wikitextBytesRead < 300, "a copy iterates on its own")
    }

    @Test func aConstructOpenAcrossLinesHoldsBackItsLinesUntilItCloses() {
        let stripper = WikitextStripper()
        var sequence = stripper.strippedParagraphs(
            from: "{{quote|\nNot shown.\n\nNor this.\n}}\nShown [[here]].\n\nAnd then.")
        #expect(sequence.next()?.text == "Shown here.")
        #expect(sequence.next()?.text == "And then.")
        #expect(sequence.next() == nil)
        let unclosed = "Before.\n\n{{cite|\nInside.\n\nAfter [[a]] all."
        #expect(Array(stripper.strippedParagraphs(from: unclosed)) == stripper.strip(unclosed).entries)
        #expect(stripper.strip(unclosed).entries.first?.text == "Before.")
    }

    /// Pieces of wikitext whose constructs span lines, open without closing
    /// or close without opening, joined in many orders: every prefix of the
    /// lazy sequence is the full strip's.
    @Test func equalsTheFullStripOnMixedConstructs() {
        let prose = ["Plain text here.", "\n\n", "Another {{lang|fr|mot}} sentence.\n\n", "A [[b|c]] d.\n\n"]
        let pieces =
            prose + prose + [
                "\n", "{{", "}}", "[[", "]]", "{{cite|a=1|\nb=2}}",
                "[[File:x.png|thumb|A [[b]].]]", "<ref>note\nmore</ref>", "<!-- c\n -->", "{|\n| cell\n|}",
                "[http://a.org label]", "== Notes ==", "== History ==", " indented line.", "* item.",
                "<ref name=x/>", "'''bold''' words.", "__NOTOC__", "&amp; entity.", "Words [[a|b]]s end.",
                "<math>x\n</math>", "{{lang|fr|mot}}.", "[http://b.org\nbroken", "<ref>unclosed"
            ]
        let stripper = WikitextStripper()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var paragraphs = 0
        for _ in 0..<400 {
            var wikitext = ""
            for _ in 0..<24 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                wikitext += pieces[Int(state >> 33) % pieces.count]
            }
            let full = stripper.strip(wikitext).entries
            paragraphs += full.count
            #expect(Array(stripper.strippedParagraphs(from: wikitext)) == full, "\(wikitext)")
            for count in 0..<full.count {
                #expect(Array(stripper.strippedParagraphs(from: wikitext).prefix(count)) == Array(full.prefix(count)))
            }
        }
        #expect(paragraphs > 500)
    }

    @Test func emptyInputGivesNoParagraphsAndMarkupIsWithheld() {
        let stripper = WikitextStripper()
        #expect(Array(stripper.strippedParagraphs(from: "")).isEmpty)
        let unclosed = Array(stripper.strippedParagraphs(from: "An unclosed {{cite web|title=x and more text."))
        #expect(unclosed.map(\.defect) == [.markup])
    }
}
