import Testing

@testable import BlanksStats

struct CharacterSampleTests {
    @Test func keepsEachCharacterApartEvenWhenNeighboursWouldFuse() {
        // Two single regional indicators would make a flag if joined; a lone
        // combining mark would attach to the character before it.
        let characters: [Character] = ["🇫", "🇷", "\u{301}", "e", "\r\n", "👩‍👩‍👧‍👦", "x"]
        let sample = CharacterSample(characters)
        #expect(sample.count == 7)
        #expect(Array(sample) == characters)
        #expect(Array(sample).map { $0.unicodeScalars.count } == [1, 1, 1, 1, 2, 7, 1])
    }

    @Test func keepsCharactersOf255BytesOrMore() {
        let long = Character("a" + String(repeating: "\u{301}", count: 200))  // 401 bytes
        let exact = Character("b" + String(repeating: "\u{300}", count: 127))  // 255 bytes
        #expect(String(exact).utf8.count == 255)
        let characters: [Character] = ["x", long, "y", exact, long, "z"]
        #expect(Array(CharacterSample(characters)) == characters)
    }

    @Test func anEmptySampleHasNoCharacters() {
        let sample = CharacterSample()
        #expect(sample.isEmpty)
        #expect(Array(sample).isEmpty)
    }
}
