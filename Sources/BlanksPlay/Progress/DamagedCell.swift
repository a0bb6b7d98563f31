/// A cell of the progress database that wikiblanks did not write, and where it
/// is (`game 3, score`): mapped, with the file's path, to
/// `ProgressStoreError.corrupt`, so a damaged file gives one short line
/// instead of GRDB's decoding report (which prints the whole row).
struct DamagedCell: Error, Equatable, Sendable, CustomStringConvertible {
    enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// A date cell (see `ProgressTimestamp`).
        case date(ProgressTimestampError)
        /// A value of the wrong storage class, or text that is not one of a
        /// column's words: `expected` and `found` as a message shows them.
        case wrongValue(expected: String, found: String)

        var description: String {
            switch self {
            case .date(let problem): return "\(problem)"
            case .wrongValue(let expected, let found): return "\(found), not \(expected)"
            }
        }
    }

    let cell: String
    let problem: Problem

    var description: String { "\(cell): \(problem)" }
}
