import ArgumentParser
import BlanksText
import Foundation

struct TextStripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Print an article's prose paragraphs, separated by one blank line.",
        discussion: """
            Reads one article's wikitext on standard input. With --jsonl, reads lines \
            {"id","text"} and prints {"id","paragraphs":[{"text","section"}]} per line.
            """
    )

    @Flag(help: "Read and write JSON Lines instead of plain text.")
    var jsonl = false

    struct Output: Encodable {
        var id: RecordID
        var paragraphs: [ProseParagraph]
    }

    func run() throws {
        let stripper = WikitextStripper()
        guard jsonl else {
            let text = String(decoding: TextInput.readStandardInput(), as: UTF8.self)
            let paragraphs = stripper.paragraphs(from: text).map(\.text)
            if !paragraphs.isEmpty { print(paragraphs.joined(separator: "\n\n")) }
            return
        }
        let allGood = try TextInput.forEachRecord { record in
            try TextInput.printJSONLine(Output(id: record.id, paragraphs: stripper.paragraphs(from: record.text)))
        }
        if !allGood { throw ExitCode(.failure) }
    }
}
