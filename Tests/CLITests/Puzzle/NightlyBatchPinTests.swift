import BlanksTestSupport
import Foundation
import Testing

/// The nightly job's batches on the embedded corpus, pinned byte for byte:
/// speed work on the generator (issue 16) must not move a single byte. Each
/// level's 100 puzzles, and 500 at levels 0 and 3, which draw every page
/// again (variants). A new tagger model or generator rules change these
/// digests on purpose: update them with the batch folder names.
@Suite struct NightlyBatchPinTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// `status` is 2 where the corpus cannot fill the batch under the rules of
    /// an honest level and no repeats (level 6: few pages hold seven distinct
    /// conjunctions within twenty sentences), which writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-22007cf671", "85d182db8856cf3db0a37a9ce83f54a2e47f1df1ab522379b0810378176b21da"),
        (1, 100, 0, "nightly-L1-n100-d81689ea31", "942f38ea16c4cfcfc0b2e72b5ee45a4efd84eba4c256663d012eba531ac42eb9"),
        (2, 100, 0, "nightly-L2-n100-4448d6b46c", "04d9261aee47c4147b87ebb646ea8bdcf8a3ccf24a4a845914afe2ea1b583699"),
        (3, 100, 0, "nightly-L3-n100-502f47b5f3", "cee27acab30ab1f7769a17dd73c5a214c930ee31e8dd3caf18c9cfd58cef3fb5"),
        (4, 100, 0, "nightly-L4-n100-1757d6796f", "797068591ad084bc953eeb23f51affa25d787e7748e383ce13e36d3fc119adbc"),
        (5, 100, 0, "nightly-L5-n100-e4245817bf", "4366d55399139edb190520c718dbda0fada6fcfd3e536b8520817c6d019f17a4"),
        (6, 100, 2, "nightly-L6-n100-a240f45482", "dcb5d32cae11d4a6f8ed91172da2af6af272c17cc74547c1e4cfc936462d6f80"),
        (0, 500, 0, "nightly-L0-n500-f2183eb9fa", "2269197f2d8c067c31562f59ce742425451661579d13498b7b7c666f69bf164d"),
        (3, 500, 0, "nightly-L3-n500-36319398fa", "3e5c929c1d890ca96fad4c12abf7374418c92ac5dbfefd7c571d5c7aa4021f6e"),
    ]

    @Test(arguments: 0..<pinned.count)
    func nightlyBatchKeepsItsBytes(_ index: Int) throws {
        let pin = Self.pinned[index]
        let out = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: out) }
        for jobs in pin.level == 0 && pin.count == 100 ? [1, 2] : [2] {
            let run = try CommandRunner.run(["generate", "--seed", "nightly", "--count", "\(pin.count)", "--level", "\(pin.level)",
                                             "--corpus", Self.corpus, "--out", out.path, "--force", "--jobs", "\(jobs)"],
                                            timeout: .seconds(600))
            #expect(run.status == pin.status, "\(run.stderr)")
            let file = out.appendingPathComponent(pin.folder).appendingPathComponent("puzzles.jsonl")
            let sum = try CommandRunner.run([file.path], timeout: .seconds(60),
                                            executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
            #expect(sum.stdout.hasPrefix(pin.sha256 + " "), "level \(pin.level), \(pin.count) puzzles, --jobs \(jobs)")
        }
    }
}
