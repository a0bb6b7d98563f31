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
        ]
    )
}
