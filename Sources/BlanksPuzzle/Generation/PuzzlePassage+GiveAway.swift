extension PuzzlePassage {
    /// Whether candidate `word` of sentence `sentence`, a content word, gives
    /// its answer away across a paragraph break. The candidates were judged in their own
    /// paragraph as it was tagged (`BlankCandidates.words`), before the
    /// passage's later paragraphs were read; the player sees the whole
    /// passage, so a draw judges its picks again with the passage as one
    /// paragraph (`BlankTarget.isGiveAway`): the sentences just before and
    /// after the blank's, across a break ("a fellow student at the film ___"
    /// after a paragraph that ends "his mentor at the film school"), and the
    /// blank's phrase anywhere. Only a content word: it recurs because the
    /// passage is about it, where a function word's phrase recurs across a
    /// break as a matter of course ("an algorithm is", "in one field"), which
    /// the labelled sets' readers did not count, but for a preposition that
    /// the verb or adjective before it takes, shown after that word again
    /// (`BlankTarget.givesPrepositionAwayAcrossParagraphs`). False at once in
    /// a passage of one paragraph, where the first judgement was already this one.
    func givesAwayAcrossParagraphs(sentence: Int, word: BlankCandidates.Word) -> Bool {
        let content = BlankTarget.isContent(word.tag)
        guard paragraphs.count > 1, content || word.tag == .adp, analyzed.indices.contains(sentence) else {
            return false
        }
        let shown = analyzed[sentence]
        guard let index = shown.tokens.firstIndex(where: { $0.start == word.range.start }) else { return false }
        // A repeat two sentences away counts within the blank's own paragraph only, where the
        // candidate was judged already: across a break a noun or verb recurs as the passage's topic.
        var surroundings = BlankSurroundings(paragraph: analyzed, at: sentence)
        surroundings.twoAway = []
        let target = BlankTarget(
            sentence: shown, index: index, firstWordIndex: BlankTarget.firstWordIndex(of: shown),
            surroundings: surroundings)
        return content ? target.isGiveAway : target.givesPrepositionAwayAcrossParagraphs
    }
}
