import BlanksTagger
import Foundation

/// Reads word forms and UPOS tags from CoNLL-U treebanks (plain or gzip).
/// Multiword-token lines (`3-4`) and empty nodes (`5.1`) are skipped: the
/// tagger tags syntactic words, as the treebank's tokens are.
package enum CoNLLUReader {
    /// Reads every sentence of a file; gzip is recognised by its magic bytes.
    package static func read(contentsOf url: URL) throws(TaggerInputError) -> [TaggedSentence] {
        let text = try TaggerInputFile.text(of: url)
        let sentences = try parse(text, file: url.path)
        guard !sentences.isEmpty else { throw .empty(file: url.path) }
        return sentences
    }

    /// Parses CoNLL-U text; `file` names it in errors.
    package static func parse(_ text: String, file: String = "input") throws(TaggerInputError) -> [TaggedSentence] {
        var sentences: [TaggedSentence] = []
        var words: [String] = []
        var tags: [UPOS] = []
        var lineNumber = 0
        func finish() {
            if !words.isEmpty { sentences.append(TaggedSentence(words: words, tags: tags)) }
            words.removeAll(keepingCapacity: true)
            tags.removeAll(keepingCapacity: true)
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            if line.isEmpty {
                finish()
                continue
            }
            if line.first == "#" { continue }
            let columns = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard columns.count >= 4 else {
                throw .badLine(
                    file: file, line: lineNumber, reason: "expected 10 tab-separated columns, found \(columns.count)")
            }
            let id = columns[0]
            if id.contains("-") || id.contains(".") { continue }
            guard !id.isEmpty, id.allSatisfy(\.isASCII), Int(id) != nil else {
                throw .badLine(file: file, line: lineNumber, reason: "token id \"\(id)\" is not a number")
            }
            guard let tag = UPOS(rawValue: String(columns[3])) else {
                throw .badLine(file: file, line: lineNumber, reason: "\"\(columns[3])\" is not a UPOS tag")
            }
            words.append(String(columns[1]))
            tags.append(tag)
        }
        finish()
        return sentences
    }
}
