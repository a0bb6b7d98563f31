import ArgumentParser
import BlanksSupport
import BlanksText
import Foundation

/// Standard input and output for the `text` commands' JSON Lines mode.
enum TextInput {
    static func readStandardInput() -> Data {
        FileHandle.standardInput.readDataToEndOfFile()
    }

    /// The tokens of each sentence of the plain text on standard input.
    static func sentenceTokens() -> [[String]] {
        let text = String(decoding: readStandardInput(), as: UTF8.self)
        let tokenizer = Tokenizer()
        return SentenceSegmenter().sentences(in: text).map { sentence in
            tokenizer.tokens(in: text, range: sentence).map(\.text)
        }
    }

    /// Decodes each non-empty line of standard input, calling `handle` for
    /// good records in order and reporting bad ones on standard error.
    /// Returns false when any line was bad.
    static func forEachRecord(_ handle: (TextRecord) throws -> Void) rethrows -> Bool {
        var allGood = true
        for line in JSONLines.split(readStandardInput()) {
            let record: TextRecord
            do {
                record = try TextRecord.decode(line: line.bytes, lineNumber: line.number)
            } catch {
                Console.error("standard input, \(error)")
                allGood = false
                continue
            }
            try handle(record)
        }
        return allGood
    }

    /// One JSON object per line, keys sorted so the bytes never depend on hashing.
    static func printJSONLine(_ value: some Encodable) throws {
        StandardStreams.write(try CanonicalJSON.line(value))
    }
}
