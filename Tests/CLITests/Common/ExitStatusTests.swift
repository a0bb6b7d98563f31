import BlanksTestSupport
import Foundation
import Testing

/// The exit statuses README lists, as scripts see them.
@Suite struct ExitStatusTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    @Test(arguments: ["2/2", "x", "1/0", "0/", "1/2/3"])
    func anInvalidShardIsBadUsage(_ shard: String) throws {
        let out = try TemporaryDirectory("cli").url
        let result = try CommandRunner.run([
            "generate", "--seed", "s", "--count", "1", "--corpus", Self.corpus,
            "--out", out.path, "--shard", shard
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid shard '\(shard)': expected i/n with 0 ≤ i < n"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "nothing written")
    }

    @Test func aCorpusTooSmallForTheBatchIsPartial() throws {
        let (corpus, imported) = try TinyDump(pages: [
            .init(id: 1, revid: 10, title: "Tiny", text: "One short sentence.")
        ])
        .imported()
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = try TemporaryDirectory("cli").url
        let result = try CommandRunner.run([
            "generate", "--seed", "s", "--count", "2", "--corpus", corpus, "--out", out.path
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("wikiblanks: the corpus gave only 0 of the 2 puzzles asked for"), "\(result.stderr)")
    }

    /// Test runners and job schedulers often start commands with SIGINT blocked; Ctrl-C
    /// and `kill -INT` must still end them (wikiblanks's `main` must not run commands on
    /// the main thread, which keeps the mask it was given).
    @Test func sigintEndsACommandStartedWithSIGINTBlocked() throws {
        let running = try CommandRunner.start(
            ["text", "tag"], input: .pipe, timeout: .seconds(30),
            blockedSignals: [SIGINT])
        Thread.sleep(forTimeInterval: 0.5)
        running.kill(SIGINT)
        let result = try running.wait()
        #expect(!result.timedOut && result.signal == SIGINT, "\(result)")
    }

    @Test func aBadOptionValueIsBadUsage() throws {
        let result = try CommandRunner.run(["generate", "--seed", "s", "--count", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--count must be positive"))
    }
}
