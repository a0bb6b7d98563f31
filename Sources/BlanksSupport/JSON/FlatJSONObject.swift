/// One flat JSON object — members whose values are strings, integers or
/// booleans — read straight from its UTF-8 bytes in one pass. The corpus's
/// revision records and manifest lines are such objects, read by the
/// thousand; Foundation's `JSONDecoder` builds a map of each document first
/// and was a tenth of a puzzle's cost and most of a manifest's.
///
/// It reads only what it is sure of: strings (escapes included, valid UTF-8,
/// no lone surrogate), integers without fraction or exponent that fit in
/// `Int`, `true` and `false`. Anything else (a nested value, `null`, a
/// number it would have to round, malformed JSON) gives nil, and the caller
/// decodes with `JSONDecoder`, which accepts or refuses it as before: so a
/// record reads the same either way. O(bytes).
package enum FlatJSONObject {
    package enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
    }

    package struct Member: Sendable {
        package var key: String
        package var value: Value
    }

    /// The members in document order (a repeated key appears twice), or nil.
    package static func members(_ bytes: UnsafeBufferPointer<UInt8>) -> [Member]? {
        var reader = Reader(bytes: bytes)
        return reader.object()
    }

    /// The string of UTF-8 bytes, nil when they are not valid UTF-8. ASCII,
    /// most of a manifest, is taken without the generic validating
    /// initializer, whose metadata lookup cost more than the copy.
    ///
    /// Text with other characters (most revisions' content, ASCII but for a
    /// dash or a name every few hundred bytes) is put together from its runs:
    /// ASCII runs, which the standard library checks eight bytes at a time,
    /// and the runs of bytes above 0x7F between them, validated one by one
    /// (`isValidUTF8`).
    /// No multi-byte character holds an ASCII byte, so the text is valid
    /// exactly when each of those runs is, and the string's bytes are the
    /// text's. Validating the whole text reads it byte by byte once it holds
    /// one such character, and cost more than inflating it.
    static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var i = asciiEnd(bytes, from: 0)
        guard i < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
        var text = ""
        text.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            if i > start {
                text.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
            }
            var end = i
            while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
            guard end > i else { break }
            let run = UnsafeBufferPointer(rebasing: bytes[i..<end])
            guard isValidUTF8(run) else { return nil }
            text.append(String(decoding: run, as: UTF8.self))
            start = end
            i = asciiEnd(bytes, from: end)
        }
        return text
    }

    /// True when `run` is well-formed UTF-8 (The Unicode Standard, table
    /// 3-7): each lead byte followed by as many continuation bytes as it
    /// announces, in the ranges that rule out overlong forms, surrogates and
    /// scalars past U+10FFFF. The generic validating initializer cost about
    /// a thousand instructions a run, most of it before the first byte.
    static func isValidUTF8(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < run.count {
            let lead = run[i]
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return false
            }
            guard run.count - i >= length else { return false }
            if length > 1 {
                guard second.contains(run[i + 1]) else { return false }
                for k in 2..<length where run[i + k] & 0xC0 != 0x80 { return false }
            }
            i += length
        }
        return true
    }

    /// The first position at or after `start` holding a byte above 0x7F (or
    /// the end): sixteen bytes a step (`SIMDScan`), then byte by byte.
    private static func asciiEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while bytes.count - i >= SIMDScan.width {
                let block = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                if let found = SIMDScan.first(block .>= SIMDScan.splat(0x80)) { return i + found }
                i += SIMDScan.width
            }
        }
        while i < bytes.count, bytes[i] < 0x80 { i += 1 }
        return i
    }

    /// The reader itself, for readers that take a few members of a known
    /// object in place (`ManifestSelectionFields`) rather than every member.
    package struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        package init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// True once every byte has been read.
        package var atEnd: Bool { position == bytes.count }

        mutating func object() -> [Member]? {
            var members: [Member] = []
            members.reserveCapacity(12)
            guard consume(UInt8(ascii: "{")) else { return nil }
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    guard let key = string(), consume(UInt8(ascii: ":")), let value = value() else { return nil }
                    members.append(Member(key: key, value: value))
                } while consume(UInt8(ascii: ","))
                guard consume(UInt8(ascii: "}")) else { return nil }
            }
            skipSpaces()
            return position == bytes.count ? members : nil
        }

        mutating func value() -> Value? {
            skipSpaces()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return literal("true") ? .boolean(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .boolean(false) : nil
            default: return integer().map(Value.integer)
            }
        }

        /// Takes `word` if it comes next and is not followed by more letters.
        package mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            for k in 0..<count where bytes[position + k] != word.utf8Start[k] { return false }
            if position + count < bytes.count, case 0x61...0x7A = bytes[position + count] { return false }
            position += count
            return true
        }

        /// Skips JSON white space, then takes `byte` if it comes next.
        package mutating func consume(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        package mutating func skipSpaces() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        /// An integer without fraction or exponent that fits in `Int`.
        package mutating func integer() -> Int? {
            skipSpaces()
            let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            let start = position
            var value = 0
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                let digit = Int(bytes[position] - 0x30)
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(digit)
                guard !overflow, !overflow2 else { return nil }
                value = sum
                position += 1
            }
            let digits = position - start
            guard digits > 0, digits == 1 || bytes[start] != 0x30 else { return nil }
            if position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
                default: break
                }
            }
            return negative ? -value : value
        }

        /// A string: runs without escapes are taken as they are, escapes are
        /// decoded, and the result must be valid UTF-8. A string with
        /// escapes (a revision's content: a newline or a quote every hundred
        /// bytes) is decoded into one buffer, each run copied whole: decoding
        /// never lengthens the text, so what is left of the document bounds it.
        package mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            var start = position
            position = JSONPlainRun.end(in: bytes, from: position)
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") {
                defer { position += 1 }
                return FlatJSONObject.string(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]))
            }
            guard let source = bytes.baseAddress else { return nil }
            let out = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count - start)
            defer { out.deallocate() }
            var count = 0
            while true {
                position = JSONPlainRun.end(in: bytes, from: position)
                guard position < bytes.count else { return nil }
                let byte = bytes[position]
                (out + count).initialize(from: source + start, count: position - start)
                count += position - start
                position += 1
                if byte == UInt8(ascii: "\"") {
                    return FlatJSONObject.string(validating: UnsafeBufferPointer(start: out, count: count))
                }
                guard byte == UInt8(ascii: "\\"), position < bytes.count else { return nil }  // a raw control character
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[count] = escape
                case UInt8(ascii: "b"): out[count] = 0x08
                case UInt8(ascii: "f"): out[count] = 0x0C
                case UInt8(ascii: "n"): out[count] = 0x0A
                case UInt8(ascii: "r"): out[count] = 0x0D
                case UInt8(ascii: "t"): out[count] = 0x09
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    UTF8.encode(scalar) { byte in
                        out[count] = byte
                        count += 1
                    }
                    start = position
                    continue
                default: return nil
                }
                count += 1
                start = position
            }
        }

        /// The bytes of a string written without escapes (valid while the
        /// reader's bytes are), nil for any other: for matching keys without
        /// making a `String` of each.
        package mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = position
            position = JSONPlainRun.end(in: bytes, from: position)
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            position += 1
            return UnsafeBufferPointer(rebasing: bytes[start..<position - 1])
        }

        /// Passes over a string that `string()` would read, without decoding
        /// it: escapes are checked, the UTF-8 is not validated.
        package mutating func skipString() -> Bool {
            guard consume(UInt8(ascii: "\"")) else { return false }
            while true {
                position = JSONPlainRun.end(in: bytes, from: position)
                guard position < bytes.count else { return false }
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { return true }
                // Anything else is a raw control character.
                guard byte == UInt8(ascii: "\\"), position < bytes.count else { return false }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    guard unicodeEscape() != nil else { return false }
                default:
                    return false
                }
            }
        }

        /// The scalar of a `\u` escape whose four digits come next, with the
        /// low half of a surrogate pair when the first is a high half.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let first = hex4() else { return nil }
            if UTF16.isLeadSurrogate(first) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { return nil }
                position += 2
                guard let second = hex4(), UTF16.isTrailSurrogate(second) else { return nil }
                let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                return Unicode.Scalar(value)
            }
            return Unicode.Scalar(first)
        }

        mutating func hex4() -> UInt16? {
            guard bytes.count - position >= 4 else { return nil }
            var value: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
                position += 1
            }
            return value
        }
    }
}
