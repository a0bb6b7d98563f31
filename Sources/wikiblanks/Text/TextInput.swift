import ArgumentParser
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
        for (index, line) in jsonLines(readStandardInput()).enumerated() where !line.isEmpty {
            let record: TextRecord
            do {
                record = try TextRecord.decode(line: line, lineNumber: index + 1)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data + Data([0x0A]))
    }
}
