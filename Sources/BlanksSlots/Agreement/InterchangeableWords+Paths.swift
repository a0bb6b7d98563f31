import BlanksTagger

extension InterchangeableWords {
    /// Pairs of prepositions that are one word in two spellings or two
    /// registers, each readable for the other before a noun phrase: "an
    /// impact on/upon", "predicated upon/on", "worked toward/towards/to".
    static let variantPairs: [(String, String)] = [
        ("on", "upon"), ("toward", "towards"), ("toward", "to"), ("towards", "to")
    ]

    /// Prepositions of a goal reached, each readable for another after a
    /// verb of motion or transfer: "moved into/to parallel training",
    /// "transferred to/into the backup crew".
    static let goalPrepositions: Set<String> = ["to", "into", "onto"]

    /// Verbs of motion or transfer, as stems that take a regular ending
    /// (`isForm`): "moved", "transferred", "sent", "brought", "carries",
    /// "migrating".
    static let motionStems = [
        "mov", "transfer", "sent", "send", "brought", "bring", "carr", "return", "migrat", "emigrat", "immigrat",
        "travel", "went", "go", "gone", "came", "come", "coming", "fled", "flee", "relocat", "shift", "introduc",
        "deliver"
    ]

    /// Prepositions a verb of naming takes alike: "named after/for the bird".
    static let namingPrepositions: Set<String> = ["after", "for"]

    /// Verbs of naming, as stems that take a regular ending ("named", "renamed", "called").
    static let namingStems = ["nam", "renam", "call"]

    /// Every preposition these rules name, answer or option.
    static let pathWords: Set<String> = Set(variantPairs.flatMap { [$0.0, $0.1] }).union(goalPrepositions)
        .union(namingPrepositions)

    /// A preposition in the slot of its other spelling or register before a
    /// noun phrase ("on/upon", "toward/towards/to"): not a particle that ends
    /// its verb's phrase ("went on to", "carried on."), which no noun phrase
    /// follows. A goal preposition in the slot of another after a verb of
    /// motion or transfer, an adverb perhaps between. "after" and "for"
    /// after a verb of naming.
    static func pathFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, let next = slot.nextTag, opensNounPhrase(next, slot.next) else { return false }
        if variantPairs.contains(where: {
            ($0.0 == slot.answer && $0.1 == option) || ($0.1 == slot.answer && $0.0 == option)
        }) {
            return true
        }
        if goalPrepositions.contains(slot.answer), goalPrepositions.contains(option) {
            return verb(before: slot, startsWithOneOf: motionStems)
        }
        if namingPrepositions.contains(slot.answer), namingPrepositions.contains(option) {
            return verb(before: slot, startsWithOneOf: namingStems)
        }
        return false
    }

    /// True when a word of these tags, or a possessive, can open a noun phrase.
    static func opensNounPhrase(_ tag: UPOS, _ word: String) -> Bool {
        switch tag {
        case .det, .propn, .noun, .adj, .num: true
        case .pron: possessives.contains(word) || word == "it" || word == "them" || word == "whom" || word == "which"
        default: false
        }
    }

    /// True when the verb right before the slot is a form of one of
    /// `stems` (`isForm`), an adverb, an object of up to `verbReach` words or the source
    /// of a motion ("from the support crew") perhaps between: "moved the crew
    /// to", "moved from the crew into".
    static func verb(before slot: Slot, startsWithOneOf stems: [String]) -> Bool {
        var position = slot.index - 1
        var skipped = 0
        while position >= 0, skipped <= verbReach {
            let tag = slot.tags[position]
            if tag == .verb {
                let word = slot.words[position].lowercased()
                return stems.contains { isForm(word, of: $0) }
            }
            let source = tag == .adp && slot.words[position].lowercased() == "from"
            guard source || [.adv, .det, .noun, .propn, .adj, .num, .pron].contains(tag) else { return false }
            skipped += 1
            position -= 1
        }
        return false
    }

    /// Endings a stem of `motionStems` or `namingStems` may take:
    /// "mov-e", "mov-ing", "carr-ies", "nam-ed".
    static let verbEndings: Set<Substring> = ["", "e", "s", "es", "d", "ed", "ing", "y", "ies", "ied", "ying"]

    /// True when `word` (lowercased) is `stem` with one of `verbEndings`,
    /// or with its last letter doubled before "-ed" or "-ing"
    /// ("transferred", "travelling"): a whole form, so "go" is not
    /// "govern", "sent" not "sentenced", "carr" not "carriage".
    static func isForm(_ word: String, of stem: String) -> Bool {
        guard word.hasPrefix(stem) else { return false }
        let ending = word.dropFirst(stem.count)
        if verbEndings.contains(ending) { return true }
        guard let last = stem.last, ending.first == last else { return false }
        let rest = ending.dropFirst()
        return rest == "ed" || rest == "ing"
    }

    /// How many words may stand between a verb and the preposition it takes.
    static let verbReach = 5
}
