/// Wikitext the stripper passed through as text, beyond the patterns of
/// `MarkupLeakCheck`: a table or template pipe ("Pashto |افغانستان"), a
/// bracketed footnote number ("Benjamin.[1]"), a link's section anchor
/// ("Algorithm#Examples"), and a `{{convert}}` unit code printed as it is
/// written ("3 e6carat", "2 Moilbbl/d"). Prose never holds them.
enum MarkupResidueCheck {
    static let barrels = ByteNeedles(["oilbbl"])

    static func finds(in text: GatedText) -> Bool {
        if !MarkupLeakCheck.leaks(in: text.text).isEmpty { return true }
        let scalars = Array(text.text.unicodeScalars)
        for (index, c) in scalars.enumerated() {
            switch c {
            case "|":
                return true
            case "[":
                // "[1]", "[12]": a footnote number copied as text.
                var j = index + 1
                while j < scalars.count, j - index <= 3, scalars[j].properties.numericType != nil, scalars[j].isASCII {
                    j += 1
                }
                if j > index + 1, j < scalars.count, scalars[j] == "]" { return true }
            case "#":
                if index > 0, index + 1 < scalars.count, scalars[index - 1].properties.isAlphabetic,
                    scalars[index + 1].properties.isUppercase
                {
                    return true
                }
            default:
                continue
            }
        }
        for sentence in text.sentences where sentence.tokens.contains(where: isUnitCode) { return true }
        return false
    }

    /// A convert unit code: an exponent prefix ("e6carat", "e3m3") or a
    /// barrel code ("Moilbbl", "koilbbl/d").
    static func isUnitCode(_ token: String) -> Bool {
        let lower = token.lowercased()
        if Self.barrels.occur(in: lower) || lower.hasSuffix("bbl/d") { return true }
        guard lower.hasPrefix("e"), lower.count > 2 else { return false }
        let digits = lower.dropFirst().prefix(while: \.isNumber)
        return !digits.isEmpty && lower.dropFirst(1 + digits.count).first?.isLetter == true
    }
}
