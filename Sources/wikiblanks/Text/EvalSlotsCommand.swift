import ArgumentParser
import BlanksSlots
import BlanksTagger
import BlanksTraining
import Foundation

/// `wikiblanks text eval-slots`: the slot scorer on treebank confusions and on hand-labelled blanks.
struct EvalSlotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-slots",
        abstract:
            "Score the slot scorer: confusion sets in a CoNLL-U file, and its ambiguity flag against labelled blanks.",
        discussion: """
            On FILE (EWT dev): at each word of a confusion set (articles, prepositions, \
            relatives, conjunctions, pronouns), how often the true word scores above the \
            others, and how often another member fits within the margin. With --test-set \
            (Data/blanks/blanks.jsonl): precision and recall of "another option fits as \
            well" against the labels, at each margin of a sweep (the standard margin is marked).
            """
    )

    @Argument(help: "CoNLL-U file (plain or gzip), e.g. Data/en_ewt-ud-dev.conllu.gz.")
    var file: String?

    @Option(name: .customLong("test-set"), help: "Labelled blanks (JSON Lines) to score the ambiguity flag on.")
    var testSet: String?

    @Option(help: "Slot model file to score instead of the bundled one.")
    var model: String?

    @Flag(help: "Print each labelled blank the flag gets wrong at the standard margin.")
    var verbose = false

    func validate() throws {
        guard file != nil || testSet != nil else { throw ValidationError("give a CoNLL-U FILE, --test-set, or both") }
    }

    func run() throws {
        do {
            let scorer = try model.map { try SlotScorer(contentsOf: URL(fileURLWithPath: $0)) } ?? SlotScorer.bundled()
            print("slot model \(scorer.fingerprint), margin \(bits(scorer.margin)) bits")
            if let file {
                let sentences = try CoNLLUReader.read(contentsOf: URL(fileURLWithPath: file))
                let evaluation = SlotConfusionEvaluation(scorer: scorer, sentences: sentences)
                print("confusion set  slots  true word best  another fits within margin")
                for set in evaluation.sets {
                    print(
                        set.name.padding(toLength: 13, withPad: " ", startingAt: 0) + pad(set.slots, 7)
                            + "  " + TaggerReport.percent(ratio(set.top, set.slots)) + "         "
                            + TaggerReport.percent(ratio(set.ties, set.slots)))
                }
            }
            if let testSet {
                let blanks = try LabelledBlank.read(contentsOf: URL(fileURLWithPath: testSet))
                let margins = (0...12).map { $0 * FixedLog2.one / 2 }
                let evaluation = SlotBlankEvaluation(
                    scorer: scorer, synonyms: try SynonymTable.bundled(), tagger: try POSTagger.bundled(),
                    blanks: blanks,
                    margins: margins)
                print(
                    "labelled blanks \(evaluation.scored) (\(evaluation.ambiguous) with another option that fits), "
                        + "\(evaluation.unmatched) not one token at their offset")
                if verbose {
                    for (blank, flagged) in evaluation.judged where flagged.isEmpty != blank.alsoFits.isEmpty {
                        let kind = flagged.isEmpty ? "FN" : "FP"
                        let scores = flagged.map { "\($0.option) \(bits($0.difference))" }.joined(separator: ", ")
                        print(
                            "\(kind)  \(blank.answer) [\(scores)] also fits: \(blank.alsoFits.joined(separator: ", "))  | \(blank.sentence)"
                        )
                    }
                }
                print("margin  precision  recall  flagged")
                for row in evaluation.rows {
                    let mark = row.margin == scorer.margin ? " *" : ""
                    print(
                        bits(row.margin).padding(toLength: 6, withPad: " ", startingAt: 0) + "  "
                            + TaggerReport.percent(row.precision) + "  " + TaggerReport.percent(row.recall) + " "
                            + TaggerReport.percent(row.flagged) + mark)
                }
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            throw Console.fail("\(error)")
        }
    }

    private func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }

    private func bits(_ margin: Int) -> String {
        String(format: "%.2f", Double(margin) / Double(FixedLog2.one))
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
