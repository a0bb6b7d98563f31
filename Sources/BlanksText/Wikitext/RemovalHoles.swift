/// Decides whether a removal the stripper marked inside a paragraph left a
/// hole a reader would see. A removal between sentences (after a stop and
/// before a capital, a digit or an opening bracket or quote), at the start
/// of the paragraph before a capital, or at its end after a stop is
/// invisible, as a footnote marker is; anywhere else it took words out of a
/// sentence ("is about {{…}} long", "in the {{…}}.") and the paragraph is
/// withheld.
///
/// The marks are read on the paragraph as the normalizer cleans it, with
/// each mark standing in as a private-use character the cleaning passes
/// copy like any letter, so "word {{…}} ." is judged on "word ⟨mark⟩." and
/// a clean paragraph's text is never touched.
enum RemovalHoles {
    /// U+E000, a private-use character: what a mark becomes while the paragraph is cleaned.
    static let sentinel: [UInt8] = [0xEE, 0x80, 0x80]

    /// True when a removal mark in `raw` (a paragraph's joined lines) falls inside a sentence.
    static func hasHole(_ raw: [UInt8]) -> Bool {
        var marked: [UInt8] = []
        marked.reserveCapacity(raw.count + 8)
        for b in raw {
            if b == StripMarker.removed || b == StripMarker.removedBlock {
                marked += sentinel
            } else if !StripMarker.isRemoval(b) {
                marked.append(b)
            }
        }
        guard let cleaned = ProseNormalizer.normalize(marked) else { return true }
        var i = 0
        while i + 2 < cleaned.count {
            if cleaned[i] == sentinel[0], cleaned[i + 1] == sentinel[1], cleaned[i + 2] == sentinel[2] {
                if isInsideSentence(cleaned, markStart: i, markEnd: i + 3) { return true }
                i += 3
            } else {
                i += 1
            }
        }
        return false
    }

    private static func isSentinel(_ s: [UInt8], at i: Int) -> Bool {
        i >= 0 && i + 2 < s.count && s[i] == sentinel[0] && s[i + 1] == sentinel[1] && s[i + 2] == sentinel[2]
    }

    /// Bytes that may stand after a stop and before the next sentence.
    private static func isCloser(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]")
    }

    private static func isStop(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ".") || b == UInt8(ascii: "!") || b == UInt8(ascii: "?")
    }

    private static func isInsideSentence(_ s: [UInt8], markStart: Int, markEnd: Int) -> Bool {
        // The visible bytes before and after, skipping spaces and other marks.
        var before = markStart - 1
        while before >= 0 {
            if s[before] == 0x20 {
                before -= 1
            } else if before >= 2, isSentinel(s, at: before - 2) {
                before -= 3
            } else {
                break
            }
        }
        var after = markEnd
        while after < s.count {
            if s[after] == 0x20 {
                after += 1
            } else if isSentinel(s, at: after) {
                after += 3
            } else {
                break
            }
        }
        let next: UInt8? = after < s.count ? s[after] : nil
        // What follows may open a sentence: a capital, a digit, an opening
        // bracket or quote, or a non-ASCII character (a letter of another script).
        let opensSentence =
            next.map {
                ASCII.isUpper($0) || ASCII.isDigit($0) || $0 >= 0x80
                    || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "[")
            } ?? true
        guard before >= 0 else { return !opensSentence }
        // What precedes must end a sentence: a stop, perhaps inside closing quotes or brackets.
        var end = before
        while end > 0, isCloser(s[end]) { end -= 1 }
        let endsSentence = isStop(s[end]) || isEndingQuote(s, at: end)
        return !(endsSentence && opensSentence)
    }

    /// A stop inside closing curly quotes: ".” " or ".’ ".
    private static func isEndingQuote(_ s: [UInt8], at end: Int) -> Bool {
        guard end >= 3, s[end - 2] == 0xE2, s[end - 1] == 0x80, s[end] == 0x9D || s[end] == 0x99 else { return false }
        return isStop(s[end - 3])
    }
}
