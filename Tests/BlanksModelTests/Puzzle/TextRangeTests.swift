import Testing

@testable import BlanksModel

@Suite struct TextRangeTests {
    @Test func substringCountsUTF16CodeUnits() {
        let text = "é – “x” 漢 😀 end"
        // 😀 is two UTF-16 code units.
        let emojiStart = Array(text.utf16).count - " end".utf16.count - 2
        #expect(text.substring(utf16: TextRange(start: emojiStart, length: 2)) == "😀")
        #expect(text.substring(utf16: TextRange(start: 0, length: 1)) == "é")
    }

    @Test func rangesOutsideTheTextOrSplittingASurrogatePairGiveNil() {
        let text = "a😀"
        #expect(text.substring(utf16: TextRange(start: 0, length: 9)) == nil)
        #expect(text.substring(utf16: TextRange(start: -1, length: 1)) == nil)
        #expect(text.substring(utf16: TextRange(start: 1, length: 1)) == nil)
    }
}
