import Foundation

/// One blank of the hand-labelled set (Data/blanks/blanks.jsonl): a
/// teacher's reading of a generated blank, with the other options that fit
/// it as well as its answer (`alsoFits`, empty for a blank with one answer).
package struct LabelledBlank: Decodable, Sendable, Equatable {
    package var puzzle: String
    package var sentence: String
    /// UTF-16 offset of the answer in `sentence`.
    package var start: Int
    package var length: Int
    package var answer: String
    package var pos: String
    package var options: [String]
    package var alsoFits: [String]

    /// Reads the set, one JSON object per line; a line that does not parse is an error naming it.
    package static func read(contentsOf url: URL) throws(LabelledBlankError) -> [LabelledBlank] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        var blanks: [LabelledBlank] = []
        let decoder = JSONDecoder()
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { continue }
            do { blanks.append(try decoder.decode(LabelledBlank.self, from: Data(line))) } catch {
                throw .badLine(file: url.path, line: index + 1, reason: "\(error)")
            }
        }
        guard !blanks.isEmpty else { throw .empty(file: url.path) }
        return blanks
    }
}

/// Why the labelled blank set could not be read; names the file and line.
package enum LabelledBlankError: Error, CustomStringConvertible, Equatable, Sendable {
    case unreadable(file: String, reason: String)
    case badLine(file: String, line: Int, reason: String)
    case empty(file: String)

    package var description: String {
        switch self {
        case .unreadable(let file, let reason): "cannot read \(file): \(reason)"
        case .badLine(let file, let line, let reason): "\(file), line \(line): not a labelled blank (\(reason))"
        case .empty(let file): "\(file) holds no labelled blanks"
        }
    }
}
