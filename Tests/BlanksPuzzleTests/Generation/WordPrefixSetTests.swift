import Testing

@testable import BlanksPuzzle

/// `WordPrefixSet` may let the give-away rule read a sentence with no match,
/// never skip one that has one: whenever some word of a sentence `mayMatch`
/// the answer's fingerprint, the set says it may hold a match.
@Suite struct WordPrefixSetTests {
    static let words = WordPrefixTests.words + ["the", "of", "–", "“", "(", "1990", "", "x", "Zürich", "é"]

    @Test func neverMissesAWordThatMayMatch() {
        var checked = 0
        for size in [0, 1, 3, 30] {
            for start in stride(from: 0, to: Self.words.count, by: 7) {
                let sentence = (0..<size).map { Self.words[(start + $0 * 13) % Self.words.count] }
                let set = WordPrefixSet(sentence.map(WordPrefix.init))
                for answer in Self.words where sentence.contains(where: { WordPrefix($0).mayMatch(WordPrefix(answer)) })
                {
                    checked += 1
                    #expect(set.mayHoldMatch(of: WordPrefix(answer)), "\(answer) in \(sentence)")
                }
            }
        }
        #expect(checked > Self.words.count)
    }

    @Test func passesOverASentenceOfOtherASCIIWords() {
        let set = WordPrefixSet(["the", "cat", "sat"].map(WordPrefix.init))
        #expect(!set.mayHoldMatch(of: WordPrefix("dog")))
        #expect(!WordPrefixSet([]).mayHoldMatch(of: WordPrefix("dog")))
        #expect(set.mayHoldMatch(of: WordPrefix("Cats")))
    }

    @Test func aWordOutsideASCIIOnEitherSideMayMatch() {
        #expect(WordPrefixSet(["the", "\u{212A}"].map(WordPrefix.init)).mayHoldMatch(of: WordPrefix("dog")))
        #expect(WordPrefixSet(["the", "cat"].map(WordPrefix.init)).mayHoldMatch(of: WordPrefix("Éclair")))
    }
}
