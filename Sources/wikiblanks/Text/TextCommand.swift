import ArgumentParser

/// `wikiblanks text …`: each stage of the text pipeline on its own, so anyone
/// can inspect and score it.
struct TextCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Strip wikitext, split sentences and tokens, tag parts of speech, and evaluate them.",
        subcommands: [
            TextStripCommand.self,
            TextSegmentCommand.self,
            TextTokenizeCommand.self,
            TagCommand.self,
            TextEvalStripCommand.self,
            TextEvalGateCommand.self,
            TextEvalSegmentCommand.self,
            TextEvalTargetsCommand.self,
            TrainTaggerCommand.self,
            TrainSegmenterCommand.self,
            EvalTaggerCommand.self,
            TrainSlotsCommand.self,
            EvalSlotsCommand.self
        ]
    )
}
