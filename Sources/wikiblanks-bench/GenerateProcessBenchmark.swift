import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `wikiblanks generate` as a user runs it, in child processes of the release
/// binary: the start-up (a 1-puzzle batch, which is the model load and one
/// article), the CPU time per puzzle on one core (the difference between a
/// `count`-puzzle batch and a 1-puzzle one, so the start-up is not spread over
/// the puzzles), and the same batch on every core.
///
/// Two corpora: the embedded one (106 pages, so a 500-puzzle batch draws most
/// pages several times and `PassageCache` makes each passage once), and 1,060
/// real articles (`RealArticleDumps`, the sample ten times with shifted ids),
/// where nearly every puzzle is a page not yet used: the cost of a fresh page.
/// CPU time is the children's user + system time (`getrusage`), which other
/// work on the machine disturbs less than wall time; each figure is the best of `runs`.
enum GenerateProcessBenchmark {
    static func report(count: Int = 500, runs: Int = 3) {
        let binary = CallgrindCounts.root.appendingPathComponent(".build/release/wikiblanks")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print(
                "generate process: SKIPPED — no release binary at \(binary.path) (swift build -c release --product wikiblanks)"
            )
            return
        }
        report(
            binary: binary, corpus: CallgrindCounts.root.appendingPathComponent("Corpus"), label: "embedded corpus",
            count: count, runs: runs)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-bench-real-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try importRealArticles(binary: binary, into: scratch)
        } catch {
            print("generate process (1,060 real articles): FAILED — \(error)")
            return
        }
        report(binary: binary, corpus: scratch, label: "1,060 real articles", count: count, runs: runs)
    }

    /// Prints the three lines of one corpus.
    private static func report(binary: URL, corpus: URL, label: String, count: Int, runs: Int) {
        do {
            let one = try best(runs) { try run(binary, corpus: corpus, count: 1, jobs: 1) }
            let single = try best(runs) { try run(binary, corpus: corpus, count: count, jobs: 1) }
            let every = try best(runs) {
                try run(binary, corpus: corpus, count: count, jobs: ProcessInfo.processInfo.activeProcessorCount)
            }
            let perPuzzle = max(single.cpu - one.cpu, 0) / Double(count - 1)
            print(
                String(
                    format: "generate process (%@): start-up %.1f ms wall, %.1f ms CPU (--count 1)",
                    label as NSString, one.wall * 1e3, one.cpu * 1e3))
            print(
                String(
                    format:
                        "generate process (%@): %.3f ms CPU per puzzle, %.0f puzzles/s per core (%d puzzles, --jobs 1: %.2f s wall)",
                    label as NSString, perPuzzle * 1e3, perPuzzle > 0 ? 1 / perPuzzle : 0, count, single.wall))
            print(
                String(
                    format: "generate process (%@): %d puzzles, --jobs %d: %.2f s wall, %.2f s CPU",
                    label as NSString, count, ProcessInfo.processInfo.activeProcessorCount, every.wall, every.cpu))
        } catch {
            print("generate process (\(label)): FAILED — \(error)")
        }
    }

    /// Imports the real-article dump into `corpus` with the release binary, once per run.
    private static func importRealArticles(binary: URL, into corpus: URL) throws {
        let dump = try RealArticleDumps.shared.plain()
        let status = try ChildProcess.run(binary.path, ["import", dump.path, "--corpus", corpus.path]).status
        guard status == 0 else {
            throw CallgrindCounts.Failure(description: "wikiblanks import \(dump.path) exited \(status)")
        }
    }

    /// The least CPU time and the least wall time of `runs` runs (other
    /// work on the machine only ever adds to either).
    static func best(_ runs: Int, _ body: () throws -> (cpu: Double, wall: Double)) rethrows -> (
        cpu: Double, wall: Double
    ) {
        var fastest = try body()
        for _ in 1..<max(runs, 1) {
            let next = try body()
            fastest = (min(fastest.cpu, next.cpu), min(fastest.wall, next.wall))
        }
        return fastest
    }

    /// CPU seconds (user + system) and wall seconds of one `generate` run.
    static func run(_ binary: URL, corpus: URL, count: Int, jobs: Int) throws -> (cpu: Double, wall: Double) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wikiblanks-bench-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let before = childrenCPUSeconds()
        let (status, wall) = try ChildProcess.run(
            binary.path,
            [
                "generate", "--seed", "nightly", "--count", "\(count)", "--level", "0", "--jobs", "\(jobs)",
                "--corpus", corpus.path, "--out", work.path
            ])
        guard status == 0 else {
            throw CallgrindCounts.Failure(description: "wikiblanks generate exited \(status)")
        }
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
