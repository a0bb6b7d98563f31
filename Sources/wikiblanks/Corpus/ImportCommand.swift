import ArgumentParser
import BlanksCorpus
import Foundation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import a MediaWiki XML export (.xml, .xml.gz or .xml.bz2, multistream too) or a Kiwix ZIM archive into the corpus.",
        discussion: """
            Keeps namespace-0 pages that are not redirects and hold wikitext, with their latest \
            revision. Revisions already stored are skipped. A malformed or truncated dump keeps \
            every complete page and exits with status 1. --jobs N decodes the streams of a multistream \
            .bz2 and checks, encodes and compresses revision files on N threads (one more reads the dump); the corpus is the same bytes for every N.

            A Kiwix ZIM archive (told by its magic number) is checked by libzim, then each HTML \
            article becomes one revision (content model html) that keeps the archive's name, date, \
            language, source, creator and licence and the entry's path. Redirects and other entries \
            are counted and skipped; an unreadable archive exits with status 1.
            """
    )

    @Argument(help: "The XML export (plain, gzip- or bzip2-compressed) or ZIM archive, told by its first bytes.")
    var file: String

    @OptionGroup var corpusOption: CorpusOption
    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        let url = URL(fileURLWithPath: file)
        if ZimArchive.hasMagic(at: url) { return try importArchive(url) }
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
        print(
            "\(file): \(report.pages) pages read, \(report.added) revisions added, "
                + "\(report.alreadyStored) already stored, \(report.redirects) redirects, "
                + "\(report.otherNamespaces) in other namespaces, \(report.otherContentModels) not wikitext, "
                + "\(report.rejected.count) rejected")
        print(
            String(
                format: "%.1f MB of XML in %.2f s (%.1f MB/s)", Double(report.xmlBytes) / 1e6, seconds,
                Double(report.xmlBytes) / 1e6 / max(seconds, 1e-9)))
        for warning in report.warnings { Console.error("\(file): \(warning)") }
        for rejection in report.rejected { Console.error("\(file): \(rejection)") }
        if let stop = report.stoppedAt {
            let place = report.stoppedInPage.map { " (in \($0))" } ?? ""
            throw Console.fail(
                "\(file): \(stop)\(place); the \(report.added + report.alreadyStored) complete pages before it are kept"
            )
        }
        if !report.rejected.isEmpty { throw ExitCode(.failure) }
    }

    private func importArchive(_ url: URL) throws {
        var importer = ZimImporter(store: corpusOption.store)
        importer.jobs = jobsOption.count
        let clock = ContinuousClock()
        let started = clock.now
        let report: ZimImporter.Report
        do {
            report = try importer.importArchive(at: url)
        } catch let error as ZimError {
            throw Console.fail("\(error)")  // it names the archive
        } catch let error as CorpusError {
            throw Console.fail("\(error)")
        } catch {
            throw Console.fail("\(file): \(error)")
        }
        let seconds = max((clock.now - started).seconds, 1e-9)
        print(
            "\(file): \(report.entries) entries read, \(report.articles) articles, \(report.added) revisions added, "
                + "\(report.alreadyStored) already stored, \(report.redirects) redirects, "
                + "\(report.nonArticles) not articles, \(report.rejected.count) rejected")
        print(
            String(
                format: "%.1f MB of archive (%.1f MB of HTML) in %.2f s (%.1f MB/s, %.0f articles/s)",
                Double(report.archiveBytes) / 1e6, Double(report.htmlBytes) / 1e6, seconds,
                Double(report.archiveBytes) / 1e6 / seconds, Double(report.articles) / seconds))
        for rejection in report.rejected { Console.error(rejection) }
        if !report.rejected.isEmpty { throw ExitCode(.failure) }
    }
}
