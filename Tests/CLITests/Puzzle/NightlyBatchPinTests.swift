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
        (0, 100, "nightly-L0-n100-22007cf671", "a119160efa4f81c53b8c7f4c3f6c6e0ffcf01c32ff7ac58d43489126a2879c71"),
        (1, 100, "nightly-L1-n100-d81689ea31", "a1b47e53ab69493862964c800597a05d67baf8d3af7926aa7cd811495d9ce0da"),
        (2, 100, "nightly-L2-n100-4448d6b46c", "6914a05f59568300ff40746a12d3f33815050ad6345f70af8d41dcf6b680a1cf"),
        (3, 100, "nightly-L3-n100-502f47b5f3", "413d8e1d084db9327f82c0093acc5a982a21558fd5c1f610b66338c7165c99a4"),
        (4, 100, "nightly-L4-n100-1757d6796f", "b17fcb3cf88be659941cc1eec878994b4ce4da558f1555404be4b6e086ac2910"),
        (5, 100, "nightly-L5-n100-e4245817bf", "badc6ff8466d9cbf608c1dc44e4f5872283f3232f550217eef368613841d1125"),
        (6, 100, "nightly-L6-n100-a240f45482", "097698fc64f6575219e30f9141de08487c34188d0fa00bd15d3fe9ee54607616"),
        (0, 500, "nightly-L0-n500-f2183eb9fa", "3f155d537624d7eae737b8910b8a162309305242ce129917f26f995d0daa2d46"),
        (3, 500, "nightly-L3-n500-36319398fa", "5030236c65065786f6b135949e05af852a2c6ff567039f8c43adabefce8b03b8"),
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
