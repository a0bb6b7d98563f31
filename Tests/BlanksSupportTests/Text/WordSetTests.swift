import Testing

@testable import BlanksSupport

/// `WordSet` answers as `Set<String>` does, whatever the query: ASCII words
/// by their bytes, and canonically equivalent spellings as Swift's string
/// equality treats them.
@Suite struct WordSetTests {
    static let members = [
        "of", "and", "the", "km", "km²", "°C", "café", "e\u{301}t\u{E9}", "\u{212A}", "\u{037E}", "a", "",
        "internationalisation", "x-ray", "don't", "counterintuitive", "a\u{0}", "?", "@x", "~"
    ]

    static let queries =
        members + [
            "Of", "OF", "kmh", "km2", "k", "K", "Kelvin", ";", "`", "cafe\u{301}", "caf", "été", "ete", "the ", " the",
            "\u{1FEF}", "b", "abcdefghijklmnopqrstuvwxyz", "x", "-", "don’t",
            // Keys hold 16 bytes: queries at and past that length, and ones differing only there.
            "counterintuitivE", "counterintuitives", "counterintuitiv", "internationalisatio",
            "internationalisationalise", "a\u{0}\u{0}", "\u{0}", "caf\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}",
            // A member's first byte at another length, and first bytes on either side of 64 (the masks' seam).
            "o", "ofx", "an", "th", "thee", "?", "@", "@x", "~", "\u{7F}", "countertenor"
        ]

    @Test func answersAsASetOfStrings() {
        let set = Set(Self.members)
        let words = WordSet(Self.members)
        for query in Self.queries {
            #expect(
                words.contains(query) == set.contains(query),
                "\(query.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(words.count == set.count && words.members == set)
        // The Kelvin sign is a capital K to Swift's equality, and the Greek question mark a semicolon.
        #expect(words.contains("K") && words.contains(";"))
        #expect(!words.contains("k"))
    }

    @Test func manyMembersAndNone() {
        let many = (0..<2_000).map { "w\($0)" }
        let words = WordSet(many)
        #expect(many.allSatisfy(words.contains))
        #expect(!words.contains("w2000") && !words.contains("w") && !words.contains(""))
        let empty: WordSet = []
        #expect(!empty.contains("") && !empty.contains("a") && empty.count == 0)
    }
}
