import Testing

@testable import BlanksModel

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

    /// The names agree with the categories each level blanks, so a header
    /// that says "determiners" is about DET blanks.
    @Test func eachLevelIsNamedByWhatItBlanks() {
        #expect(
            Level.all.map(\.name) == [
                "the classic mix", "prepositions", "determiners", "verbs", "nouns",
                "pronouns", "conjunctions"
            ])
        let named = [
            "ADP": "prepositions", "DET": "determiners", "VERB": "verbs", "NOUN": "nouns",
            "PRON": "pronouns", "CCONJ": "conjunctions"
        ]
        for level in Level.all.dropFirst() {
            #expect(named[level.categories[0]] == level.name)
        }
    }
}
