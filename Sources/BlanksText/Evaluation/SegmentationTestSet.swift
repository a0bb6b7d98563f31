import Foundation

/// A hand-checked set of sentence boundaries in the corpus's own prose
/// (`Data/segmentation/corpus-sentences.jsonl`, see its README): JSON Lines,
/// one excerpt a line, `{"revid": 717941405, "sentences": ["…", "…"], "title": "A"}`.
/// An excerpt's text is its sentences joined by one space, so each join is a
/// gold boundary and every other stop followed by a space ("Dr.", "U.S.",
/// "J. R.", `"…" he said`) a checked non-boundary.
package struct SegmentationTestSet: Sendable, Equatable {
    /// Consecutive sentences of one article's prose, at a revision.
    package struct Excerpt: Sendable, Equatable, Decodable {
        package var title: String
        package var revid: Int
        package var sentences: [String]

        package init(title: String, revid: Int, sentences: [String]) {
            self.title = title
            self.revid = revid
            self.sentences = sentences
        }

        /// The excerpt as a gold paragraph for `SentenceBoundaryEvaluation`.
        package var paragraph: SentenceBoundaryEvaluation.Paragraph { .init(sentences: sentences) }

        /// Stops (`.` `!` `?` `…` and any closing quotes or brackets after them)
        /// followed by a space that are not sentence ends.
        package var nonBoundaries: Int {
            let paragraph = paragraph
            let units = Array(paragraph.text.utf16)
            let joins = Set(paragraph.sentenceStarts.dropFirst().map { $0 - 1 })
            var count = 0
            var k = 0
            while k < units.count {
                guard CharacterClass.isTerminator(units[k]) else {
                    k += 1
                    continue
                }
                while k < units.count, CharacterClass.isTerminator(units[k]) || CharacterClass.isCloser(units[k]) {
                    k += 1
                }
                if k < units.count, CharacterClass.isSpace(units[k]), !joins.contains(k) { count += 1 }
            }
            return count
        }
    }

    package var excerpts: [Excerpt]

    package init(excerpts: [Excerpt]) {
        self.excerpts = excerpts
    }

    /// Gold boundaries inside excerpts (the joins between their sentences).
    package var boundaries: Int { excerpts.reduce(0) { $0 + $1.sentences.count - 1 } }

    /// Checked non-boundaries over all excerpts.
    package var nonBoundaries: Int { excerpts.reduce(0) { $0 + $1.nonBoundaries } }

    /// Reads the JSON Lines form; blank lines are skipped. Each sentence must be
    /// non-empty, without spaces at its ends or line breaks (so the joined text
    /// is exactly what was checked).
    package static func parse(jsonl: Data) throws(SegmentationTestSetError) -> SegmentationTestSet {
        var excerpts: [Excerpt] = []
        let decoder = JSONDecoder()
        for (index, line) in jsonl.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { continue }
            let excerpt: Excerpt
            do {
                excerpt = try decoder.decode(Excerpt.self, from: Data(line))
            } catch {
                throw SegmentationTestSetError(lineNumber: lineNumber, reason: .notAnExcerpt)
            }
            guard !excerpt.sentences.isEmpty else {
                throw SegmentationTestSetError(lineNumber: lineNumber, reason: .noSentences)
            }
            for (number, sentence) in excerpt.sentences.enumerated() where !isWellFormed(sentence) {
                throw SegmentationTestSetError(lineNumber: lineNumber, reason: .badSentence(number + 1))
            }
            excerpts.append(excerpt)
        }
        guard !excerpts.isEmpty else { throw SegmentationTestSetError(lineNumber: 0, reason: .empty) }
        return SegmentationTestSet(excerpts: excerpts)
    }

    private static func isWellFormed(_ sentence: String) -> Bool {
        let units = Array(sentence.utf16)
        guard let first = units.first, let last = units.last else { return false }
        return !CharacterClass.isSpace(first) && !CharacterClass.isSpace(last)
            && !units.contains(where: { $0 == 0x0A || $0 == 0x0D })
    }
}
