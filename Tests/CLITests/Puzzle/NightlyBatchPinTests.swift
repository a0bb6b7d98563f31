import BlanksTestSupport
import Foundation
import Testing

/// The nightly job's batches on the embedded corpus, pinned byte for byte:
/// speed work on the generator (issue 16) must not move a single byte. Each
/// level's 100 puzzles, and 500 at levels 0 and 3, which draw every page
/// again (variants). A new tagger or slot model or generator rules change these
/// digests on purpose: update them with the batch folder names.
@Suite struct NightlyBatchPinTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    static let pinned: [(level: Int, count: Int, folder: String, sha256: String)] = [
        (0, 100, "nightly-L0-n100-0502fad3a9", "7ae316ae3e10e5f7936ac5b69b76822d6fdae15ef6f3c1c0cc881595e3d39672"),
        (1, 100, "nightly-L1-n100-37e900ffcb", "f766f57fa3615ddc77ea93f834d9dd9219fdf6adc1f3286fd9e9d2f9fe05ef97"),
        (2, 100, "nightly-L2-n100-dd5519ad5c", "2483ec5a183d64fa5b007c8cf65e86fcf7a3aa89e6bc1e1d21e99d06abc5f8f7"),
        (3, 100, "nightly-L3-n100-e2ace166b4", "97be80c17e1f9524f1b002f531709a86c563bc4cdf5b771177c3c417bdbbc34f"),
        (4, 100, "nightly-L4-n100-6222381f39", "f4e4bab14400a0b5061e86e8c9adbfe4ec6fac0acb1b0572b6065f846108c343"),
        (5, 100, "nightly-L5-n100-88535885cf", "65126c8d64e2da3ef8c78463431d74ce9e72dabdf010513d99f65b85efcc7414"),
        (6, 100, "nightly-L6-n100-bffec2e6d4", "0801ca233915db2eae92860cd5a37851d140ff69ed77975e02f4a2ab631e69d4"),
        (0, 500, "nightly-L0-n500-678eac94df", "9f06e015b2b623ea3c8047fc9176680781439f9feaa04325e3aba7929424ce30"),
        (3, 500, "nightly-L3-n500-6ae9140eac", "cfcfda7a0b7820d616d7bf317060c0e381fde88fa38887fc5d84a62df7efacbe"),
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
            #expect(run.status == 0, "\(run.stderr)")
            let file = out.appendingPathComponent(pin.folder).appendingPathComponent("puzzles.jsonl")
            let sum = try CommandRunner.run([file.path], timeout: .seconds(60),
                                            executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
            #expect(sum.stdout.hasPrefix(pin.sha256 + " "), "level \(pin.level), \(pin.count) puzzles, --jobs \(jobs)")
        }
    }
}
