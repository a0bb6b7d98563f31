import BlanksModel
import Foundation

extension PuzzleValidator {
    /// The failures of a line of another kind than blanks, or nil for a
    /// blanks line (no `kind`, or `"kind":"blanks"`), which the blanks checks take.
    static func validateOtherKinds(line: Data, number: Int) -> [ValidationFailure]? {
        let decoder = JSONDecoder()
        guard let probe = try? decoder.decode(PuzzleKind.Probe.self, from: line) else { return nil }
        switch probe.puzzleKind {
        case .blanks:
            return nil
        case .trace:
            let puzzle: TracePuzzle
            do {
                puzzle = try decoder.decode(TracePuzzle.self, from: line)
            } catch {
                return [
                    .init(
                        puzzle: "line \(number)", line: number, rule: .schema,
                        message: "not a trace puzzle: \(BatchReader.describe(error))")
                ]
            }
            return TraceValidator.failures(of: TraceLine(puzzle: puzzle, number: number, bytes: line))
        case nil:
            return [
                .init(
                    puzzle: "line \(number)", line: number, rule: .schema,
                    message: "unknown kind \"\(probe.kind ?? "")\": expected blanks or trace")
            ]
        }
    }
}
