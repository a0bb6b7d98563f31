import ArgumentParser
import BlanksCorpus
import Foundation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a MediaWiki XML export (.xml, .xml.gz or .xml.bz2, multistream too) into the corpus.",
        discussion: """
        Keeps namespace-0 pages that are not redirects and hold wikitext, with their latest \
        revision. Revisions already stored are skipped. A malformed or truncated dump keeps \
        every complete page and exits with status 1. --jobs N decodes the streams of a multistream \
        .bz2 and checks, encodes and compresses revision files on N threads (one more reads the dump); the corpus is the same bytes for every N.
        """
    )

    @Argument(help: "The XML export: plain, gzip- or bzip2-compressed (told by its first bytes).")
    var file: String

    @OptionGroup var corpusOption: CorpusOption
    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        let url = URL(fileURLWithPath: file)
        var importer = DumpImporter(store: corpusOption.store)
        importer.jobs = jobsOption.count
        let clock = ContinuousClock()
        let started = clock.now
        let report: DumpImporter.Report
        do {
            report = try importer.importDump(at: url)
        } catch let error as CorpusError {
            throw Console.fail("\(error)")  // it names its file: the dump, or the corpus
        } catch {
            throw Console.fail("\(file): \(error)")
        }
        let seconds = (clock.now - started).seconds
        print("\(file): \(report.pages) pages read, \(report.added) revisions added, "
            + "\(report.alreadyStored) already stored, \(report.redirects) redirects, "
            + "\(report.otherNamespaces) in other namespaces, \(report.otherContentModels) not wikitext, "
            + "\(report.rejected.count) rejected")
        print(String(format: "%.1f MB of XML in %.2f s (%.1f MB/s)", Double(report.xmlBytes) / 1e6, seconds,
                     Double(report.xmlBytes) / 1e6 / max(seconds, 1e-9)))
        for warning in report.warnings { Console.error("\(file): \(warning)") }
        for rejection in report.rejected { Console.error("\(file): \(rejection)") }
        if let stop = report.stoppedAt {
            let place = report.stoppedInPage.map { " (in \($0))" } ?? ""
            throw Console.fail("\(file): \(stop)\(place); the \(report.added + report.alreadyStored) complete pages before it are kept")
        }
        if !report.rejected.isEmpty { throw ExitCode(.failure) }
    }
}
