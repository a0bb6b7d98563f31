import BlanksSupport
import Foundation

extension AnalysisReport {
    /// The report as one line of JSON, the `--json` output of `wikiblanks stats`:
    ///
    ///     {"analysis":"tenthCharacter","completionRank":1,"result":"j","source":"/tmp/notes.txt"}
    ///
    /// `result` is a string (or null when the text has fewer than 10
    /// characters), an array of strings, or an array of {"count","word"}
    /// objects; a failed analysis has `error` instead. Keys are sorted.
    package func jsonLine(source: String) -> String {
        let encoder = CanonicalJSON.encoder()
        let line = JSONLine(report: self, source: source)
        // The value holds only strings and integers, which always encode.
        let data = (try? encoder.encode(line)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

private struct JSONLine: Encodable {
    let report: AnalysisReport
    let source: String

    private enum Key: String, CodingKey {
        case analysis, completionRank, source, result, error, count, totalWords, distinctWords
    }

    private struct WordEntry: Encodable {
        let word: String
        let count: Int
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(report.analysis, forKey: .analysis)
        try container.encode(report.completionRank, forKey: .completionRank)
        try container.encode(source, forKey: .source)
        switch report.outcome {
        case .failure(let error):
            try container.encode(String(describing: error), forKey: .error)
        case .success(.tenthCharacter(let character)):
            try container.encode(character.map(String.init), forKey: .result)
        case .success(.everyTenthCharacter(let sample)):
            try container.encode(sample.count, forKey: .count)
            try container.encode(sample.map(String.init), forKey: .result)
        case .success(.wordCounts(let table)):
            try container.encode(table.totalWords, forKey: .totalWords)
            try container.encode(table.entries.count, forKey: .distinctWords)
            try container.encode(table.entries.map { WordEntry(word: $0.word, count: $0.count) }, forKey: .result)
        }
    }
}
