extension String {
    /// The text with every C0 and C1 control character and DEL written as a visible
    /// escape (`\u{1B}`), for text from data — a title, a word, a server's message —
    /// printed to a terminal or a log: it cannot move the cursor, recolour or retitle
    /// the terminal, or split one log line into two. Text without them is returned as is.
    ///
    /// Escape each field of tab-separated output, not the whole line, so the
    /// separators stay tabs and a tab inside a field cannot shift the columns.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isControlCharacter {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

extension Unicode.Scalar {
    /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
    fileprivate var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
