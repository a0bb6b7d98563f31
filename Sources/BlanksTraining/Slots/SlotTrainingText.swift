import BlanksText
import Foundation

/// The sentences the slot model counts, as token lists: no annotation is
/// needed, since each sentence supplies its own words as the labels of its
/// slots. Treebank sentences come from their `# text =` lines, cut by the
/// generator's own tokenizer so the model sees words as puzzles do; prose
/// comes one sentence per line, already tokenized (scripts/wiki-prose.py).
package enum SlotTrainingText {
    /// The `# text =` sentences of a CoNLL-U file (plain or gzip), tokenized.
    package static func treebankSentences(contentsOf url: URL) throws(TaggerInputError) -> [[String]] {
        let sentences = treebankSentences(in: try TaggerInputFile.text(of: url))
        guard !sentences.isEmpty else { throw .empty(file: url.path) }
        return sentences
    }

    /// The `# text =` sentences of CoNLL-U text, tokenized.
    package static func treebankSentences(in text: String, tokenizer: Tokenizer = Tokenizer()) -> [[String]] {
        let prefix = "# text = "
        return text.split(separator: "\n").compactMap { line -> [String]? in
            guard line.hasPrefix(prefix) else { return nil }
            let sentence = String(line.dropFirst(prefix.count))
            let words = tokenizer.tokens(in: sentence).map(\.text)
            return words.isEmpty ? nil : words
        }
    }

    /// The lines of a tokenized text file (plain or gzip), split at spaces.
    package static func tokenizedLines(contentsOf url: URL) throws(TaggerInputError) -> [[String]] {
        let lines = try TaggerInputFile.text(of: url).split(separator: "\n").compactMap { line -> [String]? in
            let words = line.split(separator: " ").map(String.init)
            return words.isEmpty ? nil : words
        }
        guard !lines.isEmpty else { throw .empty(file: url.path) }
        return lines
    }
}
