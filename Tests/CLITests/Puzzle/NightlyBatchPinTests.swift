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
    /// seven distinct conjunctions within twenty sentences of which "and"
    /// stands in for none; level 2: "each" and "every", "the" and the
    /// demonstratives, "a" and "another" swap; 500 at level 3:
    /// pages run out of variants that differ in half their blanks), which
    /// writes what there is.
    static let pinned: [(level: Int, count: Int, status: Int32, folder: String, sha256: String)] = [
        (0, 100, 0, "nightly-L0-n100-d624380e04", "3c604aa39bc79c4b2a30e1e01b6fc6e71c0bd776f3c77d9c454d86ecd5b51ead"),
        (1, 100, 0, "nightly-L1-n100-bcfe9acb55", "55ac7c4e182b4a1b884608f6852ce0e55786f9215d05b920f854c5ec80807190"),
        (2, 100, 2, "nightly-L2-n100-a6397aae69", "a3665c83135ffc866de1b9439a51a6cd9e79d00b3f5f6f7558f96bfe0c9b4f3b"),
        (3, 100, 0, "nightly-L3-n100-2505adc335", "88a232f37598b0c4455670b02145f27413ab28af5141b843f825a9ac182aefd7"),
        (4, 100, 0, "nightly-L4-n100-4f14cab029", "248a1f517628538de8441594cc8373507a00aa0ee6ab0aecd796cf007d1790d3"),
        (5, 100, 0, "nightly-L5-n100-f64ef8bc01", "4361113ff310326021ec9927eeffc221c6f2f359ba17f7fe2018740656207293"),
        (6, 100, 2, "nightly-L6-n100-60c030b880", "8c08e4a16ffc2ad0a7023107ae4b62125a5116bb47da8ac8dbe8855962669b53"),
        (0, 500, 0, "nightly-L0-n500-819eaa304a", "9be708fc99a0d25cc9f712a0a511b2a88ea7a7c960514eb5092719be49a3f99b"),
        (3, 500, 2, "nightly-L3-n500-d3d267bdf8", "009f12dec348bef2c1449f65c22a038fb0a883a3faa70ce96a0ae6e2e27173aa")
    ]

    @Test(arguments: 0..<pinned.count)
    func nightlyBatchKeepsItsBytes(_ index: Int) throws {
        let pin = Self.pinned[index]
        let out = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: out) }
        for jobs in pin.level == 0 && pin.count == 100 ? [1, 2] : [2] {
            let run = try CommandRunner.run(
                [
                    "generate", "--seed", "nightly", "--count", "\(pin.count)", "--level", "\(pin.level)",
                    "--corpus", Self.corpus, "--out", out.path, "--force", "--jobs", "\(jobs)"
                ],
                timeout: .seconds(600))
            #expect(run.status == pin.status, "\(run.stderr)")
            let file = out.appendingPathComponent(pin.folder).appendingPathComponent("puzzles.jsonl")
            let sum = try CommandRunner.run(
                [file.path], timeout: .seconds(60),
                executable: URL(fileURLWithPath: "/usr/bin/sha256sum"))
            #expect(sum.stdout.hasPrefix(pin.sha256 + " "), "level \(pin.level), \(pin.count) puzzles, --jobs \(jobs)")
        }
    }
}
