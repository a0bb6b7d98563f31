import BlanksTestSupport
import Foundation
import Testing

/// The nightly job's batches on the embedded corpus, pinned byte for byte:
/// speed work on the generator must not move a single byte. Each
/// level's 100 puzzles, and 500 at levels 0 and 3, which draw every page
/// again (variants). A new tagger model or generator rules change these
/// digests on purpose: update them with the batch folder names.
@Suite struct NightlyBatchPinTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// `status` is 2 where the corpus cannot fill the batch under the rules of
    /// an honest level, one solution and no repeats (level 6: few pages hold
    /// seven distinct conjunctions within twenty sentences; level 2: "the"
    /// and a demonstrative or quantifier never share a puzzle; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-d28082714f", "c87daeaaceaa6068727e1f2614b4ae43a19684bea782a6646b6eaeb73b079538"),
        (1, 100, 0, "nightly-L1-n100-24fb8687ab", "bb3d71d7c58324991ff5d175343e31268cad3d5373741c0792fa20f1a6f50cbb"),
        (2, 100, 2, "nightly-L2-n100-8616040a7d", "eb3c50a8b5a7c09d57da3874e16238cb59cee36586c1b1af843941e15cb55bc8"),
        (3, 100, 0, "nightly-L3-n100-91b2c71526", "af1e764e352fed840bb0280e8621e4b0c1dc30f9337f235b68e19dd276cce683"),
        (4, 100, 0, "nightly-L4-n100-fad76b5a79", "79286e5446a8292b1e6b3a2e20f5de90b2367f8e4b4b8546bb0b3b10b9bdfa18"),
        (5, 100, 0, "nightly-L5-n100-a15c9daa3d", "77c77e398a0b5a472155bbb8ea04c4139f4489604be36f2eecbd6b156248e6e6"),
        (6, 100, 2, "nightly-L6-n100-8229a316c9", "e8f994a5dce5ed26ef70ffce0a3ed0af51ec7aca390641ffe20d566b65b8a24c"),
        (0, 500, 0, "nightly-L0-n500-ba693b823f", "2a262e80043d5f5d5d9865e164c29fec7508d345a676a4d6700a6541b2893fa2"),
        (3, 500, 2, "nightly-L3-n500-28ba5a5809", "8907c00f24c60c8414054a4bc02f3cf9e65af0e83c21f587b9392a18310e386a"),
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
