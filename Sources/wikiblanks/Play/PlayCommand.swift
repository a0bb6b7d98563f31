import ArgumentParser
import BlanksCorpus
import BlanksModel
import BlanksPlay
import Foundation

/// `wikiblanks play`: the terminal game over cached puzzles.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play cached puzzles offline in the terminal; progress is saved move by move.",
        discussion: "Type help in the game for the commands. " + LevelRules.standard.summary
    )

    @Option(help: ArgumentHelp("A batch directory holding puzzles.jsonl (default: every batch under --output).",
                               valueName: "dir"))
    var batch: String?

    @Option(help: ArgumentHelp("Where generated batches are looked for.", valueName: "dir"))
    var output = "Output"

    @OptionGroup var progress: ProgressOptions

    @Option(help: ArgumentHelp("With no batch, puzzles are generated on the fly from this corpus.", valueName: "dir"))
    var corpus = "Corpus"

    func run() throws {
        let store = try progress.openStore()
        let environment = ProcessInfo.processInfo.environment
        let choice = PuzzleSourceChoice(batch: batch.map { URL(fileURLWithPath: $0, isDirectory: true) },
                                        outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
                                        corpus: CorpusPuzzleSource(store: RevisionStore(
                                            directory: URL(fileURLWithPath: corpus, isDirectory: true))))
        let io = PlayConsoleIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in
                FileHandle.standardOutput.write(Data(text.utf8))
            },
            warn: { Console.note($0) },
            now: { Date() }
        )
        var console = PlayConsole(store: store, profileName: progress.profile, environment: environment, io: io,
                                  source: choice)
        do {
            try console.run()
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
