import Testing

@testable import BlanksPuzzle

/// `WordPrefix` only ever skips comparisons the give-away rule would lose:
/// every pair of words it calls the same or of one stem has matching
/// fingerprints, across case, inflections, short words, punctuation and
/// words that open outside ASCII.
@Suite struct WordPrefixTests {
    static let stems = [
        "run", "Run", "RUN", "runn", "study", "Studi", "make", "mak", "ma", "a", "A", "I", "i", "K", "\u{212A}",
        "\u{212A}ing", "Éclair", "éclair", "ÉCLAIR", "naïve", "NAÏVE", "1st", "1ST", "@b", "`b", "[b", "{b", "x1", "X1",
        "o'clock", "O'CLOCK", "e", "es", "İstanbul", "i̇stanbul"
    ]
    static let endings = ["", "s", "S", "es", "ed", "ED", "ing", "ies", "ied", "ning", "e", "d"]
    static let words = stems.flatMap { stem in endings.map { stem + $0 } }

    @Test func everyPairTheRuleMatchesHasMatchingPrefixes() {
        var matched = 0
        for a in Self.words {
            for b in Self.words where BlankTarget.sameWord(a, b) || BlankTarget.shareStem(a, b) {
                matched += 1
                #expect(WordPrefix(a).mayMatch(WordPrefix(b)), "\(a) / \(b)")
            }
        }
        // The set holds case pairs, inflections and the Kelvin sign's lowercase "k": not a vacuous check.
        #expect(matched > Self.words.count * 3)
    }

    @Test func wordsThatDifferInTheirFirstTwoASCIIBytesAreToldApart() {
        #expect(!WordPrefix("cat").mayMatch(WordPrefix("dog")))
        #expect(!WordPrefix("run").mayMatch(WordPrefix("ran")))
        #expect(!WordPrefix("a").mayMatch(WordPrefix("an")))
        #expect(!WordPrefix("@b").mayMatch(WordPrefix("`b")))
        #expect(WordPrefix("Running").mayMatch(WordPrefix("RUN")))
    }

    @Test func aWordOpeningOutsideASCIIMatchesEveryPrefix() {
        #expect(WordPrefix("\u{212A}").mayMatch(WordPrefix("k")))
        #expect(WordPrefix("cat").mayMatch(WordPrefix("Éclair")))
        #expect(WordPrefix("aÉ").mayMatch(WordPrefix("zz")))
    }
}
