/// Percent-encodes URL query parameters strictly (everything but RFC 3986
/// unreserved characters), so `|` and `+` in values reach the server intact.
enum QueryEncoding {
    static func encode(_ parameters: [(name: String, value: String)]) -> String {
        parameters.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += byte < 16 ? "%0\(hex)" : "%\(hex)"
            }
        }
        return result
    }
}
