import Testing

@testable import BlanksText

/// The gate's scalar classes answer as `Unicode.Scalar.Properties`, and a
/// scalar stands alone exactly when the text's `Character`s hold it as a
/// character of its own, on made-up text of several scripts.
@Suite struct ScalarClassTests {
    static let otherScalars: [Unicode.Scalar] = [
        "é", "\u{301}", "ß", "İ", "ı", "Ω", "Ω", "σ", "Σ", "日", "ש", "م", "١", "½", "Ⅻ", "ⅻ", "²", "①", "K", "ǅ",
        "ª", "º", "\u{A0}", "\u{600}", "\u{200D}", "\u{903}", "😀", "🇫", "𝑥", "ｘ", "Ａ", "５", "\u{2212}", "×"
    ]

    @Test func classesAgreeWithProperties() {
        for scalar in (0..<128).map({ Unicode.Scalar(UInt8($0)) }) + Self.otherScalars {
            let properties = scalar.properties
            #expect(
                ScalarClass.isNumeric(scalar) == (properties.numericType != nil), "\(scalar.escaped(asASCII: true))")
            #expect(ScalarClass.isAlphabetic(scalar) == properties.isAlphabetic, "\(scalar.escaped(asASCII: true))")
            #expect(ScalarClass.isLowercase(scalar) == properties.isLowercase, "\(scalar.escaped(asASCII: true))")
            #expect(ScalarClass.isUppercase(scalar) == properties.isUppercase, "\(scalar.escaped(asASCII: true))")
        }
    }

    /// Made-up text with the checks' punctuation beside marks that join it
    /// (a combining accent, an enclosing circle, a joiner, a spacing mark),
    /// a prepended Arabic number sign, emoji, flags, CJK and right-to-left script.
    static let texts = [
        "The city (old) lies on the coast.", "(\u{301}old) and [\u{20DD}x]", "end.\u{301} Then",
        "\u{600}(1) and \u{600}.",
        "a (\u{200D}b) c", "x.\u{903}y", "日本(東京). 東京。", "שלום (עולם).", "(مرحبا).", "😀(😀).🇫🇷.", "(", ".",
        "\u{301}(", "(\u{301}", "..\u{301}.", "\r\n(\r\n)", "e\u{301}(e\u{301})"
    ]

    @Test func aScalarStandsAloneWhenItIsACharacterOfItsOwn() {
        for text in Self.texts {
            let scalars = Array(text.unicodeScalars)
            var alone: [Bool] = []
            for character in text {
                alone += Array(repeating: character.unicodeScalars.count == 1, count: character.unicodeScalars.count)
            }
            for (index, scalar) in scalars.enumerated() where "()[].".unicodeScalars.contains(scalar) {
                #expect(
                    ScalarClass.standsAlone(scalars, at: index) == alone[index], "\(text.debugDescription) at \(index)")
            }
        }
    }

    /// No scalar beyond ASCII is the same character as the brackets and the
    /// full stop the checks count, so counting ASCII scalars misses none; and
    /// no letter or digit is the same character as the punctuation and
    /// operators the checks compare tokens with, so a token that holds one
    /// (`TokenFacts.isWord`) is none of them. (A token of several scalars
    /// equals one of them only if its scalars compose to it, and none of
    /// them is composed.)
    @Test func noOtherScalarEqualsTheCheckedPunctuation() {
        let counted: Set<Character> = ["(", ")", "[", "]", "."]
        let compared: Set<Character> = [
            "(", ")", "[", "]", ".", ":", "+", "=", "<", ">", "^", "*", "/", "|", "\u{2212}", "\u{D7}", "\u{2192}"
        ]
        var countedBeyondASCII: [Unicode.Scalar] = []
        var comparedWords: [Unicode.Scalar] = []
        for scalar in (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init) {
            let character = Character(scalar)
            guard compared.contains(character) else { continue }
            if !scalar.isASCII && counted.contains(character) { countedBeyondASCII.append(scalar) }
            if character.isLetter || character.isNumber { comparedWords.append(scalar) }
        }
        #expect(countedBeyondASCII.isEmpty, "\(countedBeyondASCII.map { $0.escaped(asASCII: true) })")
        #expect(comparedWords.isEmpty, "\(comparedWords.map { $0.escaped(asASCII: true) })")
    }
}
