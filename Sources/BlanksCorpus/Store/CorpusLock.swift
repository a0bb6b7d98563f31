import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock on a corpus, held by whichever process adds
/// revisions, so two writers never interleave their manifest updates.
/// Released when the value is dropped or the process exits.
public final class CorpusLock: Sendable {
    private let fd: Int32

    init(directory: URL) throws {
        let path = directory.appendingPathComponent(".lock").path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CorpusError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw CorpusError.locked(path: directory.path)
        }
        self.fd = fd
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
