import BlanksModel

/// What keeps a level honest and a passage readable: at levels 1–6 most
/// blanks are of the level's own class (the fall-back to easier classes may
/// fill the rest), and a passage is short enough to read in class. A page
/// that cannot give both is passed over rather than stretched.
package enum LevelQuota {
    /// At least this many of a puzzle's ten blanks are of its level's own
    /// categories, at levels 1–6.
    package static let ownClassBlanks = 7

    /// The most sentences a passage holds.
    package static let maxSentences = 20

    /// Own-class blanks a puzzle of `level` needs: none at level 0, whose
    /// categories are all its own.
    package static func ownClassNeeded(at level: Level) -> Int {
        level.number == 0 ? 0 : ownClassBlanks
    }

    /// Fall-back blanks a puzzle may hold at most.
    static func fallbackAllowed(at level: Level) -> Int {
        PuzzleGenerator.blanksPerPuzzle - ownClassNeeded(at: level)
    }
}
