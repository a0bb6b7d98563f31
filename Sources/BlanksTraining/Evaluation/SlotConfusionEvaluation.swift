import BlanksSlots
import BlanksTagger

/// How the slot scorer does on the confusions a puzzle's options make: at
/// every word of a confusion set in held-out sentences (EWT dev), each word
/// of its set is scored in that slot. `top` counts slots where the true word
/// scores above every other member; `ties` counts slots where another member
/// fits within the margin (and passes the agreement rules), which the
/// generator would call ambiguous.
package struct SlotConfusionEvaluation: Sendable {
    /// The sets, named as the report prints them.
    package static let confusionSets: [(name: String, words: [String])] = [
        ("articles", ["a", "an", "the"]),
        ("prepositions", ["of", "in", "on", "at", "for", "to", "with", "by", "from"]),
        ("relatives", ["which", "that", "who"]),
        ("conjunctions", ["and", "but", "or", "while", "although", "because"]),
        ("pronouns", ["he", "she", "it", "they", "we"])
    ]

    package struct SetScore: Sendable, Equatable {
        package var name: String
        package var slots = 0
        package var top = 0
        package var ties = 0
    }

    package private(set) var sets: [SetScore]

    /// Scores every confusion-set word of `sentences` (words with gold tags).
    package init(scorer: SlotScorer, sentences: [TaggedSentence]) {
        sets = Self.confusionSets.map { SetScore(name: $0.name) }
        var setOf: [String: Int] = [:]
        for (index, set) in Self.confusionSets.enumerated() {
            for word in set.words { setOf[word] = index }
        }
        for sentence in sentences {
            for (position, word) in sentence.words.enumerated() {
                let lower = word.lowercased()
                guard let set = setOf[lower], let slot = SlotContext(words: sentence.words, index: position) else {
                    continue
                }
                let agreement = AgreementSlot(words: sentence.words, tags: sentence.tags, index: position)
                let truth = scorer.score(word, in: slot)
                var best = true
                var tied = false
                for other in Self.confusionSets[set].words where other != lower {
                    // Each member in the true word's case, as an option would be shown.
                    let shown = Self.matchingCase(other, of: word)
                    let score = scorer.score(shown, in: slot)
                    if score.bits >= truth.bits { best = false }
                    if scorer.fits(score, against: truth),
                        AgreementRule.excluding(option: shown, optionTag: sentence.tags[position], at: agreement) == nil
                    {
                        tied = true
                    }
                }
                sets[set].slots += 1
                if best { sets[set].top += 1 }
                if tied { sets[set].ties += 1 }
            }
        }
    }

    /// `word` capitalised when `model` is.
    static func matchingCase(_ word: String, of model: String) -> String {
        guard model.unicodeScalars.first?.properties.isUppercase == true, let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
