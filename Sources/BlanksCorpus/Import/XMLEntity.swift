/// XML entity references, read from bytes: the five named entities and
/// decimal or hexadecimal character references (no DTD-declared ones).
enum XMLEntity {
    private static let named: [([UInt8], Unicode.Scalar)] = [
        (Array("lt".utf8), "<"), (Array("gt".utf8), ">"), (Array("amp".utf8), "&"), (Array("quot".utf8), "\""),
        (Array("apos".utf8), "'")
    ]

    /// The character an entity name (between '&' and ';') stands for: the
    /// five named ones, or a decimal or hexadecimal character reference.
    static func scalar(named name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        for (spelling, scalar) in named where name.elementsEqual(spelling) { return scalar }
        guard name.first == UInt8(ascii: "#") else { return nil }
        var digits = name.dropFirst()
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * radix + digit  // below 0x10FFFF × 16 + 15: no overflow
            guard value <= 0x10FFFF else { return nil }
        }
        return Unicode.Scalar(value)
    }
}
