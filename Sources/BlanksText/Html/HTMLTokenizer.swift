/// Reads HTML one token at a time, in one pass over its UTF-8 bytes: no
/// tree is built, each byte is looked at a bounded number of times, and no
/// token holds more than `HTMLLimits.tagBytes` — linear time, bounded memory
/// beyond the input. Error-tolerant as browsers are: a `<` that opens no tag
/// is text, an unterminated comment or tag ends the input, a stray end tag
/// is passed on for the reader to ignore. The content of raw-text elements
/// (`script`, `style`, `textarea`, `title`…) is skipped up to their end tag.
struct HTMLTokenizer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: HTMLLimits
    private var position = 0
    /// The end tag a raw-text element's content runs to, once its start tag is read.
    private var rawTextEnd: String?

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: HTMLLimits = HTMLLimits()) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Elements whose content is not markup: skipped whole.
    static let rawTextElements: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "template"
    ]

    /// Byte offset of the next token (for error messages).
    var offset: Int { position }

    /// The next token, nil at the end of the input.
    mutating func next() throws(HTMLLimitError) -> HTMLToken? {
        if let name = rawTextEnd {
            rawTextEnd = nil
            skipRawText(until: name)
            return .endTag(name)
        }
        let n = bytes.count
        while position < n {
            if bytes[position] != UInt8(ascii: "<") {
                let start = position
                while position < n, bytes[position] != UInt8(ascii: "<") { position += 1 }
                return .text(start..<position)
            }
            let start = position
            guard position + 1 < n else {
                position = n
                return .text(start..<n)
            }
            let next = bytes[position + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                skipMarkupDeclaration()
                continue
            }
            if next == UInt8(ascii: "/") {
                guard position + 2 < n, ASCII.isLetter(bytes[position + 2]) else {
                    // "</>" or "</ 3": no end tag; browsers drop it as a bogus comment.
                    skipPast(UInt8(ascii: ">"))
                    continue
                }
                position += 2
                let name = try readName(tagStart: start)
                guard try skipToTagEnd(tagStart: start) else { return nil }
                return .endTag(name)
            }
            guard ASCII.isLetter(next) else {
                position += 1
                return .text(start..<position)
            }
            position += 1
            let name = try readName(tagStart: start)
            var attributes: [(name: String, value: String)] = []
            var selfClosing = false
            while true {
                skipSpaces()
                guard position < n else { return nil }  // an unterminated tag ends the input
                try checkTagLength(from: start)
                let byte = bytes[position]
                if byte == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                if byte == UInt8(ascii: "/") {
                    position += 1
                    if position < n, bytes[position] == UInt8(ascii: ">") {
                        selfClosing = true
                        position += 1
                        break
                    }
                    continue
                }
                if let attribute = try readAttribute(tagStart: start) { attributes.append(attribute) }
            }
            let tag = HTMLStartTag(name: name, attributes: attributes, selfClosing: selfClosing)
            if !selfClosing, Self.rawTextElements.contains(name) { rawTextEnd = name }
            return .startTag(tag)
        }
        return nil
    }

    /// A tag or attribute name, lowercased; stops at a space, `/`, `>` or `=`.
    private mutating func readName(tagStart: Int) throws(HTMLLimitError) -> String {
        let start = position
        let n = bytes.count
        while position < n, !Self.endsName(bytes[position]) {
            position += 1
            if position - start > limits.nameBytes { throw .nameTooLong(offset: tagStart, limit: limits.nameBytes) }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]).map(ASCII.lower), as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "=")
    }

    /// HTML's white space: space, tab, line feed, form feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// One `name`, `name=value`, `name="value"` or `name='value'`.
    private mutating func readAttribute(tagStart: Int) throws(HTMLLimitError) -> (name: String, value: String)? {
        let n = bytes.count
        let before = position
        if bytes[position] == UInt8(ascii: "=") { position += 1 }  // a stray "=": browsers take it into the name
        let name = try readName(tagStart: tagStart)
        if position == before { position += 1 }  // never stand still on a byte no rule takes
        skipSpaces()
        guard position < n, bytes[position] == UInt8(ascii: "=") else { return name.isEmpty ? nil : (name, "") }
        position += 1
        skipSpaces()
        guard position < n else { return (name, "") }
        let quote = bytes[position]
        let start: Int
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            position += 1
            start = position
            while position < n, bytes[position] != quote {
                position += 1
                try checkTagLength(from: tagStart)
            }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            if position < n { position += 1 }
            return (name, value)
        }
        start = position
        while position < n, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") {
            position += 1
            try checkTagLength(from: tagStart)
        }
        return (name, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    private func checkTagLength(from start: Int) throws(HTMLLimitError) {
        if position - start > limits.tagBytes { throw .tagTooLong(offset: start, limit: limits.tagBytes) }
    }

    /// Past the `>` ending an end tag (its attributes, if any, are ignored); false when the input ends first.
    private mutating func skipToTagEnd(tagStart: Int) throws(HTMLLimitError) -> Bool {
        let n = bytes.count
        while position < n, bytes[position] != UInt8(ascii: ">") {
            position += 1
            try checkTagLength(from: tagStart)
        }
        guard position < n else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// Past a comment (`<!-- … -->`) or a declaration, CDATA section or
    /// processing instruction (to the next `>`); to the end when unterminated.
    private mutating func skipMarkupDeclaration() {
        let n = bytes.count
        if position + 3 < n, bytes[position + 2] == UInt8(ascii: "-"), bytes[position + 3] == UInt8(ascii: "-") {
            position += 4
            while position + 2 < n {
                if bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-"),
                    bytes[position + 2] == UInt8(ascii: ">")
                {
                    position += 3
                    return
                }
                position += 1
            }
            position = n
            return
        }
        skipPast(UInt8(ascii: ">"))
    }

    private mutating func skipPast(_ byte: UInt8) {
        while position < bytes.count, bytes[position] != byte { position += 1 }
        position = min(bytes.count, position + 1)
    }

    /// Past the end tag `</name…>` of a raw-text element (case-insensitive), or to the end.
    private mutating func skipRawText(until name: String) {
        let needle = Array(name.utf8)
        let n = bytes.count
        while position < n {
            if bytes[position] == UInt8(ascii: "<"), position + 1 + needle.count < n,
                bytes[position + 1] == UInt8(ascii: "/")
            {
                var matches = true
                for (k, expected) in needle.enumerated() where ASCII.lower(bytes[position + 2 + k]) != expected {
                    matches = false
                    break
                }
                let after = position + 2 + needle.count
                if matches, after >= n || Self.endsName(bytes[after]) {
                    position = after
                    skipPast(UInt8(ascii: ">"))
                    return
                }
            }
            position += 1
        }
    }
}
