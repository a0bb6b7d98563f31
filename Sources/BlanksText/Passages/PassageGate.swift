/// Decides whether a paragraph is usable puzzle prose: text a reader cannot
/// tell was machine-cleaned. Each check is named by the `PassageDefect` it
/// finds and stated in its own type; a paragraph passes only when none
/// finds anything. The stripper applies it to every paragraph (after its own
/// check for holes, which needs the removal marks only it sees), and the
/// validator applies it again to each passage paragraph (`passage-clean`).
///
/// Every check reads the paragraph's sentences and tokens once
/// (`GatedText`), looking at a bounded window around each token, so the gate
/// is linear in the paragraph's length.
public struct PassageGate: Sendable {
    package let segmenter: SentenceSegmenter
    package let tokenizer: Tokenizer

    public init(segmenter: SentenceSegmenter = SentenceSegmenter(), tokenizer: Tokenizer = Tokenizer()) {
        self.segmenter = segmenter
        self.tokenizer = tokenizer
    }

    /// The checks in the order they are reported: the first that finds a
    /// defect names why a paragraph is withheld. `.hole` needs the stripper's
    /// removal marks, so it is decided there (`RemovalHoles`), not here.
    static let order: [PassageDefect] = [
        .markup, .formula, .colonEnd, .referenceElsewhere, .listDebris, .orphanPunctuation, .strandedWord,
        .citationOpening, .shortSentence, .verblessDescription, .orthography
    ]

    /// True when the check named `defect` finds it in `text`.
    static func finds(_ defect: PassageDefect, in text: GatedText) -> Bool {
        switch defect {
        case .markup: return MarkupResidueCheck.finds(in: text)
        case .formula: return FormulaRemnantCheck.finds(in: text)
        case .hole: return false
        case .strandedWord: return StrandedWordCheck.finds(in: text)
        case .referenceElsewhere: return ElsewhereReferenceCheck.finds(in: text)
        case .colonEnd: return ColonEndCheck.finds(in: text)
        case .listDebris: return ListDebrisCheck.finds(in: text)
        case .orphanPunctuation: return OrphanPunctuationCheck.finds(in: text)
        case .citationOpening: return CitationOpeningCheck.finds(in: text)
        case .shortSentence: return ShortSentenceCheck.finds(in: text)
        case .verblessDescription: return VerblessDescriptionCheck.finds(in: text)
        case .orthography: return OrthographyCheck.finds(in: text)
        }
    }

    /// The first defect of `text`, or nil when it is usable prose.
    package func defect(in text: String) -> PassageDefect? {
        judge(text).defect
    }

    /// The first defect of `text`, the sentences it was judged by and its
    /// UTF-16 units, which the stripper hands on with the paragraph
    /// (`StrippedParagraph.sentences`, `StrippedParagraph.units`).
    package func judge(_ text: String) -> (defect: PassageDefect?, sentences: [SegmentedSentence], units: [UInt16]) {
        let gated = GatedText(text, segmenter: segmenter, tokenizer: tokenizer)
        return (Self.order.first { Self.finds($0, in: gated) }, gated.segmented, gated.units)
    }

    /// Every defect of `text`, in check order (for reports and tests).
    package func defects(in text: String) -> [PassageDefect] {
        let gated = GatedText(text, segmenter: segmenter, tokenizer: tokenizer)
        return Self.order.filter { Self.finds($0, in: gated) }
    }
}
