import CZlib

/// The tagger's only contact with zlib: deflate the model payload, inflate it
/// (or a gzip treebank) back, and checksum it. zlib reads its input through a
/// non-const pointer but never writes it, so inputs are lent, not copied.
enum TaggerZlib {
    /// Why zlib refused a buffer; the caller turns it into a file-level error.
    struct Failure: Error {
        var code: Int32
    }

    /// zlib-format deflate at the best compression level; deterministic for a
    /// given zlib version, so the same model gives the same file.
    static func compress(_ input: [UInt8]) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        var status = deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(code: status) }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        status = input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress.map(UnsafeMutablePointer.init(mutating:))
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// Inflates a zlib stream (`windowBits` 15) or, with `windowBits` 47, either
    /// zlib or gzip. Stops with a failure past `limit` output bytes, and when
    /// the stream is cut short or has bytes after its end.
    static func decompress(_ input: [UInt8], windowBits: Int32 = 15, limit: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        var status = inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(code: status) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let inputCount = input.count
        status = input.withUnsafeBufferPointer { inBuffer -> Int32 in
            stream.next_in = inBuffer.baseAddress.map(UnsafeMutablePointer.init(mutating:))
            stream.avail_in = uInt(inBuffer.count)
            while true {
                let code = chunk.withUnsafeMutableBufferPointer { outBuffer -> Int32 in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(outBuffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit { return Z_BUF_ERROR }
                if code == Z_STREAM_END {
                    // Concatenated gzip members (as `cat a.gz b.gz` makes) continue.
                    if windowBits > 15, stream.avail_in > 0 {
                        let reset = inflateReset(&stream)
                        if reset != Z_OK { return reset }
                        continue
                    }
                    return Z_STREAM_END
                }
                if code != Z_OK { return code == Z_BUF_ERROR ? Z_DATA_ERROR : code }
                if stream.avail_in == 0 && produced == 0 { return Z_DATA_ERROR }
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_in) <= inputCount, stream.avail_in == 0 else {
            throw Failure(code: status == Z_STREAM_END ? Z_DATA_ERROR : status)
        }
        return output
    }

    /// Inflates a zlib stream whose output size is known (a model payload)
    /// straight into one buffer of that size: no chunks to copy, no regrowth.
    /// Fails when the stream is damaged, ends early, or would give more.
    static func decompress(_ input: ArraySlice<UInt8>, exactSize: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        let initStatus = inflateInit2_(&stream, 15, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initStatus == Z_OK else { throw Failure(code: initStatus) }
        defer { inflateEnd(&stream) }
        var status = Z_OK
        // One byte of room beyond the size, so a longer stream shows as unfinished.
        let output = [UInt8](unsafeUninitializedCapacity: exactSize + 1) { outBuffer, initialized in
            status = input.withUnsafeBufferPointer { inBuffer in
                stream.next_in = inBuffer.baseAddress.map(UnsafeMutablePointer.init(mutating:))
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return inflate(&stream, Z_FINISH)
            }
            initialized = outBuffer.count - Int(stream.avail_out)
        }
        guard status == Z_STREAM_END, output.count == exactSize, stream.avail_in == 0 else {
            throw Failure(code: status == Z_STREAM_END ? Z_DATA_ERROR : status)
        }
        return output
    }

    /// True when the bytes start with the gzip magic number.
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b
    }

    /// CRC-32 (the zlib/gzip polynomial) of a buffer.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
