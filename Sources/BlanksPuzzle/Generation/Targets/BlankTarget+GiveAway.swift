import BlanksTagger

extension BlankTarget {
    /// Whether `tag` is of the classes a repeat gives away on its own: a noun, verb, adjective or
    /// adverb recurs because the text is about it, so seeing it again beside
    /// the blank is seeing the answer. A function word recurs in every
    /// sentence, and gives the answer away only inside the same phrase.
    static func isContent(_ tag: UPOS) -> Bool {
        switch tag {
        case .noun, .verb, .adj, .adv: true
        default: false
        }
    }

    /// Rule `give-away`: the answer stands again, where the player sees it,
    /// in the blank's sentence or the one just before or after it in its
    /// paragraph (`surroundings`), and that repeat either is tagged a content
    /// word as the answer is, or shares the blank's phrase: the two words
    /// before it, the two after, or the one before and the one after are the
    /// same words, shown too ("from ___ is spontaneous" beside "what is
    /// spontaneous"; "a member of ___ European Union" beside "a member of the
    /// United Nations"). Words are compared whole and ignoring case; a content
    /// repeat may also be a regular inflection of the answer ("increases"
    /// beside "increasing", "the paraffin series" beside "paraffins"): the
    /// options hold one word of that stem, which the player finds at a glance.
    var isGiveAway: Bool {
        repeatGivesAway(in: sentence, isOwn: true)
            || surroundings.before.map { repeatGivesAway(in: $0, isOwn: false) } == true
            || surroundings.after.map { repeatGivesAway(in: $0, isOwn: false) } == true
    }

    /// Whether `shown` holds a repeat of the answer that gives it away.
    private func repeatGivesAway(in shown: AnalyzedSentence, isOwn: Bool) -> Bool {
        let answer = sentence.tokens[index].text
        let prefix = sentence.prefixes[index]
        let content = Self.isContent(sentence.tags[index])
        for position in shown.tokens.indices where shown.prefixes[position].mayMatch(prefix) {
            let token = shown.tokens[position]
            guard !(isOwn && position == index), !surroundings.hidden.contains(token.start) else { continue }
            if Self.sameWord(token.text, answer) {
                if content && Self.isContent(shown.tags[position]) { return true }
                if sharesPhrase(repeatAt: position, in: shown, isOwn: isOwn) { return true }
            } else if content, Self.isContent(shown.tags[position]), Self.shareStem(token.text, answer) {
                return true
            }
        }
        return false
    }

    /// Whether the repeat at `position` of `shown` has beside it the words
    /// the blank has: both before, both after, or one on each side.
    private func sharesPhrase(repeatAt position: Int, in shown: AnalyzedSentence, isOwn: Bool) -> Bool {
        func same(_ offset: Int) -> Bool {
            guard let mine = shownWord(sentence, at: index + offset, isOwn: true),
                let theirs = shownWord(shown, at: position + offset, isOwn: isOwn)
            else { return false }
            return Self.sameWord(mine, theirs)
        }
        return (same(-1) && (same(-2) || same(1))) || (same(1) && same(2))
    }

    /// The token at `position` of `shown` when the player sees it as a word:
    /// nil outside the sentence, on punctuation, on the blank itself and on
    /// another blank of the puzzle.
    private func shownWord(_ shown: AnalyzedSentence, at position: Int, isOwn: Bool) -> String? {
        guard shown.tokens.indices.contains(position), !(isOwn && position == index) else { return nil }
        let token = shown.tokens[position]
        guard !surroundings.hidden.contains(token.start), WordRules.hasLetterOrDigit(token.text) else { return nil }
        return token.text
    }

    /// The same word ignoring case; ASCII is compared by its bytes, other
    /// text lowercased (Unicode's mapping, the same in every locale).
    static func sameWord(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.utf8, b.utf8)
        // Two ASCII first letters that differ, ignoring case, decide it at once:
        // lowercasing keeps an ASCII letter ASCII and the rest cannot change it.
        if let p = x.first, let q = y.first, WordRules.isASCIILetter(p), WordRules.isASCIILetter(q),
            p | 0x20 != q | 0x20
        {
            return false
        }
        guard x.allSatisfy({ $0 < 0x80 }) && y.allSatisfy({ $0 < 0x80 }) else {
            return a.lowercased() == b.lowercased()
        }
        return x.count == y.count
            && zip(x, y).allSatisfy { p, q in
                p == q || (p | 0x20 == q | 0x20 && WordRules.isASCIILetter(p))
            }
    }

    /// Regular English endings, longest first, and what each leaves: "-ies"
    /// and "-ied" a "y" ("studies", "studied" → "study").
    static let inflections: [(ending: String, replacement: String)] = [
        ("ies", "y"), ("ied", "y"), ("ing", ""), ("es", ""), ("ed", ""), ("s", "")
    ]

    /// The stems a lower-case ASCII word may have once its regular
    /// inflection is taken off, each of at least three letters: the cut
    /// word; after "-ed", "-ing" or "-es" also with the "e" the ending took
    /// ("making" → "make", "used" → "use", "examples" → "example"); and after
    /// "-ed" or "-ing" with a doubled final consonant made single
    /// ("propelled" → "propel", "running" → "run"). The longest ending that
    /// leaves a stem decides. Nil for other text, which is compared whole
    /// only. Two words share a stem when their sets meet.
    static func inflectionStems(_ word: String) -> [String]? {
        guard word.utf8.allSatisfy(WordRules.isASCIILetter) else {
            return nil
        }
        let lower = word.lowercased()
        for (ending, replacement) in inflections where lower.hasSuffix(ending) {
            let cut = String(lower.dropLast(ending.count))
            var stems = [cut + replacement]
            if ending == "ed" || ending == "ing" || ending == "es" { stems.append(cut + "e") }
            let last = Array(cut.utf8.suffix(2))
            if ending == "ed" || ending == "ing", last.count == 2, last[0] == last[1], !"aeiou".utf8.contains(last[1]) {
                stems.append(String(cut.dropLast()))
            }
            stems.removeAll { $0.utf8.count < 3 }
            if !stems.isEmpty { return stems }
        }
        return [lower]
    }

    /// True when `a` and `b` are ASCII words with a stem in common (`inflectionStems`).
    static func shareStem(_ a: String, _ b: String) -> Bool {
        // A stem keeps at least the word's first two letters: words that differ there share none.
        let (x, y) = (a.utf8.prefix(2), b.utf8.prefix(2))
        guard x.count == 2, y.count == 2, zip(x, y).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) else { return false }
        guard let first = inflectionStems(a), let second = inflectionStems(b) else { return false }
        return first.contains { second.contains($0) }
    }
}
