import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, its
/// output discarded: Foundation's `Process.waitUntilExit` polls a run loop,
/// which added up to 50 ms to every wall time the benchmarks read.
enum ChildProcess {
    /// Runs `executable` to its end; its exit status and wall seconds.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, wall: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw CallgrindCounts.Failure(
                description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw CallgrindCounts.Failure(description: "waitpid: \(String(cString: strerror(errno)))")
            }
        }
        let elapsed = clock.now - start
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Exited normally: the exit code; killed by a signal: 128 + the signal, as a shell says.
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (code, wall)
    }
}
