/// One analysis that reads a text piece by piece, as the source streams in.
///
/// The runner gives every analysis the same pieces, in order; each piece
/// begins and ends between extended grapheme clusters, so iterating a
/// piece's `Character`s gives the characters of the whole text.
package protocol TextAnalysis: Sendable {
    /// A stable name, used in reports and JSON ("tenthCharacter").
    var name: String { get }
    /// Reads the next piece; returns false when it needs no more text.
    mutating func consume(_ text: Substring) throws -> Bool
    /// The result once the text has ended or the analysis stopped reading.
    func result() throws -> AnalysisOutcome
}

/// The result of one analysis.
package enum AnalysisOutcome: Equatable, Sendable {
    /// The 10th character, or nil when the text has fewer than 10.
    case tenthCharacter(Character?)
    /// The 10th, 20th, 30th … characters.
    case everyTenthCharacter(CharacterSample)
    case wordCounts(WordCountTable)
}

/// The three analyses of `wikiblanks stats`, in the order the issue lists them.
package enum StandardAnalyses {
    package static var all: [any TextAnalysis] {
        [TenthCharacter(), EveryTenthCharacter(), WordCounts()]
    }
}
