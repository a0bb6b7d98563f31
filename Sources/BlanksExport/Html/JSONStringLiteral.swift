/// A JSON string written as the generator and Python's `json.dumps(…,
/// ensure_ascii=False)` write them: UTF-8 as it is, `/` not escaped, `"` and
/// `\` escaped, control characters as `\b \f \n \r \t` or `\u00xx` (lower-case
/// hex). O(n).
enum JSONStringLiteral {
    static func bytes(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += #"\""#.utf8
            case "\\": out += #"\\"#.utf8
            case "\n": out += #"\n"#.utf8
            case "\r": out += #"\r"#.utf8
            case "\t": out += #"\t"#.utf8
            case "\u{08}": out += #"\b"#.utf8
            case "\u{0C}": out += #"\f"#.utf8
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += #"\u"#.utf8
                out += String(repeating: "0", count: 4 - hex.count).utf8
                out += hex.utf8
            default:
                out += String(scalar).utf8
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
