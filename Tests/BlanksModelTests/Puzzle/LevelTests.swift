@testable import BlanksModel
import Testing

@Suite struct LevelTests {
    @Test func levelsOutsideZeroToSixDoNotExist() {
        #expect(Level(-1) == nil)
        #expect(Level(7) == nil)
        #expect(Level(3) != nil)
    }

    @Test func levelFallsBackToEasierCategoriesHardestFirst() throws {
        let level = try #require(Level(3))
        #expect(level.categoriesWithFallback == [["VERB"], ["DET"], ["ADP"]])
        #expect(level.allowedCategories == ["VERB", "DET", "ADP"])
    }

    @Test func classicMixHasNoFallback() throws {
        let level = try #require(Level(0))
        #expect(level.categoriesWithFallback == [["DET", "ADJ", "NOUN", "ADP", "VERB"]])
    }
}
