/// `<sup>2</sup>` and `<sub>2</sub>` as a reader sees them: the raised or
/// lowered characters Unicode has for digits and signs ("km²", "10⁻⁷",
/// "E = mc²", "H₂O"). Dropping the tag alone would flatten them into the
/// line ("km2", "10−7", "mc2"), which reads as other numbers. Notation they
/// cannot write — a digit with a letter or a slash: an index "a1", a
/// fraction "1/2", "2n+2" — would flatten the same way ("8p1/2", "Ka1"), so
/// it marks a formula (`isNotation`). Other content (letters alone, as in
/// "1st" or "Mlle") loses its tag and keeps its text.
enum ScriptDigits {
    /// True when `content` (as between the tags) holds a digit together with
    /// a letter or a slash, and so cannot be flattened into the line without
    /// changing what it reads as. Content holding a template or a tag is not
    /// judged here: what it shows is known only once it is expanded (a
    /// maintenance tag with a date shows nothing).
    static func isNotation(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !content.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "<") }) else { return false }
        return content.contains(where: ASCII.isDigit)
            && content.contains { ASCII.isLetter($0) || $0 == UInt8(ascii: "/") }
    }

    /// The UTF-8 of `content` in superscript (or subscript) characters, or
    /// nil when one of its characters has no such form.
    static func render(_ content: UnsafeBufferPointer<UInt8>, superscript: Bool) -> [UInt8]? {
        guard !content.isEmpty, content.count <= 16 else { return nil }
        var out: [UInt8] = []
        var i = 0
        while i < content.count {
            let byte = content[i]
            let scalar: UInt32
            if byte == 0xE2, i + 2 < content.count, content[i + 1] == 0x88, content[i + 2] == 0x92 {
                scalar = superscript ? 0x207B : 0x208B  // U+2212 minus
                i += 3
            } else {
                guard let mapped = map(byte, superscript: superscript) else { return nil }
                scalar = mapped
                i += 1
            }
            guard let unicode = Unicode.Scalar(scalar) else { return nil }
            out.append(contentsOf: String(Character(unicode)).utf8)
        }
        return out
    }

    private static func map(_ byte: UInt8, superscript: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0"): return superscript ? 0x2070 : 0x2080
        case UInt8(ascii: "1"): return superscript ? 0x00B9 : 0x2081
        case UInt8(ascii: "2"): return superscript ? 0x00B2 : 0x2082
        case UInt8(ascii: "3"): return superscript ? 0x00B3 : 0x2083
        case UInt8(ascii: "4")...UInt8(ascii: "9"):
            return (superscript ? 0x2070 : 0x2080) + UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "+"): return superscript ? 0x207A : 0x208A
        case UInt8(ascii: "-"): return superscript ? 0x207B : 0x208B
        case UInt8(ascii: "="): return superscript ? 0x207C : 0x208C
        case UInt8(ascii: "("): return superscript ? 0x207D : 0x208D
        case UInt8(ascii: ")"): return superscript ? 0x207E : 0x208E
        case UInt8(ascii: "n") where superscript: return 0x207F
        default: return nil
        }
    }
}
