internal import CZlib

/// Whole-buffer compression over `ZlibStream`: the model payload and the
/// treebank and word-list inputs of training, which fit in memory.
package enum Zlib {
    /// Deflate (zlib format unless `format` says otherwise) at the best compression
    /// level; deterministic for a given zlib version, so the same input gives the same file.
    package static func compress(_ input: [UInt8], format: ZlibFormat = .zlib) throws(ZlibFailure) -> [UInt8] {
        let stream = try ZlibStream(.deflate(level: Z_BEST_COMPRESSION, memLevel: 9), format: format)
        var output = [UInt8](repeating: 0, count: stream.bound(forInputCount: input.count) + 64)
        let status = input.withUnsafeBytes { inBuffer in
            output.withUnsafeMutableBytes { outBuffer in
                stream.setInput(inBuffer)
                return stream.step(into: outBuffer, flush: Z_FINISH).status
            }
        }
        guard status == Z_STREAM_END else { throw ZlibFailure(code: status, message: "deflate did not finish") }
        output.removeSubrange(stream.totalOut...)
        return output
    }

    /// Inflates a whole zlib or gzip buffer (`format`), following concatenated
    /// gzip members. Fails past `limit` output bytes, and when the stream is
    /// cut short or has bytes after its end. O(output) time and memory.
    package static func decompress(_ input: [UInt8], format: ZlibFormat = .zlib, limit: Int) throws(ZlibFailure)
        -> [UInt8]
    {
        let stream = try ZlibStream(.inflate, format: format)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let followsMembers = format == .gzip || format == .automatic
        var failure: ZlibFailure?
        input.withUnsafeBytes { inBuffer in
            stream.setInput(inBuffer)
            while true {
                let (code, produced) = chunk.withUnsafeMutableBytes { stream.step(into: $0, flush: Z_NO_FLUSH) }
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit {
                    failure = ZlibFailure(code: Z_BUF_ERROR, message: "more than \(limit) bytes")
                    return
                }
                if code == Z_STREAM_END {
                    guard followsMembers, stream.availableInput > 0 else { return }
                    do throws(ZlibFailure) { try stream.reset() } catch {
                        failure = error
                        return
                    }
                    continue
                }
                if code != Z_OK {
                    failure = ZlibFailure(
                        code: code == Z_BUF_ERROR ? Z_DATA_ERROR : code,
                        message: stream.lastMessage ?? "truncated or damaged stream")
                    return
                }
                if stream.availableInput == 0 && produced == 0 {
                    failure = ZlibFailure(code: Z_DATA_ERROR, message: "truncated stream")
                    return
                }
            }
        }
        if let failure { throw failure }
        guard stream.availableInput == 0 else {
            throw ZlibFailure(code: Z_DATA_ERROR, message: "bytes after the end of the stream")
        }
        return output
    }

    /// Inflates a zlib stream whose output size is known (a model payload)
    /// straight into one buffer of that size: no chunks to copy, no regrowth.
    /// Fails when the stream is damaged, ends early, or would give more.
    package static func decompress(_ input: ArraySlice<UInt8>, exactSize: Int) throws(ZlibFailure) -> [UInt8] {
        guard exactSize >= 0, exactSize < Int.max else { throw ZlibFailure(code: Z_DATA_ERROR, message: "bad size") }
        let stream = try ZlibStream(.inflate, format: .zlib)
        var status = Z_OK
        // One byte of room beyond the size, so a longer stream shows as unfinished.
        let output = [UInt8](unsafeUninitializedCapacity: exactSize + 1) { outBuffer, initialized in
            status = input.withUnsafeBytes { inBuffer in
                stream.setInput(inBuffer)
                let (code, produced) = stream.step(into: UnsafeMutableRawBufferPointer(outBuffer), flush: Z_FINISH)
                initialized = produced
                return code
            }
        }
        guard status == Z_STREAM_END, output.count == exactSize, stream.availableInput == 0 else {
            throw ZlibFailure(
                code: status == Z_STREAM_END ? Z_DATA_ERROR : status,
                message: stream.lastMessage ?? "payload does not inflate to its stated size")
        }
        return output
    }

    /// True when the bytes start with the gzip magic number.
    package static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b
    }
}
