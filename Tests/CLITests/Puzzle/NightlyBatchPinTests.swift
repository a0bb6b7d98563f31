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
        (0, 100, 0, "nightly-L0-n100-80fc9ad533", "2ce506074f97d38ecf2b8097883ddc7c808f623cb765994d5b5c8bca7bc28617"),
        (1, 100, 0, "nightly-L1-n100-99009eea2d", "5ad4ace270b915105a7bf137505a9be8a8e7a5df02505499a3b7e69f22518533"),
        (2, 100, 0, "nightly-L2-n100-891e6257c4", "31797cd0aab15b2a78eb421f7b37fb309c8527ea8d435cd42f9de21522b7b6af"),
        (3, 100, 0, "nightly-L3-n100-f40b4e5e12", "92c6bb2d1db1330fd70a5a9742d64952ca7af88bc7cd89466254f79cc2f997cc"),
        (4, 100, 0, "nightly-L4-n100-2cedd0c0c0", "af5783ac315b073ee8c3065553e217ff85a8d9b9478fad543282cf1c75225c5d"),
        (5, 100, 0, "nightly-L5-n100-450b0d2be6", "babe6374276bcc70e4ccddda12fca847f0f1efb7839a15e06bcbcae9d431186e"),
        (6, 100, 2, "nightly-L6-n100-0e205c4d2b", "703c4540e983d9e72ebaced113617af6f13b9acd246c69f2e762ae386e1e2449"),
        (0, 500, 0, "nightly-L0-n500-afafece38c", "f4a97b4b4cf5fcd0d90174ddf36aa4962d9f1b54a651b62f4fe2bb6df21d48b0"),
        (3, 500, 2, "nightly-L3-n500-95b9c15a5e", "93ce6e9a16262137297de1568edb7532e00c14263a34c7ea93df705813bd3497"),
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
