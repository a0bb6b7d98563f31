import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a whole file that must be a regular file, with one `open`, one
/// `fstat` and `read`s into a buffer of the file's size.
///
/// Opened non-blocking, so a FIFO, a device or a folder planted where a file
/// belongs is refused at once by its type instead of waiting for a writer
/// that never comes; every reader of batches, corpora and models goes
/// through here so none of them can hang on one.
package enum RegularFile {
    package enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        case missing
        /// What it is instead: "a directory", "a FIFO", "a device", "a socket".
        case notRegular(String)
        case tooLarge(size: Int, limit: Int)
        /// The system's reason, e.g. "Permission denied".
        case system(String)

        package var description: String {
            switch self {
            case .missing: "file is missing"
            case .notRegular(let kind): "is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "file of \(size) bytes is larger than \(limit) bytes"
            case .system(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `path`, refusing one over `sizeLimit`
    /// bytes before reading it. A file that changes while it is read gives
    /// what `read` returned.
    package static func read(path: String, sizeLimit: Int = Int.max) throws(ReadError) -> Data {
        let (descriptor, size) = try openChecked(path: path)
        defer { close(descriptor) }
        guard size <= sizeLimit else { throw .tooLarge(size: size, limit: sizeLimit) }
        guard let buffer = malloc(max(size, 1)) else { throw .system("cannot allocate \(size) bytes") }
        var done = 0
        while done < size {
            let got = Glibc.read(descriptor, buffer + done, size - done)
            if got < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                free(buffer)
                throw .system(reason)
            }
            if got == 0 { break }
            done += got
        }
        return Data(bytesNoCopy: buffer, count: done, deallocator: .free)
    }

    /// Opens `path` for reading after checking that it is a regular file;
    /// its descriptor (the caller closes it) and its size.
    package static func openChecked(path: String) throws(ReadError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? .missing : .system(String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .system(reason)
        }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return (descriptor, Int(status.st_size))
        case S_IFDIR: kind = "a directory"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a device"
        }
        close(descriptor)
        throw .notRegular(kind)
    }
}
