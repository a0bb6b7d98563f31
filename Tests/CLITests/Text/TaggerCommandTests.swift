import BlanksTestSupport
import Foundation
import Testing

/// `wikiblanks text train-tagger | eval-tagger | tag` as a user runs them.
@Suite struct TaggerCommandTests {
    static let treebank = """
        1\tthe\tthe\tDET\t_\t_\t_\t_\t_\t_
        2\tcat\tcat\tNOUN\t_\t_\t_\t_\t_\t_
        3\tsat\tsit\tVERB\t_\t_\t_\t_\t_\t_
        4\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_

        1\ta\ta\tDET\t_\t_\t_\t_\t_\t_
        2\tdog\tdog\tNOUN\t_\t_\t_\t_\t_\t_
        3\tran\trun\tVERB\t_\t_\t_\t_\t_\t_
        4\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_

        1\tthe\tthe\tDET\t_\t_\t_\t_\t_\t_
        2\tdog\tdog\tNOUN\t_\t_\t_\t_\t_\t_
        3\tsat\tsit\tVERB\t_\t_\t_\t_\t_\t_
        4\t.\t.\tPUNCT\t_\t_\t_\t_\t_\t_


        """

    /// A scratch folder with the treebank and a word list written, and where the model goes.
    static func workspace(wordList: String) throws -> (directory: URL, train: URL, words: URL, model: URL) {
        let directory = try TemporaryDirectory().url
        let train = directory.appendingPathComponent("train.conllu")
        try Data(treebank.utf8).write(to: train)
        let words = directory.appendingPathComponent("words.tsv")
        try Data(wordList.utf8).write(to: words)
        return (directory, train, words, directory.appendingPathComponent("tiny.model"))
    }

    @Test func trainsAThreePassModelWithAWordListThenScoresAndTagsWithIt() throws {
        let (_, train, words, model) = try Self.workspace(wordList: "cat\tnv\tl\ndog\tnv\tl\nzebra\tn\tl\n")
        let trained = try CommandRunner.run([
            "text", "train-tagger", "--train", train.path, "--dev", train.path, "--lexicon", words.path,
            "--passes", "3", "--folds", "3", "--epochs", "5", "--clusters", "0", "--out", model.path
        ])
        #expect(trained.status == 0, "\(trained.stderr)")
        #expect(trained.stdout.contains("read 3 words from the word list"))
        #expect(trained.stdout.contains("pass 2 without fold 3/3"))
        #expect(trained.stdout.contains("pass 3  epoch 5"))
        #expect(trained.stdout.contains("wrote \(model.path): 3 passes"))

        let scored = try CommandRunner.run(["text", "eval-tagger", train.path, "--model", model.path])
        #expect(scored.status == 0, "\(scored.stderr)")
        #expect(scored.stdout.contains("tokens 12  accuracy 100.00%"))

        let tagged = try CommandRunner.run(
            ["text", "tag", "--jsonl", "--model", model.path],
            input: "{\"id\":1,\"tokens\":[\"the\",\"cat\",\"ran\",\".\"]}\n")
        #expect(tagged.status == 0, "\(tagged.stderr)")
        #expect(tagged.stdout == "{\"id\":1,\"tags\":[\"DET\",\"NOUN\",\"VERB\",\"PUNCT\"]}\n")
    }

    /// How sure the bundled tagger is: per word with `tag --margins`, per
    /// floor with `eval-tagger --margins` (the table the generator's floor is read from).
    @Test func marginsArePrintedPerWordAndPerFloor() throws {
        let tagged = try CommandRunner.run(["text", "tag", "--margins"], input: "The river fell.\n")
        #expect(tagged.status == 0, "\(tagged.stderr)")
        let fields = tagged.stdout.split(separator: " ").map { $0.split(separator: "/") }
        #expect(fields.count == 4 && fields.allSatisfy { $0.count == 3 }, "\(tagged.stdout)")
        #expect(fields.dropFirst().first.map { Int($0[2]) != nil || $0[2] == "-" } == true)

        let (_, train, _, _) = try Self.workspace(wordList: "")
        let scored = try CommandRunner.run(["text", "eval-tagger", train.path, "--margins"])
        #expect(scored.status == 0, "\(scored.stderr)")
        #expect(scored.stdout.contains("9 words of letters, "), "\(scored.stdout)")
        #expect(scored.stdout.contains("floor\tkept\tdropped\tkept accuracy\n0\t9\t0.00 %\t"), "\(scored.stdout)")
    }

    @Test func badTrainingInputGetsOneLineNamingTheFileAndNoModel() throws {
        let (directory, train, words, model) = try Self.workspace(wordList: "cat\tnv\tl\ndog\tnoun\tl\n")

        let badList = try CommandRunner.run([
            "text", "train-tagger", "--train", train.path, "--lexicon", words.path,
            "--clusters", "0", "--out", model.path
        ])
        #expect(badList.status == 1)
        #expect(badList.stderr.hasPrefix("wikiblanks: \(words.path), line 2: "))
        #expect(badList.stderr.split(separator: "\n").count == 1, "\(badList.stderr)")

        let missing = try CommandRunner.run([
            "text", "train-tagger", "--train", directory.appendingPathComponent("none.conllu").path,
            "--out", model.path
        ])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("none.conllu"))

        let tooManyPasses = try CommandRunner.run([
            "text", "train-tagger", "--train", train.path, "--passes", "4",
            "--out", model.path
        ])
        #expect(tooManyPasses.status != 0)
        #expect(tooManyPasses.stderr.contains("--passes must be 1 to 3"))
        #expect(!FileManager.default.fileExists(atPath: model.path))

        try Data("WBTAGGER but not really a model".utf8).write(to: model)
        let foreign = try CommandRunner.run(["text", "eval-tagger", train.path, "--model", model.path])
        #expect(foreign.status == 1)
        #expect(foreign.stderr.contains(model.path))
    }
}
