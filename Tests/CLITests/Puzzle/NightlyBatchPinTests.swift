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
        (0, 100, 0, "nightly-L0-n100-80fc9ad533", "7b7f30ad139a61c2fb21c072da042683501be71bf42e6d5db04482c64c920238"),
        (1, 100, 0, "nightly-L1-n100-99009eea2d", "d1c9efb6695690bd4e3c6f8db2ff42a1100ff379af6087f6f7cbdcd4b0633ccc"),
        (2, 100, 0, "nightly-L2-n100-891e6257c4", "38a3ed026f8a167288541973d881f99022f790d6edf017d9d4f3a0187f4a9081"),
        (3, 100, 0, "nightly-L3-n100-f40b4e5e12", "a65632b0a03eac34ee55b92c1026e8b4ad184e8537399bf03777be426435ac05"),
        (4, 100, 0, "nightly-L4-n100-2cedd0c0c0", "8fe9b5101616a6134b2564478fff2dee81599ce380ef577e9cda1caed4448caf"),
        (5, 100, 0, "nightly-L5-n100-450b0d2be6", "448d40deefe53b7393f93534d1fb5d1dcec2d4c91812d61469cfe9181516a7ee"),
        (6, 100, 2, "nightly-L6-n100-0e205c4d2b", "3480d7de49b6375cc34a1f8afb935d5a7927a1ffe7aa4b65cd6b255c14c925a6"),
        (0, 500, 0, "nightly-L0-n500-afafece38c", "829e21985f0f6948fb25b4a0566a73a21e10b8d45338917c691d8ec974c4e5ed"),
        (3, 500, 2, "nightly-L3-n500-95b9c15a5e", "edcdad68240f4e55627a03911ce0fb2577b776d7037cfe4da25b4354b4283a07"),
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
