import BlanksSupport

/// Text that breaks basic orthography the way vandalism and unedited drafts
/// do, which a teacher would not hand out: a sentence opening in lowercase
/// ("the council is …", but not "iPod sales …" or "de Gaulle said …"), a
/// paragraph with no final stop, the pronoun "i" in lowercase, a stop with no
/// space after it ("town.The"), doubled "!!" or "??", a doubled small word
/// ("the the"), day, month and nationality names in lowercase ("in
/// january", "the english"), a comma with no space between words
/// ("Dwan,who"), a full stop after a word or a year followed by a lowercase
/// word ("the phase. and", "in 2014. constituting") where the segmenter
/// rightly keeps one sentence, function words in capitals ("NOTE", "AND"),
/// and eras in lowercase ("325 bc").
enum OrthographyCheck {
    static let stops: Set<Character> = [".", "!", "?", "\u{2026}", "\u{3002}", "\u{FF01}", "\u{FF1F}"]

    /// Name particles that open a name in lowercase: "de Gaulle", "van Gogh".
    static let nameParticles: WordSet = [
        "de", "van", "von", "der", "den", "du", "da", "di", "le", "la", "al", "el", "bin", "ibn", "ten", "ter", "dos",
        "das", "del", "della", "y"
    ]

    /// Words that are always capitalised in English prose.
    static let properWords: WordSet = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february",
        "april", "june", "july", "september", "october", "november", "december", "english", "french",
        "german", "spanish", "italian", "american", "british", "european", "african", "asian", "chinese",
        "japanese", "russian", "christian", "christians", "muslim", "muslims", "jewish", "islam", "christianity",
        "england", "america", "europe", "africa", "asia", "london", "paris", "canada", "australia", "india"
    ]

    /// Function words that are never written in capitals in running prose.
    static let shouted: WordSet = [
        "THE", "AND", "NOT", "NOTE", "BUT", "THIS", "THAT", "ARE", "WAS", "WERE", "HAVE", "WITH", "FROM", "VERY",
        "ALL", "YOU", "FOR"
    ]

    static let eras: WordSet = ["bc", "bce", "ce"]

    static let doubled: WordSet = ["the", "a", "an", "of", "to", "in", "and", "is", "was", "on", "for", "with"]

    static let repeatedMarks = ByteNeedles(["!!", "??", "?!", "!?"])

    static func finds(in text: GatedText) -> Bool {
        guard let last = text.withoutClosers.last, stops.contains(last) else { return true }
        let s = text.text
        if Self.repeatedMarks.occur(in: s) { return true }
        if hasUnspacedStop(s) || hasUnspacedComma(s) || hasLowercaseAfterStop(s) { return true }
        for sentence in text.sentences {
            let tokens = sentence.tokens
            if let firstWord = tokens.firstIndex(where: { $0.first?.isLetter == true }),
                tokens[..<firstWord].allSatisfy({ !$0.contains(where: \.isNumber) })
            {
                let word = tokens[firstWord]
                if word.first?.isLowercase == true, !word.contains(where: \.isUppercase),
                    !(nameParticles.contains(word) && firstWord + 1 < tokens.count
                        && tokens[firstWord + 1].first?.isUppercase == true)
                {
                    return true
                }
            }
            for (index, token) in tokens.enumerated() {
                if token == "i" {
                    let previous = index > 0 ? tokens[index - 1] : ""
                    let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                    // Between two names it is a conjunction of another language ("Benet i Jornet").
                    let joinsNames = previous.first?.isUppercase == true && next.first?.isUppercase == true
                    if previous != "(" && next != ")" && next != "." && previous != "\"" && next != "\"" && !joinsNames
                    {
                        return true
                    }
                }
                if index > 0, properWords.contains(token) { return true }
                if index > 0, doubled.contains(token), tokens[index - 1] == token { return true }
                if shouted.contains(token) { return true }
                if index > 0, eras.contains(token), GatedText.isNumber(tokens[index - 1]) { return true }
            }
        }
        return false
    }

    /// A comma between two letters with no space after it: "Dwan,who".
    private static func hasUnspacedComma(_ s: String) -> Bool {
        let characters = Array(s.unicodeScalars)
        guard characters.count >= 3 else { return false }
        for index in 1..<(characters.count - 1) where characters[index] == "," {
            if characters[index - 1].properties.isLowercase, characters[index + 1].properties.isAlphabetic {
                return true
            }
        }
        return false
    }

    /// A full stop after a lowercase word of four letters or more, or after a
    /// year, then a space and a lowercase word: "the phase. and …", "in
    /// 2014. constituting …". Abbreviations ("approx. the") have fewer letters
    /// or are listed; "etc." is one.
    private static func hasLowercaseAfterStop(_ s: String) -> Bool {
        let scalars = Array(s.unicodeScalars)
        var index = 0
        while index + 2 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == ".", scalars[index + 1] == " ", scalars[index + 2].properties.isLowercase else {
                continue
            }
            var start = index
            while start > 0,
                scalars[start - 1].properties.isAlphabetic || scalars[start - 1].properties.numericType != nil
            {
                start -= 1
            }
            let word = String(String.UnicodeScalarView(scalars[start..<index]))
            let isYear = word.count == 4 && word.allSatisfy(\.isNumber)
            let isLowerWord = word.count >= 4 && word.allSatisfy(\.isLowercase)
            guard isYear || isLowerWord, start == 0 || scalars[start - 1] != "." else { continue }
            if isLowerWord, Abbreviations.standard.kind(of: word) != nil { continue }
            return true
        }
        return false
    }

    /// A lowercase word of three letters or more, a full stop and a capitalised
    /// word with no space between: "town.The" (not "U.S." or "Ph.D.").
    private static func hasUnspacedStop(_ s: String) -> Bool {
        let characters = Array(s.unicodeScalars)
        // ASCII letters are decided by their value; only other scalars read Unicode properties.
        func isLowercase(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? (c.value >= 0x61 && c.value <= 0x7A) : c.properties.isLowercase
        }
        func isUppercase(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? (c.value >= 0x41 && c.value <= 0x5A) : c.properties.isUppercase
        }
        var lowerRun = 0
        for (index, c) in characters.enumerated() {
            if c == ".", lowerRun >= 3, index + 2 < characters.count,
                isUppercase(characters[index + 1]), isLowercase(characters[index + 2])
            {
                return true
            }
            lowerRun = isLowercase(c) ? lowerRun + 1 : 0
        }
        return false
    }
}
