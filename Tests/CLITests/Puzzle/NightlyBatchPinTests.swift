import BlanksTestSupport
import Foundation
import Testing

/// The nightly job's batches on the embedded corpus, pinned byte for byte:
/// work on the generator's speed must not move a single byte. Each
/// level's 100 puzzles, and 500 at levels 0 and 3, which draw every page
/// again (variants). A new tagger model or generator rules change these
/// digests on purpose: update them with the batch folder names.
@Suite struct NightlyBatchPinTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// `status` is 2 where the corpus cannot fill the batch under the rules of
    /// an honest level, one solution and no repeats (level 6: few pages hold
    /// seven distinct conjunctions within twenty sentences; level 2: "each"
    /// and "every", "the" and the demonstratives swap; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-bd9406813e", "6716091bd83951be53d8db2e0e35d98b348df06e8026ebced1c7f2cdcfc41435"),
        (1, 100, 0, "nightly-L1-n100-b8f0a756fd", "b3a2cd80738adf1726b23103e2b18300fb2730535663336ba7a1e06854a79afc"),
        (2, 100, 2, "nightly-L2-n100-a2a7dba956", "7c6c8c92007d7111c68bca925cc66c4e4e38a5c636844543af5f01a70d9eec5a"),
        (3, 100, 0, "nightly-L3-n100-53aa5f2892", "de7f7ad0ebc6fbca63327fb9f050e4417a3a70feb5d3a5954496141043a19028"),
        (4, 100, 0, "nightly-L4-n100-8b36d1e698", "cc10dcb0ebb440542e2f7f431dbde5c1ddcdda073c5f88a10bf00fcf57f1af26"),
        (5, 100, 0, "nightly-L5-n100-b6ba7b753b", "c1e3bcfc67409899ab7b0cac1419c492ce694048d8db349c5ff8084acbebcee4"),
        (6, 100, 2, "nightly-L6-n100-7ca08daaa3", "ee8c7a5ec5ad15fd85cefe032490c1419762267f70977647347244731413cd60"),
        (0, 500, 0, "nightly-L0-n500-854d49da8b", "4ca0e3d5fdbf03443e0ad76d65234963912ec9262acd1e45bc82fe0cb11f2d8e"),
        (3, 500, 2, "nightly-L3-n500-70d86ceeef", "6c4c4e7799b67c649eccdfe06d40c3d39d31d400590c8221239e99b5bc3cc54f")
    ]

    @Test(arguments: 0..<pinned.count)
    func nightlyBatchKeepsItsBytes(_ index: Int) throws {
        let pin = Self.pinned[index]
        let out = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: out) }
        for jobs in pin.level == 0 && pin.count == 100 ? [1, 2] : [2] {
            let run = try CommandRunner.run(
                [
                    "generate", "--seed", "nightly", "--count", "\(pin.count)", "--level", "\(pin.level)",
                    "--corpus", Self.corpus, "--out", out.path, "--force", "--jobs", "\(jobs)"
                ],
                timeout: .seconds(600))
            #expect(run.status == pin.status, "\(run.stderr)")
            let file = out.appendingPathComponent(pin.folder).appendingPathComponent("puzzles.jsonl")
            let sum = try CommandRunner.run(
                [file.path], timeout: .seconds(60),
                executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
            #expect(sum.stdout.hasPrefix(pin.sha256 + " "), "level \(pin.level), \(pin.count) puzzles, --jobs \(jobs)")
        }
    }
}
