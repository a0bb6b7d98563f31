import BlanksTestSupport
import Foundation
import Testing

/// `wikiblanks text eval-targets` prints what the rules of a word worth
/// asking reject among labelled blanks, and names a line it cannot read.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct EvalTargetsCommandTests {
    @Test func printsRecallCostAndTheRejectedBlanks() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = directory.appendingPathComponent("blanks.jsonl")
        try Data(
            """
            {"sentence": "The lake covers 40 sq mi of land.", "answer": "mi", "worth": false, "bad": ["unit"]}
            {"sentence": "The river ran past the old mill.", "answer": "river", "worth": true, "bad": []}

            """.utf8
        ).write(to: set)
        let result = try CommandRunner.run(
            ["text", "eval-targets", "--test-set", set.path, "--verbose"],
            timeout: .seconds(120))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("not worth asking, rejected by a rule (recall): 1/1 (100.0 %)"), "\(result.stdout)")
        #expect(
            result.stdout.contains("worth asking, rejected by a rule (cost):       0/1 (0.0 %)"), "\(result.stdout)")
        #expect(result.stdout.contains("unit | not worth | mi | The lake covers 40 sq mi of land."), "\(result.stdout)")
    }

    /// With the corpus, a blank is judged in its passage: the next sentence
    /// of this one repeats its answer ("with five ___. The five spokes…").
    @Test func judgesABlankInItsPassageFromTheCorpus() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = directory.appendingPathComponent("blanks.jsonl")
        try Data(
            """
            {"revid": 718005086, "sentence": "Made of gold-plated britannium on a black metal base, it is 13.5 in (34.3 cm) tall, weighs 8.5 lb (3.856 kg) and depicts a knight rendered in Art Deco style holding a crusader's sword standing on a reel of film with five spokes.", "start": 221, "answer": "spokes", "worth": false, "bad": ["trivial"]}

            """.utf8
        ).write(to: set)
        let corpus = repositoryRoot.appendingPathComponent("Corpus").path
        let withCorpus = try CommandRunner.run(
            ["text", "eval-targets", "--test-set", set.path, "--corpus", corpus, "--verbose"], timeout: .seconds(120))
        #expect(withCorpus.status == 0, "\(withCorpus.stderr)")
        #expect(withCorpus.stdout.contains("judged in their passage: 1 of 1"), "\(withCorpus.stdout)")
        #expect(withCorpus.stdout.contains("  kind trivial: 1/1 (100.0 %)"), "\(withCorpus.stdout)")
        #expect(withCorpus.stdout.contains("give-away | not worth | spokes |"), "\(withCorpus.stdout)")
        let elsewhere = directory.appendingPathComponent("no-corpus").path
        let alone = try CommandRunner.run(
            ["text", "eval-targets", "--test-set", set.path, "--corpus", elsewhere], timeout: .seconds(120))
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout.contains("judged in their passage: 0 of 1"), "\(alone.stdout)")
        #expect(alone.stdout.contains("  kind trivial: 0/1 (0.0 %)"), "\(alone.stdout)")
    }

    @Test func aBadLineIsNamedWithItsFile() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = directory.appendingPathComponent("bad.jsonl")
        try Data("{\"sentence\": \"A.\", \"answer\": \"A\", \"worth\": true}\n{\"answer\": 3}\n".utf8).write(to: set)
        let result = try CommandRunner.run(["text", "eval-targets", "--test-set", set.path], timeout: .seconds(120))
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("\(set.path): line 2: not a labelled blank"), "\(result.stderr)")
    }
}
