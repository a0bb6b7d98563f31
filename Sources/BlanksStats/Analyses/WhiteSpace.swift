/// The Unicode `White_Space` property, spelled out: tab, LF, VT, FF, CR,
/// space, NEL (U+0085), no-break space (U+00A0), ogham space mark (U+1680),
/// the spaces U+2000–U+200A, line and paragraph separators (U+2028, U+2029),
/// narrow no-break space (U+202F), medium mathematical space (U+205F) and
/// ideographic space (U+3000).
///
/// It gives what `Character.isWhitespace` gives, without the general
/// property lookup that dominated word counting; a test checks it against
/// the standard library over every scalar.
enum WhiteSpace {
    /// True when the character's first scalar is white space, as for
    /// `Character.isWhitespace`: CR LF is white space, and so is a space
    /// carrying a combining mark.
    static func starts(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return contains(first)
    }

    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
