import BlanksTestSupport
import Foundation
import Testing

/// `wikiblanks text train-segmenter`: `make train-segmenter`'s command writes
/// the committed model file byte for byte, and bad input gets one line.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct TrainSegmenterCommandTests {
    @Test func retrainingGivesTheCommittedModel() throws {
        let directory = try TemporaryDirectory().url
        let model = directory.appendingPathComponent("segmenter.model")
        let result = try CommandRunner.run(
            [
                "text", "train-segmenter", "--train", "Data/en_ewt-ud-train.conllu.gz", "--unlabelled", "Corpus",
                "--out", model.path
            ],
            in: repositoryRoot, timeout: .seconds(600))
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try Data(
            contentsOf: repositoryRoot.appendingPathComponent(
                "Sources/BlanksText/Resources/segmenter.model"))
        #expect(try Data(contentsOf: model) == committed)
        // The model file scores like the shipped model it equals.
        let scored = try CommandRunner.run(
            ["text", "eval-segment", "--test-set", "Data/segmentation/corpus-sentences.jsonl", "--model", model.path],
            in: repositoryRoot, timeout: .seconds(120))
        let shipped = try CommandRunner.run(
            ["text", "eval-segment", "--test-set", "Data/segmentation/corpus-sentences.jsonl"],
            in: repositoryRoot, timeout: .seconds(120))
        #expect(scored.status == 0 && scored.stdout == shipped.stdout, "\(scored.stderr)")
    }

    @Test func badInputGetsOneLineNamingIt() throws {
        let directory = try TemporaryDirectory().url
        let notConllu = directory.appendingPathComponent("plain.txt")
        try Data("no treebank here\n".utf8).write(to: notConllu)
        let damaged = directory.appendingPathComponent("damaged.model")
        try Data("WBSEGMDL and then nothing useful".utf8).write(to: damaged)
        let out = directory.appendingPathComponent("m.model").path
        let missing = directory.appendingPathComponent("missing.conllu").path
        let cases: [([String], String)] = [
            (["text", "train-segmenter", "--train", missing, "--out", out], "\(missing): cannot read"),
            (
                ["text", "train-segmenter", "--train", notConllu.path, "--out", out],
                "\(notConllu.path): no \"# text =\" lines"
            ),
            (
                [
                    "text", "train-segmenter", "--train", "Data/en_ewt-ud-dev.conllu.gz", "--unlabelled", missing,
                    "--out", out
                ],
                "\(missing): no such file or corpus directory"
            ),
            (["text", "train-segmenter", "--train", notConllu.path], "give --out"),
            (
                ["text", "train-segmenter", "--train", notConllu.path, "--out", out, "--table-bits", "40"],
                "--table-bits must be"
            ),
            (
                [
                    "text", "eval-segment", "--test-set", "Data/segmentation/corpus-sentences.jsonl", "--model",
                    damaged.path
                ],
                "segmenter model \(damaged.path)"
            ),
            (["text", "eval-segment", "--model", out, "--rules-only"], "not both")
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments, in: repositoryRoot, timeout: .seconds(120))
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(arguments)")
        }
    }
}
