/// Why a slot model could not be loaded or saved. Each message names the file
/// and says what to do about it.
package enum SlotModelError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read or written.
    case unreadable(source: String, reason: String)
    /// The file does not start with the model's magic bytes.
    case notASlotModel(source: String)
    /// A model written in another format version.
    case unsupportedVersion(source: String, found: UInt32, supported: UInt32)
    /// The file ends before (or runs past) what its header says.
    case truncated(source: String)
    /// The tables' checksum differs from the one recorded in the header.
    case checksumMismatch(source: String)
    /// The tables read but break the model's invariants (unsorted keys, counts that disagree).
    case malformed(source: String, detail: String)
    /// The model resource is missing from the package bundle.
    case bundledModelMissing

    package var description: String {
        switch self {
        case .unreadable(let source, let reason):
            "cannot read or write slot model \(source): \(reason)"
        case .notASlotModel(let source):
            "\(source) is not a wikiblanks slot model (wrong magic bytes); pass a file written by `wikiblanks text train-slots`"
        case .unsupportedVersion(let source, let found, let supported):
            "slot model \(source) has format version \(found), this build reads version \(supported); retrain it with `make train-slots`"
        case .truncated(let source):
            "slot model \(source) is truncated; copy it again or retrain it with `make train-slots`"
        case .checksumMismatch(let source):
            "slot model \(source) is damaged (checksum mismatch); copy it again or retrain it with `make train-slots`"
        case .malformed(let source, let detail):
            "slot model \(source) is damaged: \(detail); retrain it with `make train-slots`"
        case .bundledModelMissing:
            "the slot model (wikiblanks_BlanksSlots.resources/Resources/slots.model) is not beside the wikiblanks binary; "
                + "install the binary with its .resources folders, or rebuild"
        }
    }
}
