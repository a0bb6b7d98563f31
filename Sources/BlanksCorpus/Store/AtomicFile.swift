import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that its final name only ever holds a complete file:
/// the bytes go to a temporary file in `stagingDirectory` (same file system),
/// are flushed to disk, and are then renamed over the destination.
package enum AtomicFile {
    package static func write(_ data: Data, to destination: URL, stagingDirectory: URL) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: stagingDirectory, withIntermediateDirectories: true)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw CorpusError.cannotWrite(path: destination.path, reason: FileByteSource.reason(error))
        }
        let temporary = temporaryURL(for: destination, stagingDirectory: stagingDirectory)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(destination) }
        var ok = writeAll(data, to: fd)
        ok = ok && fsync(fd) == 0
        let saved = errno
        close(fd)
        guard ok, rename(temporary.path, destination.path) == 0 else {
            errno = saved == 0 ? errno : saved
            let error = failure(destination)
            unlink(temporary.path)
            throw error
        }
        syncDirectory(destination.deletingLastPathComponent())
    }

    /// A fresh temporary name for `destination` in `stagingDirectory`.
    static func temporaryURL(for destination: URL, stagingDirectory: URL) -> URL {
        stagingDirectory.appendingPathComponent(
            "\(destination.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
    }

    /// Writes `data` to the new file `temporary` without flushing it (the
    /// caller flushes a whole group at once); errors name `destination`.
    static func writeUnflushed(_ data: Data, to temporary: URL, naming destination: URL) throws {
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(destination) }
        let ok = writeAll(data, to: fd)
        let saved = errno
        close(fd)
        guard ok else {
            errno = saved
            let error = failure(destination)
            unlink(temporary.path)
            throw error
        }
    }

    /// Flushes a directory entry so a completed rename survives power loss.
    static func syncDirectory(_ directory: URL) {
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte of `bytes` at the file's offset, going on after a short write or a signal.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func failure(_ destination: URL) -> CorpusError {
        .cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
    }
}
