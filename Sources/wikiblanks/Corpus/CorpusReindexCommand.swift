import ArgumentParser
import BlanksCorpus
import Foundation

struct CorpusReindexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reindex",
        abstract: "Rewrite the index's selection sidecar (manifest.selection), folding in the journal first.",
        discussion: """
            generate reads the sidecar, 8 bytes a revision, instead of the whole index while it matches \
            manifest.jsonl. Import and compaction write it; run this after copying a corpus (a copy is \
            another file, so its sidecar no longer matches), when `corpus verify` says it is stale or \
            corrupt, or after a sync whose entries are still in manifest.journal. Takes the writer's lock.
            """
    )

    @OptionGroup var corpusOption: CorpusOption

    func run() throws {
        let store = corpusOption.store
        let summary: IndexScanSummary
        do {
            summary = try store.reindex()
        } catch {
            throw Console.fail("\(error)")
        }
        print("\(store.selectionSidecarURL.path): \(summary.revisions) revisions, \(summary.pages) pages")
    }
}
