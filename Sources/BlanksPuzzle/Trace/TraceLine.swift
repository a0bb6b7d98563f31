import BlanksModel
import Foundation

/// A line of a trace batch, decoded, with its number and bytes: the
/// validator's regeneration rule compares those bytes, so a reader that
/// checks puzzles before use (the game) refuses exactly the lines `validate` refuses.
package struct TraceLine: Sendable {
    package var puzzle: TracePuzzle
    package var number: Int
    package var bytes: Data

    package init(puzzle: TracePuzzle, number: Int, bytes: Data) {
        self.puzzle = puzzle
        self.number = number
        self.bytes = bytes
    }
}
