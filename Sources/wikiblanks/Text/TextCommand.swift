import ArgumentParser

/// `wikiblanks text …`: the text pipeline stages on their own.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Run the text pipeline stages: tagging, training and scoring the tagger.",
        subcommands: [TagCommand.self, TrainTaggerCommand.self, EvalTaggerCommand.self]
    )
}
