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

    /// `status` is 2 where the corpus cannot fill the batch under the rules of
    /// an honest level, one solution and no repeats (level 6: few pages hold
    /// seven distinct conjunctions within twenty sentences; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-80fc9ad533", "5d15244c3e5d83a3621187370f403ec7cf98c83f50584d4ce57f87ddc71fef30"),
        (1, 100, 0, "nightly-L1-n100-99009eea2d", "2b566a655c35063ddc6758e0c1faf5323fe1c77954acd030abdf64d3d4afd890"),
        (2, 100, 0, "nightly-L2-n100-891e6257c4", "31797cd0aab15b2a78eb421f7b37fb309c8527ea8d435cd42f9de21522b7b6af"),
        (3, 100, 0, "nightly-L3-n100-f40b4e5e12", "6c09692ac404e4c087fdc9e4d5e22ad469c9e5f3aa7d227d2de536c85f66e205"),
        (4, 100, 0, "nightly-L4-n100-2cedd0c0c0", "3744f1b9eb3d995c4eafebd21b13b741f1190525b686af50c6760f538b63e8d2"),
        (5, 100, 0, "nightly-L5-n100-450b0d2be6", "0ec39eca980707f202381fe6ad95263d531018429eb21f718a7476f2d37cb224"),
        (6, 100, 2, "nightly-L6-n100-0e205c4d2b", "f69cbbe82dff25b69508d0b65015683d9583c05671495f54ca585a9b8bbd0dc2"),
        (0, 500, 0, "nightly-L0-n500-afafece38c", "bad5d8cf483732eb66fac577728895c10e3c8876eb03bf2a55278537186a42d6"),
        (3, 500, 2, "nightly-L3-n500-95b9c15a5e", "cb36d30cd36b1dc680a4b284ac0b31cc749ae8ab6e2570324ac5635f253d8857"),
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
