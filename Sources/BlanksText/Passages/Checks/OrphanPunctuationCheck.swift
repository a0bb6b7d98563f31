import BlanksModel

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
        if hasDoubleStop(text.scalars) { return true }
        if bracketsDoNotPair(text.scalars) { return true }
        for sentence in text.sentences where opensWithPunctuation(sentence.range, of: text) { return true }
        return false
    }

    /// Round or square brackets that close before they open or stay open,
    /// counted as the text's `Character`s: a bracket with a mark on it is
    /// another character.
    static func bracketsDoNotPair(_ scalars: [Unicode.Scalar]) -> Bool {
        var depth = 0
        var squareDepth = 0
        for (index, c) in scalars.enumerated() {
            switch c {
            case "(", ")", "[", "]":
                guard ScalarClass.standsAlone(scalars, at: index) else { continue }
                switch c {
                case "(": depth += 1
                case ")": depth -= 1
                case "[": squareDepth += 1
                default: squareDepth -= 1
                }
            default: continue
            }
            if depth < 0 || squareDepth < 0 { return true }
        }
        return depth != 0 || squareDepth != 0
    }

    /// Characters that never open a sentence.
    static let openingScars: Set<Character> = [",", ";", ":", ")", "]", "."]

    /// True when the first `Character` of the sentence at `range` other
    /// than a space is a comma, semicolon, colon, closing bracket or full
    /// stop. Read on the UTF-16 units where they are ASCII (an ASCII unit
    /// before an ASCII unit or the sentence's end is a character of its
    /// own); anything else is decoded and read as characters.
    static func opensWithPunctuation(_ range: TextRange, of text: GatedText) -> Bool {
        let units = text.units
        var i = range.start
        while i < range.end, units[i] < 0x80 {
            let alone = i + 1 == range.end || units[i + 1] < 0x80
            guard alone else { break }
            if units[i] != 0x20 { return openingScars.contains(Character(Unicode.Scalar(UInt8(units[i])))) }
            i += 1
        }
        guard i < range.end else { return false }
        let sentence = units.withUnsafeBufferPointer { units in
            String(decoding: UnsafeBufferPointer(rebasing: units[i..<range.end]), as: UTF16.self)
        }
        guard let first = sentence.first(where: { $0 != " " }) else { return false }
        return openingScars.contains(first)
    }

    /// Two full stops together that are not part of an ellipsis of three or
    /// more, counted as the text's `Character`s.
    static func hasDoubleStop(_ scalars: [Unicode.Scalar]) -> Bool {
        var run = 0
        for (index, c) in scalars.enumerated() {
            if c == ".", ScalarClass.standsAlone(scalars, at: index) {
                run += 1
            } else {
                if run == 2 { return true }
                run = 0
            }
        }
        return run == 2
    }
}
