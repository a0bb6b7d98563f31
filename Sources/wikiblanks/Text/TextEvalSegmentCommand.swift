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
            (.conllu or .conllu.gz) or, without FILE, CoNLL-U on standard input. With \
            --test-set, scores the hand-checked JSON Lines set of the corpus's own prose \
            instead (Data/segmentation/corpus-sentences.jsonl; see its README).
            """
    )

    @Argument(help: "A CoNLL-U file, plain or gzip-compressed.")
    var file: String?

    @Flag(help: "Print each wrong boundary with its context.")
    var verbose = false

    @Option(
        name: .customLong("test-set"),
        help: "A segmentation test set (JSON Lines excerpts) to score instead of CoNLL-U.")
    var testSet: String?

    @Option(help: "Score this segmenter model file (written by train-segmenter --out) instead of the built-in one.")
    var model: String?

    @Flag(name: .customLong("rules-only"), help: "Score the rules alone, without the learned decision.")
    var rulesOnly = false

    func run() throws {
        guard model == nil || !rulesOnly else { throw Console.fail("give either --model or --rules-only, not both") }
        let segmenter = try makeSegmenter()
        if let testSet {
            guard file == nil else { throw Console.fail("give either a CoNLL-U FILE or --test-set, not both") }
            return try scoreTestSet(at: testSet, segmenter: segmenter)
        }
        let conllu: String
        do {
            conllu = try TreebankInput.read(file)
        } catch {
            throw Console.fail("\(file ?? "standard input"): \(error)")
        }
        let paragraphs = SentenceBoundaryEvaluation.paragraphs(conllu: conllu)
        guard !paragraphs.isEmpty else {
            throw Console.fail("\(file ?? "standard input"): no \"# text =\" lines; is this CoNLL-U?")
        }
        print(score(paragraphs, segmenter: segmenter), terminator: "")
    }

    private func scoreTestSet(at path: String, segmenter: SentenceSegmenter) throws {
        let set: SegmentationTestSet
        do {
            set = try SegmentationTestSet.parse(jsonl: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as SegmentationTestSetError {
            guard error.lineNumber > 0 else { throw Console.fail("\(path): \(error.message)") }
            Console.error(in: path, line: error.lineNumber, error.message)
            throw ExitCode(.failure)
        } catch {
            throw Console.fail("\(path): cannot read: \(error.localizedDescription)")
        }
        print("excerpts:    \(set.excerpts.count)")
        print("checked:     \(set.boundaries) boundaries, \(set.nonBoundaries) non-boundaries")
        print(score(set.excerpts.map(\.paragraph), segmenter: segmenter), terminator: "")
    }

    /// The shipped segmenter, the rules alone, or one with the model from --model.
    private func makeSegmenter() throws -> SentenceSegmenter {
        if rulesOnly { return SentenceSegmenter(model: nil) }
        do {
            if let model {
                return SentenceSegmenter(model: try SegmenterModel(contentsOf: URL(fileURLWithPath: model)))
            }
            return SentenceSegmenter(model: try SegmenterModel.shipped.get())
        } catch {
            throw Console.fail("\(error)")
        }
    }

    /// The report lines for `paragraphs` scored with `segmenter`.
    private func score(_ paragraphs: [SentenceBoundaryEvaluation.Paragraph], segmenter: SentenceSegmenter) -> String {
        var evaluation = SentenceBoundaryEvaluation()
        for paragraph in paragraphs { evaluation.add(paragraph, segmenter: segmenter) }
        var lines: [String] = []
        if verbose {
            for miss in evaluation.misses {
                lines.append("\(miss.kind == .falsePositive ? "FP" : "FN")  \(miss.context.escapingControlCharacters)")
            }
        }
        let score = evaluation.score
        lines.append("paragraphs:  \(score.paragraphs)")
        lines.append("sentences:   \(score.sentences)")
        lines.append(
            "boundaries:  \(score.truePositives + score.falseNegatives) gold, \(score.truePositives + score.falsePositives) predicted, \(score.truePositives) correct"
        )
        lines.append(String(format: "precision:   %.4f", score.precision))
        lines.append(String(format: "recall:      %.4f", score.recall))
        lines.append(String(format: "F1:          %.4f", score.f1))
        return lines.map { $0 + "\n" }.joined()
    }
}
