import BlanksSupport

/// A paragraph that opens with a description and no main verb: a noun
/// phrase and the relative clauses that describe it, and nothing else ("The
/// shy clerk whom the mayor hires, who later runs the town."), or the noun
/// phrase alone (`isNounPhraseAlone`). Such a
/// sentence describes what the heading or definition term above it named,
/// which a passage does not show, so the reader meets a subject that is not
/// there. Only the first sentence is read: that is where a description of
/// the heading stands.
///
/// The sentence must have that shape all through: an article or "One"
/// opening words with no verb, then a relative pronoun (who, whom, whose,
/// which), and after it only comma-separated parts that each open with one
/// ("…, who rises …"), the last of them after a comma. A word can be a verb
/// when it is an auxiliary or a common verb form written without an ending,
/// or ends in "-s" (not "-ss", "-us", "-is", "-ous") or "-ed"; plural nouns
/// count too, so the check errs towards passing. A relative part with two
/// sure verb forms (auxiliaries, "-ed", irregular forms) may hide the main
/// verb behind a missing comma ("The man who built the bridge died, which
/// …", "Smith, who served two terms was defeated."), so it passes too.
enum VerblessDescriptionCheck {
    static let relativePronouns: WordSet = ["who", "whom", "whose", "which"]

    /// Words that may join two relative clauses at the start of a part ("and who").
    static let joiners: WordSet = ["and", "but", "or"]

    static let subjectPronouns: WordSet = ["i", "we", "you", "he", "she", "it", "they", "there", "this", "these"]

    /// Auxiliaries, copulas and modals.
    static let auxiliaries: WordSet = [
        "is", "are", "was", "were", "be", "been", "am", "has", "have", "had", "do", "does", "did", "will", "would",
        "can", "could", "may", "might", "must", "shall", "should"
    ]

    /// Verb forms with no "-s" or "-ed" ending: irregular past forms and
    /// participles, and common verbs in their bare form ("they contrast").
    /// Some are nouns too ("use", "form"); counting them as verbs only makes
    /// the check pass more.
    static let irregularVerbs: WordSet = [
        "became", "become", "began", "begun", "bore", "born", "broke", "brought", "built", "bought", "came", "come",
        "caught", "chose", "cost", "cut", "dealt", "died", "drew", "drove", "ate", "fell", "felt", "fought", "found",
        "fled", "flew", "forgot", "forgave", "froze", "gave", "given", "go", "went", "gone", "grew", "grown", "hung",
        "heard", "held", "hid", "hit", "hurt", "kept", "knew", "known", "laid", "led", "left", "lent", "let", "lay",
        "lost", "made", "make", "meant", "met", "paid", "put", "quit", "ran", "rang", "read", "rode", "rose", "risen",
        "run", "said", "saw", "seen", "sought", "sold", "sent", "set", "shook", "shot", "shut", "sang", "sank", "sat",
        "slept", "slid", "spoke", "spent", "spread", "stood", "stole", "struck", "swore", "swam", "took", "taken",
        "taught", "tore", "told", "thought", "threw", "thrown", "understood", "woke", "wore", "won", "wrote",
        "written", "get", "got", "gotten", "take", "give", "know", "see", "say", "think", "live", "lie", "remain",
        "remained", "seem", "include", "contain", "form", "serve", "stand", "hold", "lead", "span", "spun",
        "overcame", "undertook", "withdrew", "forbade", "arose", "awoke", "beat", "bent", "bet", "bid", "bit", "bled",
        "blew", "bred", "burnt", "cast", "clung", "crept", "dug", "dove", "dreamt", "fed", "fit", "forecast", "knelt",
        "leapt", "learnt", "lit", "mistook", "proved", "sewed", "shed", "shone", "shrank", "slung", "smelt", "sped",
        "spelt", "spat", "split", "sprang", "stuck", "stung", "strode", "strove", "swept", "swung", "thrust", "trod",
        "wept", "wound", "wove", "wrung", "drank", "drunk", "sprung", "begin", "bring", "build", "buy", "choose",
        "contrast", "differ", "share", "use", "play", "follow", "represent", "occur", "exist", "appear", "provide",
        "allow", "require", "consist", "belong", "depend", "tend", "need", "want", "like", "love", "believe", "call",
        "consider"
    ]

    /// Words that open a noun phrase naming one thing.
    static let openers: WordSet = ["the", "a", "an", "one"]

    static func finds(in text: GatedText) -> Bool {
        text.sentences.first.map { isVerblessDescription($0) || isNounPhraseAlone($0) } ?? false
    }

    /// The shortest sentence read as a noun phrase alone, in words: shorter
    /// ones ("The end.") are the short-sentence check's.
    static let nounPhraseWords = 4

    /// A first sentence that is a noun phrase and nothing else: an article or
    /// "One" and at least `nounPhraseWords` words, none of which can be a
    /// finite verb or a subject pronoun ("The President of the railroad and
    /// the book's most important antagonist.", "The most populous region of
    /// Alaska, containing Anchorage."). A participle in "-ing" describes the
    /// phrase and is allowed; any word that may be a verb (`canBeVerb`, plural
    /// nouns included) lets the sentence pass.
    static func isNounPhraseAlone(_ sentence: GatedText.Sentence) -> Bool {
        guard sentence.wordCount >= nounPhraseWords,
            let first = sentence.lower.indices.first(where: { sentence.facts[$0].isWord }),
            openers.contains(sentence.lower[first])
        else { return false }
        return !zip(sentence.lower, sentence.facts).contains { lower, facts in
            facts.isWord && (canBeVerb(lower) || subjectPronouns.contains(lower) || relativePronouns.contains(lower))
        }
    }

    static func isVerblessDescription(_ sentence: GatedText.Sentence) -> Bool {
        // The parts between top-level commas, each as its lowercased words, and
        // whether a comma came before it.
        var parts: [(words: [String], afterComma: Bool)] = [([], false)]
        var phraseEnd: Int?
        var depth = 0
        for (index, (token, lower)) in zip(sentence.tokens, sentence.lower).enumerated() {
            switch token {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "," where depth == 0: parts.append(([], true))
            default:
                guard depth == 0, sentence.facts[index].isWord else { continue }
                if phraseEnd == nil, relativePronouns.contains(lower) {
                    // The noun phrase ends at its first relative pronoun.
                    let joined = parts[parts.count - 1].words.allSatisfy(joiners.contains)
                    if !joined { parts.append(([], false)) }
                    phraseEnd = parts.count - 1
                }
                parts[parts.count - 1].words.append(lower)
            }
        }
        guard let phraseEnd, phraseEnd > 0, parts.last?.afterComma == true else { return false }
        let phrase = parts[..<phraseEnd].flatMap(\.words)
        guard let opener = phrase.first, openers.contains(opener),
            !phrase.contains(where: { canBeVerb($0) || subjectPronouns.contains($0) })
        else {
            return false
        }
        for part in parts[phraseEnd...] {
            let words = part.words.first.map(joiners.contains) == true ? Array(part.words.dropFirst()) : part.words
            guard let first = words.first, relativePronouns.contains(first),
                words.count(where: isSureVerb) < 2
            else { return false }
        }
        return true
    }

    /// True for a word that is a verb form wherever it stands: an auxiliary,
    /// an irregular form, or a word in "-ed".
    static func isSureVerb(_ word: String) -> Bool {
        auxiliaries.contains(word) || irregularVerbs.contains(word) || word.count >= 4 && word.hasSuffix("ed")
    }

    /// Endings of words in "-s" that are not verbs: "class", "genus", "analysis", "famous".
    static let nonVerbEndings = ["ss", "us", "is", "ous"]

    /// True for a word that may be a finite verb.
    static func canBeVerb(_ word: String) -> Bool {
        if isSureVerb(word) { return true }
        return word.count >= 3 && word.hasSuffix("s") && !nonVerbEndings.contains(where: word.hasSuffix)
    }
}
