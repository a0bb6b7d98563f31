import ArgumentParser
import BlanksCorpus
import BlanksPuzzle
import Foundation

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the shards of a batch into the batch one process would have made.",
        discussion: """
            Give every shard folder, in any order. The result is byte-identical to an unsharded run. \
            When many revisions failed in some shards, their quota may stop short of the batch: then \
            --corpus (the corpus the shards read) lets merge make the missing puzzles.
            """
    )

    @Argument(help: "The shard folders (OUT/<batch-id>.shard-i-of-n).")
    var shards: [String]

    @Option(help: "The folder that receives the merged batch folder.")
    var out: String = "Output"

    @Flag(help: "Replace an existing batch with the same id.")
    var force = false

    @Option(help: "The corpus the shards were made from, to make puzzles a shard stopped before.")
    var corpus: String?

    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        do {
            let generator = try corpus.map {
                BatchGenerator(
                    store: RevisionStore(directory: URL(fileURLWithPath: $0)),
                    generator: PuzzleGenerator(analyzer: try PassageAnalyzer.bundled()))
            }
            let outcome = try BatchMerger(generator: generator, jobs: jobsOption.count).merge(
                shards: shards.map { URL(fileURLWithPath: $0) },
                outputRoot: URL(fileURLWithPath: out), force: force)
            print("\(outcome.directory.path): \(outcome.manifest.count) puzzles merged from \(shards.count) shards")
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
