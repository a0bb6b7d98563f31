import BlanksTestSupport
import Foundation
import Testing

/// A batch never repeats a puzzle: when the corpus cannot fill it under the
/// no-repeat rules, `generate` writes what there is and exits 2.
@Suite struct NoRepeatCommandTests {
    /// Ten sentences with one noun each, none seen in another's frame (so the
    /// set has one solution): one puzzle at level 4, and every further draw
    /// would share more than half its blanks with it.
    static let narrow = [
        "They saw a zebra.", "She found an ocarina.", "He painted a lighthouse.", "We heard a cuckoo.",
        "They bought a kettle.", "She carved a pumpkin.", "He mended a bicycle.", "We climbed a volcano.",
        "They sold a tractor.", "She knitted a scarf."
    ].joined(separator: " ")

    @Test func aPageThatCannotGiveAnotherPuzzleEndsTheBatchWithExitTwo() throws {
        let (corpus, imported) = try TinyDump(pages: [.init(id: 1, revid: 1001, title: "Made up", text: Self.narrow)])
            .imported()
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandRunner.run([
            "generate", "--seed", "s", "--count", "3", "--level", "4", "--corpus", corpus,
            "--out", out.path, "--print-path", "--verbose"
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("gave only 1 of the 3"), "\(result.stderr)")
        #expect(result.stderr.contains("revision 1001 (Made up): used up, no draw 1"), "\(result.stderr)")
        let batch = URL(fileURLWithPath: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let lines = try String(contentsOf: batch.appendingPathComponent("puzzles.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.count == 1)
        let validate = try CommandRunner.run(["validate", batch.path, "--corpus", corpus])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    }
}
