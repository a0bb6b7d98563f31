import BlanksStats
import BlanksSupport
import Foundation

/// Prints analysis reports as they arrive: plain text for people, or one
/// JSON line each with `--json`. Failures also go to standard error.
struct StatsReportFormat {
    let source: String
    let json: Bool

    func print(_ report: AnalysisReport) {
        defer { fflush(nil) }  // each report appears as soon as it is ready, even in a pipe
        if json { Swift.print(report.jsonLine(source: source)) }
        let heading = "\(Self.title(of: report.analysis)) (finished \(Self.ordinal(report.completionRank)))"
        switch report.outcome {
        case .failure(let error):
            Console.error("\(heading): \(error)")
        case .success(let outcome) where !json:
            printText(outcome, heading: heading)
        case .success:
            break
        }
    }

    private func printText(_ outcome: AnalysisOutcome, heading: String) {
        switch outcome {
        case .tenthCharacter(let character):
            Swift.print(
                "\(heading): \(character.map { Self.quoted(String($0)) } ?? "none, the text has fewer than 10 characters")"
            )
        case .everyTenthCharacter(let sample):
            Swift.print("\(heading): \(sample.count) characters")
            Swift.print("[" + sample.map { Self.quoted(String($0)) }.joined(separator: ", ") + "]")
        case .wordCounts(let table):
            Swift.print("\(heading): \(table.totalWords) words, \(table.entries.count) distinct")
            for entry in table.entries {
                Swift.print("\(entry.count)\t\(entry.word.escapingControlCharacters)")
            }
        }
    }

    /// JSON string syntax, so that line breaks, tabs and spaces stay visible.
    static func quoted(_ text: String) -> String {
        let data = (try? CanonicalJSON.encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func title(of analysis: String) -> String {
        switch analysis {
        case "tenthCharacter": return "tenth character"
        case "everyTenthCharacter": return "every tenth character"
        case "wordCounts": return "word counts"
        default: return analysis
        }
    }

    static func ordinal(_ rank: Int) -> String {
        switch rank {
        case 1: return "1st"
        case 2: return "2nd"
        case 3: return "3rd"
        default: return "\(rank)th"
        }
    }
}
