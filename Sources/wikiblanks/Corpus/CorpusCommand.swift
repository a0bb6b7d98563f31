import ArgumentParser

struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "List, show, verify and measure the stored revisions.",
        subcommands: [
            CorpusListCommand.self, CorpusShowCommand.self, CorpusVerifyCommand.self, CorpusStatsCommand.self,
            CorpusAttributionCommand.self
        ]
    )
}
