internal import CBzip2
import Foundation

/// Decodes the bzip2 streams of a file that begin at `start`, one after the
/// other as `bzcat` does, until one ends at or past `end`, or the file ends
/// at a stream's end. The parallel reader runs one per range of a
/// multistream file; a stream still open at `end` is followed to its real
/// end, so a range that was cut at a false boundary still decodes exactly
/// what sequential decoding gives from `start`.
///
/// Memory: libbz2's state (about 3.5 MiB for 900 k blocks) and two buffers.
/// Errors name the offset of the stream they were met in.
package final class Bzip2RangeDecoder {
    /// Compressed bytes read from the file at a time.
    static let readBytes = 256 << 10

    private let file: PositionalFile
    private let end: Int
    private let stream: UnsafeMutablePointer<bz_stream>
    private var open = false
    private var input: [UInt8] = []
    private var consumed = 0
    private var output = [UInt8](repeating: 0, count: 256 << 10)
    private var finished = false
    /// Where the stream being decoded (or the next one) begins.
    package private(set) var streamStart: Int
    /// The file offset of the next compressed byte to decode: once `next`
    /// has returned nil, where the last stream ended.
    package private(set) var position: Int

    package init(file: PositionalFile, start: Int, end: Int) {
        self.file = file
        self.end = end
        position = start
        streamStart = start
        stream = .allocate(capacity: 1)
        stream.initialize(to: bz_stream())
    }

    deinit {
        if open { BZ2_bzDecompressEnd(stream) }
        stream.deallocate()
    }

    /// The next piece of output (at most 256 KiB), or nil once a stream has
    /// ended at or past `end` or at the end of the file.
    package func next() throws(Bzip2Error) -> Data? {
        while !finished {
            if !open {
                if position >= end || position >= file.size {
                    finished = true
                    return nil
                }
                stream.initialize(to: bz_stream())
                let status = BZ2_bzDecompressInit(stream, 0, 0)
                guard status == BZ_OK else { throw Bzip2Error.library(code: status) }
                open = true
                streamStart = position
            }
            if consumed == input.count {
                input = try file.read(at: position, count: Self.readBytes)
                consumed = 0
                guard !input.isEmpty else { throw failure(.truncated) }
            }
            let (status, used, produced) = step()
            consumed += used
            position += used
            switch status {
            case BZ_STREAM_END:
                BZ2_bzDecompressEnd(stream)
                open = false
            case BZ_OK:
                break
            case BZ_DATA_ERROR_MAGIC:
                throw failure(streamStart == 0 ? .notBzip2 : .corrupt("bad stream header"))
            case BZ_DATA_ERROR:
                throw failure(.corrupt("bad block data or checksum"))
            default:
                throw failure(.library(code: status))
            }
            if produced > 0 { return Data(output[0..<produced]) }
        }
        return nil
    }

    /// One call of libbz2 on the unread input: its status, the input bytes it used and the output bytes it made.
    private func step() -> (status: Int32, used: Int, produced: Int) {
        let stream = self.stream
        let consumed = self.consumed
        return input.withUnsafeMutableBytes { source in
            output.withUnsafeMutableBytes { target in
                let given = source.count - consumed
                stream.pointee.next_in = (source.baseAddress! + consumed).assumingMemoryBound(to: CChar.self)
                stream.pointee.avail_in = UInt32(given)
                stream.pointee.next_out = target.baseAddress!.assumingMemoryBound(to: CChar.self)
                stream.pointee.avail_out = UInt32(target.count)
                let status = BZ2_bzDecompress(stream)
                return (status, given - Int(stream.pointee.avail_in), target.count - Int(stream.pointee.avail_out))
            }
        }
    }

    private func failure(_ error: Bzip2Error) -> Bzip2Error {
        finished = true
        return .inStream(offset: streamStart, error)
    }
}
