/// Wikitext the stripper passed through as text, beyond the patterns of
/// `MarkupLeakCheck`: a table or template pipe ("Pashto |افغانستان"), a
/// bracketed footnote number ("Benjamin.[1]"), a link's section anchor
/// ("Algorithm#Examples"), and a `{{convert}}` unit code printed as it is
/// written ("3 e6carat", "2 Moilbbl/d"). Prose never holds them.
enum MarkupResidueCheck {
    static let barrels = ByteNeedles(["oilbbl"])

    static func finds(in text: GatedText) -> Bool {
        if !MarkupLeakCheck.leaks(in: text.text).isEmpty { return true }
        let scalars = text.scalars
        for (index, c) in scalars.enumerated() {
            switch c {
            case "|":
                return true
            case "[":
                // "[1]", "[12]": a footnote number copied as text.
                var j = index + 1
                while j < scalars.count, j - index <= 3, scalars[j].isASCII, ScalarClass.isNumeric(scalars[j]) {
                    j += 1
                }
                if j > index + 1, j < scalars.count, scalars[j] == "]" { return true }
            case "#":
                if index > 0, index + 1 < scalars.count, ScalarClass.isAlphabetic(scalars[index - 1]),
                    ScalarClass.isUppercase(scalars[index + 1])
                {
                    return true
                }
            default:
                continue
            }
        }
        for sentence in text.sentences where sentence.lower.contains(where: isUnitCode(lower:)) { return true }
        return false
    }

    /// A convert unit code: an exponent prefix ("e6carat", "e3m3") or a
    /// barrel code ("Moilbbl", "koilbbl/d"), read on the token lowercased.
    static func isUnitCode(lower: String) -> Bool {
        // Each form below opens with an "e", or has five characters or more and a "b": most tokens
        // are passed on their bytes.
        let b = UInt8(ascii: "b")
        func mayBe(_ utf8: some Collection<UInt8>) -> Bool {
            utf8.first == UInt8(ascii: "e") || utf8.count >= 5 && utf8.contains(b)
        }
        guard lower.utf8.withContiguousStorageIfAvailable(mayBe) ?? mayBe(lower.utf8) else { return false }
        if Self.barrels.occur(in: lower) || lower.hasSuffix("bbl/d") { return true }
        guard lower.hasPrefix("e"), lower.count > 2 else { return false }
        let digits = lower.dropFirst().prefix(while: \.isNumber)
        return !digits.isEmpty && lower.dropFirst(1 + digits.count).first?.isLetter == true
    }
}
