import Testing

@testable import BlanksText

/// What the passage gate computes once per paragraph and hands on: the
/// checks read the same sentences, tokens and words as the plain
/// definitions give, and the stripper passes the gate's cut and UTF-16 units
/// on with each paragraph it judged, so the generator's tagging sees the
/// tokens the segmenter and tokenizer would give it, on the paragraph's units.
@Suite struct GatedTextTests {
    /// Made-up tokens across the cases the ASCII shortcuts must not change:
    /// capitals, digits, punctuation, accents, scripts without case, a
    /// letter whose lower case is longer, numbers that are not digits.
    static let tokens = [
        "the", "The", "NATO", "a1", "1990s", "...", ",", "'s", "n't", "e-mail", "—", "é", "Éclair", "ÉCOLE",
        "日本", "x²", "½", "Ⅻ", "İstanbul", "STRASSE", "ß", "Ω", "ﬁ", "-", "", "_", "#1"
    ]

    /// Made-up paragraphs of one to four UTF-8 bytes a scalar: accents, CJK,
    /// right-to-left script, emoji and a flag (surrogate pairs in UTF-16).
    static let paragraphs = [
        "Café society met in Zürich (see ½ of it), 1990s — 日本 x² ... NATO's e-mail.",
        "Shalom (שלום) and marhaba (مرحبا) are greetings. The face 😀 and the flag 🇫🇷 are emoji.",
        "The word e\u{301}te\u{301} is spelt with combining accents. 𝑥 is a letter.", ""
    ]

    /// The units and scalars are decoded sixteen ASCII bytes at a time:
    /// made-up texts whose characters of two to four bytes stand at every
    /// offset of a block, with ASCII runs shorter and longer than a block,
    /// decode as the standard library's views.
    @Test func unitsAndScalarsAgreeAcrossBlocks() {
        let pieces = ["a", "The quick brown fox ", "jumps over the lazy dog. ", "é", "—", "日本", "😀", "🇫🇷", "\r\n", " "]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<300 {
            let text = (0..<next(24)).map { _ in pieces[next(pieces.count)] }.joined()
            let gated = GatedText(text, segmenter: SentenceSegmenter(), tokenizer: Tokenizer())
            #expect(gated.scalars == Array(text.unicodeScalars), "\(text.debugDescription)")
            #expect(gated.units == Array(text.utf16), "\(text.debugDescription)")
        }
    }

    @Test func lowerCaseAndWordsAgreeWithTheirDefinitions() {
        for token in Self.tokens {
            let lower = Array(token.utf16).withUnsafeBufferPointer { TokenFacts.read(token, units: $0).lower }
            #expect(lower == token.lowercased(), "\(token)")
        }
        for text in Self.paragraphs {
            let gated = GatedText(text, segmenter: SentenceSegmenter(), tokenizer: Tokenizer())
            #expect(gated.scalars == Array(text.unicodeScalars))
            #expect(gated.units == Array(text.utf16))
            for sentence in gated.sentences {
                #expect(sentence.wordCount == sentence.tokens.count { $0.contains { $0.isLetter || $0.isNumber } })
            }
        }
    }

    @Test func eachSentenceIsItsSegmentersCut() {
        for text in [
            "The river rises in the hills. It flows east for many miles.",
            "Café society met in Zürich. The talks lasted a week (see ½ of them).",
            "An emoji 😀 stands here. Then a sentence follows it."
        ] {
            let gated = GatedText(text, segmenter: SentenceSegmenter(), tokenizer: Tokenizer())
            #expect(gated.sentences.count == gated.segmented.count && gated.sentences.count == 2)
            for (sentence, cut) in zip(gated.sentences, gated.segmented) {
                #expect(sentence.range == cut.range)
                #expect(sentence.tokens == cut.tokens.map(\.text))
                #expect(sentence.lower == cut.tokens.map { $0.text.lowercased() })
            }
        }
    }

    @Test func theStripperHandsOnTheGatesCutOfEachParagraphItJudged() {
        let wikitext = """
            The river rises in the hills. It flows east for many miles.

            The town is described in the table below. It has two sentences.

            The area is <math>x^2</math> square miles. It is large.
            """
        let gate = PassageGate()
        let entries = WikitextStripper(gate: gate).strip(wikitext).entries
        #expect(entries.map(\.defect) == [nil, .referenceElsewhere, .formula])
        for entry in entries.prefix(2) {
            var units = Array(entry.text.utf16)
            let cut = units.withUnsafeMutableBufferPointer {
                SegmentedSentence.cut(UnsafeBufferPointer($0), segmenter: gate.segmenter, tokenizer: gate.tokenizer)
            }
            #expect(entry.sentences == cut)
            #expect(entry.units == Array(entry.text.utf16))
            #expect(gate.judge(entry.text).defect == entry.defect)
        }
        #expect(entries[2].sentences == nil, "a formula withholds it before the gate reads it")
        #expect(entries[2].units == nil)
        #expect(
            Array(PassageRunSequence(WikitextStripper(gate: gate).strippedParagraphs(from: wikitext)))
                .map(\.sentences) == [entries[0].sentences])
        #expect(
            Array(PassageRunSequence(WikitextStripper(gate: gate).strippedParagraphs(from: wikitext)))
                .map(\.units) == [Array(entries[0].text.utf16)])
    }
}
