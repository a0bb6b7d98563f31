import BlanksSupport

/// The pages a batch passed over, counted by reason: one line for a person or a log
/// ("7 pages passed over: 4 with no draw of one right answer per blank, 3 with too few
/// sentences to blank"), where a line per page would bury the result. The counts follow
/// the pages, never which pages were chosen; the order of reasons is fixed, so the same
/// batch gives the same line (PassOverSummaryTests).
package struct PassOverSummary: Sendable, Equatable {
    package private(set) var counts: [PassOverReason: Int] = [:]

    package init() {}

    package mutating func add(_ error: PuzzleGenerationError) {
        counts[error.reason, default: 0] += 1
    }

    package var total: Int { counts.values.reduce(0, +) }

    /// Nil when no page was passed over.
    package var line: String? {
        guard total > 0 else { return nil }
        let parts = PassOverReason.allCases.compactMap { reason in counts[reason].map { "\($0) \(reason.phrase)" } }
        return "\(Plural.count(total, "page")) passed over: " + parts.joined(separator: ", ")
    }
}
