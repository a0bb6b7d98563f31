import BlanksModel

/// One token of a sentence: its text and where it sits in the text it was cut from.
public struct Token: Hashable, Sendable, Codable {
    public var text: String
    /// UTF-16 offset into the text that was tokenized.
    public var start: Int
    /// UTF-16 length.
    public var length: Int

    package init(text: String, start: Int, length: Int) {
        self.text = text
        self.start = start
        self.length = length
    }

    package var range: TextRange { TextRange(start: start, length: length) }
}
