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
        (0, 100, 0, "nightly-L0-n100-22007cf671", "4e2b527d6630e36902778b4dbe34dbe1fc7a3e4f29ae2e8c8caa99771ea41b2b"),
        (1, 100, 0, "nightly-L1-n100-d81689ea31", "58781dd590a3443e1daf8068dc7e946699e5770481c0f34f3bf98766a8f6164a"),
        (2, 100, 0, "nightly-L2-n100-4448d6b46c", "5825218eeadd2868a3b745ad1c54403432abbbf26dcf6c04ecab92de5e4f5394"),
        (3, 100, 0, "nightly-L3-n100-502f47b5f3", "57902587e74a64e0ce30f9db89f102e5c1d93994fd496fe98e0caf6ccd254892"),
        (4, 100, 0, "nightly-L4-n100-1757d6796f", "2efa32d63eb2f7d21e0166d3d4e429054f66fd9c237a3fce76c594e527fc5887"),
        (5, 100, 0, "nightly-L5-n100-e4245817bf", "fbffe735fccde3045c259888ecbd3a926ae617ed66df343aa40dc239fc559fe2"),
        (6, 100, 2, "nightly-L6-n100-a240f45482", "95e0dffa4c54993658628f97e7738e01cf0518153a37fd0aea04e9010a853dda"),
        (0, 500, 0, "nightly-L0-n500-f2183eb9fa", "d5cb9b048eb90494c2f33e8a32362f1e54978518405b57717457784be8e981a1"),
        (3, 500, 0, "nightly-L3-n500-36319398fa", "e6a9a2d8092ea2861033bb68d98f7987f74dad6afe4c59c9524ac64c5af34763"),
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
