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
public struct GzipByteSource: ByteSource {
    private var file: FileByteSource
    private let decompressor: GzipDecompressor
    private var finished = false

    public init(url: URL, limit: Int = .max) throws {
        file = try FileByteSource(url: url)
        decompressor = try GzipDecompressor(limit: limit)
    }

    public mutating func read() throws -> Data? {
        while !finished {
            guard let chunk = try file.read() else {
                finished = true
                try decompressor.finish()
                return nil
            }
            var output = Data()
            try decompressor.decompress(chunk) { output.append($0) }
            if !output.isEmpty { return output }
        }
        return nil
    }
}
