/// Why the bytes of a dump stopped being read before its end.
package enum DumpSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A compressed dump that inflates far beyond what real dumps do: a
    /// decompression bomb, or a damaged file; reading it would take time out
    /// of all proportion to its size. `format` is "gzip" or "bzip2".
    case decompressionRatio(format: String, compressed: Int, decompressed: Int, maxRatio: Int)

    package var description: String {
        switch self {
        case .decompressionRatio(let format, let compressed, let decompressed, let maxRatio):
            return "the \(format) layer gave \(decompressed) bytes from \(compressed) compressed bytes, "
                + "more than \(maxRatio) times as many (a decompression bomb, not a dump?)"
        }
    }
}
