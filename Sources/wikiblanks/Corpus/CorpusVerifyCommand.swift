import ArgumentParser
import BlanksCorpus
import Foundation

struct CorpusVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Re-read every revision file: gzip, JSON, sha1 and agreement with the manifest.",
        discussion: "Names each bad file and exits 1 when any is found. Deletes nothing."
    )

    @OptionGroup var corpusOption: CorpusOption

    func run() throws {
        let verifier = CorpusVerifier(store: corpusOption.store)
        let clock = ContinuousClock()
        let started = clock.now
        let report: CorpusVerifier.Report
        do {
            report = try verifier.verify()
        } catch {
            throw Console.fail("\(error)")
        }
        let seconds = (clock.now - started).seconds
        for problem in report.problems { Console.error(problem.message) }
        for path in report.unregistered {
            Console.note("note: \(path) is not in the manifest (left by an interrupted writer; ignored)")
        }
        if let sidecar = report.selectionSidecar {
            Console.note(
                "note: \(corpusOption.store.selectionSidecarURL.path) is \(sidecar); generate reads the whole index "
                    + "until `wikiblanks corpus reindex --corpus \(corpusOption.store.directory.path)` rewrites it")
        }
        let rate = Double(report.checked) / max(seconds, 1e-9)
        print(
            "\(report.checked) revisions checked, \(report.problems.count) bad, "
                + String(format: "%.3f s (%.0f revisions/s)", seconds, rate))
        if !report.isValid { throw ExitCode(.failure) }
    }
}
