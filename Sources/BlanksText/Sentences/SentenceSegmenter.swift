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
///
/// Around quotations, brackets and ellipses: a quotation or bracket closed
/// after the stop and followed by a lowercase word continues the sentence
/// (`"This is great." she said`), and so does a citation in brackets that
/// ends in the sentence's stop (`"…" (Smith 55).`); an ellipsis before a
/// lowercase word continues it, and a spaced ellipsis after a full stop opens
/// the next sentence (`…compounds. . . . The practice`). A paragraph that
/// opens with a list marker ("1.)", "a.", "• 9.") splits before each later
/// marker of the same list. Linear in the length of the text: each candidate
/// stop looks at a bounded number of characters around it.
///
/// Where the rules are not certain, `model` (the learned decision,
/// `SegmenterModel`) may overrule them; see `decide`.
public struct SentenceSegmenter: Sendable {
    package var abbreviations: Abbreviations
    /// The learned decision at candidates the rules are not certain of; nil
    /// for the rules alone.
    package var model: SegmenterModel?

    /// A segmenter with the shipped model (the rules alone if it failed to load,
    /// which `SegmenterModel.shipped` reports and the tests rule out).
    public init(abbreviations: Abbreviations = .standard) {
        self.init(abbreviations: abbreviations, model: try? SegmenterModel.shipped.get())
    }

    package init(abbreviations: Abbreviations = .standard, model: SegmenterModel?) {
        self.abbreviations = abbreviations
        self.model = model
    }

    /// The sentences of `text`, in order.
    public func sentences(in text: String) -> [TextRange] {
        var units = Array(text.utf16)
        return units.withUnsafeMutableBufferPointer { sentences(in: UnsafeBufferPointer($0)) }
    }

    /// The sentences of UTF-16 `text`, in order.
    package func sentences(in text: UnsafeBufferPointer<UInt16>) -> [TextRange] {
        if let model {
            var decider = SegmenterModel.Decider(model: model, abbreviations: abbreviations)
            return sentences(in: text, decider: &decider)
        }
        var decider = RuleDecider()
        return sentences(in: text, decider: &decider)
    }

    /// The sentences of `text`, with `decider` deciding each candidate the rules are not certain of.
    package func sentences<D: BoundaryDecider>(in text: UnsafeBufferPointer<UInt16>, decider: inout D) -> [TextRange] {
        Self.asciiStops.withUnsafeBufferPointer { sentences(in: text, asciiStops: $0, decider: &decider) }
    }

    private func sentences<D: BoundaryDecider>(
        in text: UnsafeBufferPointer<UInt16>, asciiStops: UnsafeBufferPointer<Bool>,
        decider: inout D
    ) -> [TextRange] {
        var result: [TextRange] = []
        let n = text.count
        var start = skipSpaces(text, from: 0)
        var i = start
        let listItems = ListMarker.items(in: text)
        var nextItem = 0
        func close(at end: Int, next: Int) {
            var e = end
            while e > start, CharacterClass.isSpace(text[e - 1]) { e -= 1 }
            if e > start { result.append(TextRange(start: start, length: e - start)) }
            start = next
        }
        while i < n {
            // Most characters cannot end a sentence: skip them in a tight loop.
            while i < n, text[i] < 0x80, !asciiStops[Int(text[i])] { i += 1 }
            if nextItem < listItems.count, listItems[nextItem].lowerBound <= i {
                // A list item starts a sentence; the stop inside its marker ends none.
                let item = listItems[nextItem]
                if item.lowerBound >= start { close(at: item.lowerBound, next: item.lowerBound) }
                i = max(i, item.upperBound)
                nextItem += 1
                continue
            }
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
            let candidate = BoundaryCandidate(stop: i..<runEnd, closersEnd: j, next: next, sentenceStart: start)
            if containsBlankLine(text, j..<next) || decide(text, candidate, decider: &decider) {
                close(at: j, next: next)
                // An ellipsis opening the new sentence is part of it: ". . . The practice".
                i = ellipsisEnd(text, at: next) ?? next
            } else {
                i = next
            }
        }
        close(at: n, next: n)
        return result
    }

    /// The rules' decision where it is certain, else the decider's. The rules'
    /// "no" before a lowercase word is kept too: edited prose continues a
    /// sentence there (`"Stop." he said`, `on . . . and on`, `monotypic. or`),
    /// where the web text the model learns from often starts one (a model
    /// free to split there gained on EWT dev and failed those cases). A full
    /// stop inside an aside whose bracket closes before any other stop ends
    /// nothing, whatever either says: "(Hdt. 1.202.4): Atlantis", "(known today
    /// as Św. Ducha 47), the son" hold an abbreviation, not a sentence's end.
    /// Training reads every candidate as before (`keepsAsides`).
    private func decide<D: BoundaryDecider>(
        _ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate,
        decider: inout D
    ) -> Bool {
        let rule = endsSentence(
            text, stop: candidate.stop, closersEnd: candidate.closersEnd, next: candidate.next,
            sentenceStart: candidate.sentenceStart)
        let ends =
            rule.isCertain || (!rule.ends && opensInLowercase(text, at: candidate.next))
            ? rule.ends : decider.decide(text, candidate, rule: rule)
        return ends && !(D.keepsAsides && isInsideAside(text, candidate))
    }

    /// True when the word at `i`, after at most four opening quotes or brackets, starts in lowercase.
    private func opensInLowercase(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> Bool {
        var w = i
        while w < text.count, w - i < 4, CharacterClass.isOpener(text[w]) { w += 1 }
        return w < text.count && CharacterClass.isLowercase(text[w])
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
    func endsSentence(
        _ text: UnsafeBufferPointer<UInt16>, stop: Range<Int>, closersEnd: Int, next: Int,
        sentenceStart: Int
    ) -> RuleDecision {
        let n = text.count
        var w = next
        // Opening quotes and brackets, and "‘’" written for a double quote.
        while w < n, CharacterClass.isOpener(text[w]) || (text[w] == 0x2019 && w > next && text[w - 1] == 0x2018) {
            w += 1
        }
        guard w < n else { return RuleDecision(true, .endOfText) }
        let first = text[w]
        let stopCharacter = text[stop.lowerBound]
        if first == 0x2E || first == 0x2026, stop.count == 1, stopCharacter == 0x2E, closersEnd == stop.upperBound,
            stop.lowerBound > 0, !CharacterClass.isSpace(text[stop.lowerBound - 1]),
            text[stop.lowerBound - 1] != 0x2E, let end = ellipsisEnd(text, at: w)
        {
            // "…compounds. . . . The practice": a full stop, then an ellipsis opening the next sentence.
            let after = skipSpaces(text, from: end)
            return RuleDecision(after < n && CharacterClass.isWordCharacter(text, at: after), .fullStopThenEllipsis)
        }
        // No sentence starts with closing or continuing punctuation: ", 2000", ":-)", ". . .".
        if Self.neverStartsSentence(first) { return RuleDecision(false, .punctuationFollows) }
        // A citation closing the sentence: `"… stairways […]" (Smith 55).`
        if text[next] == 0x28, closersEnd > stop.upperBound, Self.isClosingQuote(text[closersEnd - 1]),
            isTrailingCitation(text, at: next)
        {
            return RuleDecision(false, .trailingCitation)
        }
        var wordEnd = w
        while wordEnd < n, CharacterClass.isASCIILetter(text[wordEnd]) { wordEnd += 1 }
        let nextWord = w..<wordEnd
        let lowercase = CharacterClass.isLowercase(first)
        let opensSentence =
            lowercase
            ? abbreviations.isLowercaseSentenceOpener(text, nextWord)
            : abbreviations.isSentenceOpener(text, nextWord)
                && !(wordEnd - w == 1 && wordEnd < n && text[wordEnd] == 0x2E)  // "J. A. Smith": an initial follows
        // A quotation or bracket closed after the stop, then lowercase: `"This is great." she said`.
        if lowercase && closersEnd > stop.upperBound { return RuleDecision(false, .closedQuoteThenLowercase) }
        if stop.count > 1 || stopCharacter != 0x2E {
            if stop.contains(where: { text[$0] == 0x2E || text[$0] == 0x2026 })
                && !stop.contains(where: {
                    CharacterClass.isQuestionOrExclamation(text[$0])
                })
            {
                // An ellipsis opening a sentence or a quotation: `wrote, "... I must confess`
                // (not an omission mark "[...]", which may stand for a sentence end).
                if stop.lowerBound == sentenceStart
                    || (stop.lowerBound > 0 && text[stop.lowerBound - 1] != 0x5B
                        && CharacterClass.isOpener(text[stop.lowerBound - 1]))
                {
                    return RuleDecision(false, .ellipsisOpening)
                }
                // An ellipsis ends a sentence before a capital, not before a lowercase word.
                return RuleDecision(!lowercase, .ellipsis)
            }
            // "?" ends a sentence (a quotation closed after it and going on in lowercase
            // was handled above: "Why?" he asked); "!" does unless a conjunction or
            // preposition continues the sentence ("1! and 0) pairs").
            guard lowercase, !stop.contains(where: { text[$0] == 0x3F || text[$0] == 0xFF1F }) else {
                return RuleDecision(true, .questionOrExclamation)
            }
            return RuleDecision(!abbreviations.isContinuation(text, nextWord), .questionOrExclamation)
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
            if p > 0, text[p - 1] == 0x2E || text[p - 1] == 0x2026 { return RuleDecision(!lowercase, .strayStop) }
            return RuleDecision(!lowercase || opensSentence, .strayStop)
        }
        // A bracket or quote closed before the stop: "(see below)."
        if CharacterClass.isCloser(text[b - 1]) { return RuleDecision(!lowercase || opensSentence, .closerBeforeStop) }
        let word = a..<b

        if isNumber(text, word) {
            // "1. Introduction": a list number opening the sentence.
            if a == sentenceStart && word.count <= 3 { return RuleDecision(false, .listNumber) }
            return RuleDecision(!lowercase || opensSentence, .number)
        }
        // "N°. 1026", "Nº. 5": the numero sign before a number.
        if CharacterClass.isDigit(first), isNumeroSign(text, word) { return RuleDecision(false, .numeroSign) }
        let kind = abbreviations.kind(text, word)
        if lowercase && kind != nil { return RuleDecision(false, .abbreviationThenLowercase) }
        switch kind {
        case .title?, .neverFinal?:
            return RuleDecision(false, .titleOrLatin)
        case .beforeNumber? where CharacterClass.isDigit(first):
            return RuleDecision(false, .beforeNumber)
        case .ambiguous?:
            // "At 5 a.m. Mr. Smith went": a time of day before a title and a name.
            if isTimeOfDay(text, word), isTitle(text, nextWord) { return RuleDecision(false, .timeBeforeTitle) }
            return RuleDecision(opensSentence, .ambiguousAbbreviation)
        default:
            break
        }
        // Initials ("J. R. R. Tolkien") and dotted acronyms ("U.S.S.R.", "Ph.D.").
        if word.count == 1, CharacterClass.isASCIILetter(text[a]) || CharacterClass.isUppercase(text[a]) {
            return RuleDecision(!lowercase && opensSentence, .initial)
        }
        if isDottedAcronym(text, word) {
            // "R.U.R. (Rossum's Universal Robots)": the bracket spells the acronym out.
            if text[next] == 0x28 || text[next] == 0x5B { return RuleDecision(false, .acronymThenBracket) }
            return RuleDecision(!lowercase && opensSentence, .dottedAcronym)
        }
        // An ordinary word: a capital starts a sentence; so does a typical lowercase opener
        // ("late. i am") and, after an undotted word of four or more characters (shorter
        // ones are often unlisted abbreviations: "rec.", "lv."; dotted ones acronyms:
        // "pro-U.S. stance"), any bare lowercase word that does
        // not continue the sentence ("below. http://…", but not "monotypic. or" or `ţŭb. "brick"`).
        return RuleDecision(
            !lowercase || opensSentence
                || (word.count >= 4 && w == next && !word.contains(where: { text[$0] == 0x2E })
                    && !abbreviations.isContinuation(text, nextWord)),
            .ordinaryWord)
    }

    /// The end of an ellipsis starting at `i` — "…", "..." or the spaced ". . ."
    /// (three full stops with single spaces between) — if there is one.
    private func ellipsisEnd(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> Int? {
        guard i >= 0, i < text.count else { return nil }
        if text[i] == 0x2026 { return i + 1 }
        if i + 3 <= text.count, text[i] == 0x2E, text[i + 1] == 0x2E, text[i + 2] == 0x2E { return i + 3 }
        guard i + 5 <= text.count else { return nil }
        for k in 0..<5 where text[i + k] != (k % 2 == 0 ? 0x2E : 0x20) { return nil }
        return i + 5
    }

    /// How far an aside's brackets are looked for on either side of a stop, in UTF-16 units,
    /// so each candidate stop still looks at a bounded stretch of text.
    private static let asideReach = 160

    /// True when the candidate is a full stop and a round or square bracket opened in
    /// this sentence (at most `asideReach` units before the stop) is still open after the
    /// stop and its closers, and closes within `asideReach` units with no sentence stop in
    /// between: no ".", "!", "?" or "…" before a space, a closer or the end, no CJK stop,
    /// and no line break. A whole sentence inside the brackets ("(He died in 1900. His son
    /// took over.)") keeps its boundary.
    private func isInsideAside(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate) -> Bool {
        let (stop, closersEnd) = (candidate.stop, candidate.closersEnd)
        guard stop.count == 1, text[stop.lowerBound] == 0x2E else { return false }
        var closed = 0
        var open = false
        var k = closersEnd - 1
        let floor = max(candidate.sentenceStart, stop.lowerBound - Self.asideReach)
        while k >= floor, !open {
            switch text[k] {
            case 0x29, 0x5D: closed += 1
            case 0x28, 0x5B:
                if closed == 0 { open = true } else { closed -= 1 }
            default: break
            }
            k -= 1
        }
        guard open else { return false }
        var depth = 0
        let limit = min(text.count, closersEnd + Self.asideReach)
        var j = closersEnd
        while j < limit {
            let c = text[j]
            switch c {
            case 0x28, 0x5B: depth += 1
            case 0x29, 0x5D:
                if depth == 0 { return true }
                depth -= 1
            case 0x0A: return false
            default:
                guard CharacterClass.isTerminator(c) else { break }
                let after = j + 1
                if CharacterClass.isUnspacedTerminator(c) || after == text.count
                    || CharacterClass.isSpace(text[after]) || CharacterClass.isCloser(text[after])
                {
                    return false
                }
            }
            j += 1
        }
        return false
    }

    /// A bracketed citation that ends the sentence: "(Smith 55).", "(Brown 2001, p. 4)." —
    /// at most 60 characters, no nested bracket, line break, "?" or "!" inside, and a
    /// full stop, comma or semicolon right after.
    private func isTrailingCitation(_ text: UnsafeBufferPointer<UInt16>, at open: Int) -> Bool {
        let limit = min(text.count, open + 62)
        var k = open + 1
        while k < limit {
            let c = text[k]
            if c == 0x29 {
                guard k > open + 1, k + 1 < text.count else { return false }
                let after = text[k + 1]
                return after == 0x2E || after == 0x2C || after == 0x3B
            }
            if c == 0x0A || c == 0x28 || CharacterClass.isQuestionOrExclamation(c) { return false }
            k += 1
        }
        return false
    }

    /// "N°", "Nº" or "№": the numero sign, which precedes a number.
    private func isNumeroSign(_ text: UnsafeBufferPointer<UInt16>, _ word: Range<Int>) -> Bool {
        if word.count == 1 { return text[word.lowerBound] == 0x2116 }
        guard word.count == 2, text[word.lowerBound] | 0x20 == 0x6E else { return false }
        let sign = text[word.lowerBound + 1]
        return sign == 0xB0 || sign == 0xBA
    }

    /// "a.m" or "p.m" in either case.
    private func isTimeOfDay(_ text: UnsafeBufferPointer<UInt16>, _ word: Range<Int>) -> Bool {
        guard word.count == 3, text[word.lowerBound + 1] == 0x2E, text[word.lowerBound + 2] | 0x20 == 0x6D
        else { return false }
        let half = text[word.lowerBound] | 0x20
        return half == 0x61 || half == 0x70
    }

    /// True when `word` is a title abbreviation followed by its full stop: "Mr." "Dr.".
    private func isTitle(_ text: UnsafeBufferPointer<UInt16>, _ word: Range<Int>) -> Bool {
        guard !word.isEmpty, word.upperBound < text.count, text[word.upperBound] == 0x2E else { return false }
        return abbreviations.kind(text, word) == .title
    }

    /// Quotes (not brackets) that close a quotation: " ' » ’ ” › 」 』.
    private static func isClosingQuote(_ c: UInt16) -> Bool {
        switch c {
        case 0x22, 0x27, 0xBB, 0x2019, 0x201D, 0x203A, 0x300D, 0x300F: return true
        default: return false
        }
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
