import ArgumentParser
import BlanksCorpus
import BlanksPuzzle
import BlanksSupport
import Foundation

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check every puzzle of a batch independently of the generator.",
        discussion: """
            PATH is a batch folder or a puzzles.jsonl file. With --corpus, each puzzle is also \
            checked against its source revision, and regenerated. Exits 0 only when every puzzle passes.
            """
    )

    @Argument(help: "A batch folder or a puzzles.jsonl file.")
    var path: String

    @Option(help: "Check against the source revisions in this corpus.")
    var corpus: String?

    @Flag(help: "Print the report as JSON.")
    var json = false

    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        let report: ValidationReport
        do {
            let validator = PuzzleValidator(
                analyzer: try PassageAnalyzer.bundled(),
                corpus: corpus.map { RevisionStore(directory: URL(fileURLWithPath: $0)) })
            report = try validator.validate(path: URL(fileURLWithPath: path), jobs: jobsOption.count)
        } catch {
            throw Console.fail("\(error)")
        }
        if json {
            print(String(decoding: try CanonicalJSON.encode(report), as: UTF8.self))
        } else {
            for failure in report.failures { Console.error("\(path): \(failure)") }
            print("\(path): \(report.puzzles) puzzles, \(report.failures.count) failures")
        }
        if !report.valid { throw ExitCode(.failure) }
    }
}
