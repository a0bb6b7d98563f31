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
    /// demonstratives swap; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-f7f7b083eb", "7ea5e35259546ed343607be88e8668c86131db284b702b2c9b64cd5ef50d30a1"),
        (1, 100, 0, "nightly-L1-n100-feace33f7e", "7832b7327b6570b85481ced04b5b73885220ffc70fd10ab3134a957feee74a27"),
        (2, 100, 2, "nightly-L2-n100-7b08f1ba8b", "ebfac08152b95dc4104d04c1f8f60c5a0e07a5c593ddefd84bb81696d7102a97"),
        (3, 100, 0, "nightly-L3-n100-8c03921e64", "03d091197fe59945119933b3086471f1d7c13c48dd25cf53779a53dbedc0ea68"),
        (4, 100, 0, "nightly-L4-n100-104bfb6ca0", "94d75dfba5c97037c770008721f599b3678942cd6d070a7d38ed0ccd801f55b7"),
        (5, 100, 0, "nightly-L5-n100-2f4c01237a", "afb60439472a75f17a8f2c73c6c0ff7c11017cac5e6dceab5c917046e5d1f9f6"),
        (6, 100, 2, "nightly-L6-n100-1dd32a9eae", "4c51214de7b5335a665bd9b5ad25f8f9a22d60e75ac72155af0b8d3d8bca21fa"),
        (0, 500, 0, "nightly-L0-n500-ece644a3d2", "4f783319cfac4284eed8903faeb2e97042001097b0b5b97d28ed54199df90a1c"),
        (3, 500, 2, "nightly-L3-n500-ae58c35da5", "a3dbe3149a3e6bde6e62b3223d2961c717e21b5d18d21a91d38af07ec0a9aaf9")
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
