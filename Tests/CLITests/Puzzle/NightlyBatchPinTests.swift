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
    /// seven distinct conjunctions within twenty sentences of which "and"
    /// stands in for none; level 2: "each" and "every", "the" and the
    /// demonstratives, "a" and "another" swap; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-5f7046a481", "79baacb0b68c1d646ae46f3846576ed20f0bd3573cb0696c0fb9b91520fc81c9"),
        (1, 100, 0, "nightly-L1-n100-d28d99f1c0", "c3b364a6f45b94cc1cbeccbe37275b732c21ede1043fd0c18d050a39b833e611"),
        (2, 100, 2, "nightly-L2-n100-32dd3bf6a2", "b1b4df6530299340bdde348c44a0d0a68d7eaabeb2d33bf463b2f96e698f4a1a"),
        (3, 100, 0, "nightly-L3-n100-adff07d0e5", "5539fa642f12869f6dce5d9e5d9a3dce7db0d313b94782ee34197a1691a42ea7"),
        (4, 100, 0, "nightly-L4-n100-e2e928e2e0", "51eda186f87b2b98a1e5ce5eb4ef011944adc7ec60f244281bcfd31c000d6524"),
        (5, 100, 0, "nightly-L5-n100-50626358dd", "43860c41faa6e828a89791e62e28dd2b624bf3c1428aed8ff793fb514cd873b6"),
        (6, 100, 2, "nightly-L6-n100-49988fd4dc", "823025ad43a86feea4e3f92d0c6b76f6ab95e224f52f25a45dcacef12004f323"),
        (0, 500, 0, "nightly-L0-n500-3fada7022f", "2eea500e1dfddc8c5970448ae3482c013ff2893719a37fc5d09a38bf5dcb1e41"),
        (3, 500, 2, "nightly-L3-n500-7560234896", "22154b6d4e560ffcc9e6b00258b20cdc9a25fd56b0d6cc970689b963067a7975")
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
