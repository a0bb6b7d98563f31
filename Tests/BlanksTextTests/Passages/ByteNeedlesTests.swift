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

    /// The same on made-up texts long enough for blocks of sixteen bytes,
    /// a needle standing anywhere in them (across a block's edge too), for
    /// needles starting with few bytes (compared a block at a time), with
    /// many, and of a single byte.
    @Test(arguments: [["!!", "??", "?!", "!?"], ["oilbbl"], Self.needles, ["|", "ab"], ["\u{2013})"]])
    func findsNeedlesInLongTexts(needles: [String]) {
        let pieces = ["a", "b", " ", "!", "?", "oil", "bbl", ")", "\u{2013}", "é", ",", ".", "|", "no needle "]
        var seed: UInt64 = 0x5851_F42D_4C95_7F2D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        let found = ByteNeedles(needles)
        var hits = 0
        for _ in 0..<1_000 {
            let text = (0..<next(30)).map { _ in pieces[next(pieces.count)] }.joined()
            let bytes = Array(text.utf8)
            let expected = needles.contains { needle in
                let pattern = Array(needle.utf8)
                return bytes.count >= pattern.count
                    && (0...(bytes.count - pattern.count)).contains {
                        Array(bytes[$0..<($0 + pattern.count)]) == pattern
                    }
            }
            if expected { hits += 1 }
            #expect(found.occur(in: text) == expected, "\(text.debugDescription)")
        }
        #expect(hits > 50 && hits < 950, "texts with and without a needle are tried")
    }
}
