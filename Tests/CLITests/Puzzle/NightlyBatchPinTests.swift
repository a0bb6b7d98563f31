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
        (0, 100, "nightly-L0-n100-2184f051c8", "02f909b1e49ced667c3e39726a48958d21ddc4a5879f97eea16d3bad612a9af5"),
        (1, 100, "nightly-L1-n100-c9fbe73225", "fa1790dd01361300d6510c38eef7d6af572a324768d64dddbea613d5e0d6ec63"),
        (2, 100, "nightly-L2-n100-b0b43a0d3e", "155e74f3018301112daa71aa19b3af0186864cb661fd9c9dfa1e3181b2017e9c"),
        (3, 100, "nightly-L3-n100-1687e41732", "5aeefd9699c74a8959c4551281128d1ea98f0b122c5e8e5bb4575380651bf8f5"),
        (4, 100, "nightly-L4-n100-1fef68d1c9", "8014634329af148f311126ace4384aac28b67e0e1e774d6cd7c28719f831acf7"),
        (5, 100, "nightly-L5-n100-88172f0644", "560474be37026d2fabb63bc33a5365d9131cc9cc739aed264407251085f5f46e"),
        (6, 100, "nightly-L6-n100-b4932ff353", "1ed55563b0feef5d1cb98b654d63d3e8d124d20a366561445c9378c7d5a31c00"),
        (0, 500, "nightly-L0-n500-ece49741de", "849a35fd182a593b9d15a4a929d47ea156bcb1bef799eec168ae542d40001dd2"),
        (3, 500, "nightly-L3-n500-0a94d668ae", "fd7c209892546b7e471e76d98461d341e452a7823c6cc5d68ecfa822e8e5c6ad"),
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
