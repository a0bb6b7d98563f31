import BlanksModel

/// When a batch draws a page again (`variant` ≥ 1), the new puzzle must be a
/// new exercise: it differs from each earlier draw of the page in at least
/// half its blanks. The generator redraws until it does, or gives the page
/// up; the validator checks every pair of a batch's puzzles of one revision.
package enum VariantRule {
    /// Blanks of a variant that no earlier draw of its page blanks.
    package static let newBlanks = PuzzleGenerator.blanksPerPuzzle / 2

    /// Draws the generator makes for one variant before giving its page up.
    static let attempts = 16

    /// How many of `blanks` are not blanks of `other` (by range).
    package static func newBlanks(_ blanks: [TextRange], comparedWith other: [TextRange]) -> Int {
        let old = Set(other)
        return blanks.filter { !old.contains($0) }.count
    }

    /// True when `blanks` may stand beside `other` in one batch.
    package static func differs(_ blanks: [TextRange], from other: [TextRange]) -> Bool {
        newBlanks(blanks, comparedWith: other) >= newBlanks
    }
}
