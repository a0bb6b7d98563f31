import ArgumentParser
import BlanksCorpus
import BlanksSupport

struct CorpusAttributionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attribution",
        abstract: "Print the attribution page (title, revision, link, licence) as Markdown."
    )

    @OptionGroup var corpusOption: CorpusOption

    @Option(help: "The wiki's host name, used in the links.")
    var site = "en.wikipedia.org"

    func run() throws {
        do {
            let manifest = try corpusOption.store.loadManifest()
            let markdown = Attribution.markdown(for: manifest, site: site, store: corpusOption.store)
            print(
                markdown.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0).escapingControlCharacters }.joined(separator: "\n"), terminator: "")
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
