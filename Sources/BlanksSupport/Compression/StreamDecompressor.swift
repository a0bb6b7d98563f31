import Foundation

/// A streaming decompressor with a ceiling on its total output: gzip and
/// bzip2 alike, so a dump reader caps and paces both the same way.
package protocol StreamDecompressor: AnyObject {
    /// Decompresses one chunk of compressed input; `emit` receives output as it is ready.
    func decompress(_ data: Data, emit: (Data) throws -> Void) throws
    /// Confirms the input ended at the end of a complete stream.
    func finish() throws
}

extension GzipDecompressor: StreamDecompressor {}
