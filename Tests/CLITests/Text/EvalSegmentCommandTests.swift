import BlanksTestSupport
import Foundation
import Testing

/// `wikiblanks text eval-segment` on the corpus test set, as `make eval` runs it.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct EvalSegmentCommandTests {
    @Test func scoresTheShippedCorpusSet() throws {
        let result = try CommandRunner.run(
            ["text", "eval-segment", "--test-set", "Data/segmentation/corpus-sentences.jsonl"],
            in: repositoryRoot, timeout: .seconds(120))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("excerpts:    64\nchecked:     "))
        #expect(result.stdout.contains("precision:   "))
        #expect(result.stdout.contains("F1:          "))
    }

    @Test func badTestSetsGetOneLineNamingTheFile() throws {
        let directory = try TemporaryDirectory().url
        let bad = directory.appendingPathComponent("bad.jsonl")
        try Data("{\"revid\": 1, \"sentences\": [\"A.\"], \"title\": \"T\"}\n{\"revid\": 2}\n".utf8).write(to: bad)
        let missing = directory.appendingPathComponent("missing.jsonl")
        let cases: [([String], String)] = [
            (["text", "eval-segment", "--test-set", bad.path], "\(bad.path), line 2: expected a JSON object"),
            (["text", "eval-segment", "--test-set", missing.path], "\(missing.path): cannot read"),
            (["text", "eval-segment", "x.conllu", "--test-set", bad.path], "not both")
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments, timeout: .seconds(120))
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }
}
