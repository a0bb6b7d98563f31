import BlanksModel

/// Splits a paragraph into sentences, as UTF-16 ranges that cover every
/// sentence without its surrounding spaces.
///
/// A sentence may end at `.`, `!`, `?` or `…` (and their CJK forms), after
/// any closing quotes and brackets, when a space and a plausible sentence
/// start follow. Whether a full stop ends a sentence depends on the word
/// before it — titles ("Dr."), Latin abbreviations ("e.g."), abbreviations
/// before numbers ("No. 5", "c. 1500"), initials ("J. R. R. Tolkien"),
/// acronyms ("U.S. Army") — and on the word after it: a lowercase word
/// never starts a sentence, and after an abbreviation that may also end
/// one ("Inc.", "U.S.") only a typical sentence opener ("The", "He", "In")
/// does. Decimals and version numbers have no space after their dots. A
/// blank line always ends a sentence.
public struct SentenceSegmenter: Sendable {
    public var abbreviations: Abbreviations

    public init(abbreviations: Abbreviations = .standard) {
        self.abbreviations = abbreviations
    }

    /// The sentences of `text`, in order.
    public func sentences(in text: String) -> [TextRange] {
        var units = Array(text.utf16)
        return units.withUnsafeMutableBufferPointer { sentences(in: UnsafeBufferPointer($0)) }
    }

    /// The sentences of UTF-16 `text`, in order.
    public func sentences(in text: UnsafeBufferPointer<UInt16>) -> [TextRange] {
        Self.asciiStops.withUnsafeBufferPointer { sentences(in: text, asciiStops: $0) }
    }

    private func sentences(in text: UnsafeBufferPointer<UInt16>, asciiStops: UnsafeBufferPointer<Bool>) -> [TextRange] {
        var result: [TextRange] = []
        let n = text.count
        var start = skipSpaces(text, from: 0)
        var i = start
        func close(at end: Int, next: Int) {
            var e = end
            while e > start, CharacterClass.isSpace(text[e - 1]) { e -= 1 }
            if e > start { result.append(TextRange(start: start, length: e - start)) }
            start = next
        }
        while i < n {
            // Most characters cannot end a sentence: skip them in a tight loop.
            while i < n, text[i] < 0x80, !asciiStops[Int(text[i])] { i += 1 }
            guard i < n else { break }
            let c = text[i]
            if c == 0x0A {
                let next = skipSpaces(text, from: i)
                if containsBlankLine(text, i..<next) { close(at: i, next: next) }
                i = max(next, i + 1)
                continue
            }
            guard c < 0x80 ? (c == 0x2E || c == 0x21 || c == 0x3F) : CharacterClass.isTerminator(c) else {
                i += 1
                continue
            }
            var runEnd = i + 1
            while runEnd < n, CharacterClass.isTerminator(text[runEnd]) { runEnd += 1 }
            var j = runEnd
            while j < n, CharacterClass.isCloser(text[j]) { j += 1 }
            if j < n, !CharacterClass.isSpace(text[j]) {
                if CharacterClass.isUnspacedTerminator(text[runEnd - 1]) { close(at: j, next: j) }
                i = j
                continue
            }
            let next = skipSpaces(text, from: j)
            guard next < n else { break }
            if containsBlankLine(text, j..<next)
                || endsSentence(text, stop: i..<runEnd, closersEnd: j, next: next, sentenceStart: start) {
                close(at: j, next: next)
            }
            i = next
        }
        close(at: n, next: n)
        return result
    }

    /// ASCII characters the main loop must look at: newline, `.`, `!`, `?`.
    private static let asciiStops: [Bool] = (0..<128).map { $0 == 0x0A || $0 == 0x2E || $0 == 0x21 || $0 == 0x3F }

    private func skipSpaces(_ text: UnsafeBufferPointer<UInt16>, from i: Int) -> Int {
        var j = i
        while j < text.count, CharacterClass.isSpace(text[j]) { j += 1 }
        return j
    }

    private func containsBlankLine(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        var newlines = 0
        for k in range where text[k] == 0x0A { newlines += 1 }
        return newlines >= 2
    }

    /// Decides a candidate boundary: `stop` is the run of terminators,
    /// `closersEnd` the end of the quotes and brackets after it, `next` the
    /// first character after the spaces that follow.
    func endsSentence(_ text: UnsafeBufferPointer<UInt16>, stop: Range<Int>, closersEnd: Int, next: Int,
                      sentenceStart: Int) -> Bool {
        let n = text.count
        var w = next
        while w < n, CharacterClass.isOpener(text[w]) { w += 1 }
        guard w < n else { return true }
        let first = text[w]
        // No sentence starts with closing or continuing punctuation: ", 2000", ":-)", ". . .".
        if Self.neverStartsSentence(first) { return false }
        var wordEnd = w
        while wordEnd < n, CharacterClass.isASCIILetter(text[wordEnd]) { wordEnd += 1 }
        let nextWord = w..<wordEnd
        let lowercase = CharacterClass.isLowercase(first)
        let opensSentence = lowercase ? abbreviations.isLowercaseSentenceOpener(text, nextWord)
            : abbreviations.isSentenceOpener(text, nextWord)
                && !(wordEnd - w == 1 && wordEnd < n && text[wordEnd] == 0x2E)   // "J. A. Smith": an initial follows
        let stopCharacter = text[stop.lowerBound]
        if stop.count > 1 || stopCharacter != 0x2E {
            if stop.contains(where: { text[$0] == 0x2E || text[$0] == 0x2026 }) && !stop.contains(where: {
                CharacterClass.isQuestionOrExclamation(text[$0]) }) {
                // An ellipsis ends a sentence before a capital, not before a lowercase word.
                return !lowercase
            }
            // "?" and "!" end a sentence, unless a quotation closed after them and the
            // sentence goes on in lowercase: "Why?" he asked.
            guard lowercase else { return true }
            if closersEnd > stop.upperBound { return false }
            return stop.contains(where: { text[$0] == 0x3F || text[$0] == 0xFF1F }) || opensSentence
        }

        // The word before the stop, without opening quotes or brackets.
        var a = stop.lowerBound
        while a > 0, !CharacterClass.isSpace(text[a - 1]) { a -= 1 }
        while a < stop.lowerBound, CharacterClass.isOpener(text[a]) { a += 1 }
        let b = stop.lowerBound
        if a == b {
            // A stop standing alone: the last dot of a spaced ellipsis ("wait . . . what") or a stray one.
            var p = a
            while p > 0, CharacterClass.isSpace(text[p - 1]) { p -= 1 }
            if p > 0, text[p - 1] == 0x2E || text[p - 1] == 0x2026 { return !lowercase }
            return !lowercase || opensSentence
        }
        // A bracket or quote closed before the stop: "(see below)."
        if CharacterClass.isCloser(text[b - 1]) { return !lowercase || opensSentence }
        let word = a..<b

        if isNumber(text, word) {
            // "1. Introduction": a list number opening the sentence.
            if a == sentenceStart && word.count <= 3 { return false }
            return !lowercase || opensSentence
        }
        let kind = abbreviations.kind(text, word)
        if lowercase && kind != nil { return false }
        switch kind {
        case .title?, .neverFinal?:
            return false
        case .beforeNumber? where CharacterClass.isDigit(first):
            return false
        case .ambiguous?:
            return opensSentence
        default:
            break
        }
        // Initials ("J. R. R. Tolkien") and dotted acronyms ("U.S.S.R.", "Ph.D.").
        if word.count == 1, CharacterClass.isASCIILetter(text[a]) || CharacterClass.isUppercase(text[a]) {
            return !lowercase && opensSentence
        }
        if isDottedAcronym(text, word) { return !lowercase && opensSentence }
        // An ordinary word: a capital starts a sentence; in lowercase only a typical opener does.
        return !lowercase || opensSentence
    }

    /// Punctuation that continues or closes something, so cannot open a sentence.
    private static func neverStartsSentence(_ c: UInt16) -> Bool {
        switch c {
        case 0x2C, 0x3B, 0x3A, 0x29, 0x5D, 0x7D, 0x2E, 0x21, 0x3F, 0x25, 0x2026, 0x201D, 0x2019, 0xBB:
            return true
        default:
            return false
        }
    }

    /// Digits, possibly with `,` `.` `:` `/` `-` inside: "1990", "3.5", "1,000".
    private func isNumber(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        guard CharacterClass.isDigit(text[range.lowerBound]) else { return false }
        for k in range {
            let c = text[k]
            guard CharacterClass.isDigit(c) || c == 0x2C || c == 0x2E || c == 0x3A || c == 0x2F || c == 0x2D
            else { return false }
        }
        return true
    }

    /// Letters in groups of one to three separated by full stops: "U.S", "Ph.D", "a.m".
    private func isDottedAcronym(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        var group = 0
        var dots = 0
        for k in range {
            let c = text[k]
            if c == 0x2E {
                guard group > 0 else { return false }
                dots += 1
                group = 0
            } else if CharacterClass.isASCIILetter(c) {
                group += 1
                if group > 3 { return false }
            } else {
                return false
            }
        }
        return dots > 0 && group > 0
    }
}
