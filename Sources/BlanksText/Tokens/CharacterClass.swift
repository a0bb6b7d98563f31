/// Character classes over UTF-16 code units, the unit the segmenter and the
/// tokenizer work in (ranges are UTF-16 offsets). ASCII is decided by table;
/// other characters by their Unicode properties.
enum CharacterClass {
    static func isSpace(_ c: UInt16) -> Bool {
        switch c {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029,
            0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// Characters that end a sentence: . ! ? … ‼ ⁇ ⁈ ⁉ and their CJK and Arabic forms.
    static func isTerminator(_ c: UInt16) -> Bool {
        switch c {
        case 0x2E, 0x21, 0x3F, 0x2026, 0x203C, 0x2047, 0x2048, 0x2049, 0x061F, 0x06D4, 0x0964,
            0x3002, 0xFF01, 0xFF0E, 0xFF1F, 0xFF61:
            return true
        default:
            return false
        }
    }

    /// Terminators that end a sentence without a following space (CJK full stop and marks).
    static func isUnspacedTerminator(_ c: UInt16) -> Bool {
        c == 0x3002 || c == 0xFF01 || c == 0xFF1F || c == 0xFF61
    }

    static func isQuestionOrExclamation(_ c: UInt16) -> Bool {
        switch c {
        case 0x21, 0x3F, 0x203C, 0x2047, 0x2048, 0x2049, 0x061F, 0xFF01, 0xFF1F: return true
        default: return false
        }
    }

    /// Quotes and brackets that may close a sentence after its stop.
    static func isCloser(_ c: UInt16) -> Bool {
        switch c {
        case 0x22, 0x27, 0x29, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D, 0x203A, 0x300D, 0x300F, 0xFF09:
            return true
        default:
            return false
        }
    }

    /// Quotes and brackets that may open a sentence.
    static func isOpener(_ c: UInt16) -> Bool {
        switch c {
        case 0x22, 0x27, 0x28, 0x5B, 0x7B, 0xAB, 0xBF, 0xA1, 0x2018, 0x201C, 0x201E, 0x2039, 0x300C,
            0x300E, 0xFF08:
            return true
        default:
            return false
        }
    }

    static func isDigit(_ c: UInt16) -> Bool { c &- 0x30 < 10 }
    static func isASCIILetter(_ c: UInt16) -> Bool { (c | 0x20) &- 0x61 < 26 }
    static func isASCIIUpper(_ c: UInt16) -> Bool { c &- 0x41 < 26 }

    /// True for a lowercase letter (a sentence does not start with one).
    static func isLowercase(_ c: UInt16) -> Bool {
        if c < 0x80 { return c &- 0x61 < 26 }
        guard let scalar = Unicode.Scalar(c) else { return false }
        return scalar.properties.isLowercase
    }

    /// True for an uppercase or titlecase letter.
    static func isUppercase(_ c: UInt16) -> Bool {
        if c < 0x80 { return c &- 0x41 < 26 }
        guard let scalar = Unicode.Scalar(c) else { return false }
        return scalar.properties.isUppercase
    }

    /// True for a letter, digit or combining mark, and for either half of a
    /// surrogate pair whose scalar is one (so pairs are never split).
    static func isWordCharacter(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> Bool {
        let c = text[i]
        if c < 0x80 { return isDigit(c) || isASCIILetter(c) }
        return nonASCIIIsWordCharacter(text, at: i)
    }

    /// `isWordCharacter` of a unit outside ASCII, apart so that a caller
    /// reading mostly ASCII skips the setup reading Unicode properties takes.
    @inline(never)
    private static func nonASCIIIsWordCharacter(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> Bool {
        let c = text[i]
        if UTF16.isLeadSurrogate(c) {
            guard i + 1 < text.count, UTF16.isTrailSurrogate(text[i + 1]) else { return false }
            return isWordScalar(scalar(lead: c, trail: text[i + 1]))
        }
        if UTF16.isTrailSurrogate(c) {
            guard i > 0, UTF16.isLeadSurrogate(text[i - 1]) else { return false }
            return isWordScalar(scalar(lead: text[i - 1], trail: c))
        }
        return Unicode.Scalar(c).map(isWordScalar) ?? false
    }

    private static func scalar(lead: UInt16, trail: UInt16) -> Unicode.Scalar? {
        Unicode.Scalar(0x10000 + (UInt32(lead - 0xD800) << 10) + UInt32(trail - 0xDC00))
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        let p = scalar.properties
        if isIdeograph(scalar.value) { return false }
        return p.isAlphabetic || p.numericType != nil || p.generalCategory == .nonspacingMark
            || p.generalCategory == .spacingMark
    }

    /// CJK ideographs and kana, which the tokenizer takes one at a time
    /// (there are no spaces between words to split on).
    static func isIdeograph(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0x20000...0x2FFFF).contains(value)
    }
}
