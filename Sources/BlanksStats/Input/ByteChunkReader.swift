/// Hands out a source's bytes in chunks, so a large text is never held whole.
///
/// A reader belongs to the one task that reads it; chunk boundaries fall
/// anywhere, even inside a UTF-8 sequence.
package protocol ByteChunkReader {
    /// The next chunk (never empty), or nil at the end of the source.
    mutating func next() async throws -> [UInt8]?
}

/// Something the analyses can read: it opens a fresh reader for each run.
package protocol TextStreamSource: Sendable, CustomStringConvertible {
    func openReader(chunkSize: Int) async throws -> any ByteChunkReader
}
