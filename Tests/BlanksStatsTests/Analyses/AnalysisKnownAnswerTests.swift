import Testing

/// Small texts with answers worked out by hand, run through the runner at
/// several chunk sizes (1 byte splits every character) and directly.
struct AnalysisKnownAnswerTests {
    static let chunkSizes = [1, 2, 3, 7, 64 * 1024]

    private func check(
        _ text: String, tenth: Character?, everyTenth: [Character], words: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let direct = try TestSupport.analyseDirectly(text)
        #expect(direct.tenth == .some(tenth), sourceLocation: sourceLocation)
        #expect(direct.everyTenth == everyTenth, sourceLocation: sourceLocation)
        #expect(direct.wordPairs == words, sourceLocation: sourceLocation)
        for size in Self.chunkSizes {
            let streamed = try await TestSupport.analyse(text, chunkSize: size)
            #expect(streamed == direct, "chunk size \(size)", sourceLocation: sourceLocation)
        }
    }

    @Test func emptyText() async throws {
        try await check("", tenth: nil, everyTenth: [], words: [])
    }

    @Test func textShorterThanTenCharacters() async throws {
        try await check("Short one", tenth: nil, everyTenth: [], words: ["one 1", "short 1"])
    }

    @Test func exactlyTenCharacters() async throws {
        try await check("abcdefghij", tenth: "j", everyTenth: ["j"], words: ["abcdefghij 1"])
    }

    @Test func onlyWhiteSpace() async throws {
        // space, space, tab, LF, CR LF (one character), NBSP, em space,
        // ideographic space, NEL, space: ten white-space characters, no words.
        try await check("  \t\n\r\n\u{A0}\u{2003}\u{3000}\u{85} ", tenth: " ", everyTenth: [" "], words: [])
    }

    @Test func mixedCaseCountsAsOneWord() async throws {
        try await check("The the THE tHe cat Cat", tenth: "H", everyTenth: ["H", " "], words: ["the 4", "cat 2"])
    }

    @Test func tabsAndLineBreaksSeparateWords() async throws {
        let text = "one\ttwo\nthree\r\nfour\u{2028}five\u{85}six\u{0B}seven\u{0C}eight two"
        try await check(
            text, tenth: "h", everyTenth: ["h", "f", "e", " "],
            words: ["two 2", "eight 1", "five 1", "four 1", "one 1", "seven 1", "six 1", "three 1"])
    }

    @Test func equalCountsAreOrderedByWord() async throws {
        try await check("b a c b a", tenth: nil, everyTenth: [], words: ["a 2", "b 2", "c 1"])
    }

    @Test func markupIsPartOfWords() async throws {
        try await check(
            "[[Paris|city]] '''bold''' [[paris|City]]", tenth: "i", everyTenth: ["i", "o", "a", "]"],
            words: ["[[paris|city]] 2", "'''bold''' 1"])
    }

    @Test func nonASCIIWordsAndCaseMapping() async throws {
        // "é" precomposed and "e" + U+0301 are one word; ß has no upper-case
        // pair in `lowercased()`, so STRASSE stays another word.
        let text = "Ünïcödé ÜNÏCÖDÉ straße STRASSE café cafe\u{301} Ελληνικά ΕΛΛΗΝΙΚΆ"
        try await check(
            text, tenth: "N", everyTenth: ["N", "a", "E", "e\u{301}", " "],
            words: ["café 2", "ünïcödé 2", "ελληνικά 2", "strasse 1", "straße 1"])
    }

    @Test func charactersAreExtendedGraphemeClusters() async throws {
        // Flags, a skin-tone modifier, a ZWJ family, combining marks and
        // CR LF are one character each.
        let text = "🇫🇷🇩🇪👍🏽👩‍👩‍👧‍👦e\u{301}\r\nxyzA\u{30A}"
        try await check(
            text, tenth: "A\u{30A}", everyTenth: ["Å"],
            words: ["xyzå 1", "🇫🇷🇩🇪👍🏽👩‍👩‍👧‍👦é 1"])
    }

    @Test func zeroWidthSpaceIsNotWhiteSpace() async throws {
        // U+200B has no White_Space property; U+202F (narrow no-break space) has.
        try await check("a\u{200B}b c\u{202F}d", tenth: nil, everyTenth: [], words: ["a\u{200B}b 1", "c 1", "d 1"])
    }

    @Test func aCombiningMarkOnASpaceIsPartOfTheWhiteSpace() async throws {
        // " \u{301}" is one character whose first scalar is a space.
        try await check("a \u{301}b", tenth: nil, everyTenth: [], words: ["a 1", "b 1"])
    }
}
