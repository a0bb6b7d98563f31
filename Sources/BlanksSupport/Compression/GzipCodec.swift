internal import CZlib
import Foundation

/// gzip compression over zlib (window bits 31), readable by `zcat`.
///
/// Output is canonical — modification time 0, OS "Unix", and a header CRC —
/// so the same input always gives the same bytes, and a flipped byte anywhere
/// in the file, header included, is detected on reading.
package enum GzipCodec {
    /// The default ceiling for one decompressed revision.
    public static let defaultSizeLimit = 64 << 20

    /// Compresses `data` in one go.
    package static func compress(_ data: Data, level: Int32 = 6) throws -> Data {
        let compressor = try GzipCompressor(level: level)
        var output = Data()
        try compressor.compress(data) { output.append($0) }
        try compressor.finish { output.append($0) }
        return output
    }

    /// Decompresses a whole gzip member, refusing output beyond `limit` bytes.
    /// A plain single-member file takes libdeflate's fast path; the rest, and
    /// every fault, are read by zlib, whose errors say what is wrong.
    package static func decompress(_ data: Data, limit: Int = defaultSizeLimit) throws -> Data {
        if let content = SingleMemberGzip.decompress(data, limit: limit) { return content }
        let decompressor = try GzipDecompressor(limit: limit)
        var output = Data()
        try decompressor.decompress(data) { output.append($0) }
        try decompressor.finish()
        return output
    }

    /// `decompress` into an array, with the CRC-32 of the content: read from
    /// the trailer that inflating checked it against on the fast path, so a
    /// table fingerprinted by that CRC is not read a second time for it.
    package static func decompressedBytes(_ data: Data, limit: Int = defaultSizeLimit) throws -> (
        bytes: [UInt8], checksum: UInt32
    ) {
        if let content = SingleMemberGzip.decompressedBytes(data, limit: limit) { return content }
        let bytes = [UInt8](try decompress(data, limit: limit))
        return (bytes, CRC32.checksum(bytes))
    }
}

/// Streaming gzip compression: feed chunks, receive compressed chunks.
package final class GzipCompressor {
    private let stream: ZlibStream
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    package init(level: Int32 = 6) throws(GzipError) {
        do { stream = try ZlibStream(.deflate(level: level, memLevel: 8), format: .gzip) } catch {
            throw GzipError.zlib(code: error.code, message: error.message)
        }
    }

    /// Compresses one chunk; `emit` receives whatever compressed output is ready.
    package func compress(_ data: Data, emit: (Data) throws -> Void) throws {
        guard !data.isEmpty else { return }
        try data.withUnsafeBytes { raw in
            stream.setInput(raw)
            try run(flush: Z_NO_FLUSH, emit: emit)
        }
    }

    /// Writes the end of the stream (remaining data and the gzip trailer).
    package func finish(emit: (Data) throws -> Void) throws {
        stream.setInput(UnsafeRawBufferPointer(start: nil, count: 0))
        try run(flush: Z_FINISH, emit: emit)
    }

    private func run(flush: Int32, emit: (Data) throws -> Void) throws {
        let stream = self.stream
        try buffer.withUnsafeMutableBytes { out in
            while true {
                let (status, produced) = stream.step(into: out, flush: flush)
                if produced > 0 { try emit(Data(out.prefix(produced))) }
                if status == Z_STREAM_END { return }
                guard status == Z_OK || status == Z_BUF_ERROR else {
                    throw GzipError.zlib(code: status, message: "deflate failed")
                }
                if flush == Z_NO_FLUSH && stream.availableInput == 0 { return }
            }
        }
    }
}

/// Streaming gzip decompression with a ceiling on the total output.
///
/// Reads one gzip member; concatenated members (as `cat a.gz b.gz` makes)
/// are followed, as `zcat` does. Memory is one 64 KiB buffer whatever the
/// input; time is linear in input plus output.
package final class GzipDecompressor {
    private let stream: ZlibStream
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private let limit: Int
    private var produced = 0
    private var ended = false
    private var sawInput = false

    package init(limit: Int = GzipCodec.defaultSizeLimit) throws(GzipError) {
        self.limit = limit
        do { stream = try ZlibStream(.inflate, format: .gzip) } catch {
            throw GzipError.zlib(code: error.code, message: error.message)
        }
    }

    /// Decompresses one chunk of compressed input; `emit` receives output as it is ready.
    package func decompress(_ data: Data, emit: (Data) throws -> Void) throws {
        guard !data.isEmpty else { return }
        try data.withUnsafeBytes { raw in
            var offset = 0
            if !sawInput {
                sawInput = true
                if raw.count >= 1 && raw[0] != 0x1f || raw.count >= 2 && raw[1] != 0x8b {
                    throw GzipError.notGzip
                }
            }
            while offset < raw.count {
                if ended {
                    // A new member follows; anything else after the trailer is an error.
                    guard raw[offset] == 0x1f else { throw GzipError.corrupt("trailing garbage after the gzip stream") }
                    do throws(ZlibFailure) { try stream.reset() } catch {
                        throw GzipError.zlib(code: error.code, message: error.message)
                    }
                    ended = false
                }
                stream.setInput(UnsafeRawBufferPointer(rebasing: raw[offset...]))
                try run(emit: emit)
                offset = raw.count - stream.availableInput
            }
        }
    }

    /// Confirms the stream ended with a complete trailer.
    package func finish() throws(GzipError) {
        guard sawInput, ended else { throw GzipError.truncated }
    }

    private func run(emit: (Data) throws -> Void) throws {
        let stream = self.stream
        let limit = self.limit
        try buffer.withUnsafeMutableBytes { out in
            while true {
                let (status, count) = stream.step(into: out, flush: Z_NO_FLUSH)
                let (total, overflow) = produced.addingReportingOverflow(count)
                if overflow || total > limit { throw GzipError.tooLarge(limit: limit) }
                produced = total
                if count > 0 { try emit(Data(out.prefix(count))) }
                switch status {
                case Z_STREAM_END:
                    ended = true
                    return
                case Z_OK:
                    if stream.availableInput == 0 && count != out.count { return }
                case Z_BUF_ERROR:
                    return  // needs more input
                case Z_DATA_ERROR:
                    let message = stream.lastMessage ?? "invalid data"
                    if message.contains("header check") || message.contains("unknown compression") {
                        throw GzipError.notGzip
                    }
                    throw GzipError.corrupt(message)
                case Z_MEM_ERROR:
                    throw GzipError.zlib(code: status, message: "out of memory")
                default:
                    throw GzipError.zlib(code: status, message: "inflate failed")
                }
            }
        }
    }
}
