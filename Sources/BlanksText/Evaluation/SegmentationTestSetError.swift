/// A line of a segmentation test set that cannot be scored.
package struct SegmentationTestSetError: Error, CustomStringConvertible, Equatable {
    package enum Reason: Sendable, Equatable {
        /// Not a JSON object `{"title": string, "revid": integer, "sentences": [string]}`.
        case notAnExcerpt
        /// An empty `sentences` list.
        case noSentences
        /// The sentence at this 1-based position is empty, has spaces at an end, or a line break.
        case badSentence(Int)
        /// The file holds no excerpt at all.
        case empty
    }

    /// 1-based; 0 for the whole file.
    package var lineNumber: Int
    package var reason: Reason

    /// "line N: what is wrong", or only what is wrong for the whole file.
    package var description: String {
        lineNumber > 0 ? "line \(lineNumber): \(message)" : message
    }

    /// What is wrong, without the line number.
    package var message: String {
        switch reason {
        case .notAnExcerpt:
            "expected a JSON object {\"title\": string, \"revid\": integer, \"sentences\": [string]}"
        case .noSentences:
            "\"sentences\" is empty; an excerpt needs at least one sentence"
        case .badSentence(let number):
            "sentence \(number) is empty, has spaces at an end or holds a line break"
        case .empty:
            "no excerpts: expected one JSON object per line"
        }
    }
}
