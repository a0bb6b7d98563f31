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

    /// Every word the rules on a single token stand on: each asks the token
    /// to be one of these, so any other is passed at once.
    static let vocabulary = WordSet(
        properWords.members.union(shouted.members).union(eras.members).union(doubled.members).union(["i"]))

    static func finds(in text: GatedText) -> Bool {
        guard let last = text.withoutClosers.last, stops.contains(last) else { return true }
        if Self.repeatedMarks.occur(in: text.text) { return true }
        let scalars = text.scalars
        if hasUnspacedStop(scalars) || hasUnspacedComma(scalars) || hasLowercaseAfterStop(scalars) { return true }
        for sentence in text.sentences {
            let tokens = sentence.tokens
            let facts = sentence.facts
            if let firstWord = facts.firstIndex(where: { $0.contains(.opensWithLetter) }),
                facts[..<firstWord].allSatisfy({ !$0.contains(.holdsNumber) })
            {
                let word = tokens[firstWord]
                if facts[firstWord].contains(.opensLowercase), !facts[firstWord].contains(.holdsUppercase),
                    !(nameParticles.contains(word) && firstWord + 1 < tokens.count
                        && facts[firstWord + 1].contains(.opensUppercase))
                {
                    return true
                }
            }
            for (index, token) in tokens.enumerated() where vocabulary.contains(token) {
                if token == "i" {
                    let previous = index > 0 ? tokens[index - 1] : ""
                    let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                    // Between two names it is a conjunction of another language ("Benet i Jornet").
                    let joinsNames =
                        index > 0 && facts[index - 1].contains(.opensUppercase) && index + 1 < tokens.count
                        && facts[index + 1].contains(.opensUppercase)
                    if previous != "(" && next != ")" && next != "." && previous != "\"" && next != "\"" && !joinsNames
                    {
                        return true
                    }
                }
                if index > 0, properWords.contains(token) { return true }
                if index > 0, tokens[index - 1] == token, doubled.contains(token) { return true }
                if shouted.contains(token) { return true }
                if index > 0, facts[index - 1].contains(.opensWithNumber), eras.contains(token) { return true }
            }
        }
        return false
    }

    /// A comma between two letters with no space after it: "Dwan,who".
    private static func hasUnspacedComma(_ characters: [Unicode.Scalar]) -> Bool {
        guard characters.count >= 3 else { return false }
        for index in 1..<(characters.count - 1) where characters[index] == "," {
            if ScalarClass.isLowercase(characters[index - 1]), ScalarClass.isAlphabetic(characters[index + 1]) {
                return true
            }
        }
        return false
    }

    /// A full stop after a lowercase word of four letters or more, or after a
    /// year, then a space and a lowercase word: "the phase. and …", "in
    /// 2014. constituting …". Abbreviations ("approx. the") have fewer letters
    /// or are listed; "etc." is one.
    private static func hasLowercaseAfterStop(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index + 2 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == ".", scalars[index + 1] == " ", ScalarClass.isLowercase(scalars[index + 2]) else {
                continue
            }
            var start = index
            while start > 0, ScalarClass.isAlphabetic(scalars[start - 1]) || ScalarClass.isNumeric(scalars[start - 1]) {
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
    private static func hasUnspacedStop(_ characters: [Unicode.Scalar]) -> Bool {
        var lowerRun = 0
        for (index, c) in characters.enumerated() {
            if c == ".", lowerRun >= 3, index + 2 < characters.count,
                ScalarClass.isUppercase(characters[index + 1]), ScalarClass.isLowercase(characters[index + 2])
            {
                return true
            }
            lowerRun = ScalarClass.isLowercase(c) ? lowerRun + 1 : 0
        }
        return false
    }
}
