import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive advisory lock on a corpus, held by whichever process adds
/// revisions, so two writers never interleave their manifest updates.
/// Released by `release()`, when the value is dropped, or when the process exits.
package final class CorpusLock: @unchecked Sendable {
    private let fd: Int32
    /// Guards `held`: `release()` may race with `deinit` on another thread.
    private let state = NSLock()
    private var held = true

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

    /// Gives the lock up now rather than when the last reference goes: a background
    /// writer's closure can hold a reference a moment after its work is done, and the
    /// next writer in this process must not find the corpus still locked.
    func release() {
        state.lock()
        defer { state.unlock() }
        guard held else { return }
        held = false
        flock(fd, LOCK_UN)
        close(fd)
    }

    deinit {
        release()
    }
}
