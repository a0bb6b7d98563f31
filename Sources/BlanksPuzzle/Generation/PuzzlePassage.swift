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
    /// How many of `paragraphs` the shortest complete passage holds: the
    /// rest are the paragraphs that follow it in its run, which a draw uses
    /// only when the shortest gives no set of blanks with one solution.
    var shortest: Int

    /// Read with the paragraphs after the shortest passage (`PuzzleGenerator.passage(from:level:extraParagraphs:work:)`
    /// with extra paragraphs), whether or not its run had any: drawing from it again cannot grow it.
    var isGrown = false

    /// The passage cut to its first `count` paragraphs (at least `shortest`).
    func prefix(paragraphs count: Int) -> PuzzlePassage {
        guard count < paragraphs.count else { return self }
        let end = paragraphs[count - 1].start + paragraphs[count - 1].length
        let kept = sentences.prefix { $0.start < end }.count
        var cut = self
        cut.paragraphs = Array(paragraphs.prefix(count))
        cut.sentences = Array(sentences.prefix(kept))
        cut.words = Array(words.prefix(kept))
        cut.analyzed = Array(analyzed.prefix(kept))
        cut.text = String(decoding: text.utf16.prefix(end), as: UTF16.self)
        return cut
    }
}
