/// Why a segmenter model could not be loaded or saved. Each message names the
/// file and says what to do about it.
package enum SegmenterModelError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read or written.
    case unreadable(source: String, reason: String)
    /// The bytes do not start with the model's magic bytes.
    case notASegmenterModel(source: String)
    /// A model written in another format version.
    case unsupportedVersion(source: String, found: UInt32, supported: UInt32)
    /// The bytes end before the counts in them say they should.
    case truncated(source: String)
    /// The checksum at the end differs from the bytes' own.
    case checksumMismatch(source: String)
    /// The checksum matches but the contents are inconsistent.
    case malformed(source: String, detail: String)
    /// The shipped model is not in the resource bundle beside the binary.
    case bundledModelMissing

    package var description: String {
        switch self {
        case .unreadable(let source, let reason):
            "cannot read or write segmenter model \(source): \(reason)"
        case .notASegmenterModel(let source):
            "\(source) is not a wikiblanks segmenter model (wrong magic bytes); pass a file written by `wikiblanks text train-segmenter`"
        case .unsupportedVersion(let source, let found, let supported):
            "segmenter model \(source) has format version \(found), this build reads version \(supported); retrain it with `make train-segmenter`"
        case .truncated(let source):
            "segmenter model \(source) is truncated; copy it again or retrain it with `make train-segmenter`"
        case .checksumMismatch(let source):
            "segmenter model \(source) is damaged (checksum mismatch); copy it again or retrain it with `make train-segmenter`"
        case .malformed(let source, let detail):
            "segmenter model \(source) is damaged: \(detail); retrain it with `make train-segmenter`"
        case .bundledModelMissing:
            "the segmenter model (wikiblanks_BlanksText.resources/Resources/segmenter.model) is not beside the wikiblanks binary; "
                + "install the binary with its .resources folders, or rebuild"
        }
    }
}
