import BlanksModel

/// Splits a sentence into tokens close to the Universal Dependencies
/// English conventions the tagger is trained on: punctuation apart from
/// words, clitics split ("do" "n't", "it" "'s"), hyphenated compounds split
/// ("15" "-" "year") except after common prefixes ("e-mail", "non-human"),
/// while abbreviations ("Dr.", "U.S."), decimals ("3.14"), numbers with
/// separators ("1,000", "3:00"), URLs and e-mail addresses stay whole.
///
/// Every token carries its UTF-16 range in the text given, so
/// `text.substring(utf16: token.range) == token.text`.
public struct Tokenizer: Sendable {
    package var abbreviations: Abbreviations

    /// Prefixes that keep their hyphen: "e-mail", "non-human", "re-elected".
    static let hyphenPrefixes: Set<String> = [
        "e", "non", "re", "anti", "semi", "vice", "co", "mis", "over", "counter", "pre", "post", "ex",
        "multi", "sub", "inter", "mid", "pro", "self", "un", "x", "t"
    ]

    /// English clitics split from their host, lowercased, with a straight apostrophe.
    private static let clitics: [[UInt16]] = ["'s", "'re", "'ve", "'ll", "'d", "'m"].map { Array($0.utf16) }

    public init(abbreviations: Abbreviations = .standard) {
        self.abbreviations = abbreviations
    }

    /// The tokens of `text`, or of `text[range]` when a range is given; ranges
    /// are always offsets into the whole `text`. A range outside the text gives no tokens.
    public func tokens(in text: String, range: TextRange? = nil) -> [Token] {
        var units = Array(text.utf16)
        return units.withUnsafeMutableBufferPointer { buffer in
            let whole = UnsafeBufferPointer(buffer)
            let span = range ?? TextRange(start: 0, length: whole.count)
            guard span.start >= 0, span.length >= 0, span.end <= whole.count else { return [] }
            return tokens(in: whole, span.start..<span.end)
        }
    }

    /// The tokens of `text[range]`, with ranges into `text`.
    package func tokens(in text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [Token] {
        var out = TokenSink(text: text)
        // Prose averages about five units a token: room for that many spares regrowing the array.
        out.tokens.reserveCapacity(range.count / 4 + 1)
        var i = range.lowerBound
        while i < range.upperBound {
            while i < range.upperBound, CharacterClass.isSpace(text[i]) { i += 1 }
            let chunkStart = i
            while i < range.upperBound, !CharacterClass.isSpace(text[i]) { i += 1 }
            if i > chunkStart { chunk(text, chunkStart..<i, into: &out) }
        }
        return out.tokens
    }

    /// Tokenizes one whitespace-delimited chunk.
    private func chunk(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, into out: inout TokenSink) {
        var a = range.lowerBound
        var b = range.upperBound
        // Leading quotes, brackets and currency signs.
        while a < b, isLeadingPunctuation(text[a]), !(b - a > 1 && isClitic(text, a..<b)) {
            a = out.emitRun(from: a, limit: b)
        }
        // Trailing punctuation, emitted after the word: runs of one
        // character each, taken back from the end, so the runs are the
        // maximal runs of `b..<end`, emitted again from the front.
        let end = b
        var keepsStop = false
        while a < b {
            let c = text[b - 1]
            if c == 0x2E {
                var dots = b - 1
                while dots > a, text[dots - 1] == 0x2E { dots -= 1 }
                if b - dots == 1, keepsFullStop(text, a..<(b - 1)) {
                    keepsStop = true
                    break
                }
                b = dots
            } else if isTrailingPunctuation(c) {
                var start = b - 1
                while start > a, text[start - 1] == c { start -= 1 }
                b = start
            } else {
                break
            }
        }
        let trailing = b..<end
        // URLs and e-mail addresses stay whole.
        if a < b, isURLOrEmail(text, a..<b) {
            out.emit(a..<b)
            out.emitRuns(trailing)
            return
        }
        // Clitics: "don't" → "do" "n't", "it's" → "it" "'s".
        var clitic: Range<Int>?
        if let split = cliticStart(text, a..<b) {
            clitic = split..<b
            b = split
        }
        if a < b { word(text, a..<b, endsWithStop: keepsStop, into: &out) }
        if let clitic { out.emit(clitic) }
        out.emitRuns(trailing)
    }

    /// Splits a word at inner punctuation that does not belong to it; an
    /// abbreviation's final stop (`endsWithStop`) stays on its last piece.
    private func word(
        _ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, endsWithStop: Bool,
        into out: inout TokenSink
    ) {
        let end = endsWithStop ? range.upperBound - 1 : range.upperBound
        var tokenStart = range.lowerBound
        var p = range.lowerBound
        while p < end {
            if CharacterClass.isWordCharacter(text, at: p) {
                p += 1
                continue
            }
            let c = text[p]
            let joinsWords =
                p > tokenStart && p + 1 < end
                && CharacterClass.isWordCharacter(text, at: p - 1) && CharacterClass.isWordCharacter(text, at: p + 1)
            if joinsWords {
                switch c {
                case 0x2E, 0x27, 0x2019, 0x26, 0x40, 0x5F, 0x2F:  // . ' ’ & @ _ /
                    p += 1
                    continue
                case 0x2C, 0x3A:  // , : between digits
                    if CharacterClass.isDigit(text[p - 1]), CharacterClass.isDigit(text[p + 1]) {
                        p += 1
                        continue
                    }
                case 0x2D:  // - after a prefix
                    if Self.hyphenPrefixes.contains(lowercased(text, tokenStart..<p)) {
                        p += 1
                        continue
                    }
                default:
                    break
                }
            }
            if p > tokenStart { out.emit(tokenStart..<p) }
            p = out.emitRun(from: p, limit: end)
            tokenStart = p
        }
        out.emit(tokenStart..<range.upperBound)
    }

    /// A full stop stays on abbreviations, initials and dotted acronyms.
    private func keepsFullStop(_ text: UnsafeBufferPointer<UInt16>, _ word: Range<Int>) -> Bool {
        guard !word.isEmpty else { return false }
        if abbreviations.kind(text, word) != nil { return true }
        if word.count == 1 { return CharacterClass.isASCIILetter(text[word.lowerBound]) }
        // Dotted acronyms: "U.S", "Ph.D", "a.m".
        var sawDot = false
        for k in word {
            let c = text[k]
            if c == 0x2E { sawDot = true } else if !CharacterClass.isASCIILetter(c) { return false }
        }
        return sawDot
    }

    /// Where a trailing clitic starts in `range`, if one ends it.
    private func cliticStart(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Int? {
        let count = range.count
        guard count >= 3 else { return nil }
        let e = range.upperBound
        // Every clitic opens with an apostrophe two or three units from the end ("'s", "'re", "n't").
        guard isApostrophe(text[e - 2]) || isApostrophe(text[e - 3]) else { return nil }
        // n't
        if isApostrophe(text[e - 2]), text[e - 1] | 0x20 == 0x74, text[e - 3] | 0x20 == 0x6E, count >= 4 {
            return e - 3
        }
        for clitic in Self.clitics where clitic.count < count {
            let s = e - clitic.count
            guard isApostrophe(text[s]), CharacterClass.isWordCharacter(text, at: s - 1) else { continue }
            var matches = true
            for k in 1..<clitic.count where text[s + k] | 0x20 != clitic[k] { matches = false }
            if matches { return s }
        }
        return nil
    }

    /// True when `range` is exactly a clitic such as "'s" (a token of its own).
    private func isClitic(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        guard isApostrophe(text[range.lowerBound]) else { return false }
        return Self.clitics.contains { clitic in
            clitic.count == range.count
                && zip(clitic.dropFirst(), text[(range.lowerBound + 1)..<range.upperBound]).allSatisfy {
                    $0 == $1 | 0x20
                }
        }
    }

    private func isApostrophe(_ c: UInt16) -> Bool { c == 0x27 || c == 0x2019 }

    private func isLeadingPunctuation(_ c: UInt16) -> Bool {
        CharacterClass.isOpener(c) || c == 0x24 || c == 0x23 || c == 0xA3 || c == 0x20AC || c == 0xA5
            || c == 0x60 || c == 0x2A
    }

    private func isTrailingPunctuation(_ c: UInt16) -> Bool {
        CharacterClass.isCloser(c) || c == 0x2C || c == 0x3B || c == 0x3A || c == 0x21 || c == 0x3F
            || c == 0x2026 || c == 0x25 || c == 0x2A
    }

    private func isURLOrEmail(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        // Each test below needs a ":", "." or "@" (lowercasing makes none),
        // so most words are answered without building a string.
        guard text[range].contains(where: { $0 == 0x3A || $0 == 0x2E || $0 == 0x40 }) else { return false }
        let chunk = UnsafeBufferPointer(rebasing: text[range])
        if chunk.allSatisfy({ $0 < 0x80 }) { return Self.isASCIIURLOrEmail(chunk) }
        let s = String(decoding: chunk, as: UTF16.self).lowercased()
        if s.contains("://") || s.hasPrefix("www.") { return true }
        if let at = s.firstIndex(of: "@"), s[at...].contains("."), at != s.startIndex { return true }
        return false
    }

    /// `isURLOrEmail` of a chunk of ASCII units, read on the units: each is
    /// one character (a chunk holds no "\r\n"), and lowercasing changes only
    /// A–Z, so "www." is matched ignoring the case of its letters alone.
    private static func isASCIIURLOrEmail(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        let n = units.count
        if n >= 3 {
            for i in 0..<(n - 2) where units[i] == 0x3A && units[i + 1] == 0x2F && units[i + 2] == 0x2F { return true }
        }
        if n >= 4, units[0] | 0x20 == 0x77, units[1] | 0x20 == 0x77, units[2] | 0x20 == 0x77, units[3] == 0x2E {
            return true
        }
        guard let at = units.firstIndex(of: 0x40), at > 0 else { return false }
        return units[(at + 1)...].contains(0x2E)
    }

    private func lowercased(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF16.self).lowercased()
    }
}

/// Collects tokens with their text.
private struct TokenSink {
    let text: UnsafeBufferPointer<UInt16>
    var tokens: [Token] = []

    mutating func emit(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let units = UnsafeBufferPointer(rebasing: text[range])
        tokens.append(Token(text: Self.string(units), start: range.lowerBound, length: range.count))
    }

    /// The token's text. Most tokens are ASCII: their bytes are the UTF-16
    /// units narrowed, written straight into the string; transcoding (and
    /// repairing lone surrogates) is left to the rest.
    private static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { bytes in
            for (index, unit) in units.enumerated() { bytes[index] = UInt8(truncatingIfNeeded: unit) }
            return units.count
        }
    }

    /// Emits each maximal run of one unit in `range` as a token.
    mutating func emitRuns(_ range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, text[end] == text[start] { end += 1 }
            emit(start..<end)
            start = end
        }
    }

    /// Emits the punctuation at `start` as one token — a run of the same
    /// character ("...", "--", "!!!") or one whole surrogate pair — and
    /// returns where the next token starts.
    mutating func emitRun(from start: Int, limit: Int) -> Int {
        let c = text[start]
        var end = start + 1
        if UTF16.isLeadSurrogate(c), end < limit, UTF16.isTrailSurrogate(text[end]) {
            end += 1
        } else {
            while end < limit, text[end] == c, !CharacterClass.isASCIILetter(c) { end += 1 }
        }
        emit(start..<end)
        return end
    }
}
