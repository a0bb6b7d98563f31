import ArgumentParser
import BlanksSupport
import BlanksText
import Foundation

struct TextEvalSegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-segment",
        abstract: "Score sentence boundaries against a CoNLL-U treebank (precision, recall, F1).",
        discussion: """
            A paragraph starts at each "# newdoc" or "# newpar" line; its text is its \
            sentences' "# text" joined by one space; a boundary is a sentence start counted \
            in non-whitespace characters. Paragraph starts are not scored. Reads FILE \
            (.conllu or .conllu.gz) or, without FILE, CoNLL-U on standard input.
            """
    )

    @Argument(help: "A CoNLL-U file, plain or gzip-compressed.")
    var file: String?

    @Flag(help: "Print each wrong boundary with its context.")
    var verbose = false

    func run() throws {
        let conllu: String
        do {
            conllu = try readTreebank()
        } catch {
            throw Console.fail("\(file ?? "standard input"): \(error)")
        }
        let paragraphs = SentenceBoundaryEvaluation.paragraphs(conllu: conllu)
        guard !paragraphs.isEmpty else {
            throw Console.fail("\(file ?? "standard input"): no \"# text =\" lines; is this CoNLL-U?")
        }
        var evaluation = SentenceBoundaryEvaluation()
        let segmenter = SentenceSegmenter()
        for paragraph in paragraphs { evaluation.add(paragraph, segmenter: segmenter) }
        if verbose {
            for miss in evaluation.misses {
                print("\(miss.kind == .falsePositive ? "FP" : "FN")  \(miss.context.escapingControlCharacters)")
            }
        }
        let score = evaluation.score
        print("paragraphs:  \(score.paragraphs)")
        print("sentences:   \(score.sentences)")
        print("boundaries:  \(score.truePositives + score.falseNegatives) gold, \(score.truePositives + score.falsePositives) predicted, \(score.truePositives) correct")
        print(String(format: "precision:   %.4f", score.precision))
        print(String(format: "recall:      %.4f", score.recall))
        print(String(format: "F1:          %.4f", score.f1))
    }

    private func readTreebank() throws -> String {
        let data: Data
        if let file {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } else {
            data = TextInput.readStandardInput()
        }
        if data.starts(with: [0x1F, 0x8B]) {
            return String(decoding: try GzipCodec.decompress(data), as: UTF8.self)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
