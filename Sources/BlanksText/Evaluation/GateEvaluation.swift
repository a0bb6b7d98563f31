/// Scores the passage gate against a hand-labelled set, two ways. The
/// gate's score: a paragraph counts as withheld (the positive class) when
/// the stripper gives it a `PassageDefect`. The passages' score: it counts as
/// withheld when no puzzle passage can hold it — withheld itself, or
/// reachable only across a withheld paragraph or a removed block (a
/// paragraph about a list that is gone is caught only so).
///
/// Each label is found among its revision's stripped paragraphs by its text:
/// the same text, or else the paragraph sharing most of its words (at least
/// `minimumOverlap`, as when a template now renders), or none, which counts
/// as withheld (the stripper no longer shows it as a paragraph).
package struct GateEvaluation: Sendable {
    /// One label and what the stripper made of its paragraph.
    package struct Outcome: Sendable, Equatable {
        package var label: PassageLabelSet.Label
        /// The stripper's text for the paragraph, if it was found.
        package var text: String?
        package var defect: PassageDefect?
        /// True when some passage may hold the paragraph.
        package var isInPassages: Bool

        package var isWithheld: Bool { text == nil || defect != nil }
        package var isOutsidePassages: Bool { !isInPassages }
    }

    /// Precision and recall of one way of deciding "withheld".
    package struct Score: Sendable, Equatable {
        package var truePositives = 0
        package var falsePositives = 0
        package var falseNegatives = 0

        /// Of the paragraphs withheld, the share labelled defective (1 when none is withheld).
        package var precision: Double {
            let withheld = truePositives + falsePositives
            return withheld == 0 ? 1 : Double(truePositives) / Double(withheld)
        }

        /// Of the paragraphs labelled defective, the share withheld (1 when none is).
        package var recall: Double {
            let defective = truePositives + falseNegatives
            return defective == 0 ? 1 : Double(truePositives) / Double(defective)
        }
    }

    package static let minimumOverlap = 0.6

    package var outcomes: [Outcome] = []

    package init() {}

    package var unmatched: Int { outcomes.count { $0.text == nil } }

    /// The gate's score: withheld means the paragraph has a defect.
    package var gate: Score { score(\.isWithheld) }

    /// The passages' score: withheld means no passage can hold the paragraph.
    package var passages: Score { score(\.isOutsidePassages) }

    private func score(_ withheld: KeyPath<Outcome, Bool>) -> Score {
        var score = Score()
        for outcome in outcomes {
            switch (outcome.label.isDefective, outcome[keyPath: withheld]) {
            case (true, true): score.truePositives += 1
            case (false, true): score.falsePositives += 1
            case (true, false): score.falseNegatives += 1
            case (false, false): break
            }
        }
        return score
    }

    /// Scores the labels of one revision against its stripped paragraphs.
    package mutating func add(
        labels: [PassageLabelSet.Label], wikitext: String,
        stripper: WikitextStripper = WikitextStripper()
    ) {
        let entries = stripper.strip(wikitext).entries
        let inRuns = PassageRunSequence.inRuns(entries)
        let entryWords = entries.map { Self.words($0.text) }
        for label in labels {
            let index = entries.firstIndex { $0.text == label.text } ?? Self.closest(to: label.text, among: entryWords)
            guard let index else {
                outcomes.append(Outcome(label: label, text: nil, defect: nil, isInPassages: false))
                continue
            }
            outcomes.append(
                Outcome(
                    label: label, text: entries[index].text, defect: entries[index].defect,
                    isInPassages: inRuns[index]))
        }
    }

    /// Scores a label whose revision is missing: it counts as withheld, unmatched.
    package mutating func addMissing(_ label: PassageLabelSet.Label) {
        outcomes.append(Outcome(label: label, text: nil, defect: nil, isInPassages: false))
    }

    private static func closest(to text: String, among candidates: [Set<String>]) -> Int? {
        let target = words(text)
        var best: (index: Int, overlap: Double)?
        for (index, words) in candidates.enumerated() {
            let union = target.union(words).count
            guard union > 0 else { continue }
            let overlap = Double(target.intersection(words).count) / Double(union)
            if overlap >= minimumOverlap, overlap > best?.overlap ?? 0 { best = (index, overlap) }
        }
        return best?.index
    }

    private static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }
}
