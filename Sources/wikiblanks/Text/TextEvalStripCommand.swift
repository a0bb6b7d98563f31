import ArgumentParser
import BlanksCorpus
import BlanksSupport
import BlanksText
import Foundation

struct TextEvalStripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval-strip",
        abstract:
            "Check stripped articles for leaked markup, count withheld paragraphs by reason and articles with a 10-sentence passage.",
        discussion: """
            Reads the latest article revisions of --corpus, or JSON Lines {"id","text"} \
            (one article's wikitext per line) on standard input. Exits 1 when any kept \
            paragraph shows markup.
            """
    )

    @Option(help: "Read the latest namespace-0 revisions of this corpus directory instead of standard input.")
    var corpus: String?

    @Flag(help: "Print every leaking paragraph and every withheld one.")
    var verbose = false

    func run() throws {
        var evaluation = StripEvaluation()
        var withheldTexts: [String] = []
        let stripper = WikitextStripper()
        func add(_ article: String, _ wikitext: String) {
            evaluation.add(article: article, wikitext: wikitext, stripper: stripper)
            if verbose {
                withheldTexts += stripper.strip(wikitext).withheld.map {
                    "\($0.defect?.rawValue ?? "") \(article): \($0.text)"
                }
            }
        }
        var allGood = true
        if let corpus {
            let store = RevisionStore(directory: URL(fileURLWithPath: corpus, isDirectory: true))
            do {
                for entry in try store.loadManifest().latestEntries where entry.ns == 0 {
                    let revision = try store.readRevision(revid: entry.revid)
                    add("\(revision.revid) \(revision.title)", revision.content)
                }
            } catch {
                throw Console.fail("\(error)")
            }
        } else {
            allGood = TextInput.forEachRecord { record in
                switch record.id {
                case .number(let number): add(String(number), record.text)
                case .string(let string): add(string, record.text)
                }
            }
        }
        if verbose {
            for leak in evaluation.leaks {
                print("leak \(leak.article) \(leak.patterns): \(leak.text)".escapingControlCharacters)
            }
            for text in withheldTexts { print("withheld \(text)".escapingControlCharacters) }
        }
        print("articles:                                  \(evaluation.articles)")
        print("prose paragraphs kept:                     \(evaluation.paragraphs)")
        print("sentences in kept paragraphs:              \(evaluation.sentences)")
        print("kept paragraphs showing markup:            \(evaluation.leaks.count)")
        print("paragraphs withheld:                       \(evaluation.withheld)")
        for defect in PassageDefect.allCases {
            print(
                "  \((defect.rawValue + ":").padding(toLength: 41, withPad: " ", startingAt: 0))\(evaluation.withheldByReason[defect] ?? 0)"
            )
        }
        print("articles without prose:                    \(evaluation.articlesWithoutProse)")
        print(
            "articles with a \(evaluation.passageSentences)-sentence passage run:   \(evaluation.articlesReachingPassage)"
        )
        print(
            "leads (before the first heading) reaching \(evaluation.passageSentences): \(evaluation.leadsReachingPassage)"
        )
        if !evaluation.leaks.isEmpty || !allGood { throw ExitCode(.failure) }
    }
}
