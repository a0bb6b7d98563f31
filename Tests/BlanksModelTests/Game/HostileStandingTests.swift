import Testing

@testable import BlanksModel

/// A standing read from the progress database may hold any numbers.
@Suite struct HostileStandingTests {
    typealias Standing = LevelRules.Standing
    let rules = LevelRules.standard

    @Test func extremeStandingsAndScoresNeverTrap() {
        for level in [Int.min, -1, 0, 1, 6, 7, Int.max] {
            for streak in [Int.min, -1, 0, 1, Int.max] {
                for (score, outOf) in [
                    (10, 10), (0, 10), (Int.max, Int.max - 1), (Int.min, 10), (0, Int.max), (5, Int.min)
                ] {
                    let after = rules.standing(
                        after: score, outOf: outOf, from: Standing(level: level, lowStreak: streak))
                    #expect(after.lowStreak <= rules.lowGamesToFall)
                }
            }
        }
        #expect(rules.standing(after: 10, outOf: 10, from: Standing(level: Int.max, lowStreak: 0)).level == 6)
        #expect(rules.standing(after: 0, outOf: 10, from: Standing(level: Int.min, lowStreak: Int.max)).level == 1)
        #expect(
            rules.standing(after: 0, outOf: 10, from: Standing(level: 4, lowStreak: 1))
                == Standing(level: 3, lowStreak: 0))
    }
}
