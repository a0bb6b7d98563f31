import BlanksTestSupport
import Foundation
import Testing

/// Every command reports a problem the same way: one `wikiblanks: …` line on
/// standard error, and a problem inside an input named as `FILE, line N`.
@Suite struct ErrorLineTests {
    /// Failing commands, with `SCRATCH` standing for an empty scratch folder.
    static let failing: [[String]] = [
        ["corpus", "verify", "--corpus", "SCRATCH/no-corpus"],
        ["import", "SCRATCH/missing.xml", "--corpus", "SCRATCH/corpus"],
        ["validate", "SCRATCH/no-batch"],
        ["merge", "SCRATCH/no-shard", "--out", "SCRATCH/out"],
        ["history", "show", "42", "--db", "SCRATCH/progress.sqlite"],
        ["play", "--batch", "SCRATCH/no-batch", "--db", "SCRATCH/progress.sqlite"],
        ["text", "tag", "--jsonl", "--model", "SCRATCH/missing.model"],
        ["text", "eval-tagger", "SCRATCH/missing.conllu"],
        ["text", "train-tagger", "--train", "SCRATCH/missing.conllu", "--out", "SCRATCH/tiny.model"],
        ["text", "eval-slots", "SCRATCH/missing.conllu"],
        ["text", "eval-slots", "--test-set", "SCRATCH/missing.jsonl"],
        ["text", "eval-slots", "--model", "SCRATCH/missing.model", "--test-set", "SCRATCH/missing.jsonl"],
        ["text", "train-slots", "--train", "SCRATCH/missing.conllu", "--out", "SCRATCH/slots.model"]
    ]

    @Test(arguments: failing)
    func aFailureIsOneLineStartingWithTheToolsName(_ template: [String]) throws {
        let scratch = try TemporaryDirectory("cli").url.path
        let result = try CommandRunner.run(
            template.map { $0.replacingOccurrences(of: "SCRATCH", with: scratch) },
            in: URL(fileURLWithPath: scratch))
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("wikiblanks: ") }, "\(result.stderr)")
    }

    @Test(arguments: [["generate", "--seed", "s", "--count", "0"], ["frob"], ["corpus", "show", "x"]])
    func aUsageErrorStartsTheSameWayThenShowsTheUsage(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("wikiblanks: ") == true, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("Usage: wikiblanks") }, "\(result.stderr)")
    }

    @Test func aBadRequestLineOfTagIsNamedAsALineOfStandardInput() throws {
        let result = try CommandRunner.run(["text", "tag", "--jsonl"], input: "{\"id\":1,\"tokens\":[\"The\"]}\nnope\n")
        #expect(result.status == 1)
        #expect(result.stdout == "{\"id\":1,\"tags\":[\"DET\"]}\n")
        #expect(
            result.stderr
                == "wikiblanks: standard input, line 2: not a JSON object with \"id\" and \"tokens\" or \"text\"\n")
    }

    @Test func aBadTreebankLineIsNamedAsFileAndLine() throws {
        let treebank = try TemporaryDirectory("cli").url.appendingPathComponent("bad.conllu")
        try Data("1\tThe\tthe\tDET\t_\t_\t_\t_\t_\t_\n2\tcat\n".utf8).write(to: treebank)
        let evaluated = try CommandRunner.run(["text", "eval-tagger", treebank.path])
        #expect(evaluated.status == 1)
        #expect(
            evaluated.stderr == "wikiblanks: \(treebank.path), line 2: expected 10 tab-separated columns, found 2\n")
        let trained = try CommandRunner.run([
            "text", "train-tagger", "--train", treebank.path, "--clusters", "0",
            "--out", treebank.deletingLastPathComponent().appendingPathComponent("m").path
        ])
        #expect(trained.status == 1)
        #expect(trained.stderr == evaluated.stderr)
    }
}
