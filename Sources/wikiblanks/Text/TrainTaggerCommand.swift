import ArgumentParser
import BlanksTagger
import BlanksTraining
import Foundation

/// `wikiblanks text train-tagger`: trains the POS tagger from a CoNLL-U treebank.
struct TrainTaggerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train-tagger",
        abstract: "Train the part-of-speech tagger from a CoNLL-U treebank (plain or gzip).",
        discussion: """
            Deterministic: the same inputs and options write the same model bytes. \
            --dev only reports accuracy after each epoch; it never changes the model.
            """
    )

    @Option(help: "Training treebank (CoNLL-U, plain or gzip).")
    var train: String

    @Option(help: "Held-out treebank scored after every epoch.")
    var dev: String?

    @Option(help: "Where to write the model.")
    var out: String

    @Option(
        help:
            "Unlabelled text for word clusters: one sentence per line, tokens separated by spaces (plain or gzip). Repeatable; the training words are always added."
    )
    var unlabelled: [String] = []

    @Option(
        help:
            "Word list giving each word form's dictionary parts of speech and case (Data/english-lexicon.tsv.gz; plain or gzip)."
    )
    var lexicon: String?

    @Option(help: "Passes over the training data.")
    var epochs = TaggerTrainingOptions().epochs

    @Option(
        help:
            "Tagging passes: 1, 2 (a right-to-left pass, then a left-to-right one reading its tags to the right) or 3 (then a right-to-left one reading the second pass's tags to the left)."
    )
    var passes = TaggerTrainingOptions().passes

    @Option(help: "Folds of the training data for the second pass's look-ahead tags.")
    var folds = TaggerTrainingOptions().folds

    @Option(help: "Perceptrons trained side by side and summed.")
    var members = TaggerTrainingOptions().members

    @Option(help: "Drop feature rows whose largest weight (of 32767) is below this; 1 keeps every row.")
    var minimumWeight = TaggerTrainingOptions().minimumWeight

    @Option(help: "Seed of the training order.")
    var seed = TaggerTrainingOptions().seed

    @Option(help: "Number of fine word clusters (0: no clusters).")
    var clusters = TaggerWordClusterer().fineClasses

    func validate() throws {
        guard epochs >= 1 else { throw ValidationError("--epochs must be at least 1") }
        guard clusters >= 0 else { throw ValidationError("--clusters must not be negative") }
        guard (1...TaggerModel.maxPasses).contains(passes) else {
            throw ValidationError("--passes must be 1 to \(TaggerModel.maxPasses)")
        }
        guard folds >= 2 else { throw ValidationError("--folds must be at least 2") }
        guard members >= 1 else { throw ValidationError("--members must be at least 1") }
        guard minimumWeight >= 1 else { throw ValidationError("--minimum-weight must be at least 1") }
    }

    func run() throws {
        do {
            let trainSentences = try CoNLLUReader.read(contentsOf: URL(fileURLWithPath: train))
            let devSentences = try dev.map { try CoNLLUReader.read(contentsOf: URL(fileURLWithPath: $0)) } ?? []
            var wordClusters = TaggerWordClusters.none
            if clusters > 0 {
                var clusterer = TaggerWordClusterer()
                clusterer.fineClasses = clusters
                let clustered = try clusterer.cluster(
                    training: trainSentences,
                    unlabelled: unlabelled.map { URL(fileURLWithPath: $0) })
                wordClusters = clustered.clusters
                print("clustered \(wordClusters.words.count) words from \(clustered.sentences) sentences")
            }
            let wordList = try lexicon.map { try TaggerWordList.read(contentsOf: URL(fileURLWithPath: $0)) } ?? .none
            if lexicon != nil { print("read \(wordList.words.count) words from the word list") }
            var options = TaggerTrainingOptions()
            options.epochs = epochs
            options.seed = seed
            options.passes = passes
            options.folds = folds
            options.members = members
            options.minimumWeight = minimumWeight
            let model = PerceptronTrainer(options: options).train(
                trainSentences, clusters: wordClusters, wordList: wordList, dev: devSentences
            ) { report in
                let stage: String
                switch report.stage {
                case .pass(let pass): stage = "pass \(pass + 1)"
                case .fold(let pass, let fold):
                    guard report.epoch == epochs else { return }
                    stage = "pass \(pass + 1) without fold \(fold + 1)/\(folds)"
                }
                var line = "\(stage)  epoch \(report.epoch)  train \(TaggerReport.percent(report.trainAccuracy))"
                if let score = report.dev {
                    line +=
                        "  dev \(TaggerReport.percent(score.accuracy))  dev unseen \(TaggerReport.percent(score.unseenAccuracy))"
                }
                print(line)
            }
            try TaggerModelFile.write(model, to: URL(fileURLWithPath: out))
            print(
                "wrote \(out): \(model.passCount) passes, \(model.featureCount) features, \(model.dictionaryCount) dictionary words"
            )
        } catch {
            throw TaggerReport.fail(error)
        }
    }
}
