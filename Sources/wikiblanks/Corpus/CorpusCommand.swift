import ArgumentParser

struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "List, show, verify and measure the stored revisions; rewrite the index's selection sidecar.",
        subcommands: [
            CorpusListCommand.self, CorpusShowCommand.self, CorpusVerifyCommand.self, CorpusStatsCommand.self,
            CorpusAttributionCommand.self, CorpusReindexCommand.self
        ]
    )
}
