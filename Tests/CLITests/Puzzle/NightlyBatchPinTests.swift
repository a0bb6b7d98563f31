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
        (0, 100, 0, "nightly-L0-n100-d28082714f", "c87daeaaceaa6068727e1f2614b4ae43a19684bea782a6646b6eaeb73b079538"),
        (1, 100, 0, "nightly-L1-n100-24fb8687ab", "757638fea427e5196284c615a161daaaf4916d0ce18102aa7373fec06efd3d2e"),
        (2, 100, 0, "nightly-L2-n100-8616040a7d", "4e3abc4f0d9c2f8cbdf8352d8a6b6c6e57a664700057b00e4764f6d8f5bc23ce"),
        (3, 100, 0, "nightly-L3-n100-91b2c71526", "d6c770c26c439c4ff9563018243b42b41c535a84a784f9deb9eae18a091bfe0e"),
        (4, 100, 0, "nightly-L4-n100-fad76b5a79", "79286e5446a8292b1e6b3a2e20f5de90b2367f8e4b4b8546bb0b3b10b9bdfa18"),
        (5, 100, 0, "nightly-L5-n100-a15c9daa3d", "5133c5e458375b730e93a017a7dc2d04e2acfe3c5b329d97e2d693feab8238f2"),
        (6, 100, 2, "nightly-L6-n100-8229a316c9", "e8f994a5dce5ed26ef70ffce0a3ed0af51ec7aca390641ffe20d566b65b8a24c"),
        (0, 500, 0, "nightly-L0-n500-ba693b823f", "2a262e80043d5f5d5d9865e164c29fec7508d345a676a4d6700a6541b2893fa2"),
        (3, 500, 2, "nightly-L3-n500-28ba5a5809", "8428b7c6d772f948a6890f89e22d5138ea9dd7de35331944c7c071a4bf5650e0"),
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
