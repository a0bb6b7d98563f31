/// A damaged date cell and where it is (`game 3, started_at`): mapped, with the
/// file's path, to `ProgressStoreError.corrupt`.
struct DamagedDateCell: Error, Equatable, Sendable, CustomStringConvertible {
    let cell: String
    let problem: ProgressTimestampError

    var description: String { "\(cell): \(problem)" }
}
