import Testing

@testable import BlanksPuzzle

/// A word of letters only is one whose every scalar is alphabetic (and no
/// space): read on bytes for ASCII, by Unicode properties beyond; both
/// agree with that definition on made-up words of several scripts. The same
/// for a word with a letter or digit in it.
@Suite struct WordRulesTests {
    static let words =
        (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
            "", "river", "River", "e-mail", "don't", "a1", "1a", "word ", "café", "cafe\u{301}", "é1", "1é", "日本",
            "שלום", "مرحبا", "Σi", "ⅻ", "x²", "naïve", "ﬁsh", "😀", "a😀", "ǅemal", "\u{301}", "a\u{A0}b",
            "internationalisation"
        ]

    @Test func lettersOnlyAgreesWithItsDefinition() {
        for word in Self.words {
            let defined =
                !word.isEmpty
                && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && !$0.properties.isWhitespace }
            #expect(WordRules.isLettersOnly(word) == defined, "\(word.debugDescription)")
        }
    }

    @Test func letterOrDigitAgreesWithItsDefinition() {
        var found = 0
        for word in Self.words + ["—", "–", "…", "«»", "·½", "(…)", "¿?", "٣", "—x", "«1»"] {
            let defined = word.unicodeScalars.contains {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
            }
            if defined { found += 1 }
            #expect(WordRules.hasLetterOrDigit(word) == defined, "\(word.debugDescription)")
        }
        #expect(found > 70 && found < Self.words.count)
    }

    /// A word of the title in a regular inflection, or in "-ves" for "-f" or
    /// "-fe", is the title's word: the title stands on every puzzle.
    @Test func aTitleWordInAnotherInflectionIsOfTheTitle() {
        let cases: [(word: String, title: String, of: Bool)] = [
            ("aardwolves", "Aardwolf", true), ("knives", "Kitchen knife", true), ("albedos", "Albedo", true),
            ("arts", "Art", true), ("farming", "Animal Farm", true), ("art", "Art", true),
            ("artists", "Art", false), ("wolves", "Wolverine", false),
            ("moves", "Move", true), ("as", "A", false), ("oceans", "Indian Ocean", true), ("ocean", "Oceania", false)
        ]
        for (word, title, of) in cases {
            #expect(WordRules.isOfTitle(word, titleWords: WordRules.titleWords(title)) == of, "\(word) of \(title)")
        }
    }
}
