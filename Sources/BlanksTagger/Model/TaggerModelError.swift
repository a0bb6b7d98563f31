/// Why a tagger model could not be loaded or saved. Each message names the file
/// and says what to do about it.
public enum TaggerModelError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read or written.
    case unreadable(source: String, reason: String)
    /// The file does not start with the model's magic bytes.
    case notATaggerModel(source: String)
    /// A model written by a newer (or older, incompatible) format.
    case unsupportedVersion(source: String, found: UInt32, supported: UInt32)
    /// The file ends before the lengths in its header say it should.
    case truncated(source: String)
    /// The payload's checksum differs from the one recorded in the header.
    case checksumMismatch(source: String)
    /// The payload decompressed but its contents are inconsistent.
    case malformed(source: String, detail: String)
    /// The model resource is missing from the package bundle.
    case bundledModelMissing

    public var description: String {
        switch self {
        case .unreadable(let source, let reason):
            "cannot read or write tagger model \(source): \(reason)"
        case .notATaggerModel(let source):
            "\(source) is not a wikiblanks tagger model (wrong magic bytes); pass a file written by `wikiblanks text train-tagger`"
        case .unsupportedVersion(let source, let found, let supported):
            "tagger model \(source) has format version \(found), this build reads versions 5 and \(supported); "
                + "retrain it with `make train-tagger`"
        case .truncated(let source):
            "tagger model \(source) is truncated; copy it again or retrain it with `make train-tagger`"
        case .checksumMismatch(let source):
            "tagger model \(source) is damaged (checksum mismatch); copy it again or retrain it with `make train-tagger`"
        case .malformed(let source, let detail):
            "tagger model \(source) is damaged: \(detail); retrain it with `make train-tagger`"
        case .bundledModelMissing:
            "the tagger model (wikiblanks_BlanksTagger.resources/Resources/tagger.model) is not beside the wikiblanks binary; "
                + "install the binary with its .resources folders, or rebuild"
        }
    }
}
