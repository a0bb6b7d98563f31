import ArgumentParser
import BlanksSlots
import BlanksTraining
import Foundation

/// `wikiblanks text train-slots`: counts the slot scorer's word n-grams.
struct TrainSlotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train-slots",
        abstract: "Train the slot scorer (how well a word fits a slot) from treebank text and tokenized prose.",
        discussion: """
            Deterministic: the same inputs write the same model bytes. Only the sentences' \
            words are read (a treebank's "# text =" lines, cut by the tokenizer): each \
            sentence labels its own slots. Never pass EWT test or GUM.
            """
    )

    @Option(help: "Treebank whose \"# text =\" sentences are counted (CoNLL-U, plain or gzip). Repeatable.")
    var train: [String] = []

    @Option(help: "Tokenized text: one sentence per line, tokens separated by spaces (plain or gzip). Repeatable.")
    var unlabelled: [String] = []

    @Option(help: "Where to write the model.")
    var out: String

    @Option(name: .customLong("minimum-trigram-count"), help: "Keep trigrams seen at least this often.")
    var minimumTrigramCount = Int(SlotModelTrainer().minimumTrigramCount)

    func validate() throws {
        guard !train.isEmpty || !unlabelled.isEmpty else { throw ValidationError("give --train or --unlabelled text") }
        guard minimumTrigramCount >= 1 else { throw ValidationError("--minimum-trigram-count must be at least 1") }
    }

    func run() throws {
        do {
            var sentences: [[String]] = []
            for path in train {
                sentences += try SlotTrainingText.treebankSentences(contentsOf: URL(fileURLWithPath: path))
            }
            for path in unlabelled {
                sentences += try SlotTrainingText.tokenizedLines(contentsOf: URL(fileURLWithPath: path))
            }
            let model = SlotModelTrainer(minimumTrigramCount: UInt32(minimumTrigramCount)).train(sentences)
            let url = URL(fileURLWithPath: out)
            try SlotModelFile.write(model, to: url)
            let scorer = try SlotScorer(contentsOf: url)
            print(
                "sentences \(model.sentences)  tokens \(model.tokens)  n-grams \(model.entryCount)  fingerprint \(scorer.fingerprint)"
            )
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
