/// A span of text in UTF-16 code units, the unit that NSRange and JavaScript
/// strings use, so apps can apply puzzle ranges without re-counting.
public struct TextRange: Hashable, Sendable, Codable {
    /// Offset of the first code unit.
    public var start: Int
    /// Number of code units.
    public var length: Int

    public init(start: Int, length: Int) {
        self.start = start
        self.length = length
    }

    /// Offset one past the last code unit. Ranges read from files may hold any
    /// numbers: where `start + length` would overflow, `end` saturates at
    /// `Int.max` (or `Int.min`), so such a range lies outside every text.
    public var end: Int {
        let (sum, overflow) = start.addingReportingOverflow(length)
        return overflow ? (length > 0 ? Int.max : Int.min) : sum
    }

    /// True when `other` lies entirely within this range.
    public func contains(_ other: TextRange) -> Bool {
        other.start >= start && other.end <= end
    }
}

extension String {
    /// The substring covered by a UTF-16 range, or nil when the range falls
    /// outside the string or splits a surrogate pair.
    public func substring(utf16 range: TextRange) -> Substring? {
        guard range.start >= 0, range.length >= 0, range.start <= utf16.count - range.length else { return nil }
        let u = utf16
        let lower = u.index(u.startIndex, offsetBy: range.start)
        let upper = u.index(lower, offsetBy: range.length)
        guard let lo = lower.samePosition(in: unicodeScalars),
            let hi = upper.samePosition(in: unicodeScalars)
        else { return nil }
        return self[lo..<hi]
    }
}
