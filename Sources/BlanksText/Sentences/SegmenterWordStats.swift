/// Punkt-style statistics of word types (Kiss & Strunk 2006), gathered from
/// unlabelled prose: how often a type is written with a final full stop
/// (abbreviations nearly always are) and in which case it appears in the
/// middle of a sentence (a word seen in lowercase there is a common word, so
/// a capital after a stop marks a sentence start; a word only ever
/// capitalised is a name, which says nothing).
///
/// One byte per type, looked up by `key` in a sorted table: O(log n), no allocation.
package struct SegmenterWordStats: Sendable, Equatable {
    /// Sorted, unique.
    package let keys: [UInt64]
    package let values: [UInt8]

    package init(keys: [UInt64], values: [UInt8]) {
        self.keys = keys
        self.values = values
    }

    package static let empty = SegmenterWordStats(keys: [], values: [])

    package var count: Int { keys.count }

    /// The statistics byte of the type with `key`, 0 when it was not seen often enough.
    func value(_ key: UInt64) -> UInt8 {
        var lo = 0
        var hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < keys.count && keys[lo] == key ? values[lo] : 0
    }

    /// The low four bits: how often the type ends in a full stop, in classes
    /// (0: too rare to say).
    static func periodClass(_ value: UInt8) -> UInt8 { value & 0x0F }

    /// The high four bits: how often it appears in lowercase and capitalised mid-sentence.
    static func caseClass(_ value: UInt8) -> UInt8 { value >> 4 }

    /// The statistics byte from a type's counts: `withPeriod` and `withoutPeriod`
    /// occurrences, and mid-sentence ones in `lowercaseMid` and `capitalMid`.
    package static func value(withPeriod: Int, withoutPeriod: Int, lowercaseMid: Int, capitalMid: Int) -> UInt8 {
        let total = withPeriod + withoutPeriod
        var period: UInt8 = 0
        if total >= 2 {
            let ratio = Double(withPeriod) / Double(total)
            let ratioClass: UInt8 = withPeriod == 0 ? 0 : ratio < 0.1 ? 1 : ratio < 0.5 ? 2 : ratio < 0.9 ? 3 : 4
            let countClass: UInt8 = total < 5 ? 0 : total < 20 ? 1 : 2
            period = 1 + ratioClass * 3 + countClass
        }
        func level(_ count: Int) -> UInt8 { count == 0 ? 0 : count < 3 ? 1 : 2 }
        return period | level(lowercaseMid) << 4 | level(capitalMid) << 6
    }

    /// The type key of `text[range]`: FNV-1a over its first 24 UTF-16 units with
    /// ASCII letters case-folded (no locale), and its length.
    static func key(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in range.lowerBound..<min(range.upperBound, range.lowerBound + 24) {
            var c = text[k]
            if c &- 0x41 < 26 { c |= 0x20 }
            hash = (hash ^ UInt64(c)) &* 0x100_0000_01b3
        }
        return (hash ^ UInt64(truncatingIfNeeded: range.count)) &* 0x100_0000_01b3
    }

    /// The type key of `word`.
    package static func key(_ word: String) -> UInt64 {
        let units = Array(word.utf16)
        return units.withUnsafeBufferPointer { key($0, 0..<$0.count) }
    }
}
