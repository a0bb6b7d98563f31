#if canImport(Glibc)
    // `stdout` is a C global; only this file touches it (so it imports no Foundation, which
    // would import Glibc again without this attribute), and C's stdio locks each stream itself.
    @preconcurrency import Glibc
#endif

/// Standard input, output and error as a command's contract with the shell:
/// what it writes to standard output either all arrives or the command says so
/// and exits 1, and a closed stream never lends its number to a file.
///
/// Every result goes through C's `stdout` (`print`, or `write` here), so one
/// buffer keeps the order and one error flag remembers a failed write; the
/// check at exit flushes that buffer and reads the flag, whichever path ends
/// the process (a command's return, argument-parser's `exit`, a usage error).
enum StandardStreams {
    /// Call first thing in `main`.
    static func prepare() {
        occupyIfClosed(0, flags: O_WRONLY)
        occupyIfClosed(1, flags: O_RDONLY)
        occupyIfClosed(2, flags: O_RDONLY)
        atexit { StandardStreams.checkStandardOutput() }
    }

    /// Writes `data` to standard output, after anything `print` wrote.
    static func write(_ bytes: some Collection<UInt8>) {
        func put(_ buffer: UnsafeBufferPointer<UInt8>) {
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            _ = fwrite(base, 1, buffer.count, stdout)
        }
        // Data and arrays are written in place; only a scattered collection is copied first.
        if bytes.withContiguousStorageIfAvailable(put) == nil {
            Array(bytes).withUnsafeBufferPointer(put)
        }
    }

    /// Sends what standard output holds in its buffer (an interactive game's prompt).
    static func flush() {
        fflush(stdout)
    }

    /// Writes `text` to standard error, unbuffered. A failure there cannot be
    /// reported anywhere, so it is ignored rather than trapped on.
    static func writeError(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { rest in
                rest.baseAddress.map { Glibc.write(2, $0, rest.count) } ?? 0
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// A closed descriptor 0, 1 or 2 would be handed to the next file the
    /// command opens, and results printed into it. It is opened on /dev/null
    /// the wrong way round instead, so using it fails as a closed one does.
    private static func occupyIfClosed(_ descriptor: Int32, flags: Int32) {
        guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return }
        let opened = open("/dev/null", flags | O_CLOEXEC)
        if opened >= 0 && opened != descriptor {
            _ = dup2(opened, descriptor)
            close(opened)
        }
    }

    /// Flushes standard output and, when any write to it failed, says so and
    /// exits 1 (a closed pipe ends quietly, as Unix tools end on SIGPIPE).
    ///
    /// stdio drops a buffer it failed to write and keeps only an error flag,
    /// so when the last flush succeeds the reason is read from `errno` if it
    /// holds one a write gives, and is a plain "write error" otherwise.
    private static func checkStandardOutput() {
        let flushFailed = fflush(stdout) != 0
        let reason = errno
        guard flushFailed || ferror(stdout) != 0 else { return }
        if reason == EPIPE { _exit(128 + SIGPIPE) }
        let known = flushFailed || [ENOSPC, EBADF, EIO, EFBIG, EDQUOT].contains(reason)
        let message = known ? String(cString: strerror(reason)) : "write error"
        writeError("wikiblanks: standard output: \(message)\n")
        _exit(ExitStatus.failure.code)
    }
}
