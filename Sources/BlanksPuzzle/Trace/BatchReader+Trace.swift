import BlanksModel
import Foundation

extension BatchReader {
    /// Every line of puzzles.jsonl decoded as a trace puzzle; a line of
    /// another kind or that does not decode is an error naming file and line.
    package func tracePuzzles() throws -> [TracePuzzle] {
        try traceLines().map(\.puzzle)
    }

    /// The same lines with their bytes, for `TraceValidator`'s line check.
    package func traceLines() throws -> [TraceLine] {
        let decoder = JSONDecoder()
        return try lines().map { line in
            guard let probe = try? decoder.decode(PuzzleKind.Probe.self, from: line.bytes) else {
                throw BatchError.malformed(path: puzzlesURL.path, line: line.number, reason: "not a JSON object")
            }
            guard probe.puzzleKind == .trace else {
                throw BatchError.malformed(
                    path: puzzlesURL.path, line: line.number,
                    reason: "not a trace puzzle (kind \(probe.kind ?? "absent: blanks"))")
            }
            do {
                return TraceLine(
                    puzzle: try decoder.decode(TracePuzzle.self, from: line.bytes), number: line.number,
                    bytes: line.bytes)
            } catch {
                throw BatchError.malformed(
                    path: puzzlesURL.path, line: line.number,
                    reason: "not a trace puzzle (\(Self.describe(error)))")
            }
        }
    }
}
