/// Gathers `SegmenterWordStats` from unlabelled prose, without any sentence
/// boundaries: per word type, how often it is written with a final full stop
/// and without, and how often it appears in lowercase and capitalised after a
/// word that does not end in a stop (mid-sentence). Words are what lies
/// between spaces, without opening quotes and brackets, closing punctuation,
/// or the final full stop (an ellipsis is not one). O(n) in the text.
package struct SegmenterWordStatsCounter {
    private struct Counts {
        var withPeriod: Int32 = 0
        var withoutPeriod: Int32 = 0
        var lowercaseMid: Int32 = 0
        var capitalMid: Int32 = 0
    }

    private var counts: [UInt64: Counts] = [:]

    package init() {}

    /// Counts the words of one paragraph.
    package mutating func add(_ paragraph: String) {
        let units = Array(paragraph.utf16)
        units.withUnsafeBufferPointer { text in
            var k = 0
            var afterStop = true
            while k < text.count {
                while k < text.count, CharacterClass.isSpace(text[k]) { k += 1 }
                let start = k
                while k < text.count, !CharacterClass.isSpace(text[k]) { k += 1 }
                guard k > start else { break }
                afterStop = count(text, start..<k, afterStop: afterStop)
            }
        }
    }

    /// Counts one token; returns true when it ends in a stop.
    private mutating func count(_ text: UnsafeBufferPointer<UInt16>, _ token: Range<Int>, afterStop: Bool) -> Bool {
        var a = token.lowerBound
        var b = token.upperBound
        while a < b, CharacterClass.isOpener(text[a]) { a += 1 }
        while b > a,
            CharacterClass.isCloser(text[b - 1]) || text[b - 1] == 0x2C || text[b - 1] == 0x3B
                || text[b - 1] == 0x3A
        { b -= 1 }
        var endsInStop = false
        var period = false
        if b > a, CharacterClass.isTerminator(text[b - 1]) {
            endsInStop = true
            period = text[b - 1] == 0x2E && (b - 1 == a || text[b - 2] != 0x2E)
            while b > a, CharacterClass.isTerminator(text[b - 1]) { b -= 1 }
        }
        guard b > a, CharacterClass.isWordCharacter(text, at: a) else { return endsInStop }
        let key = SegmenterWordStats.key(text, a..<b)
        var entry = counts[key] ?? Counts()
        if period { entry.withPeriod += 1 } else { entry.withoutPeriod += 1 }
        if !afterStop {
            if CharacterClass.isLowercase(text[a]) { entry.lowercaseMid += 1 }
            if CharacterClass.isUppercase(text[a]) { entry.capitalMid += 1 }
        }
        counts[key] = entry
        return endsInStop
    }

    /// The statistics of every type seen at least `minimumCount` times, keys sorted.
    package func stats(minimumCount: Int) -> SegmenterWordStats {
        var keys: [UInt64] = []
        for (key, entry) in counts where Int(entry.withPeriod + entry.withoutPeriod) >= minimumCount {
            keys.append(key)
        }
        keys.sort()
        let values = keys.map { key -> UInt8 in
            let entry = counts[key] ?? Counts()
            return SegmenterWordStats.value(
                withPeriod: Int(entry.withPeriod), withoutPeriod: Int(entry.withoutPeriod),
                lowercaseMid: Int(entry.lowercaseMid), capitalMid: Int(entry.capitalMid))
        }
        return SegmenterWordStats(keys: keys, values: values)
    }
}
