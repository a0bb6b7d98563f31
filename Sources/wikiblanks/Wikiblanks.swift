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
        ]
    )

    /// argument-parser's own `main` (keep it so: commands run where its `main` runs
    /// them, off the main thread, which then takes SIGINT and SIGTERM whatever signal
    /// mask the parent gave), except that a usage error's line starts `wikiblanks:`
    /// like every other error line (the usage lines after it stay).
    static func main() async {
        StandardStreams.prepare()
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let message = fullMessage(for: error)
            guard exitCode(for: error) == ExitCode(.usage), message.hasPrefix("Error: ") else { exit(withError: error) }
            let lines = message.dropFirst("Error: ".count).split(separator: "\n", omittingEmptySubsequences: false)
            Console.error(String(lines[0]))
            lines.dropFirst().forEach { Console.note(String($0)) }
            exit(withError: ExitCode(.usage))
        }
    }
}
