import BlanksSupport
import Foundation

/// Where a streaming reader gets its bytes: a plain file, or a gzip or bzip2
/// file decompressed on the fly, chunk by chunk, so memory stays flat.
public protocol ByteSource {
    /// The next chunk, or nil at the end of the input.
    mutating func read() throws -> Data?
}

/// Reads a file in fixed-size chunks.
package struct FileByteSource: ByteSource {
    private let handle: FileHandle
    private let chunkSize: Int

    package init(url: URL, chunkSize: Int = 256 * 1024) throws {
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw CorpusError.cannotOpen(path: url.path, reason: Self.reason(error))
        }
        self.chunkSize = chunkSize
    }

    package mutating func read() throws -> Data? {
        let data = try handle.read(upToCount: chunkSize) ?? Data()
        return data.isEmpty ? nil : data
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// Decompresses a gzip file as it is read. The size limit is the dump's, not
/// a revision's: a whole XML dump may be many gigabytes. Memory and time are
/// capped as `CappedDecompression` says; deflate's largest ratio (about
/// 1,032:1) bounds one `read` to about 1,032 × `sliceBytes`.
public struct GzipByteSource: ByteSource {
    /// Compressed bytes handed to zlib at a time.
    package static let sliceBytes = CappedDecompression.sliceBytes
    private var core: CappedDecompression

    public init(url: URL, limit: Int = .max, maxRatio: Int = 100, ratioFloor: Int = 256 << 20) throws {
        core = try CappedDecompression(
            file: FileByteSource(url: url), decompressor: GzipDecompressor(limit: limit),
            format: "gzip", maxRatio: maxRatio, ratioFloor: ratioFloor)
    }

    package var maxRatio: Int { core.maxRatio }
    public var ratioFloor: Int { core.ratioFloor }

    public mutating func read() throws -> Data? { try core.read() }
}

/// Decompresses a bzip2 file as it is read, Wikimedia's multistream dumps
/// included (the streams one after the other, on this one thread). Capped as
/// `CappedDecompression` says; one `read` returns at most what one bzip2
/// block inflates to (a 900 k block of runs, about 46 MB, at the very most).
package struct Bzip2ByteSource: ByteSource {
    private var core: CappedDecompression

    package init(url: URL, limit: Int = .max, maxRatio: Int = 100, ratioFloor: Int = 256 << 20) throws {
        core = try CappedDecompression(
            file: FileByteSource(url: url), decompressor: Bzip2Decompressor(limit: limit),
            format: "bzip2", maxRatio: maxRatio, ratioFloor: ratioFloor)
    }

    package mutating func read() throws -> Data? { try core.read() }
}

/// The decompression loop both compressed sources share.
///
/// Memory: compressed input is fed `sliceBytes` at a time, so one `read`
/// returns what one slice inflates to, not a whole file chunk's worth. Time:
/// past `ratioFloor` bytes of output, output may not exceed `maxRatio` times
/// the compressed bytes read — real dumps compress about 5:1, a "bomb"
/// 1,000:1 or more — so decompressing costs at most `maxRatio` times the file's size.
struct CappedDecompression {
    static let sliceBytes = 4 << 10
    let maxRatio: Int
    let ratioFloor: Int
    private let format: String
    private var file: FileByteSource
    private let decompressor: any StreamDecompressor
    private var chunk = Data()
    private var offset = 0
    private var compressedBytes = 0
    private var decompressedBytes = 0
    private var finished = false

    init(file: FileByteSource, decompressor: any StreamDecompressor, format: String, maxRatio: Int, ratioFloor: Int) {
        self.file = file
        self.decompressor = decompressor
        self.format = format
        self.maxRatio = maxRatio
        self.ratioFloor = ratioFloor
    }

    mutating func read() throws -> Data? {
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
            let slice = chunk[
                (chunk.startIndex + offset)..<(chunk.startIndex + min(chunk.count, offset + Self.sliceBytes))]
            offset += slice.count
            compressedBytes = compressedBytes.saturatingAdding(slice.count)
            var output = Data()
            try decompressor.decompress(slice) { output.append($0) }
            decompressedBytes = decompressedBytes.saturatingAdding(output.count)
            try Self.checkRatio(
                compressed: compressedBytes, decompressed: decompressedBytes,
                maxRatio: maxRatio, ratioFloor: ratioFloor, format: format)
            if !output.isEmpty { return output }
        }
        return nil
    }

    /// Throws once output passes `ratioFloor` bytes and `maxRatio` times the compressed bytes read.
    static func checkRatio(compressed: Int, decompressed: Int, maxRatio: Int, ratioFloor: Int, format: String) throws {
        let allowed = compressed.multipliedReportingOverflow(by: maxRatio)
        if decompressed > ratioFloor, !allowed.overflow, decompressed > allowed.partialValue {
            throw DumpSourceError.decompressionRatio(
                format: format, compressed: compressed,
                decompressed: decompressed, maxRatio: maxRatio)
        }
    }
}

/// Decompresses a multistream bzip2 file with its streams decoded on `jobs`
/// threads (`ParallelBzip2Reader`): the same bytes as `Bzip2ByteSource`, in
/// order. A single-stream file is decoded on the reading thread. Capped by
/// ratio like `CappedDecompression`, checked after each piece (at most one
/// range's output, `ParallelBzip2Reader.Tuning.rangeOutputCap`).
package struct ParallelBzip2ByteSource: ByteSource {
    private let reader: ParallelBzip2Reader
    private let maxRatio: Int
    private let ratioFloor: Int
    private var decompressedBytes = 0

    package init(url: URL, jobs: Int, limit: Int = .max, maxRatio: Int = 100, ratioFloor: Int = 256 << 20) throws {
        self.init(
            reader: try ParallelBzip2Reader(path: url.path, jobs: jobs, limit: limit), maxRatio: maxRatio,
            ratioFloor: ratioFloor)
    }

    init(reader: ParallelBzip2Reader, maxRatio: Int = 100, ratioFloor: Int = 256 << 20) {
        self.reader = reader
        self.maxRatio = maxRatio
        self.ratioFloor = ratioFloor
    }

    package mutating func read() throws -> Data? {
        guard let data = try reader.read() else { return nil }
        decompressedBytes = decompressedBytes.saturatingAdding(data.count)
        try CappedDecompression.checkRatio(
            compressed: reader.compressedPosition, decompressed: decompressedBytes,
            maxRatio: maxRatio, ratioFloor: ratioFloor, format: "bzip2")
        return data
    }
}
