import ArgumentParser
import BlanksCorpus
import Foundation

struct CorpusStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count revisions and pages, and measure content and compressed sizes."
    )

    @OptionGroup var corpusOption: CorpusOption

    func run() throws {
        let stats: CorpusStatistics
        do {
            stats = try CorpusStatistics(store: corpusOption.store)
        } catch {
            throw Console.fail("\(error)")
        }
        print("revisions:         \(stats.revisions)")
        print("pages:             \(stats.pages)")
        print("content bytes:     \(stats.contentBytes)")
        print("compressed bytes:  \(stats.compressedBytes)")
        print(String(format: "compression ratio: %.2f", stats.compressionRatio))
        if let oldest = stats.oldest, let newest = stats.newest {
            print("timestamps:        \(oldest) … \(newest)")
        }
    }
}
