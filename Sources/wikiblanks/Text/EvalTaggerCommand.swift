import ArgumentParser
import BlanksTagger
import BlanksTraining
import Foundation

/// `wikiblanks text eval-tagger FILE.conllu [--margins]`: accuracy overall, on unseen
/// words, per tag, and (with `--margins`) the kept words' accuracy per margin floor.
struct EvalTaggerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-tagger",
        abstract: "Score the tagger against the gold UPOS tags of a CoNLL-U file (plain or gzip)."
    )

    @Argument(help: "CoNLL-U file with gold tags.")
    var file: String

    @Option(help: "Model file to score instead of the bundled one.")
    var model: String?

    @Flag(help: "Also print, for floors on the tag margin, the share of words kept and their accuracy.")
    var margins = false

    func run() throws {
        do {
            let tagger = try model.map { try POSTagger(contentsOf: URL(fileURLWithPath: $0)) } ?? POSTagger.bundled()
            let sentences = try CoNLLUReader.read(contentsOf: URL(fileURLWithPath: file))
            let score = TaggerEvaluation(tagger: tagger, sentences: sentences)
            for line in TaggerReport.lines(score) { print(line) }
            if margins {
                for line in TaggerMarginEvaluation(tagger: tagger, sentences: sentences).lines { print(line) }
                for line in TaggerMarginEvaluation(
                    tagger: tagger, sentences: sentences,
                    predicted: TaggerMarginEvaluation.blankedTags
                ).lines { print(line) }
            }
        } catch {
            throw TaggerReport.fail(error)
        }
    }
}
