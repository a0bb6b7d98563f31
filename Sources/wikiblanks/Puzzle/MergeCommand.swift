import ArgumentParser
import BlanksPuzzle
import Foundation

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the shards of a batch into the batch one process would have made.",
        discussion: "Give every shard folder, in any order. The result is byte-identical to an unsharded run."
    )

    @Argument(help: "The shard folders (OUT/<batch-id>.shard-i-of-n).")
    var shards: [String]

    @Option(help: "The folder that receives the merged batch folder.")
    var out: String = "Output"

    @Flag(help: "Replace an existing batch with the same id.")
    var force = false

    func run() throws {
        do {
            let outcome = try BatchMerger().merge(shards: shards.map { URL(fileURLWithPath: $0) },
                                                  outputRoot: URL(fileURLWithPath: out), force: force)
            print("\(outcome.directory.path): \(outcome.manifest.count) puzzles merged from \(shards.count) shards")
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
