import BlanksSupport
import BlanksTagger
import BlanksText

/// One word of a tagged sentence seen as a possible blank: what the rules of
/// `BlankTargetRule` read — the word, its neighbours, its tag, how sure the
/// tagger was of it, and the sentences around it. The generator and the
/// validator both ask it, each with its own tagging of the sentences.
struct BlankTarget {
    let sentence: AnalyzedSentence
    /// The word's token; a caller that judges every word of one sentence
    /// moves it rather than copy the sentence and its surroundings each time.
    var index: Int
    /// The sentence's first word of letters (its capital says nothing).
    let firstWordIndex: Int?
    /// The sentences around it and the puzzle's blanks, for `give-away`.
    let surroundings: BlankSurroundings

    /// The smallest tag margin (`POSTagger.tagWithMargins`, in the bundled
    /// model's weight units) a blank's tag needs: the smallest floor at
    /// which, on EWT dev, the words a puzzle could blank are tagged right at
    /// least 99 % of the time (`wikiblanks text eval-tagger --margins`: 99.12 %
    /// of those kept, against 96.29 % of all, 16.8 % passed over). A word a
    /// closed-class list settles is exempt (`ClassMembers.settles`). A new
    /// model has its own scale: the floor is chosen again when it is trained.
    static let tagMarginFloor: Int32 = 60_000

    /// The lower-case words that link the parts of a name ("Bank of
    /// England", "Ludwig van Beethoven", "Department of Health and Human
    /// Services", "Leonardo da Vinci", "General Conference on Weights and
    /// Measures", "Institute for Advanced Study"); one more may stand between a linking
    /// word and the capitalised word it links ("Battle of the Somme"). Only
    /// these count: "the French author Auguste" holds no linking word.
    static let nameParticles: WordSet = [
        "of", "and", "the", "on", "for", "at", "in", "upon", "de", "van", "von", "der", "den", "ter", "ten", "la", "le",
        "les", "los", "las", "du", "da",
        "di", "del", "della", "des", "dos", "das", "do", "y", "e", "zu", "af", "al", "el", "bin", "ibn", "ben", "bint"
    ]

    init(sentence: AnalyzedSentence, index: Int, firstWordIndex: Int?, surroundings: BlankSurroundings) {
        self.sentence = sentence
        self.index = index
        self.firstWordIndex = firstWordIndex
        self.surroundings = surroundings
    }

    /// The first word of letters of `sentence`, which a capital does not make a name.
    static func firstWordIndex(of sentence: AnalyzedSentence) -> Int? {
        sentence.tokens.firstIndex { WordRules.isLettersOnly($0.text) }
    }

    private var word: String { sentence.tokens[index].text }
    private func text(_ i: Int) -> String? { sentence.tokens.indices.contains(i) ? sentence.tokens[i].text : nil }

    /// The first rule the word breaks, in `BlankTargetRule.allCases` order,
    /// or nil when it is worth asking. `model` gives the word list: the
    /// model that tagged the sentence, whose lexicon entries the sentence
    /// holds when tagging made it (`AnalyzedSentence.lexicon`).
    func brokenRule(model: TaggerModel) -> BlankTargetRule? {
        brokenRule(model: model, lower: word.lowercased())
    }

    /// `brokenRule(model:)` for a caller that has the word lowercased already (`lower`).
    func brokenRule(model: TaggerModel, lower: String) -> BlankTargetRule? {
        let tag = sentence.tags[index]
        if isSingleLetter(tag: tag) { return .singleLetter }
        if UnitWords.isUnit(lower, afterNumber: text(index - 1).map(UnitWords.isNumber) ?? false) { return .unit }
        if isAbbreviation(lower) { return .abbreviation }
        if isNameLink { return .nameLink }
        if isBracketed { return .bracketed }
        let (classes, seen) =
            sentence.lexicon.indices.contains(index)
            ? TaggerModel.lexiconFacts(of: sentence.lexicon[index]) : model.lexiconFacts(lower)
        if !classes.contains(.listed) && !seen { return .lexicon }
        if sentence.margins.indices.contains(index), sentence.margins[index] < Self.tagMarginFloor,
            !ClassMembers.settles(lower, tag: tag)
        {
            return .tagMargin
        }
        let (tokens, next) = (sentence.tokens, index + 1)
        if !ClassMembers.admits(
            lower, tag: tag, next: tokens.indices.contains(next) ? tokens[next].text.lowercased() : nil,
            classes: classes)
        {
            return .classMember
        }
        if tag == .adp,
            ClassMembers.opensClause(
                lower, tags: sentence.tags, at: index, word: { tokens.indices.contains($0) ? tokens[$0].text : "" })
        {
            return .classMember
        }
        if isGiveAway { return .giveAway }
        return nil
    }

    private func isSingleLetter(tag: UPOS) -> Bool {
        // One scalar takes at most four bytes, as many as its lead byte says: the word is one
        // scalar when it is that long (its UTF-8 is valid, as every string's is).
        let utf8 = word.utf8
        guard let lead = utf8.first, utf8.count == (lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2)
        else { return false }
        return !(((word == "a" || word == "A") && tag == .det) || (word == "I" && tag == .pron))
    }

    /// Followed at once by a full stop that the segmenter reads as an
    /// abbreviation's, or that does not end the sentence.
    private func isAbbreviation(_ lower: String) -> Bool {
        let next = index + 1
        guard let stop = text(next), stop == ".", sentence.tokens[next].start == sentence.tokens[index].range.end
        else { return false }
        if Abbreviations.standard.kind(of: lower) != nil { return true }
        // A full stop inside the sentence: more than closing punctuation follows it.
        return sentence.tokens[(next + 1)...].contains { WordRules.hasLetterOrDigit($0.text) }
    }

    /// A lower-case linking word with a capitalised word of a name on each
    /// side, another linking word allowed between ("Battle of the Somme").
    private var isNameLink: Bool {
        guard Self.nameParticles.contains(word) else { return false }
        return reachesName(step: -1) && reachesName(step: 1)
    }

    private func reachesName(step: Int) -> Bool {
        var i = index + step
        if let between = text(i), Self.nameParticles.contains(between) { i += step }
        guard let neighbour = text(i), WordRules.isLettersOnly(neighbour), let first = neighbour.unicodeScalars.first,
            first.isASCII ? (0x41...0x5A).contains(first.value) : first.properties.isUppercase
        else { return false }
        // A sentence's first word is capitalised anyway: it counts when tagged a name.
        return i != firstWordIndex || sentence.tags[i] == .propn
    }

    private static let openers: [String: Set<String>] = [
        "(": [")"], "[": ["]"], "{": ["}"], "/": ["/"], "\"": ["\""], "\u{201C}": ["\u{201D}", "\""],
        "'": ["'"], "\u{2018}": ["\u{2019}"], "``": ["''"]
    ]

    /// By byte, whether a key of `openers` starts with it: most words are passed over without a lookup.
    private static let openerFirstBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for key in openers.keys { if let first = key.utf8.first { table[Int(first)] = true } }
        return table
    }()

    /// Alone between a bracket, slash or quote and its closing mate.
    private var isBracketed: Bool {
        guard let before = text(index - 1), let first = before.utf8.first, Self.openerFirstBytes[Int(first)],
            let after = text(index + 1), let closers = Self.openers[before]
        else { return false }
        return closers.contains(after)
    }
}
