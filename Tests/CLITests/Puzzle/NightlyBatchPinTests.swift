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
        (0, 100, 0, "nightly-L0-n100-d624380e04", "06f3731f86efa812275eddf162e077d8be460ec10806300922b0263a5cea87f4"),
        (1, 100, 0, "nightly-L1-n100-bcfe9acb55", "04509624fa3b7ec2096197780be3dfc3901289e5e9ca19ea44bf12f4c350ba6a"),
        (2, 100, 2, "nightly-L2-n100-a6397aae69", "a3665c83135ffc866de1b9439a51a6cd9e79d00b3f5f6f7558f96bfe0c9b4f3b"),
        (3, 100, 0, "nightly-L3-n100-2505adc335", "c6345f373e753dc9b2eb64b103a002fef9ff18a7fbf94bf2bab628a8a9cb78ba"),
        (4, 100, 0, "nightly-L4-n100-4f14cab029", "41c5baaed99deec60e436cdb9660ea59b2ec34f99e270aceb07714cebedcfc21"),
        (5, 100, 0, "nightly-L5-n100-f64ef8bc01", "156eb9ef6ea8b6574cbb49038deeee129bfc5a0382726c3131b6bb7f55aaff49"),
        (6, 100, 2, "nightly-L6-n100-60c030b880", "35755cd81cee9b77d8fd7c9cb524faf6b509eaac5360b65e611676b4424f144b"),
        (0, 500, 0, "nightly-L0-n500-819eaa304a", "cab7f6eec09bce54f6d10bb0a17eec2ad244f44226688833d560099f1ceb1dd3"),
        (3, 500, 2, "nightly-L3-n500-d3d267bdf8", "d165546f06afc2366cf5a2faf8de5d5f4a8793fca576cffa8485e9071a642ca8")
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
