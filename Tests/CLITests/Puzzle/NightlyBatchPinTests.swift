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
        (0, 100, 0, "nightly-L0-n100-f6a9d66636", "3a34349e4275c35cf33a05d3a6c36de68ade218fa9010ac21d40a4c9798b9321"),
        (1, 100, 0, "nightly-L1-n100-5e73a2b8cb", "ebbcfcf607ccc438a12ecb4c7c3f9be2f0aee7148de5d1fd9d6ec1c7aff468b2"),
        (2, 100, 2, "nightly-L2-n100-565c480388", "6bee78904101b166992b0b002bfc31a287881987f4ea01a35a578fcc46db9578"),
        (3, 100, 0, "nightly-L3-n100-a41158045d", "335a796795c1d76bc93bbe1695e452e6ba2869fe3be7f7c86f83f8a23973053f"),
        (4, 100, 0, "nightly-L4-n100-3e29feee78", "2900ede3861160a64e3b3e6c9aa48243dfacddc0afcde677b8b9f71127982726"),
        (5, 100, 0, "nightly-L5-n100-4894162542", "3ef17161e5edfb601a74c087ac4f37d7609a3255d7b278672d07a9db000f379a"),
        (6, 100, 2, "nightly-L6-n100-85f18032f0", "627a4abc891b77fd696e906f7ce7277ebc350090c6470e1dc8116d1603ed6225"),
        (0, 500, 0, "nightly-L0-n500-77dcab9d6c", "57567b00bb65661da9b2660ec3fd50d458be50609c53d04b2c5f1601a6df8a40"),
        (3, 500, 2, "nightly-L3-n500-84d281d13a", "3eeee604f9e33b77176ec7fc2dc995dc2f8b810e3d01be64b82ed236cb820d8e")
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
