import BlanksModel
import BlanksSlots
import BlanksTagger
import BlanksText
import Dispatch

/// One sentence of a passage with its tokens and their part-of-speech tags.
/// Ranges are UTF-16 offsets into the passage text.
///
/// A value whose parts sit in one shared, immutable box: the give-away rule
/// hands each sentence of a paragraph to every candidate of it, and a copy
/// then retains one reference rather than each of its arrays.
package struct AnalyzedSentence: Sendable, Equatable {
    private let parts: Parts

    package var range: TextRange { parts.range }
    package var tokens: [Token] { parts.tokens }
    package var tags: [UPOS] { parts.tags }
    /// How sure the tagger is of each tag (`POSTagger.tagWithMargins`).
    package var margins: [Int32] { parts.margins }
    /// Each token as the give-away rule compares it (`ComparedWord`), made
    /// once, as the rule compares every candidate with every word around it.
    var compared: [ComparedWord] { parts.compared }
    /// The fingerprints of `compared`, so the rule passes over a sentence
    /// that cannot hold the answer without reading its words.
    var prefixes: WordPrefixSet { parts.prefixes }

    /// Whether `body` holds at some token whose fingerprint may match
    /// `prefix` (`WordPrefix.anyPosition`): the give-away rule's scan of a
    /// sentence for the answer, over the fingerprints alone.
    func anyPosition(mayMatching prefix: WordPrefix, where body: (Int) -> Bool) -> Bool {
        parts.wordPrefixes.withUnsafeBufferPointer { WordPrefix.anyPosition(in: $0, mayMatching: prefix, where: body) }
    }
    /// Each token's entry in the tagger's lexicon, as tagging read it
    /// (`POSTagger.tagWithMarginsAndLexicon`), so the rules need not look
    /// each candidate up again; empty for a sentence made without tagging,
    /// whose words the rules look up in the model.
    var lexicon: [TaggerLexicon.Entry] { parts.lexicon }

    package init(
        range: TextRange, tokens: [Token], tags: [UPOS], margins: [Int32], lexicon: [TaggerLexicon.Entry] = []
    ) {
        let compared = tokens.map { ComparedWord($0.text) }
        let wordPrefixes = compared.map(\.prefix)
        parts = Parts(
            range: range, tokens: tokens, tags: tags, margins: margins, compared: compared,
            wordPrefixes: wordPrefixes, prefixes: WordPrefixSet(wordPrefixes), lexicon: lexicon)
    }

    package static func == (a: AnalyzedSentence, b: AnalyzedSentence) -> Bool {
        a.parts === b.parts
            || (a.range == b.range && a.tokens == b.tokens && a.tags == b.tags && a.margins == b.margins)
    }

    /// Never changed once made, so sharing it between copies and threads is sound.
    private final class Parts: Sendable {
        let range: TextRange
        let tokens: [Token]
        let tags: [UPOS]
        let margins: [Int32]
        let compared: [ComparedWord]
        /// `compared`'s fingerprints, side by side.
        let wordPrefixes: [WordPrefix]
        let prefixes: WordPrefixSet
        let lexicon: [TaggerLexicon.Entry]

        init(
            range: TextRange, tokens: [Token], tags: [UPOS], margins: [Int32], compared: [ComparedWord],
            wordPrefixes: [WordPrefix], prefixes: WordPrefixSet, lexicon: [TaggerLexicon.Entry]
        ) {
            self.range = range
            self.tokens = tokens
            self.tags = tags
            self.margins = margins
            self.compared = compared
            self.wordPrefixes = wordPrefixes
            self.prefixes = prefixes
            self.lexicon = lexicon
        }
    }
}

/// Runs the text pipeline on prose paragraphs: sentences, tokens, tags; and
/// holds the slot scorer and the synonym table that judge the words of those
/// sentences for the one-solution rule. Shared by the generator and the validator so both see
/// the same words and the same judge.
public struct PassageAnalyzer: Sendable {
    package let segmenter: SentenceSegmenter
    package let tokenizer: Tokenizer
    package let tagger: POSTagger
    package let slots: SlotScorer
    package let synonyms: SynonymTable

    package init(
        tagger: POSTagger, slots: SlotScorer, synonyms: SynonymTable = .empty,
        segmenter: SentenceSegmenter = SentenceSegmenter(), tokenizer: Tokenizer = Tokenizer()
    ) {
        self.tagger = tagger
        self.slots = slots
        self.synonyms = synonyms
        self.segmenter = segmenter
        self.tokenizer = tokenizer
    }

    /// Loads the tagger, the slot scorer, the synonym table and the segmenter's
    /// model shipped in the package. A missing segmenter model or synonym table
    /// is an error here, not the rules alone: the generator version does not
    /// name them, so puzzles made without them would carry the ids of different bytes.
    ///
    /// The four are independent and each is read once per process into its
    /// own static, so they are read side by side first (a process that
    /// generates waits for the slowest, the synonym table, not for the sum);
    /// the calls below then take what was read, or throw what failed, in the
    /// order they always did.
    public static func bundled() throws -> PassageAnalyzer {
        DispatchQueue.concurrentPerform(iterations: 4) { model in
            switch model {
            case 0: _ = try? SynonymTable.bundled()
            case 1: _ = try? POSTagger.bundled()
            case 2: _ = try? SlotScorer.bundled()
            default: _ = SegmenterModel.shipped
            }
        }
        return PassageAnalyzer(
            tagger: try POSTagger.bundled(), slots: try SlotScorer.bundled(), synonyms: try SynonymTable.bundled(),
            segmenter: SentenceSegmenter(model: try SegmenterModel.shipped.get()))
    }

    /// The sentences of `paragraph`, with ranges shifted by `offset` so they
    /// point into the passage that starts the paragraph at `offset`.
    package func sentences(ofParagraph paragraph: String, offset: Int) -> [AnalyzedSentence] {
        tagged(cut(Array(paragraph.utf16)), offset: offset)
    }

    /// The sentences and tokens of a paragraph in UTF-16, as this analyzer's
    /// segmenter and tokenizer cut it: what a passage gate built on them
    /// (`gate`) hands on with each paragraph it judges.
    func cut(_ units: [UInt16]) -> [SegmentedSentence] {
        units.withUnsafeBufferPointer { SegmentedSentence.cut($0, segmenter: segmenter, tokenizer: tokenizer) }
    }

    /// The passage gate that cuts paragraphs as this analyzer does, so the
    /// generator tags the sentences its stripper hands on.
    var gate: PassageGate { PassageGate(segmenter: segmenter, tokenizer: tokenizer) }

    /// `sentences` of a paragraph tagged, with ranges shifted by `offset`.
    func tagged(_ sentences: [SegmentedSentence], offset: Int) -> [AnalyzedSentence] {
        sentences.map { analyze(sentence: $0.range, tokens: $0.tokens, offset: offset) }
    }

    /// Tokens and tags of one sentence range of `text`.
    package func analyze(sentence range: TextRange, in text: String, offset: Int = 0) -> AnalyzedSentence {
        analyze(sentence: range, tokens: tokenizer.tokens(in: text, range: range), offset: offset)
    }

    private func analyze(sentence range: TextRange, tokens: [Token], offset: Int) -> AnalyzedSentence {
        var tokens = tokens
        let (tags, margins, lexicon) = tagger.tagWithMarginsAndLexicon(tokens.map(\.text))
        if offset != 0 {
            for i in tokens.indices { tokens[i].start += offset }
        }
        return AnalyzedSentence(
            range: TextRange(start: range.start + offset, length: range.length),
            tokens: tokens, tags: tags, margins: margins, lexicon: lexicon)
    }
}
