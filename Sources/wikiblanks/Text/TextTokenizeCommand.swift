import ArgumentParser
import BlanksText
import Foundation

struct TextTokenizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokenize",
        abstract: "Split text into tokens.",
        discussion: """
            Plain mode reads text on standard input and prints the tokens of each sentence \
            on one line, separated by spaces. With --jsonl, reads lines {"id","text"} and prints \
            {"id","tokens":[{"text","start","length"}]} per line; ranges are UTF-16 offsets into "text".
            """
    )

    @Flag(help: "Read and write JSON Lines instead of plain text.")
    var jsonl = false

    struct Output: Encodable {
        var id: RecordID
        var tokens: [Token]
    }

    func run() throws {
        guard jsonl else {
            for words in TextInput.sentenceTokens() { print(words.joined(separator: " ")) }
            return
        }
        let tokenizer = Tokenizer()
        let allGood = try TextInput.forEachRecord { record in
            try TextInput.printJSONLine(Output(id: record.id, tokens: tokenizer.tokens(in: record.text)))
        }
        if !allGood { throw ExitCode(.failure) }
    }
}
