import Testing

@testable import BlanksStats

struct WhiteSpaceTests {
    @Test func matchesTheStandardLibraryOnEveryScalar() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if WhiteSpace.contains(scalar) != scalar.properties.isWhitespace { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func judgesACharacterByItsFirstScalar() {
        #expect(WhiteSpace.starts("\r\n"))
        #expect(WhiteSpace.starts(" \u{301}"))
        #expect(!WhiteSpace.starts("\u{200B}"))
        #expect(!WhiteSpace.starts("e\u{301}"))
        for character: Character in [" ", "\t", "\u{85}", "\u{A0}", "\u{3000}", "x", "é", "🇫🇷", "\u{FEFF}"] {
            #expect(WhiteSpace.starts(character) == character.isWhitespace, "\(character.unicodeScalars.first!.value)")
        }
    }
}
