import BlanksModel

/// The rules that make a word fit to be blanked, apart from its category:
/// letters only, a whole word, not a proper noun, not a word of the title.
///
/// Both the generator and the validator state these rules; they are kept as
/// plain predicates so each side applies them on its own terms.
package enum WordRules {
    /// True when every Unicode scalar of `word` is a letter. ASCII is decided
    /// by its bytes (its letters are A–Z and a–z); only other text reads
    /// Unicode properties.
    package static func isLettersOnly(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        // Read on the bytes in place: iterating the UTF-8 view cost more than the rule.
        return withUTF8(word, asciiLettersOnly)
            ?? word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && !$0.properties.isWhitespace }
    }

    /// Runs `body` on the UTF-8 of `word`, in place when the string holds it
    /// contiguously (a native string does), else on a copy.
    static func withUTF8<Result>(_ word: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = word.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(word.utf8).withUnsafeBufferPointer(body)
    }

    /// True when the bytes are ASCII letters, false at an ASCII byte that is
    /// not one, nil at a byte above 0x7F before either (the scalars decide).
    private static func asciiLettersOnly(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            guard isASCIILetter(byte) else { return false }
        }
        return true
    }

    /// True when some Unicode scalar of `word` is alphabetic or numeric: a
    /// word a reader reads, not punctuation. An ASCII letter or digit decides
    /// it at once; only a word without one reads Unicode properties.
    static func hasLetterOrDigit(_ word: String) -> Bool {
        var ascii = true
        for byte in word.utf8 {
            if isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii && word.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// True when the UTF-16 units just outside `range` do not continue a word
    /// (no letter, digit, apostrophe, hyphen or underscore touches it).
    package static func isWholeWord(_ range: TextRange, in text: [UInt16]) -> Bool {
        guard range.start >= 0, range.end <= text.count, range.length > 0 else { return false }
        if range.start > 0 && continuesWord(text[range.start - 1]) { return false }
        if range.end < text.count && continuesWord(text[range.end]) { return false }
        // An editor's bracket inside a word ("[t]he", "wom[a]n") does not end it.
        if range.start > 1 && text[range.start - 1] == UInt16(UInt8(ascii: "]")) && continuesWord(text[range.start - 2])
        {
            return false
        }
        if range.end + 1 < text.count && text[range.end] == UInt16(UInt8(ascii: "["))
            && continuesWord(text[range.end + 1])
        {
            return false
        }
        return true
    }

    /// True when `lower`, a lowercased word, is a word of the title
    /// (`titleWords`, lowercased) or an inflection of one: a regular one
    /// ("albedos" of "Albedo", `BlankTarget.shareStem`) or a plural in "-ves"
    /// of a word in "-f" or "-fe" ("aardwolves" of "Aardwolf", "knives" of
    /// "Knife"). The title stands on every puzzle, so such a word is shown.
    package static func isOfTitle(_ lower: String, titleWords: Set<String>) -> Bool {
        titleWords.contains(lower) || inflectsTitleWord(lower, titleWords)
    }

    /// The inflections of `isOfTitle`, for a word not among `titleWords` itself.
    static func inflectsTitleWord(_ lower: String, _ titleWords: some Sequence<String>) -> Bool {
        guard lower.utf8.count >= 3 else { return false }
        let plural = lower.hasSuffix("ves") ? String(lower.dropLast(3)) : nil
        return titleWords.contains { word in
            BlankTarget.shareStem(lower, word)
                || plural.map { word == $0 + "f" || word == $0 + "fe" } == true
        }
    }

    /// The lowercased words of an article title, e.g. "Aa River" → {"aa", "river"}.
    package static func titleWords(_ title: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for scalar in title.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.insert(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }

    /// A capitalised word inside a sentence (not its first word) reads as a
    /// name whatever its tag; so does an all-capitals word (an acronym).
    package static func looksLikeName(_ word: String, isSentenceInitial: Bool) -> Bool {
        if let decided = withUTF8(word, { asciiLooksLikeName($0, isSentenceInitial: isSentenceInitial) }) {
            return decided
        }
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first else { return false }
        if scalars.count > 1 && scalars.allSatisfy({ $0.properties.isUppercase }) { return true }
        return first.properties.isUppercase && !isSentenceInitial
    }

    /// `looksLikeName` read on the bytes in place, nil when a byte is outside
    /// ASCII (or there is none): in ASCII the upper-case scalars are A–Z.
    private static func asciiLooksLikeName(_ bytes: UnsafeBufferPointer<UInt8>, isSentenceInitial: Bool) -> Bool? {
        guard let first = bytes.first else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        var allUpper = true
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            allUpper = allUpper && isUpper(byte)
        }
        if bytes.count > 1 && allUpper { return true }
        return isUpper(first) && !isSentenceInitial
    }

    private static func continuesWord(_ unit: UInt16) -> Bool {
        if unit < 0x80 {
            // ASCII: letters and digits are the alphabetic and numeric scalars.
            let byte = UInt8(unit)
            return isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        return nonASCIIContinuesWord(unit)
    }

    /// `continuesWord` of a unit outside ASCII, apart so that the ASCII
    /// units around nearly every word skip the setup reading Unicode
    /// properties takes.
    @inline(never)
    private static func nonASCIIContinuesWord(_ unit: UInt16) -> Bool {
        if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return true }
        guard let scalar = Unicode.Scalar(unit) else { return true }
        if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return true }
        // A mark or joiner belongs to the character before it: a word it touches is not whole.
        if scalar.properties.isGraphemeExtend || scalar == "\u{200D}"
            || scalar.properties.generalCategory == .spacingMark
        {
            return true
        }
        return scalar == "'" || scalar == "\u{2019}" || scalar == "-" || scalar == "_" || scalar == "\u{2010}"
            || scalar == "\u{2011}"
    }
}
