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
