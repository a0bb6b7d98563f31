import ArgumentParser
import BlanksCorpus
import BlanksSupport
import BlanksText
import BlanksTraining
import Foundation

/// `wikiblanks text train-segmenter`: trains the segmenter's learned boundary
/// decision from the sentence boundaries of a CoNLL-U treebank.
struct TrainSegmenterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train-segmenter",
        abstract: "Train the sentence segmenter's boundary decision from a CoNLL-U treebank (plain or gzip).",
        discussion: """
            Deterministic: the same inputs and options write the same model bytes. \
            --unlabelled gives prose for the word statistics (a corpus directory: the stripped \
            prose of its latest articles; a file: one paragraph a line, plain or gzip); the \
            training text is always added. --dev only reports boundary scores after each \
            epoch; it never changes the model. --out writes the model file (for \
            eval-segment --model; make train-segmenter writes the shipped one, \
            Sources/BlanksText/Resources/segmenter.model).
            """
    )

    @Option(help: "Training treebank (CoNLL-U, plain or gzip).")
    var train: String

    @Option(help: "Held-out treebank scored after every epoch.")
    var dev: String?

    @Option(
        help:
            "Unlabelled prose for the word statistics: a corpus directory or a text file, one paragraph a line (plain or gzip). Repeatable."
    )
    var unlabelled: [String] = []

    @Option(help: "Where to write the model file (the shipped one: Sources/BlanksText/Resources/segmenter.model).")
    var out: String?

    @Option(help: "Passes over the training candidates.")
    var epochs = SegmenterTrainingOptions().epochs

    @Option(help: "Perceptrons trained side by side and summed.")
    var members = SegmenterTrainingOptions().members

    @Option(help: "Seed of the training order.")
    var seed = SegmenterTrainingOptions().seed

    @Option(
        help:
            "The weight table has 2^bits slots (\(SegmenterModel.tableBitsRange.lowerBound) to \(SegmenterModel.tableBitsRange.upperBound))."
    )
    var tableBits = SegmenterTrainingOptions().tableBits

    @Option(help: "How far past zero the weights' sum must be to overrule the rules (the largest weight is 32767).")
    var margin = SegmenterTrainingOptions().margin

    @Option(help: "Keep statistics of word types seen at least this often.")
    var minimumWordCount = SegmenterTrainingOptions().minimumWordCount

    func validate() throws {
        guard out != nil else { throw ValidationError("give --out, the model file to write") }
        guard (1...1000).contains(epochs) else { throw ValidationError("--epochs must be 1 to 1000") }
        guard (1...64).contains(members) else { throw ValidationError("--members must be 1 to 64") }
        guard SegmenterModel.tableBitsRange.contains(tableBits) else {
            throw ValidationError(
                "--table-bits must be \(SegmenterModel.tableBitsRange.lowerBound) to \(SegmenterModel.tableBitsRange.upperBound)"
            )
        }
        guard SegmenterModel.marginRange.contains(margin) else {
            throw ValidationError(
                "--margin must be \(SegmenterModel.marginRange.lowerBound) to \(SegmenterModel.marginRange.upperBound)")
        }
        guard minimumWordCount >= 1 else { throw ValidationError("--minimum-word-count must be at least 1") }
    }

    func run() throws {
        let trainParagraphs = try paragraphs(train)
        let devParagraphs = try dev.map(paragraphs) ?? []
        var prose: [String] = []
        for source in unlabelled { prose += try unlabelledParagraphs(source) }
        print("\(trainParagraphs.count) training paragraphs, \(prose.count) unlabelled paragraphs")
        var options = SegmenterTrainingOptions()
        options.epochs = epochs
        options.members = members
        options.seed = seed
        options.tableBits = tableBits
        options.minimumWordCount = minimumWordCount
        options.margin = margin
        let model = SegmenterTrainer(options: options).train(trainParagraphs, unlabelled: prose, dev: devParagraphs) {
            report in
            var line = "epoch \(report.epoch)  train \(String(format: "%.4f", report.trainAccuracy))"
            if let score = report.dev {
                line += String(
                    format: "  dev precision %.4f  recall %.4f  F1 %.4f", score.precision, score.recall, score.f1)
            }
            print(line)
        }
        if let out { try write(Data(model.encoded()), to: out) }
        print("model \(model.fingerprint): \(model.featureCount) weights, \(model.stats.count) word types")
    }

    private func paragraphs(_ path: String) throws -> [SentenceBoundaryEvaluation.Paragraph] {
        let conllu: String
        do {
            conllu = try TreebankInput.read(path)
        } catch {
            throw Console.fail("\(path): cannot read: \(error.localizedDescription)")
        }
        let paragraphs = SentenceBoundaryEvaluation.paragraphs(conllu: conllu)
        guard !paragraphs.isEmpty else { throw Console.fail("\(path): no \"# text =\" lines; is this CoNLL-U?") }
        return paragraphs
    }

    /// The prose paragraphs of a corpus directory, or the lines of a text file.
    private func unlabelledParagraphs(_ path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Console.fail("\(path): no such file or corpus directory")
        }
        do {
            if isDirectory.boolValue {
                let store = RevisionStore(directory: URL(fileURLWithPath: path, isDirectory: true))
                let stripper = WikitextStripper()
                var result: [String] = []
                for entry in try store.loadManifest().latestEntries where entry.ns == 0 {
                    // Every paragraph but those holding markup, a formula or a hole: the
                    // gate's prose checks read sentences, and this training must not
                    // depend on them (the model built in is a fixed point of it).
                    result += stripper.strip(try store.readRevision(revid: entry.revid).content).entries
                        .filter { $0.defect.map { ![.markup, .formula, .hole].contains($0) } ?? true }.map(
                            \.paragraph.text)
                }
                return result
            }
            return try TreebankInput.read(path).split(separator: "\n").map(String.init)
        } catch {
            throw Console.fail("\(path): \(error)")
        }
    }

    /// Writes `data` whole or not at all.
    private func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Console.fail("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
