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
        (0, 100, 0, "nightly-L0-n100-738e73b20c", "7c95686ad38ba64fac23d7dbb0ff05ca458b61ba72d1ebd65453481c84d8770b"),
        (1, 100, 0, "nightly-L1-n100-50481f86ce", "16b6023a9bb67067e0b7b40f3b80c8d3786a3f821e7de6664b5510723502c646"),
        (2, 100, 2, "nightly-L2-n100-506d9f1da0", "82c58a878eb4f670e85d6178bf9634f34af919b92bb701d30fadeda3e152bafc"),
        (3, 100, 0, "nightly-L3-n100-02451add14", "b027aaca2ebed9df81d7e62ab98974684531365eb4ebfd9261b717b60f228ff1"),
        (4, 100, 0, "nightly-L4-n100-8476260bf0", "4d18ecebb970822635cdb14a4ea414b8ef48fcc0bd77f059c3c9eb57c9a8e736"),
        (5, 100, 0, "nightly-L5-n100-e5e59106ce", "a44a6d0a77018d406cc8984971a562fb1e0fe4e33634b0636676575d6eeeab18"),
        (6, 100, 2, "nightly-L6-n100-423a611046", "43d96efe2538513e0f94a22bb5c5c58a9c4f68902eb72d9ba30c820a82d04b61"),
        (0, 500, 0, "nightly-L0-n500-58f4012ac3", "f4c0e67fad963b69d2a38a742dbfc5232d2b15294a7ee514510b4542ef1bab89"),
        (3, 500, 2, "nightly-L3-n500-16b0e18fa7", "9b3e1ee3b26f90f122f7479d79aa962443d526d007b348a283b801a2031a2961")
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
