/// Why a page of the selection gave no puzzle, in a few words: what a batch's one-line
/// summary counts (`PassOverSummary`). Cases are in the order the summary lists them.
package enum PassOverReason: Int, CaseIterable, Sendable, Comparable {
    case noOneSolution
    case tooFewSentences
    case tooFewOfLevelClass
    case passageTooLong
    case noPuzzleWithinLimits
    case usedUp
    case unreadable

    /// Said after a count of pages: "4 with no draw of one right answer per blank".
    package var phrase: String {
        switch self {
        case .noOneSolution: "with no draw of one right answer per blank"
        case .tooFewSentences: "with too few sentences to blank"
        case .tooFewOfLevelClass: "with too few words of the level's class"
        case .passageTooLong: "whose passage would be too long"
        case .noPuzzleWithinLimits: "with no puzzle within the paragraphs read"
        case .usedUp: "used up by earlier draws"
        case .unreadable: "unreadable"
        }
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
