/// Reads bytes already in memory (a corpus revision's content) in chunks of a
/// fixed size, so that they flow through the same streaming path as a file.
package struct MemoryChunkReader: ByteChunkReader {
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    package init(_ bytes: [UInt8], chunkSize: Int) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    package mutating func next() async throws -> [UInt8]? {
        guard offset < bytes.count else { return nil }
        let end = min(offset + chunkSize, bytes.count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
