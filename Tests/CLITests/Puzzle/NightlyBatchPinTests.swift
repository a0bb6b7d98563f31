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
        (0, 100, "nightly-L0-n100-e3b713b5bc", "cfdb02b2a69207238751ece3bdbd0da86164366fcef3ede858af841e8b489b6d"),
        (1, 100, "nightly-L1-n100-77587067a9", "1ea4fc63fa0ba17d5088f4c96866425fe4fbd6ae3805efccb0fe22e5f2c1a714"),
        (2, 100, "nightly-L2-n100-00bea952b4", "39fdd167c9b51bd7b34def515f3ddb112085670d07ba9adc0128967f2f43efc2"),
        (3, 100, "nightly-L3-n100-6d5e6e2856", "71903b50988a67dfbf5f8071927b4f17fd64572028a9125d130b5e5523fc9424"),
        (4, 100, "nightly-L4-n100-d2afa5569d", "42f3e34ea22517b97bdece70cb9800cc520a6e2c1d74f3f43af536e50e77a3a2"),
        (5, 100, "nightly-L5-n100-c386a0c082", "e06be8a4457e001d82f7f4857a907a5c7a5c2614f7568a225e66e0cbbe5403a1"),
        (6, 100, "nightly-L6-n100-949275af49", "c9cbf882186134c6adb0e8a54a23052b02a41c13f565e911d4523c78e018cf62"),
        (0, 500, "nightly-L0-n500-d77fbe2554", "16dd440e15f14b13dd1f1a0b7def90a8080b4810e664a7dd4dac5f074ce48b60"),
        (3, 500, "nightly-L3-n500-6838ae94de", "cc7100c4db531b1a266e269ea2f99084a8900989cffc4c28c11cb4a9686107ba"),
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
