import BlanksSupport
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

    /// Whether a shown word tagged `tag` gives a content answer away when it
    /// repeats it: a content word, or a name that holds the answer ("the bald
    /// ___" beside "named Eagle", "the entire ___" after "the Civil War",
    /// "three different ___" before "the United States Army").
    static func isContentRepeat(_ tag: UPOS) -> Bool {
        isContent(tag) || tag == .propn
    }

    /// Rule `give-away`: the answer stands again, where the player sees it,
    /// in the blank's sentence or the one just before or after it in its
    /// paragraph (`surroundings`), and that repeat either is tagged a content
    /// word or a name where the answer is a content word, or shares the blank's phrase: the two words
    /// before it, the two after, or the one before and the one after are the
    /// same words, shown too ("from ___ is spontaneous" beside "what is
    /// spontaneous"; "a member of ___ European Union" beside "a member of the
    /// United Nations"). Words are compared whole and ignoring case; a content
    /// repeat may also be a regular inflection of the answer ("increases"
    /// beside "increasing", "the paraffin series" beside "paraffins"): the
    /// options hold one word of that stem, which the player finds at a glance.
    /// A preposition is given away too by a repeat after the same verb or
    /// adjective that takes it, or an inflection of it, and nearby after the
    /// same noun or first word of a compound preposition
    /// (`repeatsGovernedPreposition`). Any answer is given away nearby by a
    /// repeat quoted alone, a word mentioned (`isQuotedAlone`), and in its
    /// own sentence a preposition, determiner or subordinator by a repeat
    /// opening a parallel conjunct (`opensParallelConjunct`). Farther in the
    /// paragraph (`surroundings.farther`), only a repeat that shares the
    /// blank's phrase or its governing word counts: "Altruism or ___ is the
    /// opposite" two sentences after "Altruism or selflessness is"; for a
    /// noun or adjective, one noun, adjective or name beside it is phrase
    /// enough (`sharesTermNeighbour`), and for a verb the preposition after
    /// it (`repeatsVerbWithPreposition`); two sentences away
    /// (`surroundings.twoAway`), a content answer shown again in its own
    /// class (`repeatsInItsClass`).
    var isGiveAway: Bool {
        var answer = GiveAwayAnswer(sentence, at: index)
        if repeatGivesAway(&answer, in: sentence, isOwn: true) { return true }
        if let before = surroundings.before, repeatGivesAway(&answer, in: before, isOwn: false) { return true }
        if let after = surroundings.after, repeatGivesAway(&answer, in: after, isOwn: false) { return true }
        for shown in surroundings.farther where phraseRepeats(&answer, in: shown) { return true }
        for shown in surroundings.twoAway where repeatsInItsClass(&answer, in: shown) { return true }
        return false
    }

    /// Whether a preposition that the verb or adjective right before it
    /// takes is shown after that word, or an inflection of it, anywhere in
    /// `surroundings` read as the whole passage, across a paragraph break
    /// too: "This led ___ the conclusion" beside "led to inconsistency" in
    /// another paragraph, "fields astronomers work ___" beside "working on
    /// research". The word governs its preposition, so the pair shown is the
    /// answer shown wherever it stands; any other phrase of a function word
    /// recurs across a break as a matter of course ("an algorithm is").
    var givesPrepositionAwayAcrossParagraphs: Bool {
        guard sentence.tags[index] == .adp, index > 0,
            Self.governsPreposition(sentence.tags[index - 1], nearby: false)
        else { return false }
        let answer = GiveAwayAnswer(sentence, at: index)
        func repeats(in shown: AnalyzedSentence) -> Bool {
            shown.prefixes.mayHoldMatch(of: answer.word.prefix)
                && shown.anyPosition(mayMatching: answer.word.prefix) { position in
                    isVisible(shown, at: position) && isAnswer(shown, at: position, answer)
                        && repeatsGovernedPreposition(repeatAt: position, in: shown, isOwn: false, nearby: false)
                }
        }
        return [surroundings.before, surroundings.after].contains { $0.map(repeats) == true }
            || surroundings.farther.contains(where: repeats)
    }

    /// Whether `shown` holds the content answer again, or a regular
    /// inflection of it, tagged as the answer is: "the ___ returned to
    /// Moscow" beside "his father left the family", "letters ___
    /// consonants" beside "a script that represents vowels". Not a form of
    /// "be" (`BeForms`), which a paragraph repeats whatever it is about, and
    /// not the same word in another class (a noun answer in "the
    /// ___ of the war" two sentences from "they wanted to end it").
    private func repeatsInItsClass(_ answer: inout GiveAwayAnswer, in shown: AnalyzedSentence) -> Bool {
        guard answer.content, !BeForms.all.contains(answer.text.lowercased()),
            shown.prefixes.mayHoldMatch(of: answer.word.prefix)
        else { return false }
        let tag = sentence.tags[index]
        return shown.anyPosition(mayMatching: answer.word.prefix) { position in
            guard shown.tags[position] == tag, isVisible(shown, at: position) else { return false }
            if isAnswer(shown, at: position, answer) { return true }
            guard let stems = answer.stems else { return false }
            return WordRules.withUTF8(
                shown.tokens[position].text,
                { x in WordRules.withUTF8(answer.text) { Self.shareStem(x, $0, stems: stems) } })
        }
    }

    /// Whether `shown`, a sentence of the paragraph beyond the blank's
    /// neighbours, repeats the answer within the blank's phrase, a phrase
    /// with a content word or a name beside the answer: "Altruism or ___",
    /// "effective nuclear ___". Not a phrase of function words alone ("of
    /// the ___"), which a paragraph repeats about its topic as a matter of course.
    /// A term or a verb with its preposition counts in another inflection too,
    /// tagged as the answer is: "reversed atomic ___" beside "in order of atomic
    /// weight", "were ___ to all units" beside "is assigning to them".
    private func phraseRepeats(_ answer: inout GiveAwayAnswer, in shown: AnalyzedSentence) -> Bool {
        guard shown.prefixes.mayHoldMatch(of: answer.word.prefix) else { return false }
        return shown.anyPosition(mayMatching: answer.word.prefix) { position in
            guard isVisible(shown, at: position) else { return false }
            guard isAnswer(shown, at: position, answer) else {
                guard shown.tags[position] == sentence.tags[index], let stems = answer.stems,
                    WordRules.withUTF8(
                        shown.tokens[position].text,
                        { x in WordRules.withUTF8(answer.text) { Self.shareStem(x, $0, stems: stems) } })
                else { return false }
                return sharesTermNeighbour(repeatAt: position, in: shown)
                    || repeatsVerbWithPreposition(repeatAt: position, in: shown)
            }
            if let shared = sharedNeighbours(repeatAt: position, in: shown, isOwn: false),
                isContentRepeat(at: shared.0) || isContentRepeat(at: shared.1)
            {
                return true
            }
            return sharesTermNeighbour(repeatAt: position, in: shown)
                || repeatsVerbWithPreposition(repeatAt: position, in: shown)
                || repeatsGovernedPreposition(repeatAt: position, in: shown, isOwn: false, nearby: false)
        }
    }

    /// Whether a noun or adjective answer's repeat at `position` of `shown`
    /// has beside it, on the same side, the same noun, adjective or name as
    /// the blank: the pair is a term the passage is about, and shown
    /// anywhere it hands over the answer ("Hydronium ___ are acids" beside
    /// "the concentration of hydronium ions", "observed chemical ___" beside
    /// "their chemical properties"); a noun after a number, shown again
    /// after any number, is the unit of a figure the passage gives again
    /// ("growth of 11.1 ___" beside "over 50 percent"). Not a verb's subject
    /// or adverb ("Aruba ___ a dry climate" beside "Aruba has"), which make no term.
    private func sharesTermNeighbour(repeatAt position: Int, in shown: AnalyzedSentence) -> Bool {
        guard Self.isTermWord(sentence.tags[index]) else { return false }
        for offset in [-1, 1]
        where sentence.tags.indices.contains(index + offset)
            && (Self.isTermWord(sentence.tags[index + offset]) || sentence.tags[index + offset] == .propn)
        {
            if sharesNeighbour(offset, repeatAt: position, in: shown, isOwn: false) { return true }
        }
        let (mine, theirs) = (index - 1, position - 1)
        return sentence.tags[index] == .noun && sentence.tags.indices.contains(mine) && sentence.tags[mine] == .num
            && shown.tags.indices.contains(theirs) && shown.tags[theirs] == .num
    }

    /// Whether a verb answer's repeat at `position` of `shown` is a verb with
    /// the same preposition after it as the blank: the pair is a phrase,
    /// and shown anywhere it hands over the answer ("agents were ___ to all
    /// field units" beside "brigades assigned to it", "the economy is ___ on
    /// management" beside "based on agriculture").
    private func repeatsVerbWithPreposition(repeatAt position: Int, in shown: AnalyzedSentence) -> Bool {
        sentence.tags[index] == .verb && shown.tags[position] == .verb && sentence.tags.indices.contains(index + 1)
            && sentence.tags[index + 1] == .adp && sharesNeighbour(1, repeatAt: position, in: shown, isOwn: false)
    }

    /// Whether `tag` makes a word of a term: a noun or an adjective.
    static func isTermWord(_ tag: UPOS) -> Bool {
        tag == .noun || tag == .adj
    }

    /// Whether the word `offset` tokens from the answer is tagged `isContentRepeat`.
    private func isContentRepeat(at offset: Int) -> Bool {
        sentence.tags.indices.contains(index + offset) && Self.isContentRepeat(sentence.tags[index + offset])
    }

    /// What the rule compares every shown word with, made once a candidate
    /// rather than once a comparison: the answer, as compared, and, for a
    /// content word, its stems.
    private struct GiveAwayAnswer {
        let text: String
        let word: ComparedWord
        let content: Bool
        /// `inflectionStemShapes` of the answer; nil when it is not a content word or not ASCII letters.
        /// Made when a shown content word other than the answer, opening as it does, first asks
        /// for them, which many candidates' sentences never hold.
        lazy var stems: InflectionStems? = content ? WordRules.withUTF8(text, BlankTarget.inflectionStemShapes) : nil

        init(_ sentence: AnalyzedSentence, at index: Int) {
            text = sentence.tokens[index].text
            word = sentence.compared[index]
            content = BlankTarget.isContent(sentence.tags[index])
        }
    }

    /// Whether the token at `position` of `shown` is the answer's word (`sameWord`).
    private func isAnswer(_ shown: AnalyzedSentence, at position: Int, _ answer: GiveAwayAnswer) -> Bool {
        shown.compared[position].isSameWord(as: answer.word) ?? Self.sameWord(shown.tokens[position].text, answer.text)
    }

    /// Whether the player sees the token at `position` of `shown`: not another blank of the puzzle.
    func isVisible(_ shown: AnalyzedSentence, at position: Int) -> Bool {
        surroundings.hidden.isEmpty || !surroundings.hidden.contains(shown.tokens[position].start)
    }

    /// Whether `shown` holds a repeat of the answer that gives it away.
    private func repeatGivesAway(_ answer: inout GiveAwayAnswer, in shown: AnalyzedSentence, isOwn: Bool) -> Bool {
        guard shown.prefixes.mayHoldMatch(of: answer.word.prefix) else { return false }
        return shown.anyPosition(mayMatching: answer.word.prefix) { position in
            guard !(isOwn && position == index), isVisible(shown, at: position) else { return false }
            if isAnswer(shown, at: position, answer) {
                return answer.content && Self.isContentRepeat(shown.tags[position])
                    || sharedNeighbours(repeatAt: position, in: shown, isOwn: isOwn) != nil
                    || repeatsGovernedPreposition(repeatAt: position, in: shown, isOwn: isOwn, nearby: true)
                    || isQuotedAlone(shown, at: position)
                    || isOwn && opensParallelConjunct(repeatAt: position)
            }
            guard answer.content, Self.isContentRepeat(shown.tags[position]), let stems = answer.stems else {
                return false
            }
            return WordRules.withUTF8(
                shown.tokens[position].text,
                { x in WordRules.withUTF8(answer.text) { Self.shareStem(x, $0, stems: stems) } })
        }
    }

    /// The offsets from the answer of the two neighbours the repeat at
    /// `position` of `shown` shares with the blank, or nil: the two words
    /// before, the one before and the one after, or the two after, the first
    /// of these that the two have alike.
    private func sharedNeighbours(repeatAt position: Int, in shown: AnalyzedSentence, isOwn: Bool) -> (Int, Int)? {
        func same(_ offset: Int) -> Bool { sharesNeighbour(offset, repeatAt: position, in: shown, isOwn: isOwn) }
        if same(-1) && same(-2) { return (-1, -2) }
        if same(-1) && same(1) { return (-1, 1) }
        if same(1) && same(2) { return (1, 2) }
        return nil
    }

    /// Whether the word `offset` tokens from the answer and the word as far
    /// from the repeat at `position` of `shown` are the same word, both shown.
    private func sharesNeighbour(_ offset: Int, repeatAt position: Int, in shown: AnalyzedSentence, isOwn: Bool)
        -> Bool
    {
        let (mine, theirs) = (index + offset, position + offset)
        guard isShownWord(sentence, at: mine, isOwn: true), isShownWord(shown, at: theirs, isOwn: isOwn) else {
            return false
        }
        return sentence.compared[mine].isSameWord(as: shown.compared[theirs])
            ?? Self.sameWord(sentence.tokens[mine].text, shown.tokens[theirs].text)
    }

    /// Whether the blank is a preposition that the verb or adjective right
    /// before it takes, and the repeat at `position` of `shown` follows that
    /// same word or a regular inflection of it: "derived ___ an Aleut idiom"
    /// beside "derived from the same root", "refers ___ the mainland" beside
    /// "refer to the peninsula". The word governs its preposition, so the
    /// pair shown is the answer shown. A noun, and the first word of a
    /// compound preposition ("as ___ 2013" beside "As of 2010"), count too
    /// when the repeat is `nearby`, in the blank's sentence or the one
    /// before or after it ("20 percent ___ the surface and 29 percent of
    /// its water"): farther off, a
    /// noun and its "of" recur as the paragraph's topic ("the sum of the
    /// numbers … the number of the element").
    private func repeatsGovernedPreposition(
        repeatAt position: Int, in shown: AnalyzedSentence, isOwn: Bool, nearby: Bool
    ) -> Bool {
        guard sentence.tags[index] == .adp, index > 0,
            Self.governsPreposition(sentence.tags[index - 1], nearby: nearby)
        else { return false }
        if sharesNeighbour(-1, repeatAt: position, in: shown, isOwn: isOwn) { return true }
        let (mine, theirs) = (index - 1, position - 1)
        guard isShownWord(sentence, at: mine, isOwn: true), isShownWord(shown, at: theirs, isOwn: isOwn),
            Self.governsPreposition(shown.tags[theirs], nearby: nearby)
        else { return false }
        return Self.shareStem(sentence.tokens[mine].text, shown.tokens[theirs].text)
    }

    /// Whether the token at `position` of `shown` stands alone between
    /// quotation marks: a word the text mentions, a gloss or a translation
    /// ("from ἀνά ana \"up\""), which shows the answer as the word itself
    /// whatever its class.
    private func isQuotedAlone(_ shown: AnalyzedSentence, at position: Int) -> Bool {
        guard position > 0, position + 1 < shown.tokens.count else { return false }
        return QuotationMarks.all.contains(shown.tokens[position - 1].text)
            && QuotationMarks.all.contains(shown.tokens[position + 1].text)
    }

    /// Whether a word tagged `tag` takes a preposition the rule reads: a
    /// verb or an adjective ("derived from", "similar to"), and when the
    /// repeat is `nearby` a noun ("part of") or the first word of a compound
    /// preposition ("as of", "up to", "because of"), which farther off
    /// recur as the language's glue.
    static func governsPreposition(_ tag: UPOS, nearby: Bool) -> Bool {
        switch tag {
        case .verb, .adj: true
        case .noun, .adv, .adp, .sconj: nearby
        default: false
        }
    }

    /// Whether the player sees the token at `position` of `shown` as a word:
    /// not outside the sentence, not punctuation, not the blank itself and
    /// not another blank of the puzzle.
    private func isShownWord(_ shown: AnalyzedSentence, at position: Int, isOwn: Bool) -> Bool {
        shown.compared.indices.contains(position) && !(isOwn && position == index)
            && shown.compared[position].isReadable && isVisible(shown, at: position)
    }

    /// The same word ignoring case; ASCII is compared by its bytes, other
    /// text lowercased (Unicode's mapping, the same in every locale).
    static func sameWord(_ a: String, _ b: String) -> Bool {
        let decided = WordRules.withUTF8(a) { x in WordRules.withUTF8(b) { y in sameASCIIWord(x, y) } }
        return decided ?? (a.lowercased() == b.lowercased())
    }

    /// `sameWord` on two words' bytes, or nil when it takes lowercasing: two
    /// words outside ASCII, or one beside an ASCII word that only the
    /// scalars of `lowercasesToASCII` keep it from being told apart from.
    private static func sameASCIIWord(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Two ASCII first letters that differ, ignoring case, decide it at once:
        // lowercasing keeps an ASCII letter ASCII and the rest cannot change it.
        if let p = x.first, let q = y.first, WordRules.isASCIILetter(p), WordRules.isASCIILetter(q),
            p | 0x20 != q | 0x20
        {
            return false
        }
        let (xIsASCII, yIsASCII) = (!x.contains { $0 >= 0x80 }, !y.contains { $0 >= 0x80 })
        if !xIsASCII || !yIsASCII {
            // An ASCII word lowercases to ASCII, which a word with another scalar outside ASCII cannot equal.
            if xIsASCII && holdsScalarLoweringOutsideASCII(y) || yIsASCII && holdsScalarLoweringOutsideASCII(x) {
                return false
            }
            return nil
        }
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y) where p != q && !(p | 0x20 == q | 0x20 && WordRules.isASCIILetter(p)) {
            return false
        }
        return true
    }

    /// The scalars outside ASCII whose lowercase is canonically equivalent
    /// to ASCII text, in UTF-8: the Greek question mark (";"), the Greek
    /// varia ("`") and the Kelvin sign ("k"). The lowercase of every other
    /// scalar outside ASCII keeps one outside ASCII, even decomposed
    /// (`GiveAwayRuleTests` checks every scalar), so a word holding one is
    /// never the same word as an ASCII word.
    static let lowercasesToASCII: [[UInt8]] = ["\u{037E}", "\u{1FEF}", "\u{212A}"].map { Array($0.utf8) }

    /// Whether the valid UTF-8 `bytes` hold a scalar outside ASCII other than those of `lowercasesToASCII`.
    private static func holdsScalarLoweringOutsideASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count {
            let lead = bytes[start]
            guard lead >= 0x80 else {
                start += 1
                continue
            }
            let end = min(start + (lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2), bytes.count)
            let scalar = bytes[start..<end]
            if !lowercasesToASCII.contains(where: { $0.elementsEqual(scalar) }) { return true }
            start = end
        }
        return false
    }

    /// A regular English ending, lower-case, and what taking it off leaves
    /// beside the cut word (see `inflectionStemShapes`).
    struct Inflection: Sendable {
        let ending: [UInt8]
        /// The letter that takes the ending's place: "y" for "-ies" and "-ied".
        let replacement: UInt8?
        /// Whether the ending may have taken a final "e" ("-ed", "-ing", "-es").
        let restoresE: Bool
        /// Whether it may have doubled a final consonant ("-ed", "-ing").
        let undoubles: Bool

        init(_ ending: String, replacement: Unicode.Scalar? = nil, restoresE: Bool = false, undoubles: Bool = false) {
            self.ending = Array(ending.utf8)
            self.replacement = replacement.map { UInt8(ascii: $0) }
            self.restoresE = restoresE
            self.undoubles = undoubles
        }
    }

    /// Regular English endings, longest first: "-ies" and "-ied" leave a "y"
    /// ("studies", "studied" → "study").
    static let inflections: [Inflection] = [
        Inflection("ies", replacement: "y"), Inflection("ied", replacement: "y"),
        Inflection("ing", restoresE: true, undoubles: true), Inflection("es", restoresE: true),
        Inflection("ed", restoresE: true, undoubles: true), Inflection("s")
    ]

    /// One stem of an ASCII word, told by its shape rather than spelled out:
    /// the word's first `kept` letters, lowercased, then `added` if any.
    struct InflectionStem: Equatable {
        let kept: Int
        let added: UInt8?

        var count: Int { kept + (added == nil ? 0 : 1) }

        /// The stem's byte at `offset` (below `count`) when it is a stem of `word`.
        func byte(_ offset: Int, of word: UnsafeBufferPointer<UInt8>) -> UInt8 {
            offset < kept ? word[offset] | 0x20 : added ?? 0
        }
    }

    /// The one to three stems of a word (`inflectionStemShapes`), held
    /// without an array: the rule makes them for every candidate.
    struct InflectionStems {
        private let first: InflectionStem
        private let second: InflectionStem?
        private let third: InflectionStem?

        /// Those of `a`, `b` and `c`, in order, with at least `shortest` letters; nil when none has.
        init?(_ a: InflectionStem?, _ b: InflectionStem? = nil, _ c: InflectionStem? = nil, shortest: Int = 3) {
            func keep(_ stem: InflectionStem?) -> InflectionStem? { stem.flatMap { $0.count >= shortest ? $0 : nil } }
            let (p, q, r) = (keep(a), keep(b), keep(c))
            guard let first = p ?? q ?? r else { return nil }
            self.first = first
            second = p != nil ? q ?? r : (q != nil ? r : nil)
            third = p != nil && q != nil ? r : nil
        }

        var all: [InflectionStem] { [first] + [second, third].compactMap { $0 } }

        func contains(where matches: (InflectionStem) -> Bool) -> Bool {
            matches(first) || second.map(matches) == true || third.map(matches) == true
        }
    }

    /// The stems a word of ASCII letters may have once its regular
    /// inflection is taken off, each of at least three letters: the cut
    /// word; after "-ed", "-ing" or "-es" also with the "e" the ending took
    /// ("making" → "make", "used" → "use", "examples" → "example"); and after
    /// "-ed" or "-ing" with a doubled final consonant made single
    /// ("propelled" → "propel", "running" → "run"). The longest ending that
    /// leaves a stem decides; a word no ending leaves one of is its own stem,
    /// however short. Nil for other text, which is compared whole only. Two
    /// words share a stem when their sets meet, or when one word whole is a
    /// stem of the other: "meaning", which ends like "-ing", and "meanings".
    static func inflectionStemShapes(_ word: UnsafeBufferPointer<UInt8>) -> InflectionStems? {
        guard word.allSatisfy(WordRules.isASCIILetter) else { return nil }
        for inflection in inflections
        where word.count >= inflection.ending.count
            && zip(word.suffix(inflection.ending.count), inflection.ending).allSatisfy({ $0 | 0x20 == $1 })
        {
            let cut = word.count - inflection.ending.count
            var undoubled: InflectionStem?
            if inflection.undoubles, cut >= 2 {
                let (p, q) = (word[cut - 2] | 0x20, word[cut - 1] | 0x20)
                if p == q, !"aeiou".utf8.contains(q) { undoubled = InflectionStem(kept: cut - 1, added: nil) }
            }
            if let stems = InflectionStems(
                InflectionStem(kept: cut, added: inflection.replacement),
                inflection.restoresE ? InflectionStem(kept: cut, added: UInt8(ascii: "e")) : nil, undoubled)
            {
                return stems
            }
        }
        return InflectionStems(InflectionStem(kept: word.count, added: nil), shortest: 0)
    }

    /// `inflectionStemShapes` spelled out, lower-case.
    static func inflectionStems(_ word: String) -> [String]? {
        WordRules.withUTF8(word) { bytes in
            inflectionStemShapes(bytes)?.all.map { stem in
                String(decoding: (0..<stem.count).map { stem.byte($0, of: bytes) }, as: UTF8.self)
            }
        }
    }

    /// True when `a` and `b` are ASCII words with a stem in common (`inflectionStems`).
    static func shareStem(_ a: String, _ b: String) -> Bool {
        WordRules.withUTF8(b) { y in
            guard let stems = inflectionStemShapes(y) else { return false }
            return WordRules.withUTF8(a) { x in shareStem(x, y, stems: stems) }
        }
    }

    /// `shareStem` of the word `x` and a word `y` whose stems are `stems`.
    private static func shareStem(
        _ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, stems: InflectionStems
    ) -> Bool {
        // A stem keeps at least the word's first two letters: words that differ there share none.
        guard x.count >= 2, y.count >= 2, x[0] | 0x20 == y[0] | 0x20, x[1] | 0x20 == y[1] | 0x20,
            let own = inflectionStemShapes(x)
        else { return false }
        func same(_ mine: InflectionStem, _ theirs: InflectionStem) -> Bool {
            mine.count == theirs.count
                && (0..<mine.count).allSatisfy { mine.byte($0, of: x) == theirs.byte($0, of: y) }
        }
        // A word that ends like an inflection may itself be the other's stem: "meaning" of "meanings".
        let (wholeX, wholeY) = (InflectionStem(kept: x.count, added: nil), InflectionStem(kept: y.count, added: nil))
        return own.contains { mine in stems.contains { same(mine, $0) } }
            || stems.contains { same(wholeX, $0) } || own.contains { same($0, wholeY) }
    }
}
