import Testing

@testable import BlanksText

/// The facts the gate decides once per token say what their definitions on
/// `Character`s say, for every ASCII character (read off bytes) and for
/// tokens of other scripts (read as characters): the checks that read them
/// decide as they did when each asked the characters itself.
@Suite struct TokenFactsTests {
    /// Made-up tokens beyond ASCII: accents precomposed and combining, a
    /// capital whose lower case is longer, scripts without case (CJK,
    /// Hebrew, Arabic), emoji and flags, Greek in formulas and words,
    /// numbers that are not digits, a prepended concatenation mark.
    static let otherTokens = [
        "é", "e\u{301}", "Éclair", "E\u{301}clair", "ÉCOLE", "İstanbul", "ß", "ﬁ", "ǅ", "日本", "東京都", "שלום",
        "مرحبا", "\u{600}١", "😀", "👨\u{200D}👩", "🇫🇷", "Σi", "xα", "Πk", "ἄβακoς", "Ω", "Ω", "½", "Ⅻ", "ⅻ", "x²",
        "①", "K", "५", "١٢", "a\u{308}", "A\u{30A}", "Å", "x\u{301}", "\u{301}", "5\u{301}g18", "5g18\u{301}",
        "ｘ", "Ａ", "\u{A0}", "—", "–", "…", "\u{2212}", "×", "𝑥", "ı", "ǈ"
    ]

    /// Every ASCII character alone and in the shapes the checks look for.
    static var asciiTokens: [String] {
        let singles = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        return singles + [
            "", "the", "The", "NATO", "a1", "1990s", "5g18", "8s2", "6f14", "sp3", "12ab3", "1a", "a12", "5G18",
            "5g", "55g1", "...", "'s", "n't", "e-mail", "e6carat", "Moilbbl/d", "x", "n", "a", "I", "\r\n", "a\r\n",
            "\r\nx", "1,200", "3.5", "#1", "[1]"
        ]
    }

    /// A token's lower case and facts as the gate reads them, on its UTF-16 units.
    static func read(_ token: String) -> (lower: String, facts: TokenFacts) {
        Array(token.utf16).withUnsafeBufferPointer { TokenFacts.read(token, units: $0) }
    }

    @Test func factsAgreeWithTheirDefinitions() {
        for token in Self.asciiTokens + Self.otherTokens {
            let (lower, facts) = Self.read(token)
            let first = token.first
            let expected: [(TokenFacts, Bool)] = [
                (.singleLetter, token.count == 1 && first?.isLetter == true),
                (.opensWithLetter, first?.isLetter == true),
                (.opensUppercase, first?.isUppercase == true),
                (.opensLowercase, first?.isLowercase == true),
                (.opensWithNumber, first?.isNumber == true),
                (.holdsLetter, token.contains(where: \.isLetter)),
                (.holdsNumber, token.contains(where: \.isNumber)),
                (.holdsUppercase, token.contains(where: \.isUppercase)),
                (.orbitalTerm, Self.isOrbitalTerm(token)),
                (.greekAndLatin, FormulaRemnantCheck.mixesGreekAndLatin(token)),
                (.lowerOpensWithNumber, lower.first?.isNumber == true),
                (.lowerHoldsLetter, lower.contains(where: \.isLetter)),
                (.lowerHoldsLetterOrNumber, lower.contains { $0.isLetter || $0.isNumber })
            ]
            for (fact, truth) in expected {
                #expect(facts.contains(fact) == truth, "\(token.debugDescription) fact \(fact.rawValue)")
            }
            #expect(facts.isWord == token.contains { $0.isLetter || $0.isNumber }, "\(token.debugDescription)")
            #expect(lower == token.lowercased(), "\(token.debugDescription)")
        }
    }

    /// An orbital term by its definition on scalars: digits, a lowercase
    /// letter and digits, all ASCII.
    static func isOrbitalTerm(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        guard scalars.count >= 3, scalars.allSatisfy(\.isASCII) else { return false }
        let lead = scalars.prefix { $0.properties.numericType != nil }.count
        guard lead >= 1, lead < scalars.count, scalars[lead].properties.isLowercase else { return false }
        let rest = scalars[(lead + 1)...]
        return !rest.isEmpty && rest.allSatisfy { $0.properties.numericType != nil }
    }

    @Test func orbitalTermsAndLooseLetters() {
        let orbital = ["5g18", "8s2", "6f14", "12ab3"].map { Self.read($0).facts.contains(.orbitalTerm) }
        #expect(orbital == [true, true, true, false])
        #expect(!Self.read("sp3").facts.contains(.orbitalTerm), "a letter first is a word")
        #expect(!Self.read("5G18").facts.contains(.orbitalTerm), "a capital names a thing")
        #expect(Self.read("x").facts.isLooseLetter("x"))
        #expect(!Self.read("a").facts.isLooseLetter("a"), "the article")
        #expect(!Self.read("B").facts.isLooseLetter("B"), "a capital")
        #expect(Self.read("é").facts.isLooseLetter("é"))
        #expect(Self.read("e\u{301}").facts.isLooseLetter("e\u{301}"), "one character of two scalars")
        #expect(!Self.read("日").facts.isLooseLetter("日"), "a letter without case")
    }
}
