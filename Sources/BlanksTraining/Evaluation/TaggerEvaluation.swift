import BlanksTagger

/// How well a tagger agrees with gold tags: overall, on words the model never
/// saw in training, and per tag.
package struct TaggerEvaluation: Sendable, Equatable {
    /// Counts for one gold tag.
    package struct TagScore: Sendable, Equatable {
        package var tag: UPOS
        /// Tokens whose gold tag is `tag`.
        package var gold: Int
        /// Tokens the tagger gave `tag`.
        package var predicted: Int
        /// Tokens with `tag` both in gold and prediction.
        package var correct: Int

        /// correct / gold (1 when there are none).
        package var recall: Double { gold == 0 ? 1 : Double(correct) / Double(gold) }
        /// correct / predicted (1 when there are none).
        package var precision: Double { predicted == 0 ? 1 : Double(correct) / Double(predicted) }
    }

    package var tokens = 0
    package var correct = 0
    /// Tokens whose lowercased form never occurred in training.
    package var unseenTokens = 0
    package var unseenCorrect = 0
    /// One entry per tag, in `UPOS.allCases` order.
    package var perTag: [TagScore] = UPOS.allCases.map { TagScore(tag: $0, gold: 0, predicted: 0, correct: 0) }

    package var accuracy: Double { tokens == 0 ? 0 : Double(correct) / Double(tokens) }
    package var unseenAccuracy: Double { unseenTokens == 0 ? 0 : Double(unseenCorrect) / Double(unseenTokens) }

    /// Tags every sentence with `tagger` and compares with the gold tags.
    package init(tagger: POSTagger, sentences: [TaggedSentence]) {
        for sentence in sentences {
            let predicted = tagger.tag(sentence.words)
            for (i, gold) in sentence.tags.enumerated() {
                let guess = predicted[i]
                let hit = guess == gold
                tokens += 1
                if hit { correct += 1 }
                if !tagger.model.knows(sentence.words[i]) {
                    unseenTokens += 1
                    if hit { unseenCorrect += 1 }
                }
                perTag[gold.index].gold += 1
                perTag[guess.index].predicted += 1
                if hit { perTag[gold.index].correct += 1 }
            }
        }
    }
}
