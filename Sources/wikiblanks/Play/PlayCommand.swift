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
        discussion:
            "Type help in the game for the commands; hint 3 gives blank 3's part of speech, then its first letter. "
            + LevelRules.standard.summary
    )

    @Option(
        help: ArgumentHelp(
            "A batch directory holding puzzles.jsonl, played at its puzzles' own levels "
                + "(default: every batch under --output).",
            valueName: "dir"))
    var batch: String?

    @Option(help: ArgumentHelp("Where generated batches are looked for.", valueName: "dir"))
    var output = "Output"

    @OptionGroup var progress: ProgressOptions

    @Option(help: ArgumentHelp("With no batch, puzzles are generated on the fly from this corpus.", valueName: "dir"))
    var corpus = "Corpus"

    @Option(help: "blanks or trace (default: trace when --batch is a trace batch, else blanks).")
    var kind: PuzzleKind?

    @Option(
        help: ArgumentHelp(
            "Trace only, with no --batch: the level to play first (1…10); the ladder goes on from it.",
            valueName: "n"))
    var level: Int?

    func validate() throws {
        guard let level else { return }
        guard kind == .trace else { throw ValidationError("--level is for the trace game: add --kind trace") }
        guard batch == nil else {
            throw ValidationError(
                "--level chooses the trace ladder's level; a --batch is played at its puzzles' own levels")
        }
        guard TraceLevels.range.contains(level) else {
            throw ValidationError("--level must be \(TraceLevels.range.lowerBound)…\(TraceLevels.range.upperBound)")
        }
    }

    func run() throws {
        let store = try progress.openStore()
        let environment = ProcessInfo.processInfo.environment
        let batchURL = batch.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let isTraceBatch = batchURL.map(TraceConsole.isTraceBatch) ?? false
        if (kind ?? (isTraceBatch ? .trace : .blanks)) == .trace {
            return try playTrace(store: store, batch: batchURL, environment: environment)
        }
        let choice = PuzzleSourceChoice(
            batch: batch.map { URL(fileURLWithPath: $0, isDirectory: true) },
            outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
            corpus: CorpusPuzzleSource(
                store: RevisionStore(
                    directory: URL(fileURLWithPath: corpus, isDirectory: true))))
        var console = PlayConsole(
            store: store, profileName: progress.profile, environment: environment, io: Self.io,
            source: choice)
        do {
            try console.run()
        } catch {
            throw Console.fail("\(error)")
        }
    }

    /// The trace game over `batch`, or up the ladder (trace batches under --output, else made on the fly).
    private func playTrace(store: ProgressStore, batch: URL?, environment: [String: String]) throws {
        var console = TraceConsole(
            store: store, profileName: progress.profile, environment: environment, io: Self.io,
            batch: batch, outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
            startLevel: level)
        do {
            try console.run()
        } catch {
            throw Console.fail("\(error)")
        }
    }

    /// Standard input and output, standard error for warnings, the system clock.
    private static var io: PlayConsoleIO {
        PlayConsoleIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in
                StandardStreams.write(Data(text.utf8))
                StandardStreams.flush()
            },
            warn: { Console.note($0) },
            now: { Date() }
        )
    }
}
