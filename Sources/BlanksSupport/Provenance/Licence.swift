/// The licence Wikipedia published a revision's text under, which follows the
/// revision's timestamp: CC BY-SA 3.0 before 7 June 2023, CC BY-SA 4.0 from
/// then on (the Wikimedia Terms of Use of that day). The one place that rule
/// lives: puzzles, exports, play and the corpus attribution page ask here.
package enum Licence: String, CaseIterable, Hashable, Sendable {
    case ccBySA30 = "CC BY-SA 3.0"
    case ccBySA40 = "CC BY-SA 4.0"

    /// The first instant under CC BY-SA 4.0, in the form MediaWiki gives timestamps.
    package static let version4Start = "2023-06-07T00:00:00Z"

    /// The licence of a revision saved at `timestamp` (ISO 8601 UTC,
    /// `YYYY-MM-DDTHH:MM:SSZ`, as MediaWiki and our corpus store it). Those
    /// compare in time order as text. A timestamp in another shape cannot be
    /// placed, and gets the licence Wikipedia text is published under now.
    package init(revisionTimestamp timestamp: String) {
        guard Self.isCanonical(timestamp) else {
            self = .ccBySA40
            return
        }
        self = timestamp < Self.version4Start ? .ccBySA30 : .ccBySA40
    }

    /// The licence a puzzle's `source.license` names, if it is one of ours.
    package init?(name: String) {
        self.init(rawValue: name)
    }

    /// The name puzzles and pages print, e.g. "CC BY-SA 4.0".
    package var name: String { rawValue }

    /// The licence's deed.
    package var url: String {
        switch self {
        case .ccBySA30: "https://creativecommons.org/licenses/by-sa/3.0/"
        case .ccBySA40: "https://creativecommons.org/licenses/by-sa/4.0/"
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` with ASCII digits where digits go.
    private static func isCanonical(_ timestamp: String) -> Bool {
        let bytes = Array(timestamp.utf8)
        guard bytes.count == 20 else { return false }
        let separators: [Int: UInt8] = [
            4: UInt8(ascii: "-"), 7: UInt8(ascii: "-"), 10: UInt8(ascii: "T"),
            13: UInt8(ascii: ":"), 16: UInt8(ascii: ":"), 19: UInt8(ascii: "Z")
        ]
        for (index, byte) in bytes.enumerated() {
            if let separator = separators[index] {
                guard byte == separator else { return false }
            } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                return false
            }
        }
        return true
    }
}
