import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `wikiblanks` binary (or another program) as users and
/// scripts do. Started with `posix_spawn`, not Foundation's `Process`, so a
/// command that forks (a daemon, a tmux server) cannot keep the test waiting
/// on a descriptor it inherited; standard output and error go to files, so a
/// chatty command never blocks on a full pipe. A watchdog kills the command's
/// process group when its time is up, and waiting then throws
/// `CommandRunner.Failure.timedOut`: a hung command fails its test with a
/// clear message instead of hanging the run.
public enum CommandRunner {
    /// `.build/debug/wikiblanks` of this package (`swift build --build-tests` builds it).
    public static let binary = repositoryRoot.appendingPathComponent(".build/debug/wikiblanks")

    public static var binaryExists: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    /// Why a suite that needs the binary is disabled.
    public static let binaryMissing = "build .build/debug/wikiblanks first (swift build --build-tests)"

    /// How long a command may run before the watchdog kills it.
    public static let defaultTimeout: Duration = .seconds(300)

    /// What the command reads on standard input.
    public enum Input: Sendable {
        /// `/dev/null`: the command sees end of input at once.
        case none
        /// This text, then end of input.
        case text(String)
        /// A pipe kept open: `RunningCommand.send` writes to it, `closeInput` or `wait` ends it.
        case pipe
    }

    /// Runs the command to its end.
    ///
    /// - Parameters:
    ///   - input: standard input; `nil` is `/dev/null`.
    ///   - directory: the working directory (this process's when `nil`).
    ///   - environment: changes to this process's environment; a `nil` value removes the variable.
    ///   - executable: another program than the binary (e.g. `/bin/sh`, tmux).
    public static func run(
        _ arguments: [String], input: String? = nil, in directory: URL? = nil,
        environment: [String: String?] = [:], timeout: Duration = defaultTimeout,
        executable: URL = binary
    ) throws -> CommandResult {
        try start(
            arguments, input: input.map { .text($0) } ?? .none, in: directory, environment: environment,
            timeout: timeout, executable: executable
        ).wait()
    }

    /// Starts the command; the caller sends input, signals it, and waits for it.
    ///
    /// - Parameter blockedSignals: signals the command starts with blocked, as test runners and
    ///   job schedulers sometimes start it; every other signal starts unblocked with its default action.
    public static func start(
        _ arguments: [String], input: Input = .pipe, in directory: URL? = nil,
        environment: [String: String?] = [:], timeout: Duration = defaultTimeout,
        executable: URL = binary, blockedSignals: [Int32] = []
    ) throws -> RunningCommand {
        try RunningCommand(
            executable: executable, arguments: arguments, input: input, directory: directory,
            environment: environment, timeout: timeout, blockedSignals: blockedSignals)
    }

    /// Waits until `condition` holds, checking every 50 ms for up to `seconds`.
    public static func waitUntil(seconds: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(50_000)
        }
        return try condition()
    }

    public enum Failure: Error, CustomStringConvertible {
        case cannotStart(command: String, errno: Int32)
        case timedOut(CommandResult, after: Duration)

        public var description: String {
            switch self {
            case .cannotStart(let command, let code):
                let hint = code == ENOENT ? "; run `swift build --build-tests`" : ""
                return "cannot start \(command): \(String(cString: strerror(code)))\(hint)"
            case .timedOut(let result, let timeout):
                return "\(result.command) timed out after \(timeout) and was killed; "
                    + "its standard error:\n\(result.stderr)\nits standard output (end):\n\(result.stdout.suffix(2000))"
            }
        }
    }
}

/// How a command ended and what it printed.
public struct CommandResult: Sendable, CustomStringConvertible {
    /// The command line, for messages.
    public var command: String
    /// The exit status; `128 + signal` when a signal ended it, as shells report it.
    public var status: Int32
    /// The signal that ended the command, if one did.
    public var signal: Int32?
    /// Whether the watchdog killed it.
    public var timedOut: Bool
    public var stdout: String
    public var stderr: String

    /// Standard error's lines, without the empty one after the last newline.
    public var stderrLines: [String] {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    public var description: String {
        "\(command): " + (signal.map { "killed by signal \($0)" } ?? "exit status \(status)") + "\n" + stderr
    }
}

/// A command started by `CommandRunner.start`.
public final class RunningCommand: @unchecked Sendable {
    public let pid: pid_t
    public let command: String

    private let lock = NSLock()
    private let exited = DispatchSemaphore(value: 0)
    private let scratch: TemporaryDirectory
    private let timeout: Duration
    private var input: Int32?
    private var waitStatus: Int32?
    private var killedByWatchdog = false
    private var collected: CommandResult?

    fileprivate init(
        executable: URL, arguments: [String], input: CommandRunner.Input, directory: URL?,
        environment changes: [String: String?], timeout: Duration, blockedSignals: [Int32]
    ) throws {
        _ = Self.ignoreBrokenPipes
        let command = ([executable.lastPathComponent] + arguments).map(Self.quoted).joined(separator: " ")
        let scratch = try TemporaryDirectory("run")
        self.command = command
        self.scratch = scratch
        self.timeout = timeout

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Every path below is absolute, so changing directory first changes none of them.
        if let directory, GNU.addchdir(&actions, directory.path) != 0 {
            throw CommandRunner.Failure.cannotStart(command: command, errno: errno)
        }
        var pipeEnds: [Int32] = [-1, -1]
        switch input {
        case .none:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .text(let text):
            let path = scratch.path("stdin")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        case .pipe:
            // Close-on-exec, so no other command started meanwhile holds the write end open.
            guard GNU.pipe2(&pipeEnds, O_CLOEXEC) == 0 else {
                throw CommandRunner.Failure.cannotStart(command: command, errno: errno)
            }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, scratch.path("stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, scratch.path("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // Its own process group (the watchdog kills the whole group) and
        // default signal handling, whatever this test process ignores or blocks.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in blockedSignals { sigaddset(&mask, signal) }
        posix_spawnattr_setsigmask(&attributes, &mask)

        var variables = ProcessInfo.processInfo.environment
        for (name, value) in changes { variables[name] = value }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var spawnedPID: pid_t = 0
        let spawned = posix_spawn(&spawnedPID, executable.path, &actions, &attributes, argv, envp)
        let child = spawnedPID
        if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
        guard spawned == 0 else {
            if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
            scratch.remove()
            throw CommandRunner.Failure.cannotStart(command: command, errno: spawned)
        }
        pid = child
        self.input = pipeEnds[1] >= 0 ? pipeEnds[1] : nil

        // Reaper: waits for the exit without reaping, then reaps under the lock,
        // so the watchdog never signals a process id that was already reused.
        Thread.detachNewThread { [self] in
            var info = siginfo_t()
            while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
            lock.lock()
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1, errno == EINTR {}
            waitStatus = status
            lock.unlock()
            exited.signal()
        }
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [weak self] in
            self?.expire()
        }
    }

    /// Whether the command has not exited yet.
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return waitStatus == nil
    }

    /// Writes `text` to standard input (a `.pipe` input); ignored once it is closed.
    public func send(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let input else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // the command closed its input (EPIPE): what it did is in its result
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Ends standard input: the command reads end of file.
    public func closeInput() {
        lock.lock()
        defer { lock.unlock() }
        if let input { close(input) }
        input = nil
    }

    /// Sends `signal` to the command (not to its children).
    public func kill(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if waitStatus == nil { _ = Glibc.kill(pid, signal) }
    }

    /// Closes standard input, waits for the exit and collects the output.
    /// Throws `CommandRunner.Failure.timedOut` when the watchdog killed it.
    @discardableResult
    public func wait() throws -> CommandResult {
        closeInput()
        exited.wait()
        exited.signal()  // a later wait returns at once
        lock.lock()
        let result = collected ?? collect()
        collected = result
        lock.unlock()
        if result.timedOut { throw CommandRunner.Failure.timedOut(result, after: timeout) }
        return result
    }

    /// Called under the lock once the command has exited.
    private func collect() -> CommandResult {
        let status = waitStatus ?? 0
        let signal: Int32? = status & 0x7F == 0 ? nil : status & 0x7F
        let read = { (name: String) in
            String(decoding: FileManager.default.contents(atPath: self.scratch.path(name)) ?? Data(), as: UTF8.self)
        }
        let result = CommandResult(
            command: command, status: signal.map { 128 + $0 } ?? (status >> 8) & 0xFF,
            signal: signal, timedOut: killedByWatchdog, stdout: read("stdout"),
            stderr: read("stderr"))
        scratch.remove()
        return result
    }

    /// The watchdog: time is up.
    private func expire() {
        lock.lock()
        defer { lock.unlock() }
        guard waitStatus == nil else { return }
        killedByWatchdog = true
        _ = Glibc.kill(-pid, SIGKILL)
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Writing to a command that stopped reading must be an error, not the end of the tests.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// The two glibc calls Swift does not import (they need `_GNU_SOURCE`).
    private enum GNU {
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
        typealias AddChdir =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32

        static let pipe2 = unsafeBitCast(symbol("pipe2"), to: Pipe2.self)
        static let addchdir = unsafeBitCast(symbol("posix_spawn_file_actions_addchdir_np"), to: AddChdir.self)

        private static func symbol(_ name: String) -> UnsafeMutableRawPointer {
            guard let address = dlsym(nil, name) else {
                fatalError("glibc has no \(name) (glibc 2.29 or later is needed)")
            }
            return address
        }
    }

    private static func quoted(_ word: String) -> String {
        word.isEmpty || word.contains(where: { " '\"\\$\t\n".contains($0) }) ? "'\(word)'" : word
    }
}
