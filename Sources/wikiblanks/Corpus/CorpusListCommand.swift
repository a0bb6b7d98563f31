import ArgumentParser
import BlanksCorpus
import BlanksSupport

struct CorpusListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List revisions: revid, pageid, timestamp, size, title (latest of each page unless --all)."
    )

    @OptionGroup var corpusOption: CorpusOption

    @Flag(help: "Include older revisions of pages that have a newer one.")
    var all = false

    func run() throws {
        do {
            _ = try corpusOption.store.scanEntries { entry in
                guard all || entry.latest else { return }
                print(
                    "\(entry.revid)\t\(entry.pageid)\t\(entry.timestamp.escapingControlCharacters)\t\(entry.bytes)\t"
                        + entry.title.escapingControlCharacters)
            }
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
