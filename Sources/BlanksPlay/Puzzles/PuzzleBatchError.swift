import BlanksModel

/// A problem with a batch of puzzles (`Output/<batch>/puzzles.jsonl`),
/// naming the file and, for a bad puzzle, its line.
public enum PuzzleBatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingDirectory(path: String)
    case missingPuzzleFile(path: String)
    case unreadable(path: String, reason: String)
    case badLine(path: String, line: Int, reason: LineProblem)
    case noPlayablePuzzles(path: String)

    /// What is wrong with one line of `puzzles.jsonl`.
    public enum LineProblem: Equatable, Sendable, CustomStringConvertible {
        case notUTF8
        case invalidPuzzle(String)
        case newerSchema(Int)
        case unplayable(PuzzleProblem)
        case blankCount(id: String, count: Int, expected: Int)
        case duplicateID(String, firstLine: Int)

        public var description: String {
            switch self {
            case .notUTF8: return "not valid UTF-8"
            case let .invalidPuzzle(detail): return detail
            case let .newerSchema(schema):
                return "puzzle schema \(schema) is newer than this wikiblanks reads; update wikiblanks"
            case let .unplayable(problem): return problem.description
            case let .blankCount(id, count, expected):
                return "puzzle \(id) has \(count) blanks; a game has \(expected)"
            case let .duplicateID(id, firstLine): return "puzzle id \(id) already appears on line \(firstLine)"
            }
        }
    }

    public var description: String {
        switch self {
        case let .missingDirectory(path):
            return "\(path): no such batch directory"
        case let .missingPuzzleFile(path):
            return "\(path): no puzzles.jsonl in this batch directory"
        case let .unreadable(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .badLine(path, line, reason):
            return "\(path), line \(line): \(reason)"
        case let .noPlayablePuzzles(path):
            return "\(path): no playable puzzle in this batch"
        }
    }
}
