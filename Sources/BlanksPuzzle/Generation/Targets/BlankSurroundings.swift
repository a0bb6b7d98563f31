/// What a player reads around a blank beyond its own sentence, for the rule
/// `give-away`: the sentences just before and after it in its paragraph, the
/// rest of the paragraph, and which words of the puzzle are blanks.
///
/// The reach is the paragraph because a paragraph is what the generator
/// reads, tags and shows whole: its candidates are decided once its own
/// sentences are known, no later paragraph changes them (the passage's
/// counts only grow), and every passage that shows a blank shows all of its
/// paragraph, so the validator sees what the generator judged.
struct BlankSurroundings: Sendable {
    /// The sentence before the blank's in its paragraph; nil at the paragraph's start.
    var before: AnalyzedSentence?
    /// The sentence after the blank's in its paragraph; nil at the paragraph's end.
    var after: AnalyzedSentence?
    /// The paragraph's other sentences, farther from the blank's: there only
    /// a repeat of the blank's whole phrase gives it away ("Altruism or
    /// ___ is the opposite" two sentences after "Altruism or selflessness is").
    var farther: [AnalyzedSentence]
    /// The sentences two before and two after the blank's in its paragraph
    /// (also in `farther`): a content word shown there again, in its class,
    /// gives the answer away as one beside it does ("In 1943, the ___
    /// returned" two sentences after "his father left the family"), since
    /// a reader takes in a couple of sentences around a blank. Farther off,
    /// a noun or verb recurs as the paragraph's topic ("the poem … a
    /// symphonic ___").
    var twoAway: [AnalyzedSentence]
    /// UTF-16 starts of the tokens the puzzle blanks, which the player does
    /// not see: neither a repeat nor a word beside one counts there. Empty
    /// while the blanks are not chosen (the generator's candidates), so every
    /// word counts as shown: the generator may pass over a word whose repeat
    /// would have lost a neighbour to another blank, never keep a give-away.
    var hidden: Set<Int>

    init(
        before: AnalyzedSentence?, after: AnalyzedSentence?, farther: [AnalyzedSentence] = [],
        twoAway: [AnalyzedSentence] = [], hidden: Set<Int>
    ) {
        self.before = before
        self.after = after
        self.farther = farther
        self.twoAway = twoAway
        self.hidden = hidden
    }

    /// Nothing beyond the sentence: a blank judged without its paragraph.
    static let sentenceAlone = BlankSurroundings(before: nil, after: nil, hidden: [])

    /// The surroundings of sentence `index` of a paragraph's `sentences`.
    /// `farther` is gathered into one array sized once: the generator makes
    /// these for every sentence it judges and every pick it draws.
    init(paragraph sentences: [AnalyzedSentence], at index: Int, hidden: Set<Int> = []) {
        var farther: [AnalyzedSentence] = []
        farther.reserveCapacity(max(0, sentences.count - 2))
        for position in sentences.indices where abs(position - index) > 1 { farther.append(sentences[position]) }
        self.init(
            before: sentences.indices.contains(index - 1) ? sentences[index - 1] : nil,
            after: sentences.indices.contains(index + 1) ? sentences[index + 1] : nil,
            farther: farther, twoAway: [index - 2, index + 2].filter(sentences.indices.contains).map { sentences[$0] },
            hidden: hidden)
    }
}
