/// Compact JSON written directly into bytes, for the hot paths whose output
/// must equal `CanonicalJSON.encoder()` byte for byte (revision records,
/// puzzle lines) without Foundation's encoder, whose boxing and string
/// escaping dominated those paths. It writes what it is told in the order it
/// is told: the caller writes an object's keys in the order `.sortedKeys`
/// gives, and tests hold each caller to `CanonicalJSON`.
///
/// Strings are escaped as Foundation escapes them with `.withoutEscapingSlashes`:
/// `"` and `\` with a backslash, `\b \t \n \f \r` by name, other control
/// characters as `\u00xx`, everything else (`/`, DEL, non-ASCII) as is. One
/// pass over each string's UTF-8, copying runs of plain bytes
/// (`JSONPlainRun`) at once: O(n).
package struct CanonicalJSONWriter: Sendable {
    /// The JSON written so far.
    package private(set) var bytes: [UInt8] = []
    /// True after a value, where the next key or array element needs a comma.
    private var needsComma = false

    package init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(max(0, capacity))
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// `"key":`, after a comma unless it opens its object; a value must follow.
    package mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// `"key":"value"` in the current object.
    package mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    /// `"key":value` in the current object.
    package mutating func member(_ key: String, _ value: Int) {
        self.key(key)
        integer(value)
    }

    /// A string or integer member's value, for `object(_:)`.
    package enum Value: Sendable {
        case string(String)
        case integer(Int)
    }

    /// A whole object of string and integer members, in the order given
    /// (`.sortedKeys` order): one call per flat object keeps each encoder's
    /// field list in one place.
    package mutating func object(_ members: KeyValuePairs<String, Value>) {
        beginObject()
        for (key, value) in members {
            self.key(key)
            switch value {
            case .string(let text): string(text)
            case .integer(let number): integer(number)
            }
        }
        endObject()
    }

    /// `text` as a JSON string, quotes included.
    package mutating func string(_ text: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            while true {
                let end = JSONPlainRun.end(in: utf8, from: runStart)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<end]))
                guard end < utf8.count else { break }
                appendEscaped(utf8[end])
                runStart = end + 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// `value` in decimal as Foundation writes an `Int`: a minus sign for
    /// negative values, no leading zeros. Works on the magnitude, so `Int.min`
    /// cannot overflow.
    package mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The digits are written from the last into a buffer of the most an `Int` has (19), then
        // appended at once: reversing them in place through a slice of `bytes` copied the slice.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            var magnitude = value.magnitude
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
        needsComma = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    /// The comma between two members or two elements.
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            // Lower-case digits, as Foundation writes `\u00xx`.
            bytes.append(contentsOf: [
                UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), LowercaseHex.digit(byte >> 4),
                LowercaseHex.digit(byte & 0x0F)
            ])
        }
    }
}
