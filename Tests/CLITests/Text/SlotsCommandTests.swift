import BlanksTestSupport
import Foundation
import Testing

/// `wikiblanks text train-slots | eval-slots` as a user runs them: training
/// twice writes the same bytes, and the evaluation reads a treebank and a
/// labelled blank set and names a bad line of the set.
@Suite struct SlotsCommandTests {
    static let treebank = """
        # text = He sat on the mat.
        1\tHe\the\tPRON\t_\t_\t_\t_\t_\t_
        2\tsat\tsit\tVERB\t_\t_\t_\t_\t_\t_
        3\ton\ton\tADP\t_\t_\t_\t_\t_\t_
        4\tthe\tthe\tDET\t_\t_\t_\t_\t_\t_
        5\tmat\tmat\tNOUN\t_\t_\t_\t_\t_\t_
        6\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_

        # text = She read a book.
        1\tShe\tshe\tPRON\t_\t_\t_\t_\t_\t_
        2\tread\tread\tVERB\t_\t_\t_\t_\t_\t_
        3\ta\ta\tDET\t_\t_\t_\t_\t_\t_
        4\tbook\tbook\tNOUN\t_\t_\t_\t_\t_\t_
        5\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_


        """

    static let labelled = """
        {"puzzle": "p", "sentence": "She read a book.", "start": 9, "length": 1, "answer": "a", "pos": "DET", "options": ["a", "the"], "alsoFits": ["the"]}
        {"puzzle": "p", "sentence": "He sat on the mat.", "start": 10, "length": 3, "answer": "the", "pos": "DET", "options": ["a", "the"], "alsoFits": []}

        """

    @Test func trainingTwiceWritesTheSameModelWhichTheEvaluationReads() throws {
        let directory = try TemporaryDirectory().url
        let train = directory.appendingPathComponent("train.conllu")
        try Data(Self.treebank.utf8).write(to: train)
        let prose = directory.appendingPathComponent("prose.txt")
        try Data("He read the book .\nShe sat on a mat .\n".utf8).write(to: prose)
        let set = directory.appendingPathComponent("blanks.jsonl")
        try Data(Self.labelled.utf8).write(to: set)
        var models: [Data] = []
        for name in ["one.model", "two.model"] {
            let model = directory.appendingPathComponent(name)
            let run = try CommandRunner.run([
                "text", "train-slots", "--train", train.path, "--unlabelled", prose.path,
                "--minimum-trigram-count", "1", "--out", model.path
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("sentences 4"), "\(run.stdout)")
            models.append(try Data(contentsOf: model))
        }
        #expect(models[0] == models[1])
        let model = directory.appendingPathComponent("one.model")
        let run = try CommandRunner.run([
            "text", "eval-slots", train.path, "--test-set", set.path, "--model", model.path
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("articles"), "\(run.stdout)")
        #expect(run.stdout.contains("labelled blanks 2 (1 with another option that fits)"), "\(run.stdout)")
        #expect(run.stdout.contains("margin  precision  recall  flagged"), "\(run.stdout)")
    }

    @Test func aBadLineOfTheLabelledSetIsNamed() throws {
        let directory = try TemporaryDirectory().url
        let set = directory.appendingPathComponent("blanks.jsonl")
        try Data((Self.labelled + "{\"puzzle\": 3}\n").utf8).write(to: set)
        let run = try CommandRunner.run(["text", "eval-slots", "--test-set", set.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("blanks.jsonl, line 3"), "\(run.stderr)")
    }
}
