import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a regular file in pieces that each end just after a newline (the
/// last piece may end without one), so a file of lines of any size is read
/// in memory bounded by `chunkSize` plus its longest line: the corpus index
/// of millions of entries is never held whole.
///
/// Every byte of the file is delivered exactly once and in order, so a
/// digest updated piece by piece equals the digest of the whole file.
package enum LineChunkReader {
    /// The piece size readers of large indexes use: large enough that the
    /// per-call cost vanishes, small enough to stay in the cache's reach.
    package static let defaultChunkSize = 1 << 20

    /// Calls `body` with each piece of the regular file at `path` (valid
    /// during the call only). A line longer than `chunkSize` grows the
    /// buffer to hold it.
    package static func forEachChunk(
        path: String, chunkSize: Int = defaultChunkSize,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let (descriptor, _) = try RegularFile.openChecked(path: path)
        defer { close(descriptor) }
        var capacity = max(chunkSize, 16)
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var held = 0  // bytes at the start of `buffer` not yet delivered (an unfinished line)
        while true {
            if held == capacity {
                let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 16)
                grown.copyMemory(from: buffer, byteCount: held)
                buffer.deallocate()
                buffer = grown
                capacity *= 2
            }
            let got = Glibc.read(descriptor, buffer + held, capacity - held)
            if got < 0 {
                if errno == EINTR { continue }
                throw RegularFile.ReadError.system(String(cString: strerror(errno)))
            }
            if got == 0 {
                if held > 0 { try body(UnsafeRawBufferPointer(start: buffer, count: held)) }
                return
            }
            let filled = held + got
            var newline = filled - 1
            while newline >= held, buffer.load(fromByteOffset: newline, as: UInt8.self) != 0x0a { newline -= 1 }
            guard newline >= held else {
                held = filled
                continue
            }
            let complete = newline + 1
            try body(UnsafeRawBufferPointer(start: buffer, count: complete))
            held = filled - complete
            if held > 0 { memmove(buffer, buffer + complete, held) }
        }
    }
}
