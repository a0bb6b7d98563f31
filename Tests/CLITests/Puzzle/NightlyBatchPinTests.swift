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
        (0, 100, 0, "nightly-L0-n100-60d76947f7", "d66f98e53f6bc4308cb0f396d6980cec9d7ee3eb4f37ecf36507b29535a76fcb"),
        (1, 100, 0, "nightly-L1-n100-8e38f39e36", "cf8a783c5548a85e633c2da8187db32f89a2693d07b339a743506c4bc2fea586"),
        (2, 100, 2, "nightly-L2-n100-bb5fa3bcba", "596108bf7a78c4c4ad1905296b347c0fe082814b8d507f749d574b2d12e0d24a"),
        (3, 100, 0, "nightly-L3-n100-d3b7491e14", "fb99f7b14e46bdd777b56bf55f8832bd86c661c6c48f67f9673f81a982591d5e"),
        (4, 100, 0, "nightly-L4-n100-06ce8b27be", "661e140eb2b4bc6766f629c7aea96bb9b3cd928368ef3b4e54fd24fe2450343b"),
        (5, 100, 0, "nightly-L5-n100-bc5e7ac8b3", "469669b70e6be95d96a8061e830904cc166c5247c4557358bdead3c97c097058"),
        (6, 100, 2, "nightly-L6-n100-1626d1d38a", "94ad3169195a80ac2463f6cd990cd5980affdf56f3766b56a73d013935de5317"),
        (0, 500, 0, "nightly-L0-n500-46ce91528f", "2c67848bbfa360639624cfcd1e062a39efb4583a3d8dd797ca8fb918ef9d2d23"),
        (3, 500, 2, "nightly-L3-n500-7fe6589679", "1907f1e8e0327a5911b7d1a505448b11eed769eb60177715c3bd2ba6073d173f")
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
