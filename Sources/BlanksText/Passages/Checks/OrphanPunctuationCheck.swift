/// Punctuation left behind where what stood between it was removed: two
/// stops or a comma and a stop together (",.", "..", "Jr.."), separators
/// inside empty brackets ("()", "( ; )", "(, "), a space before a comma,
/// semicolon, colon or closing bracket, empty quotes, a sentence opening with
/// a comma, and brackets that do not pair up. An ellipsis ("...") and an
/// abbreviation before a comma ("e.g., Inc.,") pass.
enum OrphanPunctuationCheck {
    static let scars = ByteNeedles([
        ",.", ",,", ";;", ",;", ";,", ";.", ":.", ",:", "(;", "(,", "( ", " )", ", )", "; )", ",)", ";)",
        " ;", " :", " ,", "()", "[]", "\"\"", "( ;", "(:", "[,", "[;", ";\u{2013}", ";\u{2014}", ",\u{2013}",
        ",\u{2014}", ":\u{2013}", "(\u{2013}", "\u{2013})", "\u{2013},", "\u{2013}."
    ])

    static func finds(in text: GatedText) -> Bool {
        let s = text.text
        if scars.occur(in: s) { return true }
        if hasDoubleStop(s) { return true }
        var depth = 0
        var squareDepth = 0
        for c in s {
            switch c {
            case "(": depth += 1
            case ")": depth -= 1
            case "[": squareDepth += 1
            case "]": squareDepth -= 1
            default: continue
            }
            if depth < 0 || squareDepth < 0 { return true }
        }
        if depth != 0 || squareDepth != 0 { return true }
        for sentence in text.sentences {
            if let first = sentence.text.first(where: { $0 != " " }), [",", ";", ":", ")", "]", "."].contains(first) {
                return true
            }
        }
        return false
    }

    /// Two full stops together that are not part of an ellipsis of three or more.
    private static func hasDoubleStop(_ s: String) -> Bool {
        var run = 0
        for c in s {
            if c == "." {
                run += 1
            } else {
                if run == 2 { return true }
                run = 0
            }
        }
        return run == 2
    }
}
