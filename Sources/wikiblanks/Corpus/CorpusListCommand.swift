import BlanksSupport
import ArgumentParser
import BlanksCorpus

struct CorpusListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List revisions: revid, pageid, timestamp, size, title (latest of each page unless --all)."
    )

    @OptionGroup var corpusOption: CorpusOption

    @Flag(help: "Include older revisions of pages that have a newer one.")
    var all = false

    func run() throws {
        let manifest: Manifest
        do {
            manifest = try corpusOption.store.loadManifest()
        } catch {
            throw Console.fail("\(error)")
        }
        for entry in all ? manifest.entries : manifest.latestEntries {
            print("\(entry.revid)\t\(entry.pageid)\t\(entry.timestamp.escapingControlCharacters)\t\(entry.bytes)\t"
                + entry.title.escapingControlCharacters)
        }
    }
}
