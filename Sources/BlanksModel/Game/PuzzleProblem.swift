/// Why a puzzle cannot be played as it stands: the game places words by the
/// puzzle's UTF-16 ranges, so ranges and options must agree with the text
/// before a player ever sees it.
public enum PuzzleProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case noBlanks
    case unknownLevel(Int)
    case blankOutsideText(blank: Int, start: Int, length: Int, textLength: Int)
    case blanksOutOfOrder(blank: Int)
    case blankTextMismatch(blank: Int, answer: String, found: String)
    case optionsDoNotMatchAnswers

    public var description: String {
        switch self {
        case .noBlanks:
            return "the puzzle has no blanks"
        case .unknownLevel(let level):
            return "level \(level) is not a level (0 to 6)"
        case .blankOutsideText(let blank, let start, let length, let textLength):
            return
                "blank \(blank) (start \(start), length \(length)) lies outside the text (\(textLength) UTF-16 units)"
        case .blanksOutOfOrder(let blank):
            return "blank \(blank) overlaps or comes before the previous blank"
        case .blankTextMismatch(let blank, let answer, let found):
            return "blank \(blank) covers \"\(found)\" in the text but its answer is \"\(answer)\""
        case .optionsDoNotMatchAnswers:
            return "the options are not exactly the answers of the blanks"
        }
    }
}

extension Puzzle {
    /// The first reason this puzzle cannot be played, or nil when it can.
    public var playProblem: PuzzleProblem? {
        guard !blanks.isEmpty else { return .noBlanks }
        guard Level(level) != nil else { return .unknownLevel(level) }
        let units = Array(text.utf16)
        var previousEnd = 0
        for (index, blank) in blanks.enumerated() {
            let number = index + 1
            guard blank.start >= 0, blank.length > 0, blank.start <= units.count - blank.length else {
                return .blankOutsideText(
                    blank: number, start: blank.start, length: blank.length,
                    textLength: units.count)
            }
            guard blank.start >= previousEnd else { return .blanksOutOfOrder(blank: number) }
            let found = String(decoding: units[blank.start..<blank.start + blank.length], as: UTF16.self)
            guard found == blank.answer else {
                return .blankTextMismatch(blank: number, answer: blank.answer, found: found)
            }
            previousEnd = blank.start + blank.length
        }
        guard options.sorted() == blanks.map(\.answer).sorted() else { return .optionsDoNotMatchAnswers }
        return nil
    }
}
