/// Lower-case hex of bytes: one spelling for every digest, id and escape the
/// tool writes, so a manifest's digest compares equal as text everywhere.
package enum LowercaseHex {
    /// Two digits per byte, most significant nibble first. O(n).
    package static func string<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var digits = [UInt8]()
        digits.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            digits.append(digit(byte >> 4))
            digits.append(digit(byte & 0x0F))
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// A nibble (0...15) as its lower-case digit.
    package static func digit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
