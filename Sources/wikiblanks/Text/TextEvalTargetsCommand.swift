import ArgumentParser
import BlanksPuzzle
import BlanksSupport
import Foundation

/// `wikiblanks text eval-targets --test-set FILE`: how the rules of a word
/// worth asking fare on hand-labelled blanks.
struct TextEvalTargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-targets",
        abstract: "Score the rules of a word worth asking against hand-labelled blanks.",
        discussion: """
            Reads JSON Lines, one labelled blank a line: {"sentence", "answer", "worth", \
            "bad": [kinds], "start"?, …}. Prints how many blanks labelled not worth asking \
            a rule rejects (recall), how many labelled worth asking it rejects (cost), per \
            label kind and per rule. A blank whose revision --corpus holds is judged in its \
            passage, the paragraphs from its puzzle's first labelled blank to its last \
            (give-away reads the sentences around it), any other in its sentence alone.
            """
    )

    @Option(name: .customLong("test-set"), help: "The labelled blanks (JSON Lines).")
    var testSet: String

    @Option(help: "The corpus the labelled blanks' revisions come from.")
    var corpus = "Corpus"

    @Flag(help: "Also print every rejected blank: rule, label, answer and sentence.")
    var verbose = false

    func run() throws {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: testSet))
            let analyzer = try PassageAnalyzer.bundled()
            let evaluation = try BlankTargetEvaluation(
                testSet: data, analyzer: analyzer,
                paragraphs: RevisionParagraphs(
                    corpus: URL(fileURLWithPath: corpus, isDirectory: true), analyzer: analyzer))
            for line in evaluation.lines { print(line) }
            if verbose {
                for line in evaluation.rejectionLines { print(line.escapingControlCharacters) }
            }
        } catch {
            throw Console.fail("\(testSet): \(error)")
        }
    }
}
