import BlanksSlots
import BlanksTagger
import BlanksText

/// The one-solution flag against a teacher's labels: for each labelled blank,
/// does any other option fit within the margin (and pass the agreement
/// rules)? Scored against the label "another option fits as well"
/// (`alsoFits` not empty), at each margin of a sweep, so the margin can be
/// chosen for recall of ambiguous blanks.
///
/// Synonyms (`SynonymTable`) fit as the generator's check has them fit.
/// An option's own tag is the tag of the labelled blank of the same puzzle
/// whose answer it is (every blank of a puzzle is in the set); the blank's
/// own tag when that blank is missing.
package struct SlotBlankEvaluation: Sendable {
    package struct Row: Sendable, Equatable {
        /// In units of 2⁻¹⁶ bit.
        package var margin: Int
        package var truePositives = 0
        package var falsePositives = 0
        package var falseNegatives = 0
        package var trueNegatives = 0

        package var precision: Double {
            truePositives + falsePositives == 0 ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
        }
        package var recall: Double {
            truePositives + falseNegatives == 0 ? 1 : Double(truePositives) / Double(truePositives + falseNegatives)
        }
        /// Share of blanks flagged: what the generator would pass over.
        package var flagged: Double {
            let all = truePositives + falsePositives + falseNegatives + trueNegatives
            return all == 0 ? 0 : Double(truePositives + falsePositives) / Double(all)
        }
    }

    package private(set) var rows: [Row]
    /// Blanks whose answer is not one token of their sentence at `start` (not scored).
    package private(set) var unmatched = 0
    package private(set) var ambiguous = 0
    package private(set) var scored = 0
    /// Each scored blank with the options flagged at the scorer's own margin
    /// (and their scores minus the answer's, in 2⁻¹⁶ bit), for a report of misses.
    package private(set) var judged: [(blank: LabelledBlank, flagged: [(option: String, difference: Int)])] = []

    package init(
        scorer: SlotScorer, synonyms: SynonymTable, tagger: POSTagger, blanks: [LabelledBlank], margins: [Int],
        tokenizer: Tokenizer = Tokenizer()
    ) {
        rows = margins.map { Row(margin: $0) }
        var tagOfAnswer: [String: UPOS] = [:]
        for blank in blanks { tagOfAnswer[blank.puzzle + "\u{0}" + blank.answer] = UPOS(rawValue: blank.pos) }
        for blank in blanks {
            let tokens = tokenizer.tokens(in: blank.sentence)
            guard let index = tokens.firstIndex(where: { $0.start == blank.start && $0.length == blank.length }) else {
                unmatched += 1
                continue
            }
            let words = tokens.map(\.text)
            guard let slot = SlotContext(words: words, index: index) else { continue }
            scored += 1
            let gold = !blank.alsoFits.isEmpty
            if gold { ambiguous += 1 }
            let tags = tagger.tag(words)
            let ownTag = UPOS(rawValue: blank.pos) ?? tags[index]
            let agreement = AgreementSlot(words: words, tags: tags, index: index, answerTag: ownTag)
            let answer = scorer.score(words[index], in: slot)
            let candidates = blank.options.filter {
                $0.lowercased() != words[index].lowercased()
                    && AgreementRule.excluding(
                        option: $0, optionTag: tagOfAnswer[blank.puzzle + "\u{0}" + $0] ?? ownTag,
                        at: agreement) == nil
            }
            // An interchangeable word or a synonym fits at every margin, as in the generator's check.
            let byRule = candidates.map { option in
                InterchangeableWords.fits(option: option, words: words, tags: tags, index: index)
                    || ((tagOfAnswer[blank.puzzle + "\u{0}" + option] ?? ownTag) == ownTag
                        && synonyms.areSynonyms(option.lowercased(), words[index].lowercased(), tag: ownTag))
            }
            let scores = candidates.map { scorer.score($0, in: slot) }
            let needsTrigram = SlotScorer.needsTrigram(ownTag)
            func fits(_ candidate: Int, margin: Int) -> Bool {
                byRule[candidate]
                    || scorer.with(margin: margin).fits(scores[candidate], against: answer, needsTrigram: needsTrigram)
            }
            judged.append(
                (
                    blank,
                    candidates.indices.filter { fits($0, margin: scorer.margin) }
                        .map { (candidates[$0], byRule[$0] ? 0 : scores[$0].bits - answer.bits) }
                ))
            for row in rows.indices {
                let flagged = candidates.indices.contains { fits($0, margin: rows[row].margin) }
                switch (flagged, gold) {
                case (true, true): rows[row].truePositives += 1
                case (true, false): rows[row].falsePositives += 1
                case (false, true): rows[row].falseNegatives += 1
                case (false, false): rows[row].trueNegatives += 1
                }
            }
        }
    }
}
