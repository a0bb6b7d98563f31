import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file read at any offset from any thread (`pread` on one descriptor):
/// the parallel bzip2 reader's workers each read their own range of it.
/// Its size is taken once, at opening; bytes past it read as the end.
package final class PositionalFile: @unchecked Sendable {
    private let descriptor: Int32
    package let path: String
    package let size: Int

    package init(path: String) throws(Bzip2Error) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Bzip2Error.unreadable(String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Bzip2Error.unreadable(reason)
        }
        self.descriptor = descriptor
        self.path = path
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset`; fewer only at the end of the file.
    package func read(at offset: Int, count: Int) throws(Bzip2Error) -> [UInt8] {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let wanted = min(count, size - offset)
        var bytes = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let got = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, wanted - done, off_t(offset + done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw Bzip2Error.unreadable(String(cString: strerror(errno)))
            }
            if got == 0 { break }
            done += got
        }
        if done < wanted { bytes.removeLast(wanted - done) }
        return bytes
    }
}
