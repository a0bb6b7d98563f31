/// How a player's level moves after each submitted game.
///
/// The ladder is the difficulty order of DESIGN.md: level 1 (prepositions) is
/// the easiest, level 6 (conjunctions) the hardest; level 0, the classic mix,
/// is not a step on it. A player starts at level 1.
/// - Up: every blank right raises the level by one (up to 6).
/// - Down: two submitted games in a row scoring 4 or less out of 10 lower it
///   by one (never below 1); any other score resets that count.
public struct LevelRules: Hashable, Sendable {
    public var startLevel = 1
    public var lowestLevel = 1
    public var highestLevel = 6
    /// A score at or below this share of the blanks counts as a low game (4 of 10).
    public var lowScorePerTen = 4
    /// This many low games in a row lower the level.
    public var lowGamesToFall = 2

    public static let standard = LevelRules()

    public init() {}

    /// The rule in one paragraph, for help and docs.
    public var summary: String {
        "Levels go from \(lowestLevel) (prepositions, easiest) to \(highestLevel) (conjunctions, hardest); "
            + "you start at level \(startLevel). When every blank of a game is right your level rises by one. "
            + "After \(lowGamesToFall) games in a row scoring \(lowScorePerTen) or less out of 10 it falls by one "
            + "(never below \(lowestLevel)); any other score resets that count."
    }

    /// A player's standing between games.
    public struct Standing: Hashable, Sendable {
        public var level: Int
        /// Low games in a row so far.
        public var lowStreak: Int
        public init(level: Int, lowStreak: Int) {
            self.level = level
            self.lowStreak = lowStreak
        }
    }

    /// The standing after a game scoring `score` out of `outOf`.
    /// The standing comes from the progress database, so every step is
    /// written not to overflow whatever numbers it holds.
    public func standing(after score: Int, outOf: Int, from current: Standing) -> Standing {
        if score == outOf {
            return Standing(level: current.level >= highestLevel ? highestLevel : current.level + 1, lowStreak: 0)
        }
        let (scaledScore, overflow) = score.multipliedReportingOverflow(by: 10)
        let (scaledOutOf, overflow2) = lowScorePerTen.multipliedReportingOverflow(by: outOf)
        guard !overflow, !overflow2, scaledScore <= scaledOutOf else {
            return Standing(level: current.level, lowStreak: 0)
        }
        let streak = current.lowStreak < lowGamesToFall ? current.lowStreak + 1 : lowGamesToFall
        guard streak >= lowGamesToFall else { return Standing(level: current.level, lowStreak: streak) }
        return Standing(level: current.level <= lowestLevel ? lowestLevel : current.level - 1, lowStreak: 0)
    }
}
