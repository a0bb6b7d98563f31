/// Where the generator gives up on an article that has not made a puzzle
/// yet, so that a vandalised or machine-made article costs bounded time and
/// memory. Both limits are far above what a real article needs: a passage
/// is the fewest leading paragraphs that give ten blanks, a few paragraphs;
/// no batch of the embedded corpus at any level changes with them. The third,
/// the readable length, is a rule of the puzzle itself.
package struct PassageLimits: Sendable, Equatable {
    /// The longest passage, in UTF-16 units: a paragraph that would take the
    /// passage past it is not read.
    package var units: Int
    /// The most candidate words the generator redraws for its earlier,
    /// unsuccessful attempts (see `PuzzleGenerator`): this work grows with the
    /// square of a passage that keeps failing, so it has its own bound.
    package var redrawnWords: Int
    /// The most sentences a passage holds: the readable length a teacher
    /// asks for (`LevelQuota.maxSentences`), and the bound that makes the
    /// other two matter only for generators built with a larger one.
    package var sentences: Int

    package init(units: Int, redrawnWords: Int, sentences: Int = LevelQuota.maxSentences) {
        self.units = units
        self.redrawnWords = redrawnWords
        self.sentences = sentences
    }

    package static let standard = PassageLimits(units: 100_000, redrawnWords: 1_000_000)
}
