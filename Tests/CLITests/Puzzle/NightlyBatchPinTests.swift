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
        (0, 100, 0, "nightly-L0-n100-dda7c9789f", "bfb2bc143ab72fb1e19af8bfeb72f6a24cacec5ae836345ec15303195299278d"),
        (1, 100, 0, "nightly-L1-n100-c9bfb67a5c", "b1b681d16219e2ac8814d5257979d3d61a9a24136749be803dcffb8f530eb46d"),
        (2, 100, 2, "nightly-L2-n100-0c1315bc07", "c5ba0aec83abbbf6e24b337de092b712bbf99033b46692d861da65473a718c5d"),
        (3, 100, 0, "nightly-L3-n100-93d22360b7", "e06c3356dc7a2543d205e487a95772447aafd13d14a38b6a16a3ef14a07a2e79"),
        (4, 100, 0, "nightly-L4-n100-0e0676623a", "894e45ac04bf20f3db0155b2e27d4e5262e2f053d8f6288023881f68c66229f2"),
        (5, 100, 0, "nightly-L5-n100-77754a5a4b", "eb2f5c40ad4d90ab04c504a9bd07a2ea27736aa4bf00e6edc5825da11f727a8b"),
        (6, 100, 2, "nightly-L6-n100-953cbd5f9e", "3e71d425c31f30017b42a121168ece7ba54a01e87654771eeb208a2ab74dc045"),
        (0, 500, 0, "nightly-L0-n500-848d580e9f", "657b4c5fe1d3c1d1922a657947eec5cf9008e4db4e8ed0031e4543efdc741336"),
        (3, 500, 2, "nightly-L3-n500-9dce8c19a7", "1d5dd38baf8c1f600def00983e739e8b2cc5feda295fb101ee2d41d1528950ba")
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
