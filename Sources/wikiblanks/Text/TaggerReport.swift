import ArgumentParser
import BlanksTraining
import Foundation

/// Renders an evaluation as the table `eval-tagger` and `train-tagger` print, and their errors.
enum TaggerReport {
    static func lines(_ score: TaggerEvaluation) -> [String] {
        var lines = [
            "tokens \(score.tokens)  accuracy \(percent(score.accuracy))",
            "unseen \(score.unseenTokens)  accuracy \(percent(score.unseenAccuracy))",
            "tag    gold  predicted  recall  precision"
        ]
        for tag in score.perTag {
            lines.append(
                tag.tag.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
                    + pad(tag.gold, 5) + pad(tag.predicted, 11) + "  " + percent(tag.recall) + "   "
                    + percent(tag.precision))
        }
        return lines
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10000).rounded())
        let text = "\(tenths / 100).\(tenths % 100 < 10 ? "0" : "")\(tenths % 100)%"
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }

    /// Prints why training or evaluation failed, as one error line (a bad input line
    /// as `FILE, line N: …`), and gives the status to throw.
    static func fail(_ error: any Error) -> ExitCode {
        Console.fail("\(error)")
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
