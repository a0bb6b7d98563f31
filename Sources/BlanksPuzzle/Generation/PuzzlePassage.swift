import BlanksCorpus
import BlanksModel

/// One revision's passage at one level, ready for the draws: the text, its
/// paragraph and sentence ranges, each sentence's candidate words, and the
/// sentence counts of the attempts whose draws are owed. It depends on the
/// revision and level only — not on the seed or variant — so a batch that
/// draws a page again (`variant` ≥ 1) reuses it instead of reading, stripping,
/// segmenting and tagging the article a second time.
struct PuzzlePassage: Sendable {
    /// The revision's record without its content (the passage holds what a puzzle shows).
    var source: Revision
    var level: Level
    var text: String
    var paragraphs: [TextRange]
    var sentences: [TextRange]
    var words: [[BlankCandidates.Word]]
    /// Every sentence's tokens and tags, which the one-solution check scores options in.
    var analyzed: [AnalyzedSentence]
    var failedAttempts: [Int]
}
