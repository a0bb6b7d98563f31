import Testing

@testable import BlanksText

/// `ByteNeedles` finds a needle exactly when its bytes stand in the text's
/// UTF-8, wherever it stands (first byte, last bytes, after bytes no
/// needle starts with), for ASCII needles and needles of several bytes.
@Suite struct ByteNeedlesTests {
    static let needles = [",.", ";;", "( ", " )", "()", ";\u{2013}", "\u{2013})", "oilbbl", "!!"]

    static let texts = [
        "", ",", ",.", "The end,.", ",. at the start", "a ( b", "a b )", "x()", "list;\u{2013}item", "\u{2013})",
        "\u{2013}", "3 Moilbbl/d", "oilbb", "Wow!!", "Wow!", "café ,.", "日本 ( 東京", "no needle here at all",
        "\u{2014})", ";\u{2014}"
    ]

    @Test func findsANeedleExactlyWhereItsBytesStand() {
        let found = ByteNeedles(Self.needles)
        for text in Self.texts {
            let bytes = Array(text.utf8)
            let expected = Self.needles.contains { needle in
                let pattern = Array(needle.utf8)
                return bytes.count >= pattern.count
                    && (0...(bytes.count - pattern.count)).contains {
                        Array(bytes[$0..<($0 + pattern.count)]) == pattern
                    }
            }
            #expect(found.occur(in: text) == expected, "\(text.debugDescription)")
        }
        #expect(!ByteNeedles([]).occur(in: "anything"))
    }
}
