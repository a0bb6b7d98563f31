import BlanksSupport
import BlanksTagger

/// How a floor on the tagger's margin (`POSTagger.tagWithMargins`) trades
/// words for accuracy: for each floor, the share of words kept and how many
/// of those are tagged right. The generator's floor on a blank's margin is
/// chosen from this table on EWT dev, never on a test set.
///
/// Only words of letters count: a blank is one, and punctuation, tagged
/// right almost always, would flatter every floor. With `predicted`, only
/// the words a puzzle could blank count: tagged with one of those tags, and
/// not capitalised inside the sentence (such a word reads as a name).
package struct TaggerMarginEvaluation: Sendable, Equatable {
    package struct Row: Sendable, Equatable {
        package var floor: Int32
        /// Words whose margin is at least `floor`.
        package var kept: Int
        package var keptCorrect: Int
        package var keptAccuracy: Double { kept == 0 ? 0 : Double(keptCorrect) / Double(kept) }
    }

    package var words = 0
    /// What the words are, for the report.
    package var scope = "words of letters"
    package var correct = 0
    package var rows: [Row]

    package var accuracy: Double { words == 0 ? 0 : Double(correct) / Double(words) }

    /// The floors the table lists by default, in weight units.
    package static let defaultFloors: [Int32] = [
        0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000, 200_000, 300_000
    ]

    /// The tags a puzzle may blank (every level's categories).
    package static let blankedTags: Set<UPOS> = [.det, .adj, .noun, .adp, .verb, .pron, .cconj, .sconj]

    package init(
        tagger: POSTagger, sentences: [TaggedSentence], floors: [Int32] = defaultFloors,
        predicted: Set<UPOS>? = nil
    ) {
        rows = floors.map { Row(floor: $0, kept: 0, keptCorrect: 0) }
        if predicted != nil { scope = "words a puzzle could blank (a blanked class, lower case inside the sentence)" }
        for sentence in sentences {
            let (tags, margins) = tagger.tagWithMargins(sentence.words)
            for (i, gold) in sentence.tags.enumerated() {
                let word = sentence.words[i]
                guard !word.isEmpty, word.unicodeScalars.allSatisfy(\.properties.isAlphabetic) else { continue }
                if let predicted {
                    let capitalised = word.unicodeScalars.first?.properties.isUppercase == true
                    guard predicted.contains(tags[i]), !capitalised || i == 0 else { continue }
                }
                let hit = tags[i] == gold
                words += 1
                if hit { correct += 1 }
                for r in rows.indices where margins[i] >= rows[r].floor {
                    rows[r].kept += 1
                    if hit { rows[r].keptCorrect += 1 }
                }
            }
        }
    }

    /// The report's lines: one per floor.
    package var lines: [String] {
        func percent(_ value: Double) -> String { DecimalFormat.fixed(value * 100, places: 2) + " %" }
        var out = [
            "\(words) \(scope), \(percent(accuracy)) tagged right",
            "floor\tkept\tdropped\tkept accuracy"
        ]
        for row in rows {
            let dropped = words == 0 ? 0 : 1 - Double(row.kept) / Double(words)
            out.append("\(row.floor)\t\(row.kept)\t\(percent(dropped))\t\(percent(row.keptAccuracy))")
        }
        return out
    }
}
