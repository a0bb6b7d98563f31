import ArgumentParser
import BlanksExport
import BlanksSupport
import Foundation

/// What every export format takes: the batches and the file to write.
struct ExportOptions: ParsableArguments {
    @Argument(help: "Batch folders (OUT/<batch-id>): one deck, category or player batch each.")
    var batches: [String]

    @Option(help: "The file to write (replaced when it exists).")
    var out: String

    func validate() throws {
        guard !batches.isEmpty else { throw ValidationError("give at least one batch folder") }
        guard !out.isEmpty else { throw ValidationError("--out must name a file") }
    }

    /// Runs the export with progress on standard error and prints the summary.
    func run(_ format: ExportFormat, label: String) throws {
        let progress = ProgressLine(label: "puzzles")
        do {
            let outcome = try Exporter().export(
                format, batches: batches.map { URL(fileURLWithPath: $0) },
                to: URL(fileURLWithPath: out)
            ) { event in
                switch event {
                case .progress(let done, let total): progress.update(done: done, target: total)
                }
            }
            progress.finish()
            print(
                "\(out): \(label), \(outcome.puzzles) puzzles from \(outcome.batches) "
                    + "\(outcome.batches == 1 ? "batch" : "batches"), \(outcome.bytes) bytes".escapingControlCharacters)
        } catch {
            progress.finish()
            throw Console.fail("\(error)")
        }
    }
}
