import ArgumentParser
import BlanksTagger
import BlanksText
import Foundation

/// `wikiblanks text tag`: tags the words of text, or of JSON requests, on standard input.
struct TagCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "Tag words with Universal POS tags.",
        discussion: """
            Plain mode reads text on standard input and prints each sentence on one line, \
            each token followed by a slash and its tag: The/DET cat/NOUN sat/VERB ./PUNCT. \
            With --jsonl, reads one JSON request per line: \
            {"id":1,"tokens":["The","cat","sat","."]} is answered by {"id":1,"tags":["DET","NOUN","VERB","PUNCT"]}; \
            {"id":2,"text":"The cat sat."} is tokenized first and answered by \
            {"id":2,"tokens":[{"length":3,"start":0,"tag":"DET","text":"The"},…]} (UTF-16 ranges). \
            Answers come in input order; a bad line is reported on standard error and skipped, and the exit status is then 1.
            """
    )

    @Flag(help: "Read JSON requests and write JSON answers, one per line, instead of plain text.")
    var jsonl = false

    @Option(help: "Model file to use instead of the bundled one.")
    var model: String?

    @Flag(
        help:
            "In plain mode, follow each tag with how sure the tagger is (word/TAG/margin; \"-\" for a word the tag dictionary fixes)."
    )
    var margins = false

    func run() throws {
        let tagger: POSTagger
        do throws(TaggerModelError) {
            if let model {
                tagger = try POSTagger(contentsOf: URL(fileURLWithPath: model))
            } else {
                tagger = try POSTagger.bundled()
            }
        } catch {
            throw Console.fail("\(error)")
        }
        guard jsonl else {
            for words in TextInput.sentenceTokens() {
                guard margins else {
                    print(zip(words, tagger.tag(words)).map { "\($0)/\($1.rawValue)" }.joined(separator: " "))
                    continue
                }
                let (tags, sure) = tagger.tagWithMargins(words)
                print(
                    words.indices.map { i in
                        "\(words[i])/\(tags[i].rawValue)/" + (sure[i] == .max ? "-" : "\(sure[i])")
                    }.joined(separator: " "))
            }
            return
        }
        let protocolHandler = TaggerJSONLines(tagger: tagger)
        var number = 0
        var failures = 0
        while let line = readLine(strippingNewline: true) {
            number += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            do {
                print(try protocolHandler.answer(line, number: number))
            } catch {
                failures += 1
                Console.error(in: "standard input", line: error.line, error.reason)
            }
        }
        if failures > 0 { throw ExitCode(.failure) }
    }
}
