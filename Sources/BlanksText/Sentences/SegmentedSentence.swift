import BlanksModel

/// One sentence of a paragraph as the segmenter and tokenizer cut it: its
/// UTF-16 range and its tokens, both offsets into the paragraph. The passage
/// gate cuts every paragraph it judges this way and hands the cut on with the
/// paragraph (`StrippedParagraph.sentences`), so the generator tags those
/// tokens instead of segmenting and tokenizing the paragraph a second time.
package struct SegmentedSentence: Hashable, Sendable {
    package var range: TextRange
    package var tokens: [Token]

    package init(range: TextRange, tokens: [Token]) {
        self.range = range
        self.tokens = tokens
    }

    /// The sentences of UTF-16 `paragraph` with their tokens: what
    /// `segmenter` and `tokenizer` give, one sentence at a time.
    package static func cut(
        _ paragraph: UnsafeBufferPointer<UInt16>, segmenter: SentenceSegmenter,
        tokenizer: Tokenizer
    ) -> [SegmentedSentence] {
        segmenter.sentences(in: paragraph).map { range in
            SegmentedSentence(range: range, tokens: tokenizer.tokens(in: paragraph, range.start..<range.end))
        }
    }
}
