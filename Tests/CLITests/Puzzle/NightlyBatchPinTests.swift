import BlanksTestSupport
import Foundation
import Testing

/// The nightly job's batches on the embedded corpus, pinned byte for byte:
/// speed work on the generator (issue 16) must not move a single byte. Each
/// level's 100 puzzles, and 500 at levels 0 and 3, which draw every page
/// again (variants). A new tagger model or generator rules change these
/// digests on purpose: update them with the batch folder names.
@Suite struct NightlyBatchPinTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    static let pinned: [(level: Int, count: Int, folder: String, sha256: String)] = [
        (0, 100, "nightly-L0-n100-22007cf671", "41c3b9680450edccf8df1e8b16fea47023a29f134341bb8282932d40e33c5740"),
        (1, 100, "nightly-L1-n100-d81689ea31", "8a2b094a5f6626f7fd6b94e355f8f2b7143f19a896e2ca87ae97e4d9c2a25c14"),
        (2, 100, "nightly-L2-n100-4448d6b46c", "d9ada2416da8187231c1f42787f72a388c43211c3c8c2444df0b2ba13cb715e9"),
        (3, 100, "nightly-L3-n100-502f47b5f3", "361995018bbb9521c53f40885271d39b3a662f3c08a0fd62d8de1ecf6a8030de"),
        (4, 100, "nightly-L4-n100-1757d6796f", "e5addf37a41784bf49e4061aaac93b41cbe07caa8bba0a33f93fb014b94645d6"),
        (5, 100, "nightly-L5-n100-e4245817bf", "eee1c64921d14c4d843d74c78de2d5d880e2735fcf25416315d99d61cf9a98dd"),
        (6, 100, "nightly-L6-n100-a240f45482", "fff6ca7d7a6c5550b6c1cb0fc2f710c3f2305050255a023091c5c329c00c091e"),
        (0, 500, "nightly-L0-n500-f2183eb9fa", "d0a2223a9af8d950bffb1a12cd0097e753f0e8b75d1313344537fadb4ebebaef"),
        (3, 500, "nightly-L3-n500-36319398fa", "0f168dba664b7033a58b805f77f6b812744b1de4cb6e0a4107cd2319b783abf8"),
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
