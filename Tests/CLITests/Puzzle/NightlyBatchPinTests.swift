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
        (0, 100, 0, "nightly-L0-n100-d28082714f", "a3973c6fb277164bda8611da6737f72c28f4a96c08bdfc62cd7ba0a07e4e6d6e"),
        (1, 100, 0, "nightly-L1-n100-24fb8687ab", "1c792456e40b02fa0aebbf954403ef400c3b2da8380157e4033ea1ca17b170ea"),
        (2, 100, 0, "nightly-L2-n100-8616040a7d", "4e3abc4f0d9c2f8cbdf8352d8a6b6c6e57a664700057b00e4764f6d8f5bc23ce"),
        (3, 100, 0, "nightly-L3-n100-91b2c71526", "ab1a635dbf3ce034fb9700a8abb023d04a42c1893376c5f91bd587731ac43a84"),
        (4, 100, 0, "nightly-L4-n100-fad76b5a79", "c74604e7961d95d6e53bf73c72b05bc8187a9bbaa86cde451d28946e80397c89"),
        (5, 100, 0, "nightly-L5-n100-a15c9daa3d", "91ded046649f4ab2579dc71b8ac4dda25b015f3e0c72c7a02311831bcfdc49df"),
        (6, 100, 2, "nightly-L6-n100-8229a316c9", "99eb3bb0fc65f857279ea2ff90c0b15880977127018681db7652cb3cafe328bd"),
        (0, 500, 0, "nightly-L0-n500-ba693b823f", "5353e6fcca65c0f317bd26cfe60275e31423cb8e12340950246bb3dd9d99f78c"),
        (3, 500, 2, "nightly-L3-n500-28ba5a5809", "fee0fe9ed55d8588b950c8a7dd047fcf0350dda617242c92be6f4c7f8c65ff0d")
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
