/// Why a bzip2 stream could not be read. Each case names a different fault
/// so a user can tell a damaged file from a foreign one.
package enum Bzip2Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with the bzip2 magic ("BZh" and a block size digit).
    case notBzip2
    /// The data ends inside a stream: a partial download or write.
    case truncated
    /// The stream is damaged: bad block data or a CRC that does not match.
    case corrupt(String)
    /// Decompressing would exceed the allowed size (a "bomb" guard).
    case tooLarge(limit: Int)
    /// libbz2 refused for another reason (memory, configuration).
    case library(code: Int32)
    /// The file could not be read (the system's reason).
    case unreadable(String)
    /// `error`, met in the stream that starts `offset` bytes into the file:
    /// where to look in a multistream dump.
    indirect case inStream(offset: Int, Bzip2Error)

    package var description: String {
        switch self {
        case .notBzip2: return "not a bzip2 file (wrong magic number)"
        case .truncated: return "truncated bzip2 data (ends inside a stream)"
        case .corrupt(let why): return "corrupt bzip2 data (\(why))"
        case .tooLarge(let limit): return "decompressed size exceeds the limit of \(limit) bytes"
        case .library(let code): return "libbz2 error \(code)"
        case .unreadable(let reason): return "cannot read the bzip2 file (\(reason))"
        case .inStream(let offset, let error): return "\(error), in the stream at byte \(offset)"
        }
    }
}
