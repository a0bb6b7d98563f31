import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The advisory lock `play` holds on the progress database for a whole game,
/// so a second `play` on the same file is refused at once instead of
/// interleaving its moves with the first one's.
///
/// It is `flock(2)` on the database file itself (no lock file to leave
/// behind). SQLite's own locks are POSIX record locks, which Linux keeps
/// apart from `flock` locks, so `history` and the store's transactions are
/// not affected. The lock ends when this value is released or the process
/// ends, however it ends.
final class ProgressLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock without waiting; `.inUse` when another process holds it.
    static func acquire(path: String) throws(ProgressStoreError) -> ProgressLock {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        guard result == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK { throw .inUse(path: path) }
            throw .cannotOpen(path: path, reason: String(cString: strerror(code)))
        }
        return ProgressLock(descriptor: descriptor)
    }

    /// Closing the descriptor releases the lock. The store has no transaction
    /// open between moves, so closing it drops no SQLite lock.
    deinit {
        close(descriptor)
    }
}
