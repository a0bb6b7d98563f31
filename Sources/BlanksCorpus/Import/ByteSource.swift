import BlanksSupport
import Foundation

/// Where a streaming reader gets its bytes: a plain file, or a gzip file
/// decompressed on the fly, chunk by chunk, so memory stays flat.
public protocol ByteSource {
    /// The next chunk, or nil at the end of the input.
    mutating func read() throws -> Data?
}

/// Reads a file in fixed-size chunks.
public struct FileByteSource: ByteSource {
    private let handle: FileHandle
    private let chunkSize: Int

    public init(url: URL, chunkSize: Int = 256 * 1024) throws {
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw CorpusError.cannotOpen(path: url.path, reason: Self.reason(error))
        }
        self.chunkSize = chunkSize
    }

    public mutating func read() throws -> Data? {
        let data = try handle.read(upToCount: chunkSize) ?? Data()
        return data.isEmpty ? nil : data
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// Decompresses a gzip file as it is read. The size limit is the dump's, not
/// a revision's: a whole XML dump may be many gigabytes.
///
/// Memory: compressed input is fed `sliceBytes` at a time, so one `read`
/// returns at most about 1,032 × `sliceBytes` (deflate's largest ratio), not
/// a whole file chunk's worth. Time: past `ratioFloor` bytes of output, output
/// may not exceed `maxRatio` times the compressed bytes read — real dumps
/// compress about 5:1, a "zip bomb" 1,000:1 — so decompressing costs at most
/// `maxRatio` times the file's size.
public struct GzipByteSource: ByteSource {
    /// Compressed bytes handed to zlib at a time.
    public static let sliceBytes = 4 << 10
    /// Output allowed per compressed byte, once past `ratioFloor`.
    public let maxRatio: Int
    /// Output allowed whatever the ratio.
    public let ratioFloor: Int

    private var file: FileByteSource
    private let decompressor: GzipDecompressor
    private var chunk = Data()
    private var offset = 0
    private var compressedBytes = 0
    private var decompressedBytes = 0
    private var finished = false

    public init(url: URL, limit: Int = .max, maxRatio: Int = 100, ratioFloor: Int = 256 << 20) throws {
        file = try FileByteSource(url: url)
        decompressor = try GzipDecompressor(limit: limit)
        self.maxRatio = maxRatio
        self.ratioFloor = ratioFloor
    }

    public mutating func read() throws -> Data? {
        while !finished {
            if offset >= chunk.count {
                guard let next = try file.read() else {
                    finished = true
                    try decompressor.finish()
                    return nil
                }
                chunk = next
                offset = 0
            }
            let slice = chunk[(chunk.startIndex + offset)..<(chunk.startIndex + min(chunk.count, offset + Self.sliceBytes))]
            offset += slice.count
            compressedBytes = compressedBytes.saturatingAdding(slice.count)
            var output = Data()
            try decompressor.decompress(slice) { output.append($0) }
            decompressedBytes = decompressedBytes.saturatingAdding(output.count)
            let allowed = compressedBytes.multipliedReportingOverflow(by: maxRatio)
            if decompressedBytes > ratioFloor, !allowed.overflow, decompressedBytes > allowed.partialValue {
                throw DumpSourceError.decompressionRatio(compressed: compressedBytes, decompressed: decompressedBytes,
                                                         maxRatio: maxRatio)
            }
            if !output.isEmpty { return output }
        }
        return nil
    }
}
