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
        (0, 100, 0, "nightly-L0-n100-60d76947f7", "e8325d45d4948a33e5332812f15e2bb1a2a7eab8920ec306f5a6dca5bcf2bc36"),
        (1, 100, 0, "nightly-L1-n100-8e38f39e36", "cf8a783c5548a85e633c2da8187db32f89a2693d07b339a743506c4bc2fea586"),
        (2, 100, 2, "nightly-L2-n100-bb5fa3bcba", "596108bf7a78c4c4ad1905296b347c0fe082814b8d507f749d574b2d12e0d24a"),
        (3, 100, 0, "nightly-L3-n100-d3b7491e14", "5b2c68e9a78e1166ab9d32c510e6ab6cc599082146f3b049ebaf2b146d56a24b"),
        (4, 100, 0, "nightly-L4-n100-06ce8b27be", "a9f1e669ea3d20e5975bb92de599e585203ad23a0818fa2052d31f1096a03b21"),
        (5, 100, 0, "nightly-L5-n100-bc5e7ac8b3", "0818fccf9b736af34db0a40a7d28014f1f03ba5b1721faec1b8d6ceefa8e761f"),
        (6, 100, 2, "nightly-L6-n100-1626d1d38a", "110fbe4b19ed878aa44b4d641797e7ad6560b72effb6118a5c7401e7d7c95f43"),
        (0, 500, 0, "nightly-L0-n500-46ce91528f", "4c6437e10ddc4e3f50aef1a7078371f8caf6476b90df812758a003de0907abcb"),
        (3, 500, 2, "nightly-L3-n500-7fe6589679", "381dba022103bd06740c57146eb3e8c94839341d72cb63f80651a53139461f52")
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
