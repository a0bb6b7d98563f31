import CZlib
import Foundation

/// gzip compression over zlib (window bits 31), readable by `zcat`.
///
/// Output is canonical — modification time 0, OS "Unix", and a header CRC —
/// so the same input always gives the same bytes, and a flipped byte anywhere
/// in the file, header included, is detected on reading.
public enum GzipCodec {
    /// The default ceiling for one decompressed revision.
    public static let defaultSizeLimit = 64 << 20

    /// Compresses `data` in one go.
    public static func compress(_ data: Data, level: Int32 = 6) throws -> Data {
        let compressor = try GzipCompressor(level: level)
        var output = Data()
        try compressor.compress(data) { output.append($0) }
        try compressor.finish { output.append($0) }
        return output
    }

    /// Decompresses a whole gzip member, refusing output beyond `limit` bytes.
    public static func decompress(_ data: Data, limit: Int = defaultSizeLimit) throws -> Data {
        let decompressor = try GzipDecompressor(limit: limit)
        var output = Data()
        try decompressor.decompress(data) { output.append($0) }
        try decompressor.finish()
        return output
    }
}

/// Streaming gzip compression: feed chunks, receive compressed chunks.
public final class GzipCompressor {
    private var stream: UnsafeMutablePointer<z_stream>
    private var header: UnsafeMutablePointer<gz_header>
    private var buffer: [UInt8]

    public init(level: Int32 = 6) throws {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        header = .allocate(capacity: 1)
        header.initialize(to: gz_header())
        header.pointee.time = 0
        header.pointee.os = 3
        header.pointee.hcrc = 1
        buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let status = deflateInit2_(stream, level, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY,
                                   ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            header.deallocate()
            stream.deallocate()
            throw GzipError.zlib(code: status, message: "deflateInit2 failed")
        }
        deflateSetHeader(stream, header)
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        header.deallocate()
    }

    /// Compresses one chunk; `emit` receives whatever compressed output is ready.
    public func compress(_ data: Data, emit: (Data) throws -> Void) throws {
        guard !data.isEmpty else { return }
        try data.withUnsafeBytes { raw in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: raw.bindMemory(to: Bytef.self).baseAddress)
            stream.pointee.avail_in = uInt(raw.count)
            try run(flush: Z_NO_FLUSH, emit: emit)
        }
    }

    /// Writes the end of the stream (remaining data and the gzip trailer).
    public func finish(emit: (Data) throws -> Void) throws {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        try run(flush: Z_FINISH, emit: emit)
    }

    private func run(flush: Int32, emit: (Data) throws -> Void) throws {
        let capacity = buffer.count
        let stream = self.stream
        try buffer.withUnsafeMutableBufferPointer { out in
            while true {
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(capacity)
                let status = deflate(stream, flush)
                let produced = capacity - Int(stream.pointee.avail_out)
                if produced > 0 { try emit(Data(bytes: out.baseAddress!, count: produced)) }
                if status == Z_STREAM_END { return }
                guard status == Z_OK || status == Z_BUF_ERROR else {
                    throw GzipError.zlib(code: status, message: "deflate failed")
                }
                if flush == Z_NO_FLUSH && stream.pointee.avail_in == 0 { return }
            }
        }
    }
}

/// Streaming gzip decompression with a ceiling on the total output.
///
/// Reads one gzip member; concatenated members (as `cat a.gz b.gz` makes)
/// are followed, as `zcat` does.
public final class GzipDecompressor {
    private var stream: UnsafeMutablePointer<z_stream>
    private var buffer: [UInt8]
    private let limit: Int
    private var produced = 0
    private var ended = false
    private var sawInput = false

    public init(limit: Int = GzipCodec.defaultSizeLimit) throws {
        self.limit = limit
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let status = inflateInit2_(stream, 31, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw GzipError.zlib(code: status, message: "inflateInit2 failed")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Decompresses one chunk of compressed input; `emit` receives output as it is ready.
    public func decompress(_ data: Data, emit: (Data) throws -> Void) throws {
        guard !data.isEmpty else { return }
        try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var offset = 0
            if !sawInput {
                sawInput = true
                if bytes.count >= 1 && bytes[0] != 0x1f || bytes.count >= 2 && bytes[1] != 0x8b {
                    throw GzipError.notGzip
                }
            }
            while offset < bytes.count {
                if ended {
                    // A new member follows; anything else after the trailer is an error.
                    guard bytes[offset] == 0x1f else { throw GzipError.corrupt("trailing garbage after the gzip stream") }
                    inflateReset(stream)
                    ended = false
                }
                stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress! + offset)
                stream.pointee.avail_in = uInt(bytes.count - offset)
                try run(emit: emit)
                offset = bytes.count - Int(stream.pointee.avail_in)
            }
        }
    }

    /// Confirms the stream ended with a complete trailer.
    public func finish() throws {
        guard sawInput else { throw GzipError.truncated }
        guard ended else { throw GzipError.truncated }
    }

    private func run(emit: (Data) throws -> Void) throws {
        let capacity = buffer.count
        let stream = self.stream
        let limit = self.limit
        var produced = self.produced
        var ended = false
        defer { self.produced = produced; if ended { self.ended = true } }
        try buffer.withUnsafeMutableBufferPointer { out in
            while true {
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(capacity)
                let status = inflate(stream, Z_NO_FLUSH)
                let count = capacity - Int(stream.pointee.avail_out)
                produced += count
                if produced > limit { throw GzipError.tooLarge(limit: limit) }
                if count > 0 { try emit(Data(bytes: out.baseAddress!, count: count)) }
                switch status {
                case Z_STREAM_END:
                    ended = true
                    return
                case Z_OK:
                    if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 { return }
                case Z_BUF_ERROR:
                    return  // needs more input
                case Z_DATA_ERROR:
                    let message = stream.pointee.msg.map { String(cString: $0) } ?? "invalid data"
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
