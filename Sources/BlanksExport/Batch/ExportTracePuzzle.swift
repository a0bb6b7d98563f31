import BlanksModel
import Foundation

/// A trace (memory-order) puzzle read for the web player, the one format
/// that plays it: checked by the same rules `validate` and `play` apply, and
/// kept with its line so the page embeds the bytes the batch holds.
package struct ExportTracePuzzle: Sendable {
    package var puzzle: TracePuzzle
    /// The puzzles.jsonl line, verbatim (without its newline).
    package var line: Data
    /// The line's place among all the batch's lines (from 0), so the page
    /// lists the puzzles in the batch's order whatever their kinds.
    package var place: Int
    /// The puzzles.jsonl it came from, for messages.
    package var file: String

    package init(puzzle: TracePuzzle, line: Data, place: Int, file: String) {
        self.puzzle = puzzle
        self.line = line
        self.place = place
        self.file = file
    }
}
