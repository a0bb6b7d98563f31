/// Why a gzip stream could not be read or written. Each case names a
/// different fault so a user can tell a damaged file from a foreign one.
package enum GzipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with the gzip magic number (1f 8b).
    case notGzip
    /// The data ends before the gzip trailer: a partial download or write.
    case truncated
    /// The stream is damaged: bad deflate data, or a header or content
    /// checksum that does not match.
    case corrupt(String)
    /// Decompressing would exceed the allowed size (a "zip bomb" guard).
    case tooLarge(limit: Int)
    /// zlib refused for another reason (memory, version).
    case zlib(code: Int32, message: String)

    package var description: String {
        switch self {
        case .notGzip: return "not a gzip file (wrong magic number)"
        case .truncated: return "truncated gzip data (ends before the gzip trailer)"
        case .corrupt(let why): return "corrupt gzip data (\(why))"
        case .tooLarge(let limit): return "decompressed size exceeds the limit of \(limit) bytes"
        case .zlib(let code, let message): return "zlib error \(code): \(message)"
        }
    }
}
