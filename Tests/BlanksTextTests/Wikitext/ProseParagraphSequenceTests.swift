@testable import BlanksCorpus
import BlanksTestSupport
@testable import BlanksText
import Foundation
import Testing

/// The lazy paragraph sequence the puzzle generator reads must give exactly
/// the paragraphs of a full strip (the validator compares against a full strip).
@Suite struct ProseParagraphSequenceTests {
    private static let corpus = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))

    @Test func equalsTheFullStripOnEveryCorpusRevision() throws {
        let stripper = WikitextStripper()
        let entries = try Self.corpus.loadManifest().entries
        #expect(entries.count > 100)
        var paragraphs = 0
        for entry in entries {
            let content = try Self.corpus.readRevision(revid: entry.revid).content
            let full = stripper.paragraphs(from: content)
            #expect(Array(stripper.proseParagraphs(from: content)) == full, "revision \(entry.revid)")
            paragraphs += full.count
        }
        #expect(paragraphs > 1_000)
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
        let full = stripper.paragraphs(from: wikitext)
        #expect(full.map(\.text) == ["First paragraph.", "Second paragraph, one line more.", "Third one."])
        for count in 0...4 {
            #expect(Array(stripper.proseParagraphs(from: wikitext).prefix(count)) == Array(full.prefix(count)))
        }
        var sequence = stripper.proseParagraphs(from: wikitext)
        #expect(sequence.next()?.section == "")
        #expect(sequence.next()?.section == "History")
        #expect(sequence.next() != nil)
        #expect(sequence.next() == nil)
        #expect(sequence.next() == nil)
    }

    @Test func emptyAndWithheldInputGiveNoParagraphs() {
        let stripper = WikitextStripper()
        #expect(Array(stripper.proseParagraphs(from: "")).isEmpty)
        #expect(Array(stripper.proseParagraphs(from: "An unclosed {{cite web|title=x and more text.")).isEmpty)
    }
}
