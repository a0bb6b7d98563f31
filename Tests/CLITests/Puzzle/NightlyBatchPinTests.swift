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
        (0, 100, 0, "nightly-L0-n100-af423504b5", "18d7364b3ac6851c9e260c32d01b3d151dff8bf247d689fec3c5ed4d9259953b"),
        (1, 100, 0, "nightly-L1-n100-526c384d3a", "cddde37c6276969c20a8179842ca58701916db6c6c08e74ee1a571f66b7dcb33"),
        (2, 100, 2, "nightly-L2-n100-2162e58c12", "32b55b332e24a1f6d082a68e4e80767290fa0bae27d546592e699286a13a04fc"),
        (3, 100, 0, "nightly-L3-n100-684c175a75", "5491193783a4202ac4a24bfe474399cbbc8cdddcd99af5a2980a9dc7b985454e"),
        (4, 100, 0, "nightly-L4-n100-7ba146ef29", "503f607904c889a21b819ffeaf40b48eebeb9d70c1971a44594c345da031e083"),
        (5, 100, 0, "nightly-L5-n100-04a71d0bdb", "affbd62c03fc7925af3ee633e0a4e85560cedc39d0168c6d13441f99e8f5451a"),
        (6, 100, 2, "nightly-L6-n100-0606ea6584", "b95f69b0fb50dacc975cf3891314eb24b220b05556b3aecc7f79b263745743b2"),
        (0, 500, 0, "nightly-L0-n500-75083f6241", "bfdf07ff62548f1aefbc3f64e774ad23e7863701304602d83946df39e374f718"),
        (3, 500, 2, "nightly-L3-n500-21712e66d2", "85f568ca52d4cacb4b9db1ac15b1806036ef5be4324f389862decc5aa79fea7d")
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
