import Testing

@testable import BlanksText

/// Malformed or adversarial wikitext ends, without a crash and without
/// leaking markup. (Time is measured by benchmarks, not here; these inputs
/// would take minutes or overflow the stack with quadratic or recursive code.)
@Suite struct HostileInputTests {
    private func checkNoLeaks(_ paragraphs: [ProseParagraph]) {
        for paragraph in paragraphs {
            #expect(MarkupLeakCheck.leaks(in: paragraph.text).isEmpty, "\(paragraph.text.prefix(200))")
        }
    }

    @Test func unclosedConstructs() {
        for wikitext in [
            "Start {{cite web|title=x", "Start [[link|label", "Start.<ref>never closed",
            "Start.<!-- never closed", "{| class=wikitable\n| cell", "Start [http://a.org label",
            "Text }} and ]] and |} alone.", "<ref name=\"x\" Broken tag.", "{{{{{{", "[[[[[[",
            "<math>x", "'''''''''"
        ] {
            let stripper = WikitextStripper()
            checkNoLeaks(stripper.paragraphs(from: wikitext))
            checkNoLeaks(stripper.paragraphs(from: wikitext + "\n\nA clean paragraph follows."))
        }
        #expect(
            WikitextStripper().paragraphs(from: "Start [[link|label\n\nA clean paragraph follows.").map(\.text)
                == ["A clean paragraph follows."])
    }

    @Test func tenThousandNestedTemplates() {
        let depth = 10_000
        let nested = String(repeating: "{{nowrap|", count: depth) + "deep" + String(repeating: "}}", count: depth)
        // Deeper than MarkupExpander.maximumDepth: not expanded, so the paragraph is withheld.
        #expect(WikitextStripper().paragraphs(from: "Before \(nested) after.").isEmpty)
        let dropped = String(repeating: "{{cite|", count: depth) + "x" + String(repeating: "}}", count: depth)
        // The outermost template closes; one the stripper does not know, inside a sentence, is a hole.
        let entries = WikitextStripper().strip("Before \(dropped)after.").entries
        #expect(entries.map(\.text) == ["Before after."])
        #expect(entries.map(\.defect) == [.hole])
        let unclosed = String(repeating: "{{a|[[b|", count: depth)
        checkNoLeaks(WikitextStripper().paragraphs(from: "Text \(unclosed) end."))
    }

    @Test func manyUnclosedRefsAndComments() {
        let refs = String(repeating: "word <ref>x ", count: 20_000) + "end."
        checkNoLeaks(WikitextStripper().paragraphs(from: refs))
        let tags = String(repeating: "<ref name=", count: 20_000)
        checkNoLeaks(WikitextStripper().paragraphs(from: tags))
    }

    @Test func fiftyMegabyteLine() {
        let sentence = "The quick brown fox, e.g. Dr. Fox, jumps over the lazy dog. "
        let line = String(repeating: sentence, count: 50_000_000 / sentence.utf8.count)
        let paragraphs = WikitextStripper().paragraphs(from: line)
        #expect(paragraphs.count == 1)
        #expect(paragraphs.first?.text.utf8.count == line.utf8.count - 1)
        let sentences = SentenceSegmenter().sentences(in: paragraphs.first?.text ?? "")
        #expect(sentences.count == 50_000_000 / sentence.utf8.count)
    }
}
