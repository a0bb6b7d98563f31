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
        (0, 100, 0, "nightly-L0-n100-f6a9d66636", "788d8781f2714fc5976bef9402435fbdccc601e5a295b237829fa1a23fccdcd6"),
        (1, 100, 0, "nightly-L1-n100-5e73a2b8cb", "4de1428cfd8cfb098554b2e9b1d41273dfff3612fb76f4822229275478549f8c"),
        (2, 100, 2, "nightly-L2-n100-565c480388", "78246a3df0548befe70d6c7ee57edb09ca5d70cd9aca59b273bef5d3acf78b61"),
        (3, 100, 0, "nightly-L3-n100-a41158045d", "40335713015b1d01e818923cebe4f68ebda7c78f173442d1a61e3ece9d00524d"),
        (4, 100, 0, "nightly-L4-n100-3e29feee78", "933bd7f12c06d948d394a6b03d28d080be29ddd4947aa761bcd7b507a2d64aad"),
        (5, 100, 0, "nightly-L5-n100-4894162542", "be60987a17f9265657679c2271ce32d141f2f38a818ef07620dc63f78ebfdd2f"),
        (6, 100, 2, "nightly-L6-n100-85f18032f0", "627a4abc891b77fd696e906f7ce7277ebc350090c6470e1dc8116d1603ed6225"),
        (0, 500, 0, "nightly-L0-n500-77dcab9d6c", "f1a1e11c529923084985b08c7d55ca53491406ae640065f49226ee267bbcaf8e"),
        (3, 500, 2, "nightly-L3-n500-84d281d13a", "0728880218b569d399f45a4eafbf48bd3107a44c710d8b2fbfb806cc7f542f6c")
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
