/// The Unicode properties the passage gate's checks ask of a scalar, and
/// whether a scalar is a `Character` of its own, decided by value for ASCII
/// (most of every paragraph) and by the standard library for any other, so
/// each answers exactly as its definition: `Unicode.Scalar.Properties` and
/// the `Character`s of the text. Asking `properties` of every ASCII scalar
/// cost more than the checks' own logic.
enum ScalarClass {
    /// `scalar.properties.numericType != nil`: in ASCII, the digits.
    static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCII.isDigit(UInt8(scalar.value)) : scalar.properties.numericType != nil
    }

    /// `scalar.properties.isAlphabetic`: in ASCII, the letters.
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCII.isLetter(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }

    /// `scalar.properties.isLowercase`: in ASCII, a–z.
    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCII.isLower(UInt8(scalar.value)) : scalar.properties.isLowercase
    }

    /// `scalar.properties.isUppercase`: in ASCII, A–Z.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ASCII.isUpper(UInt8(scalar.value)) : scalar.properties.isUppercase
    }

    /// True when `scalars[index]` is a `Character` of its own in the text
    /// `scalars` spell, so a walk over the text's `Character`s meets it as
    /// itself ("(" rather than "(" with an accent on it).
    ///
    /// Whether a grapheme break falls before a scalar that is not itself
    /// joined to what follows (no letter, no emoji, no regional indicator,
    /// not a control) depends only on the scalar before it (a prepended
    /// concatenation mark joins it), and whether one falls after it only on
    /// the scalar after it (a combining mark, a joiner or a spacing mark
    /// joins it): no ASCII scalar does either, so between ASCII neighbours
    /// it stands alone; otherwise the standard library breaks the three
    /// scalars into `Character`s. Only for the punctuation the checks look
    /// for, which no rule joins to its neighbours on its own account.
    static func standsAlone(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let before = index > 0 ? scalars[index - 1] : nil
        let after = index + 1 < scalars.count ? scalars[index + 1] : nil
        if before?.isASCII ?? true, after?.isASCII ?? true { return true }
        var window = String.UnicodeScalarView()
        if let before { window.append(before) }
        window.append(scalars[index])
        if let after { window.append(after) }
        var offset = 0
        for character in String(window) {
            let count = character.unicodeScalars.count
            if offset + count > (before == nil ? 0 : 1) { return count == 1 }
            offset += count
        }
        return false
    }
}
