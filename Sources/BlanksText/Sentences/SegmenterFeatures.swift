/// Receives the features of a candidate boundary, each as a 64-bit hash: the
/// model adds up their weights, training records them.
package protocol SegmenterFeatureSink {
    mutating func add(_ feature: UInt64)
}

/// The features the learned decision weighs at a candidate boundary: the rule
/// that decided it and its answer; the stop and the quotes or brackets after
/// it; the word before (shape, length, identity, listed abbreviation kind,
/// how often it ends in a full stop in unlabelled prose); the word after
/// (shape, identity, first character, typical opener or continuation, in
/// which case it appears mid-sentence); pairs of these; the length of the
/// sentence so far and the space after the stop.
///
/// About 20 features per candidate, each a hash computed in place: nothing is
/// allocated, and the words are read once within a bounded window.
package enum SegmenterFeatures {
    /// The first character after the stop's spaces and openers.
    enum First: UInt64 { case none, upper, lower, digit, uncased, symbol }

    package static func extract<S: SegmenterFeatureSink>(
        _ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision,
        abbreviations: Abbreviations, stats: SegmenterWordStats, into sink: inout S
    ) {
        let n = text.count
        // The word before the stop, without opening quotes or brackets.
        var a = candidate.stop.lowerBound
        while a > 0, !CharacterClass.isSpace(text[a - 1]) { a -= 1 }
        while a < candidate.stop.lowerBound, CharacterClass.isOpener(text[a]) { a += 1 }
        let before = a..<candidate.stop.lowerBound
        // The word after, past opening quotes and brackets, up to a space or punctuation.
        var w = candidate.next
        while w < n, w - candidate.next < 4, CharacterClass.isOpener(text[w]) { w += 1 }
        let opened: UInt64 = w > candidate.next ? 1 : 0
        var e = w
        while e < n, e - w < 32, !CharacterClass.isSpace(text[e]), !endsWord(text[e]) { e += 1 }
        let after = w..<e
        let first: First
        if w >= n {
            first = .none
        } else if CharacterClass.isUppercase(text[w]) {
            first = .upper
        } else if CharacterClass.isLowercase(text[w]) {
            first = .lower
        } else if CharacterClass.isDigit(text[w]) {
            first = .digit
        } else {
            first = CharacterClass.isWordCharacter(text, at: w) ? .uncased : .symbol
        }
        let f = first.rawValue

        let reason = UInt64(rule.reason.rawValue) << 1 | (rule.ends ? 1 : 0)
        let stopKind = self.stopKind(text, candidate.stop)
        let closers = closerKind(text, candidate.stop.upperBound..<candidate.closersEnd)
        let beforeShape = shape(text, before)
        let afterShape = shape(text, after)
        let beforeKey = before.isEmpty ? 0 : SegmenterWordStats.key(text, before)
        let afterKey = after.isEmpty ? 0 : SegmenterWordStats.key(text, after)
        let beforeStats = before.isEmpty ? 0 : stats.value(beforeKey)
        let afterStats = after.isEmpty ? 0 : stats.value(afterKey)
        let period = UInt64(SegmenterWordStats.periodClass(beforeStats))
        let afterCase = UInt64(SegmenterWordStats.caseClass(afterStats))
        let listed: UInt64
        switch abbreviations.kind(text, before) {
        case nil: listed = 0
        case .title?: listed = 1
        case .neverFinal?: listed = 2
        case .beforeNumber?: listed = 3
        case .ambiguous?: listed = 4
        }
        let openerBits: UInt64 =
            (abbreviations.isSentenceOpener(text, after) ? 1 : 0)
            | (abbreviations.isLowercaseSentenceOpener(text, after) ? 2 : 0)
            | (abbreviations.isContinuation(text, after) ? 4 : 0)
        let sentenceLength = candidate.stop.lowerBound - candidate.sentenceStart
        let lengthClass: UInt64 =
            sentenceLength < 4
            ? 0
            : sentenceLength < 12
                ? 1
                : sentenceLength < 30
                    ? 2
                    : sentenceLength < 60 ? 3 : sentenceLength < 120 ? 4 : 5
        var gap: UInt64 = candidate.next - candidate.closersEnd == 1 ? 0 : 1
        for k in candidate.closersEnd..<candidate.next where text[k] == 0x0A { gap = 2 }

        sink.add(hash(1, 0))
        sink.add(hash(2, reason))
        sink.add(hash(3, stopKind << 2 | closers))
        sink.add(hash(4, beforeShape))
        sink.add(hash(5, UInt64(min(before.count, 9))))
        sink.add(hash(6, beforeKey))
        sink.add(hash(7, listed))
        sink.add(hash(8, period))
        sink.add(hash(9, afterShape))
        sink.add(hash(10, afterKey))
        sink.add(hash(11, f << 1 | opened))
        sink.add(hash(12, afterCase << 3 | f))
        sink.add(hash(13, openerBits << 3 | f))
        sink.add(hash(14, beforeShape << 3 | f))
        sink.add(hash(15, beforeKey &* 8 ^ f))
        sink.add(hash(16, period << 8 | afterCase << 3 | f))
        sink.add(hash(17, reason << 3 | f))
        sink.add(hash(18, lengthClass << 3 | f))
        sink.add(hash(19, gap << 3 | f))
        sink.add(hash(20, beforeKey &* 0x9e37_79b9 ^ afterKey))
        sink.add(hash(21, stopKind << 8 | closers << 3 | f))
        sink.add(hash(22, listed << 8 | period << 3 | f))
    }

    /// A feature's hash: template and value mixed (the SplitMix64 finaliser).
    @inline(__always)
    static func hash(_ template: UInt64, _ value: UInt64) -> UInt64 {
        var z = value &+ template &* 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// Punctuation that ends the word after a stop: , ; : . ! ? and closers.
    private static func endsWord(_ c: UInt16) -> Bool {
        c == 0x2C || c == 0x3B || c == 0x3A || CharacterClass.isTerminator(c) || CharacterClass.isCloser(c)
    }

    /// ".", "?", "!", "…", "..", "..." or longer, a run with "?" or "!", anything else.
    private static func stopKind(_ text: UnsafeBufferPointer<UInt16>, _ stop: Range<Int>) -> UInt64 {
        if stop.count == 1 {
            switch text[stop.lowerBound] {
            case 0x2E: return 1
            case 0x3F: return 2
            case 0x21: return 3
            case 0x2026: return 4
            default: return 8
            }
        }
        var dots = 0
        var marks = 0
        for k in stop {
            if text[k] == 0x2E || text[k] == 0x2026 { dots += 1 }
            if CharacterClass.isQuestionOrExclamation(text[k]) { marks += 1 }
        }
        if marks > 0 { return 7 }
        if dots == stop.count { return stop.count == 2 ? 5 : 6 }
        return 8
    }

    /// 0 for none, 1 quotes only, 2 brackets only, 3 both.
    private static func closerKind(_ text: UnsafeBufferPointer<UInt16>, _ closers: Range<Int>) -> UInt64 {
        var kind: UInt64 = 0
        for k in closers {
            switch text[k] {
            case 0x29, 0x5D, 0x7D, 0xFF09: kind |= 2
            default: kind |= 1
            }
        }
        return kind
    }

    /// The word's shape: each character as upper, lower, digit, `.`, `-` or
    /// other, runs collapsed, at most eight classes ("U.S" → X.X, "Smith" → Xx).
    private static func shape(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> UInt64 {
        var result: UInt64 = 0
        var last: UInt64 = 0
        var classes = 0
        for k in range.lowerBound..<min(range.upperBound, range.lowerBound + 24) {
            let c = text[k]
            let code: UInt64 =
                CharacterClass.isUppercase(c)
                ? 1
                : CharacterClass.isLowercase(c)
                    ? 2
                    : CharacterClass.isDigit(c) ? 3 : c == 0x2E ? 4 : c == 0x2D ? 5 : 6
            guard code != last else { continue }
            last = code
            result = result << 3 | code
            classes += 1
            if classes == 8 { break }
        }
        return result
    }
}
