import Testing

@testable import BlanksText

/// The orphan-punctuation check counts brackets and full stops, and reads
/// the character a sentence opens with, on the paragraph's scalars and
/// UTF-16 units; its rules are stated on the text's `Character`s (a bracket
/// with a mark on it is another character). Stated here as those
/// definitions and compared on made-up paragraphs of several scripts.
@Suite struct OrphanPunctuationCheckTests {
    static let paragraphs = [
        "The plan (which failed) was abandoned. Nobody objected to it.",
        "The plan (which failed was abandoned. Nobody objected to it.",
        "The speech honoured Martin Luther King, Jr.. The crowd listened closely.",
        "He paused... then went on. It was long.", "He paused.. then went on.", "He paused..",
        "The city (\u{301}old) lies on the coast. It has a port.", "The list [\u{20DD}x] ends here.",
        "He stopped.\u{301}. Then he left.", "Its sign \u{600}(1) is Arabic. It opens a number.",
        "Tokyo (東京) is large. 東京は大きい。", "Shalom (שלום) means peace. It is a greeting.",
        "The word (مرحبا) is Arabic. It means welcome.", "The face 😀 (smiling). The flag 🇫🇷 (France).",
        "The team won. , the fans cheered.", "The team won.  ; the fans cheered.", "The team won. \u{301}, then left.",
        "The team won. \u{37E} the fans cheered.", "The team won. é, then left.", "The team won. (\u{301} then left.",
        "x.\u{903}y. The end.", "\u{600}. A sign.", "The team won.\r\n) The fans cheered."
    ]

    @Test func scalarWalksAgreeWithTheCharacterDefinitions() {
        for text in Self.paragraphs {
            let gated = GatedText(text, segmenter: SentenceSegmenter(), tokenizer: Tokenizer())
            var depth = 0
            var squareDepth = 0
            var unpaired = false
            for c in text {
                switch c {
                case "(": depth += 1
                case ")": depth -= 1
                case "[": squareDepth += 1
                case "]": squareDepth -= 1
                default: continue
                }
                if depth < 0 || squareDepth < 0 { unpaired = true }
            }
            unpaired = unpaired || depth != 0 || squareDepth != 0
            #expect(OrphanPunctuationCheck.bracketsDoNotPair(gated.scalars) == unpaired, "\(text.debugDescription)")

            var run = 0
            var doubleStop = false
            for c in text {
                if c == "." {
                    run += 1
                } else {
                    if run == 2 { doubleStop = true }
                    run = 0
                }
            }
            doubleStop = doubleStop || run == 2
            #expect(OrphanPunctuationCheck.hasDoubleStop(gated.scalars) == doubleStop, "\(text.debugDescription)")

            for sentence in gated.sentences {
                let units = Array(text.utf16)[sentence.range.start..<sentence.range.end]
                let first = String(decoding: units, as: UTF16.self).first(where: { $0 != " " })
                #expect(
                    OrphanPunctuationCheck.opensWithPunctuation(sentence.range, of: gated)
                        == (first.map { [",", ";", ":", ")", "]", "."].contains($0) } ?? false),
                    "\(text.debugDescription) sentence at \(sentence.range.start)")
            }
        }
    }

    @Test func aBracketOrStopWithAMarkIsAnotherCharacter() {
        let gate = PassageGate()
        #expect(
            gate.defects(in: "The city (\u{301}old) lies on the coast. It has a port.").contains(.orphanPunctuation))
        #expect(!gate.defects(in: "He stopped.\u{301}. Then he left the room.").contains(.orphanPunctuation))
        #expect(gate.defects(in: "He stopped.. Then he left the room.").contains(.orphanPunctuation))
        #expect(!gate.defects(in: "Tokyo (東京) is large. It is the capital.").contains(.orphanPunctuation))
    }
}
