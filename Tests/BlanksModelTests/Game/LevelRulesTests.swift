import Testing

@testable import BlanksModel

@Suite("Level rules")
struct LevelRulesTests {
    let rules = LevelRules.standard
    typealias Standing = LevelRules.Standing

    @Test func everyBlankRightRaisesTheLevelUpToSix() {
        #expect(
            rules.standing(after: 10, outOf: 10, from: Standing(level: 1, lowStreak: 1))
                == Standing(level: 2, lowStreak: 0))
        #expect(
            rules.standing(after: 10, outOf: 10, from: Standing(level: 6, lowStreak: 0))
                == Standing(level: 6, lowStreak: 0))
    }

    @Test func twoLowGamesInARowLowerTheLevel() {
        let first = rules.standing(after: 4, outOf: 10, from: Standing(level: 3, lowStreak: 0))
        #expect(first == Standing(level: 3, lowStreak: 1))
        let second = rules.standing(after: 0, outOf: 10, from: first)
        #expect(second == Standing(level: 2, lowStreak: 0))
    }

    @Test func theLevelNeverFallsBelowOne() {
        #expect(
            rules.standing(after: 1, outOf: 10, from: Standing(level: 1, lowStreak: 1))
                == Standing(level: 1, lowStreak: 0))
    }

    @Test func aMiddleScoreKeepsTheLevelAndResetsTheCount() {
        #expect(
            rules.standing(after: 5, outOf: 10, from: Standing(level: 4, lowStreak: 1))
                == Standing(level: 4, lowStreak: 0))
        #expect(
            rules.standing(after: 9, outOf: 10, from: Standing(level: 4, lowStreak: 1))
                == Standing(level: 4, lowStreak: 0))
    }

    @Test func theSummaryStatesBothDirections() {
        #expect(rules.summary.contains("every blank of a game is right your level rises by one"))
        #expect(rules.summary.contains("After 2 games in a row scoring 4 or less out of 10 it falls by one"))
    }
}
