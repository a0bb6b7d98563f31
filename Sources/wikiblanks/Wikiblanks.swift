import ArgumentParser
import BlanksSupport

@main
struct Wikiblanks: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wikiblanks",
        abstract: "An offline-first Wikipedia corpus and fill-in-the-blank puzzle generator.",
        version: ToolInfo.version,
        subcommands: [
            ImportCommand.self,
            CorpusCommand.self,
            TextCommand.self,
            GenerateCommand.self,
            MergeCommand.self,
            ValidateCommand.self,
            PlayCommand.self,
            HistoryCommand.self,
            StatsCommand.self,
            SyncCommand.self,
            ExportCommand.self,
            VersionCommand.self
        ]
    )

    /// argument-parser's own `main` (keep it so: commands run where its `main` runs
    /// them, off the main thread, which then takes SIGINT and SIGTERM whatever signal
    /// mask the parent gave), except that a usage error's line starts `wikiblanks:`
    /// like every other error line (the usage lines after it stay), a mistyped option
    /// is that line whatever else is wrong (UnknownOptionCheck), and `-V` is `--version`.
    static func main() async {
        StandardStreams.prepare()
        let arguments = Array(CommandLine.arguments.dropFirst())
        GenerateCommand.startLoadingModels(for: arguments)
        do {
            var command = try await asyncParseAsRoot(arguments == ["-V"] ? ["--version"] : arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let message = fullMessage(for: error)
            guard exitCode(for: error) == ExitCode(.usage), message.hasPrefix("Error: ") else { exit(withError: error) }
            let lines = message.dropFirst("Error: ".count).split(separator: "\n", omittingEmptySubsequences: false)
            if let unknown = UnknownOptionCheck(Wikiblanks.self)?.firstUnknown(in: arguments) {
                // The usage stays; argument-parser's lines about the error it found instead go.
                Console.error(
                    "Unknown option '\(unknown.option)'" + (unknown.suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
                lines.drop { !$0.hasPrefix("Usage: ") }.forEach { Console.note(String($0)) }
            } else {
                Console.error(String(lines[0]))
                lines.dropFirst().forEach { Console.note(String($0)) }
            }
            exit(withError: ExitCode(.usage))
        }
    }
}
