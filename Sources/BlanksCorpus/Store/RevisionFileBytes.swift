import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of one revision file, read with one `open`, one `fstat` and
/// `read`s into a buffer of the file's size: generating a puzzle reads a file
/// per page, and Foundation's existence check, attribute lookup and
/// `Data(contentsOf:)` stat the file three times and copy the buffer again.
enum RevisionFileBytes {
    /// Refuses a file over `sizeLimit` bytes before reading it. A file that
    /// changes while it is read gives what `read` returned; the gzip trailer
    /// then tells a cut file from a whole one.
    static func read(path: String, revid: Int, sizeLimit: Int) throws(CorpusError) -> Data {
        // Non-blocking, so a FIFO planted in the corpus is refused below instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "file is missing" : String(cString: strerror(errno))
            throw .unreadableRevision(revid: revid, path: path, reason: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableRevision(revid: revid, path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadableRevision(revid: revid, path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= sizeLimit else {
            throw .unreadableRevision(revid: revid, path: path,
                                      reason: "file of \(size) bytes is larger than any revision record (\(sizeLimit) bytes at most)")
        }
        guard let buffer = malloc(max(size, 1)) else {
            throw .unreadableRevision(revid: revid, path: path, reason: "cannot allocate \(size) bytes")
        }
        var done = 0
        while done < size {
            let got = Glibc.read(descriptor, buffer + done, size - done)
            if got < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                free(buffer)
                throw .unreadableRevision(revid: revid, path: path, reason: reason)
            }
            if got == 0 { break }
            done += got
        }
        return Data(bytesNoCopy: buffer, count: done, deallocator: .free)
    }
}
