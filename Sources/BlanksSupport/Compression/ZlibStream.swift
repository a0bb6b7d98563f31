internal import CZlib

/// The container around a deflate stream, chosen by zlib's window bits.
package enum ZlibFormat: Sendable {
    /// zlib header and Adler-32 trailer (window bits 15).
    case zlib
    /// gzip header and CRC-32 trailer (window bits 31), as `zcat` reads.
    case gzip
    /// Reading only: zlib or gzip, told apart by the header (window bits 47).
    case automatic
    /// Bare deflate data, no header or trailer (window bits -15): a zip entry's body.
    case raw

    var windowBits: Int32 {
        switch self {
        case .zlib: return 15
        case .gzip: return 31
        case .automatic: return 47
        case .raw: return -15
        }
    }
}

/// Why zlib refused: its status code and, when it gave one, its message.
package struct ZlibFailure: Error, Sendable, Equatable {
    package var code: Int32
    package var message: String

    package init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }
}

/// One zlib stream, compressing or decompressing: the only place in the
/// package that sets up, drives and ends a `z_stream`.
///
/// The stream lives at a fixed address (zlib keeps a pointer back to it), and
/// zlib reads its input through a non-const pointer without writing it, so
/// inputs are lent, never copied. Not thread-safe: one owner at a time.
package final class ZlibStream {
    package enum Direction: Sendable {
        /// Compress at `level` (0–9) with zlib's `memLevel` (1–9); a gzip
        /// header, when the format has one, is canonical: time 0, OS Unix,
        /// with a header CRC, so equal input gives equal bytes.
        case deflate(level: Int32, memLevel: Int32)
        case inflate
    }

    private let stream: UnsafeMutablePointer<z_stream>
    private let header: UnsafeMutablePointer<gz_header>?
    package let direction: Direction

    package init(_ direction: Direction, format: ZlibFormat) throws(ZlibFailure) {
        self.direction = direction
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status: Int32
        switch direction {
        case .deflate(let level, let memLevel):
            status = deflateInit2_(
                stream, level, Z_DEFLATED, format.windowBits, memLevel, Z_DEFAULT_STRATEGY,
                ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            if status == Z_OK, format == .gzip {
                let header = UnsafeMutablePointer<gz_header>.allocate(capacity: 1)
                header.initialize(to: gz_header())
                header.pointee.time = 0
                header.pointee.os = 3
                header.pointee.hcrc = 1
                deflateSetHeader(stream, header)
                self.header = header
            } else {
                self.header = nil
            }
        case .inflate:
            status = inflateInit2_(stream, format.windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            header = nil
        }
        guard status == Z_OK else {
            header?.deallocate()
            stream.deallocate()
            throw ZlibFailure(code: status, message: "\(direction.name)Init2 failed")
        }
    }

    deinit {
        switch direction {
        case .deflate: deflateEnd(stream)
        case .inflate: inflateEnd(stream)
        }
        header?.deallocate()
        stream.deallocate()
    }

    /// Lends `input` as the next bytes to read (the pointer must stay valid
    /// until they are consumed).
    package func setInput(_ input: UnsafeRawBufferPointer) {
        stream.pointee.next_in = input.baseAddress.map {
            UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self))
        }
        stream.pointee.avail_in = uInt(input.count)
    }

    /// Input bytes not yet consumed.
    package var availableInput: Int { Int(stream.pointee.avail_in) }

    /// Total input consumed and output produced since the start or the last reset.
    package var totalIn: Int { Int(stream.pointee.total_in) }
    package var totalOut: Int { Int(stream.pointee.total_out) }

    /// zlib's own explanation of the last error, when it gave one.
    package var lastMessage: String? { stream.pointee.msg.map { String(cString: $0) } }

    /// Runs deflate or inflate once into `output` with the given flush mode;
    /// returns zlib's status and how many bytes were written.
    package func step(into output: UnsafeMutableRawBufferPointer, flush: Int32) -> (status: Int32, produced: Int) {
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(output.count)
        let status: Int32
        switch direction {
        case .deflate: status = deflate(stream, flush)
        case .inflate: status = inflate(stream, flush)
        }
        return (status, output.count - Int(stream.pointee.avail_out))
    }

    /// Starts a new member (inflating concatenated gzip members, as `zcat` does).
    package func reset() throws(ZlibFailure) {
        let status: Int32
        switch direction {
        case .deflate: status = deflateReset(stream)
        case .inflate: status = inflateReset(stream)
        }
        guard status == Z_OK else { throw ZlibFailure(code: status, message: "reset failed") }
    }

    /// The upper bound of deflate's output for `count` input bytes.
    package func bound(forInputCount count: Int) -> Int {
        Int(deflateBound(stream, uLong(count)))
    }
}

extension ZlibStream.Direction {
    fileprivate var name: String {
        switch self {
        case .deflate: return "deflate"
        case .inflate: return "inflate"
        }
    }
}
