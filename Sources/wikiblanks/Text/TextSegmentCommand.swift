import ArgumentParser
import BlanksModel
import BlanksText
import Foundation

struct TextSegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "Split text into sentences.",
        discussion: """
            Plain mode reads text on standard input and prints one sentence per line. \
            With --jsonl, reads lines {"id","text"} and prints {"id","sentences":[{"start","length"}]} \
            per line, in input order; ranges are UTF-16 offsets into "text".
            """
    )

    @Flag(help: "Read and write JSON Lines instead of plain text.")
    var jsonl = false

    struct Output: Encodable {
        var id: RecordID
        var sentences: [TextRange]
    }

    func run() throws {
        let segmenter = SentenceSegmenter()
        guard jsonl else {
            let text = String(decoding: TextInput.readStandardInput(), as: UTF8.self)
            for range in segmenter.sentences(in: text) {
                print(text.substring(utf16: range).map(String.init) ?? "")
            }
            return
        }
        let allGood = try TextInput.forEachRecord { record in
            try TextInput.printJSONLine(Output(id: record.id, sentences: segmenter.sentences(in: record.text)))
        }
        if !allGood { throw ExitCode(.failure) }
    }
}
