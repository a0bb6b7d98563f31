import BlanksSupport
import BlanksTagger

extension BlankTarget {
    /// Whether the answer, a preposition, determiner or subordinator, and
    /// its repeat at `position` of the blank's own sentence open two
    /// conjuncts of one coordination: either of them right after a
    /// coordinating conjunction ("the effects ___ global warming on
    /// farming and of farming on global warming", "might have ___
    /// algorithms or no known algorithms", "either as a clade or ___ a
    /// grade", "In East Africa … and ___ central Africa"). The parallel
    /// hands the player the word that opens the other conjunct. Not an
    /// article, which opens most noun phrases of a sentence, so its repeat
    /// after "and" shows nothing a player does not expect anyway ("the
    /// acid and the base").
    func opensParallelConjunct(repeatAt position: Int) -> Bool {
        guard Self.parallelOpeners.contains(sentence.tags[index]),
            Self.parallelOpeners.contains(sentence.tags[position]),
            !Self.articles.contains(sentence.tokens[index].text.lowercased())
        else { return false }
        return isOpenedByConjunction(at: position) || isOpenedByConjunction(at: index)
    }

    /// The classes of word `opensParallelConjunct` reads, at the blank and
    /// at its repeat: not the infinitive's "to" ("attempts to spread her
    /// ideas, both ___ the public and in academic settings").
    static let parallelOpeners: Set<UPOS> = [.adp, .det, .sconj]

    static let articles: WordSet = ["a", "an", "the"]

    /// Adverbs of sequence or focus that may stand between a conjunction
    /// and the conjunct it opens ("and finally in", "but rather to", "and
    /// again into"). Not any adverb: in "back and forth as to whether" the
    /// adverb ends the conjunct, and what follows opens none.
    static let conjunctAdverbs: WordSet = [
        "also", "again", "finally", "then", "rather", "even", "especially", "particularly", "not", "only",
        "mainly", "mostly", "partly", "perhaps", "later"
    ]

    /// Whether the word at `position` of the blank's sentence follows a
    /// coordinating conjunction the player sees, past at most three commas
    /// and adverbs of `conjunctAdverbs`.
    private func isOpenedByConjunction(at position: Int) -> Bool {
        var before = position - 1
        var skipped = 0
        while before >= 0, skipped < 3, isBetweenConjunctionAndConjunct(before) {
            before -= 1
            skipped += 1
        }
        return before >= 0 && sentence.tags[before] == .cconj && isVisible(sentence, at: before)
    }

    private func isBetweenConjunctionAndConjunct(_ position: Int) -> Bool {
        let text = sentence.tokens[position].text
        return text == "," || sentence.tags[position] == .adv && Self.conjunctAdverbs.contains(text.lowercased())
    }
}
