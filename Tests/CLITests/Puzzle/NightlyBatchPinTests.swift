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
        (0, 100, 0, "nightly-L0-n100-bcb9a4e858", "15cb998a28a9c568a498a9bd2f17171d66854ab6566273986956069f4b0b076b"),
        (1, 100, 0, "nightly-L1-n100-f740a10385", "c5df9979605e055f4cccd8e8b36446766c1f08e5861a15bb3b2ce892db936c0d"),
        (2, 100, 2, "nightly-L2-n100-32c6a5c4fb", "1cd3044de98eedbbcccc9eada286045a42f7ac037a797188313b71a20facc22b"),
        (3, 100, 0, "nightly-L3-n100-10b7a55f70", "c8aea7c97fff4c67bf01d1cf8feee268497006cb1d81a6eca235a22f9a6d1085"),
        (4, 100, 0, "nightly-L4-n100-efabae6255", "fd72a6a3e976dac65611f83a6a1a4ad4ee0dbf11f8a5d70e7757548e7f4ecc8e"),
        (5, 100, 0, "nightly-L5-n100-d9c8ed747d", "d48859d490897a8e8b6ef69355646f02215ae0ccecab0e8e0edae7ab6db2f05f"),
        (6, 100, 2, "nightly-L6-n100-6aff3f6d12", "d4f17399721233298a4d0879c321f0177c511cb2931b29ad78e25667e8f3703c"),
        (0, 500, 0, "nightly-L0-n500-b58fc46a6f", "78871da96aed762fe53a84f557e8eae55b0514befee40f34740a77819e5f211d"),
        (3, 500, 2, "nightly-L3-n500-ef6608ae9b", "b5c59c226cdedae18602634296d233bdb63d3abc83823a5b55421a690c2598ef")
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
