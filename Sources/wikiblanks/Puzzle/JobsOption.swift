import ArgumentParser
import BlanksPuzzle

/// `--jobs N`: how many revisions or puzzles are worked on at once. The
/// output is the same bytes for every N.
struct JobsOption: ParsableArguments {
    @Option(help: "Work on N items at once (default: every core). The output does not depend on N.")
    var jobs: Int?

    var count: Int { jobs ?? ParallelMap.defaultJobs }

    func validate() throws {
        if let jobs, jobs < 1 || jobs > Self.maximum {
            throw ValidationError("--jobs must be 1…\(Self.maximum)")
        }
    }

    /// More threads than this only costs memory.
    static let maximum = 1024
}
