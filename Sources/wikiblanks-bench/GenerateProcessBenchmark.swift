import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `wikiblanks generate` as a user runs it, in child processes of the release
/// binary on the embedded corpus: the start-up (a 1-puzzle batch, which is
/// the model load and one article), the CPU time per puzzle on one core (the
/// difference between a `count`-puzzle batch and a 1-puzzle one, so the
/// start-up is not spread over the puzzles), and the same batch on every core.
/// CPU time is the children's user + system time (`getrusage`), which other
/// work on the machine disturbs less than wall time; each figure is the best of `runs`.
enum GenerateProcessBenchmark {
    static func report(count: Int = 500, runs: Int = 3) {
        let binary = CallgrindCounts.root.appendingPathComponent(".build/release/wikiblanks")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("generate process: SKIPPED — no release binary at \(binary.path) (swift build -c release --product wikiblanks)")
            return
        }
        do {
            let one = try best(runs) { try run(binary, count: 1, jobs: 1) }
            let single = try best(runs) { try run(binary, count: count, jobs: 1) }
            let every = try best(runs) { try run(binary, count: count, jobs: ProcessInfo.processInfo.activeProcessorCount) }
            let perPuzzle = max(single.cpu - one.cpu, 0) / Double(count - 1)
            print(String(format: "generate process: start-up %.1f ms wall, %.1f ms CPU (--count 1)", one.wall * 1e3, one.cpu * 1e3))
            print(String(format: "generate process: %.3f ms CPU per puzzle, %.0f puzzles/s per core (%d puzzles, --jobs 1: %.2f s wall)",
                         perPuzzle * 1e3, perPuzzle > 0 ? 1 / perPuzzle : 0, count, single.wall))
            print(String(format: "generate process: %d puzzles, --jobs %d: %.2f s wall, %.2f s CPU",
                         count, ProcessInfo.processInfo.activeProcessorCount, every.wall, every.cpu))
        } catch {
            print("generate process: FAILED — \(error)")
        }
    }

    /// The run with the least CPU time (other work only ever adds to it).
    static func best(_ runs: Int, _ body: () throws -> (cpu: Double, wall: Double)) rethrows -> (cpu: Double, wall: Double) {
        var fastest = try body()
        for _ in 1..<max(runs, 1) {
            let next = try body()
            if next.cpu < fastest.cpu { fastest = next }
        }
        return fastest
    }

    /// CPU seconds (user + system) and wall seconds of one `generate` run.
    static func run(_ binary: URL, count: Int, jobs: Int) throws -> (cpu: Double, wall: Double) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-bench-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["generate", "--seed", "nightly", "--count", "\(count)", "--level", "0", "--jobs", "\(jobs)",
                             "--corpus", CallgrindCounts.root.appendingPathComponent("Corpus").path, "--out", work.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let before = childrenCPUSeconds()
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = clock.now - start
        guard process.terminationStatus == 0 else {
            throw CallgrindCounts.Failure(description: "wikiblanks generate exited \(process.terminationStatus)")
        }
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (childrenCPUSeconds() - before, wall)
    }

    /// User + system time of this process's waited-for children so far.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        _ = getrusage(__rusage_who_t(truncatingIfNeeded: RUSAGE_CHILDREN.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
