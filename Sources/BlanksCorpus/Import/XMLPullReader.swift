import BlanksSupport
import Foundation

/// One event of a streaming XML parse.
public enum XMLEvent: Equatable, Sendable {
    case start(name: String, attributes: [String: String])
    case end(name: String)
    case text(String)
}

/// Why an XML stream could not be read, with the line where it stopped.
package enum XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(line: Int, reason: String)
    case truncated(line: Int, openElement: String)
    /// The byte source failed (a damaged gzip layer, a read error).
    case unreadable(line: Int, reason: String)
    /// A piece of markup longer than its ceiling in `XMLLimits` (`what`: "tag", "comment", …).
    case tooLarge(line: Int, what: String, limit: Int)

    package var line: Int {
        switch self {
        case .malformed(let line, _), .truncated(let line, _), .unreadable(let line, _), .tooLarge(let line, _, _):
            return line
        }
    }

    package var description: String {
        switch self {
        case .malformed(let line, let reason): return "malformed XML at line \(line): \(reason)"
        case .truncated(let line, let element): return "unexpected end of input at line \(line), inside <\(element)>"
        case .unreadable(let line, let reason): return "input unreadable after line \(line): \(reason)"
        case .tooLarge(let line, let what, let limit):
            return "\(what) at line \(line) is longer than the limit of \(limit) bytes"
        }
    }
}

/// A small streaming XML reader for MediaWiki exports: elements, attributes,
/// text, entities, comments, CDATA; no DTDs.
///
/// It pulls bytes from a `ByteSource` as it needs them. Memory is bounded by
/// `XMLLimits` plus one chunk of the source, whatever the input: text comes
/// in pieces of at most `textPieceBytes`, and a tag, name, comment or nesting
/// past its ceiling is an error. Time is linear in the input. Nesting is
/// checked: a mismatched end tag is an error, and input that ends inside an
/// element is reported as truncated.
public struct XMLPullReader<Source: ByteSource> {
    package let limits: XMLLimits
    private var source: Source
    private var buffer: [UInt8] = []
    private var position = 0
    private var exhausted = false
    private var stack: [String] = []
    private var pendingEnd: String?
    /// The last byte appended was a carriage return, so a line feed opening the next chunk is its pair.
    private var afterCarriageReturn = false
    /// The input's first bytes while they may still be a byte order mark (chunks can be one byte).
    private var opening: [UInt8]? = []
    /// 1-based line of the reader's position.
    package private(set) var line = 1
    /// Bytes of XML pulled from the source so far.
    package private(set) var bytesRead = 0

    public init(source: Source, limits: XMLLimits = XMLLimits()) {
        self.source = source
        self.limits = limits
    }

    /// The next event, or nil at a clean end of input.
    public mutating func next() throws -> XMLEvent? {
        if let name = pendingEnd {
            pendingEnd = nil
            stack.removeLast()
            return .end(name: name)
        }
        while true {
            guard try ensure(1) else {
                if let open = stack.last { throw XMLReadError.truncated(line: line, openElement: open) }
                return nil
            }
            if buffer[position] == UInt8(ascii: "<") {
                if let event = try readMarkup() { return event }
            } else {
                let text = try readText()
                if !stack.isEmpty { return .text(text) }
                guard text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0a || $0 == 0x0d || $0 == 0x09 }) else {
                    throw XMLReadError.malformed(line: line, reason: "text outside the root element")
                }
            }
        }
    }

    // MARK: Buffer

    /// Makes at least `count` bytes available from `position`; false at end of input.
    private mutating func ensure(_ count: Int) throws -> Bool {
        while buffer.count - position < count {
            if exhausted { return false }
            if position > 0 && position > buffer.count / 2 {
                buffer.removeSubrange(0..<position)
                position = 0
            }
            let next: Data?
            do {
                next = try source.read()
            } catch {
                throw XMLReadError.unreadable(line: line, reason: "\(error)")
            }
            guard let chunk = next else {
                exhausted = true
                if let pending = opening {
                    opening = nil
                    appendNormalized(Data(pending))
                }
                return buffer.count - position >= count
            }
            bytesRead = bytesRead.saturatingAdding(chunk.count)
            if var pending = opening {
                pending.append(contentsOf: chunk)
                let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
                if pending.count < 3 && byteOrderMark.starts(with: pending) {
                    opening = pending
                    continue
                }
                opening = nil
                appendNormalized(Data(pending.starts(with: byteOrderMark) ? pending.dropFirst(3) : pending[...]))
            } else {
                appendNormalized(chunk)
            }
        }
        return true
    }

    /// Appends a chunk as XML 1.0 §2.11 reads it: CR LF and a lone CR become
    /// LF before anything else, so a dump saved with Windows line ends keeps
    /// the text (and the sha1) the wiki stored. (A UTF-8 byte order mark
    /// opening the input, which is not text, is taken off in `ensure`.)
    private mutating func appendNormalized(_ chunk: Data) {
        chunk.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var bytes = raw.bindMemory(to: UInt8.self)[...]
            if afterCarriageReturn && bytes.first == 0x0A { bytes = bytes.dropFirst() }
            afterCarriageReturn = false
            guard bytes.contains(0x0D) else {
                buffer.append(contentsOf: bytes)
                return
            }
            buffer.reserveCapacity(buffer.count + bytes.count)
            var previousWasCR = false
            for byte in bytes {
                if byte == 0x0D {
                    buffer.append(0x0A)
                    previousWasCR = true
                } else {
                    if !(byte == 0x0A && previousWasCR) { buffer.append(byte) }
                    previousWasCR = false
                }
            }
            afterCarriageReturn = previousWasCR
        }
    }

    /// Where a search for a pattern ended.
    private enum Search {
        case found(Int)
        /// Not within `span` bytes of `position`.
        case beyondSpan
        case endOfInput
    }

    /// The first occurrence of `pattern` at or after `start` that ends within
    /// `span` bytes of `position`, reading more as needed: the buffer never
    /// grows much past `span`. O(bytes searched × pattern length).
    private mutating func search(_ pattern: [UInt8], from start: Int, within span: Int) throws -> Search {
        var offset = start - position  // relative: the buffer may be compacted while reading
        while true {
            let last = buffer.count - pattern.count
            var i = position + offset
            while i <= last {
                if buffer[i] == pattern[0] {
                    var matched = true
                    for k in 1..<pattern.count where buffer[i + k] != pattern[k] {
                        matched = false
                        break
                    }
                    if matched { return i + pattern.count - position <= span ? .found(i) : .beyondSpan }
                }
                i += 1
            }
            offset = max(offset, last + 1 - position)
            if buffer.count - position > span { return .beyondSpan }  // so buffer[position + span] exists
            guard try ensure(buffer.count - position + 1) else { return .endOfInput }
        }
    }

    /// `search`, with a piece of markup past its ceiling reported as too large.
    private mutating func find(_ pattern: [UInt8], from start: Int, within span: Int, what: String) throws -> Int? {
        switch try search(pattern, from: start, within: span) {
        case .found(let index): return index
        case .endOfInput: return nil
        case .beyondSpan: throw XMLReadError.tooLarge(line: line, what: what, limit: span)
        }
    }

    private mutating func countLines(_ range: Range<Int>) {
        for i in range where buffer[i] == 0x0a { line += 1 }
    }

    // MARK: Text

    /// Text up to the next '<', or one piece of `textPieceBytes` when it runs longer.
    private mutating func readText() throws -> String {
        let end: Int
        switch try search([UInt8(ascii: "<")], from: position, within: limits.textPieceBytes) {
        case .found(let index):
            end = index
        case .beyondSpan:
            end = pieceEnd(position + limits.textPieceBytes)
        case .endOfInput:
            countLines(position..<buffer.count)
            if let open = stack.last { throw XMLReadError.truncated(line: line, openElement: open) }
            let rest = buffer[position...]
            position = buffer.count
            return String(decoding: rest, as: UTF8.self)
        }
        let range = position..<end
        countLines(range)
        position = end
        return try decodeEntities(buffer[range])
    }

    /// Where to end a text piece at or before `limit`: not inside an entity
    /// reference (at most 12 bytes) nor inside a UTF-8 sequence (at most 4).
    private func pieceEnd(_ limit: Int) -> Int {
        var end = limit
        if let ampersand = buffer[max(position, end - 12)..<end].lastIndex(of: UInt8(ascii: "&")),
            ampersand > position, !buffer[ampersand..<end].contains(UInt8(ascii: ";"))
        {
            end = ampersand
        }
        var back = 0
        while end > position + 1, back < 4, buffer[end] & 0xC0 == 0x80 {
            end -= 1
            back += 1
        }
        return end
    }

    /// The text of `bytes` with entity references replaced, working on bytes:
    /// no string is made per reference. O(bytes).
    private func decodeEntities(_ bytes: ArraySlice<UInt8>) throws -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            guard let ampersand = bytes[i...].firstIndex(of: UInt8(ascii: "&")) else {
                out.append(contentsOf: bytes[i...])
                break
            }
            out.append(contentsOf: bytes[i..<ampersand])
            guard let semicolon = bytes[ampersand...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw XMLReadError.malformed(line: line, reason: "unterminated entity reference")
            }
            let name = bytes[(ampersand + 1)..<semicolon]
            guard let scalar = XMLEntity.scalar(named: name) else {
                throw XMLReadError.malformed(
                    line: line, reason: "unknown entity &\(String(decoding: name, as: UTF8.self));")
            }
            out.append(contentsOf: String(scalar).utf8)
            i = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Markup

    private mutating func readMarkup() throws -> XMLEvent? {
        guard try ensure(2) else { throw truncatedOrMalformed("a lone '<'") }
        let second = buffer[position + 1]
        if second == UInt8(ascii: "?") {
            try skip(past: Array("?>".utf8), what: "processing instruction")
            return nil
        }
        if second == UInt8(ascii: "!") {
            if try ensure(4), buffer[position..<position + 4].elementsEqual("<!--".utf8) {
                try skip(past: Array("-->".utf8), what: "comment")
                return nil
            }
            if try ensure(9), buffer[position..<position + 9].elementsEqual("<![CDATA[".utf8) {
                guard
                    let end = try find(
                        Array("]]>".utf8), from: position + 9, within: limits.markupBytes, what: "CDATA section")
                else {
                    throw truncatedOrMalformed("unterminated CDATA section")
                }
                let text = String(decoding: buffer[(position + 9)..<end], as: UTF8.self)
                countLines(position..<end)
                position = end + 3
                guard !stack.isEmpty else {
                    throw XMLReadError.malformed(line: line, reason: "CDATA outside the root element")
                }
                return .text(text)
            }
            try skip(past: [UInt8(ascii: ">")], what: "declaration")
            return nil
        }
        guard let close = try findTagEnd() else { throw truncatedOrMalformed("unterminated tag") }
        let tag = buffer[(position + 1)..<close]
        countLines(position..<close)
        position = close + 1
        if tag.first == UInt8(ascii: "/") {
            let name = String(decoding: tag.dropFirst(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let open = stack.last else {
                throw XMLReadError.malformed(line: line, reason: "end tag </\(name)> without a start tag")
            }
            guard open == name else {
                throw XMLReadError.malformed(line: line, reason: "end tag </\(name)> does not match <\(open)>")
            }
            stack.removeLast()
            return .end(name: name)
        }
        let selfClosing = tag.last == UInt8(ascii: "/")
        let body = selfClosing ? tag.dropLast() : tag
        let (name, attributes) = try parseTag(body)
        if stack.isEmpty && exhaustedRoot {
            throw XMLReadError.malformed(line: line, reason: "a second root element <\(name)>")
        }
        guard stack.count < limits.depth else {
            throw XMLReadError.malformed(line: line, reason: "elements nested more than \(limits.depth) deep")
        }
        stack.append(name)
        if stack.count == 1 { exhaustedRoot = true }
        if selfClosing { pendingEnd = name }
        return .start(name: name, attributes: attributes)
    }

    private var exhaustedRoot = false

    private mutating func skip(past pattern: [UInt8], what: String) throws {
        guard let end = try find(pattern, from: position + 2, within: limits.markupBytes, what: what) else {
            throw truncatedOrMalformed("unterminated \(what)")
        }
        countLines(position..<end)
        position = end + pattern.count
    }

    /// The index of the '>' that ends the tag at `position`, skipping quoted attribute values.
    private mutating func findTagEnd() throws -> Int? {
        var i = position + 1
        var quote: UInt8 = 0
        while true {
            if i - position >= limits.tagBytes {
                throw XMLReadError.tooLarge(line: line, what: "tag (attributes included)", limit: limits.tagBytes)
            }
            if i >= buffer.count {
                let before = position
                guard try ensure(buffer.count - position + 1) else { return nil }
                i -= before - position
            }
            let byte = buffer[i]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return i
            } else if byte == UInt8(ascii: "<") {
                throw XMLReadError.malformed(line: line, reason: "'<' inside a tag")
            }
            i += 1
        }
    }

    private func parseTag(_ bytes: ArraySlice<UInt8>) throws -> (String, [String: String]) {
        var i = bytes.startIndex
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0a || b == 0x0d || b == 0x09 }
        func isNameByte(_ b: UInt8) -> Bool {
            !isSpace(b) && b != UInt8(ascii: "=") && b != UInt8(ascii: "/") && b != UInt8(ascii: "\"")
                && b != UInt8(ascii: "'")
        }
        while i < bytes.endIndex && isNameByte(bytes[i]) { i += 1 }
        guard i - bytes.startIndex <= limits.nameBytes else {
            throw XMLReadError.tooLarge(line: line, what: "element name", limit: limits.nameBytes)
        }
        let name = String(decoding: bytes[bytes.startIndex..<i], as: UTF8.self)
        guard !name.isEmpty, let first = name.unicodeScalars.first,
            first.properties.isAlphabetic || first == "_"
        else {
            throw XMLReadError.malformed(line: line, reason: "invalid element name '\(name)'")
        }
        var attributes: [String: String] = [:]
        while true {
            while i < bytes.endIndex && isSpace(bytes[i]) { i += 1 }
            if i == bytes.endIndex { break }
            let nameStart = i
            while i < bytes.endIndex && isNameByte(bytes[i]) { i += 1 }
            guard i - nameStart <= limits.nameBytes else {
                throw XMLReadError.tooLarge(line: line, what: "attribute name in <\(name)>", limit: limits.nameBytes)
            }
            let attribute = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            while i < bytes.endIndex && isSpace(bytes[i]) { i += 1 }
            guard !attribute.isEmpty, i < bytes.endIndex, bytes[i] == UInt8(ascii: "=") else {
                throw XMLReadError.malformed(line: line, reason: "attribute without a value in <\(name)>")
            }
            i += 1
            while i < bytes.endIndex && isSpace(bytes[i]) { i += 1 }
            guard i < bytes.endIndex, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw XMLReadError.malformed(line: line, reason: "unquoted attribute value in <\(name)>")
            }
            let quote = bytes[i]
            i += 1
            let valueStart = i
            while i < bytes.endIndex && bytes[i] != quote { i += 1 }
            guard i < bytes.endIndex else {
                throw XMLReadError.malformed(line: line, reason: "unterminated attribute value in <\(name)>")
            }
            attributes[attribute] = try decodeEntities(bytes[valueStart..<i])
            i += 1
        }
        return (name, attributes)
    }

    private func truncatedOrMalformed(_ reason: String) -> XMLReadError {
        if exhausted, let open = stack.last { return .truncated(line: line, openElement: open) }
        return .malformed(line: line, reason: reason)
    }
}
