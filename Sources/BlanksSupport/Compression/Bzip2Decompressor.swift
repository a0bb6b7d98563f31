internal import CBzip2
import Foundation

/// Streaming bzip2 decompression through libbz2, with a ceiling on the total output.
///
/// Concatenated streams — Wikimedia's "multistream" dumps, or `cat a.bz2
/// b.bz2` — are followed one after the other, as `bzcat` does; anything else
/// after a stream's end is an error. Memory is libbz2's state (about 3.5 MiB
/// for 900 k blocks) and one 64 KiB buffer; time is linear in input plus output.
package final class Bzip2Decompressor: StreamDecompressor {
    private let stream: UnsafeMutablePointer<bz_stream>
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private let limit: Int
    private var produced = 0
    private var open = false
    private var sawInput = false
    /// Bytes of the stream magic seen so far at the start of a stream ("BZh" and a digit).
    private var magicSeen = 0

    package init(limit: Int = GzipCodec.defaultSizeLimit) throws(Bzip2Error) {
        self.limit = limit
        stream = .allocate(capacity: 1)
        stream.initialize(to: bz_stream())
        try begin()
    }

    deinit {
        if open { BZ2_bzDecompressEnd(stream) }
        stream.deallocate()
    }

    /// Streams completed so far.
    package private(set) var streamsEnded = 0

    package func decompress(_ data: Data, emit: (Data) throws -> Void) throws {
        guard !data.isEmpty else { return }
        try data.withUnsafeBytes { raw in
            var offset = 0
            sawInput = true
            while offset < raw.count {
                if !open {
                    try begin()
                }
                offset = try checkMagic(raw, from: offset)
                let given = min(raw.count - offset, Int(UInt32.max))
                stream.pointee.next_in = UnsafeMutablePointer(
                    mutating: (raw.baseAddress! + offset).assumingMemoryBound(to: CChar.self))
                stream.pointee.avail_in = UInt32(given)
                try run(emit: emit)
                offset += given - Int(stream.pointee.avail_in)
            }
        }
    }

    package func finish() throws {
        guard sawInput, !open else { throw Bzip2Error.truncated }
    }

    /// Checks the magic bytes at the start of each stream (they may span chunks);
    /// returns `offset` unchanged: libbz2 reads them again itself.
    private func checkMagic(_ raw: UnsafeRawBufferPointer, from offset: Int) throws -> Int {
        guard magicSeen < 4 else { return offset }
        let expected: [UInt8] = [0x42, 0x5a, 0x68]  // "BZh"
        var index = offset
        while magicSeen < 4, index < raw.count {
            let byte = raw[index]
            let ok = magicSeen < 3 ? byte == expected[magicSeen] : (0x31...0x39).contains(byte)
            guard ok else {
                throw streamsEnded == 0
                    ? Bzip2Error.notBzip2 : Bzip2Error.corrupt("trailing garbage after the bzip2 stream")
            }
            magicSeen += 1
            index += 1
        }
        return offset
    }

    private func begin() throws(Bzip2Error) {
        stream.initialize(to: bz_stream())
        let status = BZ2_bzDecompressInit(stream, 0, 0)
        guard status == BZ_OK else { throw Bzip2Error.library(code: status) }
        open = true
        magicSeen = 0
    }

    private func run(emit: (Data) throws -> Void) throws {
        let stream = self.stream
        let limit = self.limit
        try buffer.withUnsafeMutableBytes { out in
            while true {
                stream.pointee.next_out = out.baseAddress?.assumingMemoryBound(to: CChar.self)
                stream.pointee.avail_out = UInt32(out.count)
                let status = BZ2_bzDecompress(stream)
                let count = out.count - Int(stream.pointee.avail_out)
                let (total, overflow) = produced.addingReportingOverflow(count)
                if overflow || total > limit { throw Bzip2Error.tooLarge(limit: limit) }
                produced = total
                if count > 0 { try emit(Data(out.prefix(count))) }
                switch status {
                case BZ_STREAM_END:
                    BZ2_bzDecompressEnd(stream)
                    open = false
                    streamsEnded += 1
                    return
                case BZ_OK:
                    if stream.pointee.avail_in == 0 && count != out.count { return }
                case BZ_DATA_ERROR_MAGIC:
                    throw streamsEnded == 0 ? Bzip2Error.notBzip2 : Bzip2Error.corrupt("bad stream header")
                case BZ_DATA_ERROR:
                    throw Bzip2Error.corrupt("bad block data or checksum")
                default:
                    throw Bzip2Error.library(code: status)
                }
            }
        }
    }
}

/// bzip2 compression in one go: test fixtures and benchmark inputs (the tool
/// only reads bzip2). Concatenating the output of several calls makes a
/// multistream file.
package enum Bzip2Codec {
    package static func compress(_ data: Data, blockSize100k: Int32 = 9) throws(Bzip2Error) -> Data {
        let stream = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
        stream.initialize(to: bz_stream())
        defer { stream.deallocate() }
        guard data.count <= Int(UInt32.max) else { throw Bzip2Error.tooLarge(limit: Int(UInt32.max)) }
        let status = BZ2_bzCompressInit(stream, blockSize100k, 0, 0)
        guard status == BZ_OK else { throw Bzip2Error.library(code: status) }
        defer { BZ2_bzCompressEnd(stream) }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var input = data
        let result: Int32 = input.withUnsafeMutableBytes { raw in
            stream.pointee.next_in = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
            stream.pointee.avail_in = UInt32(raw.count)
            return buffer.withUnsafeMutableBytes { out in
                while true {
                    stream.pointee.next_out = out.baseAddress?.assumingMemoryBound(to: CChar.self)
                    stream.pointee.avail_out = UInt32(out.count)
                    let status = BZ2_bzCompress(stream, BZ_FINISH)
                    output.append(contentsOf: out.prefix(out.count - Int(stream.pointee.avail_out)))
                    if status != BZ_FINISH_OK { return status }
                }
            }
        }
        guard result == BZ_STREAM_END else { throw Bzip2Error.library(code: result) }
        return output
    }
}
