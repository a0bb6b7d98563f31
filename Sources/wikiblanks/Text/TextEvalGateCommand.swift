import ArgumentParser
import BlanksCorpus
import BlanksSupport
import BlanksText
import Foundation

struct TextEvalGateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-gate",
        abstract: "Score the passage gate on hand-labelled paragraphs and count withheld paragraphs by reason.",
        discussion: """
            Precision and recall treat a paragraph no puzzle passage can hold as withheld \
            (the positive class) against the labels of --labels (Data/passages/paragraphs.jsonl). \
            Then, over the latest namespace-0 revisions of --corpus, the paragraphs withheld per reason.
            """
    )

    @Option(help: "The labelled paragraphs (JSON Lines).")
    var labels = "Data/passages/paragraphs.jsonl"

    @Option(help: "The corpus the labels' revisions come from.")
    var corpus = "Corpus"

    @Flag(help: "Print every label the gate gets wrong.")
    var verbose = false

    func run() throws {
        let set: PassageLabelSet
        do {
            set = try PassageLabelSet.parse(jsonl: try Data(contentsOf: URL(fileURLWithPath: labels)))
        } catch let error as PassageLabelSetError {
            throw Console.fail("\(labels): \(error)")
        } catch {
            throw Console.fail("\(labels): cannot read (\(error.localizedDescription))")
        }
        let store = RevisionStore(directory: URL(fileURLWithPath: corpus, isDirectory: true))
        let stripper = WikitextStripper()
        var evaluation = GateEvaluation()
        var strip = StripEvaluation()
        do {
            let byRevision = Dictionary(grouping: set.labels, by: \.revid)
            for revid in byRevision.keys.sorted() {
                let labels = byRevision[revid] ?? []
                guard let revision = try? store.readRevision(revid: revid) else {
                    labels.forEach { evaluation.addMissing($0) }
                    continue
                }
                evaluation.add(labels: labels, wikitext: revision.content, stripper: stripper)
            }
            for entry in try store.loadManifest().latestEntries where entry.ns == 0 {
                let revision = try store.readRevision(revid: entry.revid)
                strip.add(
                    article: "\(revision.revid) \(revision.title)", wikitext: revision.content, stripper: stripper)
            }
        } catch {
            throw Console.fail("\(corpus): \(error)")
        }
        if verbose {
            for outcome in evaluation.outcomes
            where outcome.label.isDefective != outcome.isWithheld
                || outcome.label.isDefective != outcome.isOutsidePassages
            {
                let verdict =
                    outcome.text == nil
                    ? "not found"
                    : outcome.defect?.rawValue
                        ?? (outcome.isInPassages ? "kept" : "outside passages")
                let label = outcome.label.isDefective ? outcome.label.defects.joined(separator: ",") : "clean"
                print(
                    "label \(label), stripper \(verdict): \(outcome.label.revid) p\(outcome.label.paragraph): \(outcome.text ?? outcome.label.text)"
                        .escapingControlCharacters)
            }
        }
        let defective = evaluation.outcomes.count { $0.label.isDefective }
        print("labelled paragraphs:            \(evaluation.outcomes.count) (\(defective) defective)")
        print("labels not found in the strip:  \(evaluation.unmatched)")
        for (name, score) in [("gate (a defect)", evaluation.gate), ("passages (in no passage)", evaluation.passages)] {
            print("withheld by the \(name):")
            print("  labelled defective / clean:   \(score.truePositives) / \(score.falsePositives)")
            print("  kept, labelled defective:     \(score.falseNegatives)")
            print("  precision:                    \(DecimalFormat.fixed(score.precision, places: 3))")
            print("  recall:                       \(DecimalFormat.fixed(score.recall, places: 3))")
        }
        print("corpus paragraphs withheld:  \(strip.withheld) of \(strip.withheld + strip.paragraphs)")
        for defect in PassageDefect.allCases {
            print(
                "  \((defect.rawValue + ":").padding(toLength: 26, withPad: " ", startingAt: 0))\(strip.withheldByReason[defect] ?? 0)"
            )
        }
    }
}
