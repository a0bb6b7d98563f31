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
    /// seven distinct conjunctions within twenty sentences; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-d28082714f", "ad4306a77b5d3f33bfe1ab71c748d28c4a3eb511214fed5d393c4115fb5597a9"),
        (1, 100, 0, "nightly-L1-n100-24fb8687ab", "d64f0f4900572a1a3cef25ef2c675285e08e64b157ce07386b394b3e2789e783"),
        (2, 100, 0, "nightly-L2-n100-8616040a7d", "4e3abc4f0d9c2f8cbdf8352d8a6b6c6e57a664700057b00e4764f6d8f5bc23ce"),
        (3, 100, 0, "nightly-L3-n100-91b2c71526", "3e669300e81c3dd02ebede9653682e22c665abce737198d7b7af24f8a1df7bc4"),
        (4, 100, 0, "nightly-L4-n100-fad76b5a79", "180f18212faf1863137cc9352a9f8abf1125024411150c2908b79b98c6ae98c1"),
        (5, 100, 0, "nightly-L5-n100-a15c9daa3d", "5133c5e458375b730e93a017a7dc2d04e2acfe3c5b329d97e2d693feab8238f2"),
        (6, 100, 2, "nightly-L6-n100-8229a316c9", "99eb3bb0fc65f857279ea2ff90c0b15880977127018681db7652cb3cafe328bd"),
        (0, 500, 0, "nightly-L0-n500-ba693b823f", "f884b74afdd013e64dc01a835ab785a95cf4f91996324c0a1459ad29f27c464f"),
        (3, 500, 2, "nightly-L3-n500-28ba5a5809", "6dd339144ba5cf990dc2bb5f9652c0a59e53294cfa8cf9032dfd512e50a13491"),
    ]

    @Test(arguments: 0..<pinned.count)
    func nightlyBatchKeepsItsBytes(_ index: Int) throws {
        let pin = Self.pinned[index]
        let out = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: out) }
        for jobs in pin.level == 0 && pin.count == 100 ? [1, 2] : [2] {
            let run = try CommandRunner.run(["generate", "--seed", "nightly", "--count", "\(pin.count)", "--level", "\(pin.level)",
                                             "--corpus", Self.corpus, "--out", out.path, "--force", "--jobs", "\(jobs)"],
                                            timeout: .seconds(600))
            #expect(run.status == pin.status, "\(run.stderr)")
            let file = out.appendingPathComponent(pin.folder).appendingPathComponent("puzzles.jsonl")
            let sum = try CommandRunner.run([file.path], timeout: .seconds(60),
                                            executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
            #expect(sum.stdout.hasPrefix(pin.sha256 + " "), "level \(pin.level), \(pin.count) puzzles, --jobs \(jobs)")
        }
    }
}
