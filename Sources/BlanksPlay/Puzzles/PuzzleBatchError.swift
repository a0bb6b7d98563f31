import BlanksModel

/// A problem with a batch of puzzles (`Output/<batch>/puzzles.jsonl`),
/// naming the file and, for a bad puzzle, its line.
package enum PuzzleBatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingDirectory(path: String)
    case missingPuzzleFile(path: String)
    case unreadable(path: String, reason: String)
    case badLine(path: String, line: Int, reason: LineProblem)
    case noPlayablePuzzles(path: String)

    /// What is wrong with one line of `puzzles.jsonl`.
    package enum LineProblem: Equatable, Sendable, CustomStringConvertible {
        case notUTF8
        case invalidPuzzle(String)
        case newerSchema(Int)
        case unplayable(PuzzleProblem)
        case blankCount(id: String, count: Int, expected: Int)
        case duplicateID(String, firstLine: Int)

        package var description: String {
            switch self {
            case .notUTF8: return "not valid UTF-8"
            case .invalidPuzzle(let detail): return detail
            case .newerSchema(let schema):
                return "puzzle schema \(schema) is newer than this wikiblanks reads; update wikiblanks"
            case .unplayable(let problem): return problem.description
            case .blankCount(let id, let count, let expected):
                return "puzzle \(id) has \(count) blanks; a game has \(expected)"
            case .duplicateID(let id, let firstLine): return "puzzle id \(id) already appears on line \(firstLine)"
            }
        }
    }

    package var description: String {
        switch self {
        case .missingDirectory(let path):
            return "\(path): no such batch directory"
        case .missingPuzzleFile(let path):
            return "\(path): no puzzles.jsonl in this batch directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .badLine(let path, let line, let reason):
            return "\(path), line \(line): \(reason)"
        case .noPlayablePuzzles(let path):
            return "\(path): no playable puzzle in this batch"
        }
    }
}
