import ArgumentParser
import BlanksCorpus
import BlanksSupport
import Foundation

struct CorpusShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one revision's record, or only its wikitext with --content."
    )

    @Argument(help: "The revision id.")
    var revid: Int

    @OptionGroup var corpusOption: CorpusOption

    @Flag(help: "Print only the wikitext.")
    var content = false

    func run() throws {
        let store = corpusOption.store
        let revision: Revision
        do {
            guard try store.loadManifest().contains(revid: revid) else {
                throw CorpusError.missingRevision(revid: revid)
            }
            revision = try store.readRevision(revid: revid)
        } catch {
            throw Console.fail("\(error)")
        }
        if content {
            // The exact wikitext into a file or pipe; on a terminal, control
            // characters from the data are escaped line by line.
            let text =
                isatty(1) == 1
                ? revision.content.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0).escapingControlCharacters }.joined(separator: "\n")
                : revision.content
            print(text)
            return
        }
        print(
            """
            title:        \(revision.title.escapingControlCharacters)
            site:         \(revision.site.escapingControlCharacters)
            pageid:       \(revision.pageid)
            revid:        \(revision.revid)
            parentid:     \(revision.parentid)
            timestamp:    \(revision.timestamp.escapingControlCharacters)
            sha1:         \(revision.sha1.escapingControlCharacters)
            contentmodel: \(revision.contentmodel.escapingControlCharacters)
            bytes:        \(revision.content.utf8.count)
            url:          \(revision.url.escapingControlCharacters)
            file:         \(store.fileURL(revid: revid).path)
            """)
        if let zim = revision.zim {
            // Where a ZIM-made revision came from: what attribution names.
            let lines = [
                ("archive", zim.archive), ("archive title", zim.archiveTitle), ("archive date", zim.date),
                ("language", zim.language), ("source", zim.source), ("creator", zim.creator),
                ("publisher", zim.publisher), ("licence", zim.license), ("entry path", zim.path)
            ]
            for (name, value) in lines where !value.isEmpty {
                print(
                    "\((name + ":").padding(toLength: 14, withPad: " ", startingAt: 0))\(value.escapingControlCharacters)"
                )
            }
        }
    }
}
