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
        (0, 100, 0, "nightly-L0-n100-bd9406813e", "c0f7605a10d386a7322b0f34ecf270a1fc67180d74dc6b77d873bdd52445ff00"),
        (1, 100, 0, "nightly-L1-n100-b8f0a756fd", "b3a2cd80738adf1726b23103e2b18300fb2730535663336ba7a1e06854a79afc"),
        (2, 100, 2, "nightly-L2-n100-a2a7dba956", "7c6c8c92007d7111c68bca925cc66c4e4e38a5c636844543af5f01a70d9eec5a"),
        (3, 100, 0, "nightly-L3-n100-53aa5f2892", "a193515278bc438fa7722d49d5f8c7c5e0606074871a44985cc42ef1b87a33e1"),
        (4, 100, 0, "nightly-L4-n100-8b36d1e698", "651d3401fa073b5d0270a25b80a0785a48cd7e4099226a26999be81c5868a4e2"),
        (5, 100, 0, "nightly-L5-n100-b6ba7b753b", "4d9680700582dcb927d4d7d60a549c8be236e75cd5142e7d939dea39fa18a6ec"),
        (6, 100, 2, "nightly-L6-n100-7ca08daaa3", "dee9e3932a18a38a136546ad7aebf472579567dc08e6e1a2cc568bd24db670e9"),
        (0, 500, 0, "nightly-L0-n500-854d49da8b", "f43da2d6179aba330e7ca58798a87d8bba26231d803a05f4302778251e7608e0"),
        (3, 500, 2, "nightly-L3-n500-70d86ceeef", "c85b8a132ff1e06168e343e921296e2d4eca93c0616a7547f437a00b4e263e53")
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
