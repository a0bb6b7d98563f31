import BlanksTagger
import Foundation

/// What an English dictionary says a word form can be, before any context:
/// the WordNet parts of speech it can be an inflection of, and whether the
/// word list writes it in lowercase, capitalised or otherwise. It is the
/// tagger's best evidence for words the treebank never showed it: "badger"
/// is a noun, "Woodrow" a name, "dodgy" an adjective.
///
/// Read from `Data/english-lexicon.tsv.gz` (built by
/// `scripts/english-lexicon.py` from WordNet 3.0 and the SCOWL word list):
/// one line per lowercased form, `word <TAB> parts <TAB> case`, where parts
/// is a subset of "nvar" and case a subset of "lcu", "-" for none.
package struct TaggerWordList: Sendable, Equatable {
    /// Lowercased word forms, sorted by their UTF-8 bytes.
    package private(set) var words: [String]
    /// Each word's `Classes`, as raw bits.
    package private(set) var classes: [UInt8]

    /// One word's classes, stored in a byte of the model's lexicon (defined
    /// with the tagger, which reads them back).
    package typealias Classes = TaggerWordClasses

    /// No word list: the tagger then does without dictionary features.
    package static let none = TaggerWordList(words: [], classes: [])

    /// Parallel arrays; `words` need not be sorted, they are sorted here.
    package init(words: [String], classes: [Classes]) {
        precondition(words.count == classes.count)
        let order = words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
        self.words = order.map { words[$0] }
        self.classes = order.map { classes[$0].union(.listed).rawValue }
    }

    /// Reads a word list file (plain or gzip). A malformed line is an error
    /// naming the file and line, never skipped silently.
    package static func read(contentsOf url: URL) throws(TaggerInputError) -> TaggerWordList {
        let text = try TaggerInputFile.text(of: url)
        var words: [String] = []
        var classes: [Classes] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty else {
                throw .badLine(
                    file: url.path, line: lineNumber,
                    reason: "expected word, parts of speech and case separated by tabs")
            }
            guard let parts = parse(fields[1], letters: "nvar", bits: [.noun, .verb, .adjective, .adverb]),
                let cases = parse(fields[2], letters: "lcu", bits: [.lowercase, .capitalised, .otherCase])
            else {
                throw .badLine(
                    file: url.path, line: lineNumber,
                    reason: "parts of speech must be letters of \"nvar\" and case letters of \"lcu\", or \"-\"")
            }
            words.append(String(fields[0]))
            classes.append(parts.union(cases))
        }
        guard !words.isEmpty else { throw .empty(file: url.path) }
        return TaggerWordList(words: words, classes: classes)
    }

    private static func parse(_ field: Substring, letters: String, bits: [Classes]) -> Classes? {
        if field == "-" { return [] }
        var result: Classes = []
        for character in field {
            guard let index = letters.firstIndex(of: character) else { return nil }
            result.insert(bits[letters.distance(from: letters.startIndex, to: index)])
        }
        return field.isEmpty ? nil : result
    }
}
