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
        (0, 100, "nightly-L0-n100-22007cf671", "323bb081262f441db150e080a56fc51477bf58e954c70ae41a616442aa48aa6f"),
        (1, 100, "nightly-L1-n100-d81689ea31", "d811b54e0dcfb7b4dd98b493d0ddc2b31ddcd25444e793e3c314502b6d86adf9"),
        (2, 100, "nightly-L2-n100-4448d6b46c", "daaf6651d11e8bc31f046a68db4f8e9902864463289573ecf9371d8e34fddddb"),
        (3, 100, "nightly-L3-n100-502f47b5f3", "3f3f80009736d23404e810caab96661dba78bb7c92b27a7b6f38b5d546ee5f41"),
        (4, 100, "nightly-L4-n100-1757d6796f", "766bef041e688deaa09165c30d585b954e2dcbbe2f873653f39d93fd0d0d1cbc"),
        (5, 100, "nightly-L5-n100-e4245817bf", "d7499d46ab14eeaa3ed05da74081ac12a0d4c958d26c5b8c162f90d6ee4f12b6"),
        (6, 100, "nightly-L6-n100-a240f45482", "937e7fd8eb1b511261ba32d3899c8aa961d6094004fcf94824fb4dc0d7a82af1"),
        (0, 500, "nightly-L0-n500-f2183eb9fa", "dd22a514ba96b14ade6068ccbd49a917ceb944063c567668898da07ffa253c96"),
        (3, 500, "nightly-L3-n500-36319398fa", "693934383c9856736b16d89010ae6c9f66d977442ac460042be3cfe9f459013f"),
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
