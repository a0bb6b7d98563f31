import BlanksSupport
import BlanksTagger

/// Which words can truly be of a class, so a level asks what it says.
///
/// The closed classes of Universal Dependencies hold a short, fixed list of
/// words: a word the tagger puts in one of them but the list lacks is a
/// tagging error ("quite" as a determiner). The lists follow the UD English
/// guidelines and the words EWT train tags so in at least a third of their
/// uses (possessives such as "his", "their" are pronouns there). Open classes
/// are checked against the word list built into the tagger.
enum ClassMembers {
    static let determiners: WordSet = [
        "a", "an", "the", "this", "that", "these", "those", "all", "some", "any", "no", "another", "every", "each",
        "both", "either", "neither", "what", "which", "whatever", "whichever"
    ]

    static let pronouns: WordSet = [
        "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "yourselves", "he", "him", "his",
        "himself", "she", "her", "hers", "herself", "it", "its", "itself", "we", "us", "our", "ours", "ourselves",
        "they", "them", "their", "theirs", "themselves", "oneself", "who", "whom", "whose", "which", "that", "what",
        "whatever", "whoever", "whomever", "whichever", "this", "these", "those", "something", "anything", "nothing",
        "everything", "someone", "anyone", "everyone", "somebody", "anybody", "nobody", "everybody", "none",
        "there"
    ]

    static let adpositions: WordSet = [
        "of", "in", "to", "for", "on", "with", "at", "from", "by", "as", "out", "up", "about", "into", "like", "than",
        "after", "over", "off", "through", "between", "under", "against", "during", "around", "down", "before",
        "within", "per", "without", "upon", "among", "amongst", "until", "till", "along", "behind", "across",
        "except", "near", "outside", "above", "via", "toward", "towards", "despite", "throughout", "beyond",
        "inside", "onto", "unlike", "besides", "beneath", "below", "beside", "amid", "amidst", "past", "since",
        "underneath", "opposite", "versus", "regarding", "concerning", "alongside", "atop", "aboard", "plus",
        "minus", "round", "worth", "following", "including", "excluding", "pending", "notwithstanding", "save",
        "unto", "ago"
    ]

    static let coordinators: WordSet = ["and", "but", "or", "nor", "yet", "so", "both", "either", "neither", "plus"]

    static let subordinators: WordSet = [
        "that", "if", "as", "because", "before", "while", "after", "since", "whether", "although", "though", "until",
        "unless", "once", "whereas", "whilst", "till", "lest", "so", "than", "without", "whenever", "wherever",
        "where", "when", "how", "why"
    ]

    /// Verbs after which "there" is the existential pronoun ("there is",
    /// "there seem to be"); elsewhere it is the adverb of place.
    static let existentialVerbs: WordSet = [
        "is", "are", "was", "were", "be", "been", "being", "'s", "'re", "isn't", "wasn't", "seem", "seems", "seemed",
        "appear", "appears", "appeared", "exist", "exists", "existed", "remain", "remains", "remained", "come",
        "came", "comes", "lived", "lives", "stands", "stood", "arose", "followed", "may", "might", "must", "can",
        "could", "will", "would", "should", "has", "have", "had"
    ]

    /// Prepositions of time that also open a clause ("after the war" /
    /// "after the war ended"): before a clause UD tags them SCONJ.
    static let clauseOpeners: WordSet = ["after", "before", "since", "until", "till"]

    /// Tags that may open a clause's subject after such a word.
    static let subjectOpeners: Set<UPOS> = [.det, .pron, .propn, .noun, .num, .adj]

    /// How many words after the word its subject's verb may stand ("after the
    /// American Football League merged": the fourth).
    static let clauseReach = 6

    /// The possessive endings a subject may hold ("after Rutherford's paper appeared").
    static let possessiveEndings: WordSet = ["'s", "’s", "'", "’"]

    /// True when the word at `index` (`lowercased`), tagged a preposition,
    /// opens a clause: it is one of `clauseOpeners`, a subject opens after it,
    /// and a finite verb follows within `clauseReach` words before any
    /// punctuation, preposition, conjunction or particle but a possessive
    /// ending ("created after the NFL merged with", "since the company was
    /// founded", "after Rutherford's paper appeared"): a subordinator, which a
    /// preposition level must not ask. Not a phrase ("after the war in 1945",
    /// "since the 1990s"), nor an "-ing" form or an infinitive after its noun
    /// ("after the team playing", "before the right to vote"). `word` gives
    /// the sentence's word at a position, read only past the first checks.
    static func opensClause(_ lowercased: String, tags: [UPOS], at index: Int, word: (Int) -> String) -> Bool {
        guard clauseOpeners.contains(lowercased), tags.indices.contains(index + 1),
            subjectOpeners.contains(tags[index + 1])
        else { return false }
        for position in (index + 2)..<min(tags.count, index + 2 + clauseReach) {
            switch tags[position] {
            case .verb, .aux:
                return !word(position).lowercased().hasSuffix("ing") && word(position - 1).lowercased() != "to"
            case .part where possessiveEndings.contains(word(position).lowercased()):
                continue
            case .punct, .adp, .cconj, .sconj, .part: return false
            default: continue
            }
        }
        return false
    }

    /// The closed list of `tag`, nil for an open class.
    static func closedList(_ tag: UPOS) -> WordSet? {
        switch tag {
        case .det: return determiners
        case .pron: return pronouns
        case .adp: return adpositions
        case .cconj: return coordinators
        case .sconj: return subordinators
        default: return nil
        }
    }

    /// True when `lowercased` is on the closed list of `tag` and on no other
    /// ("because", "although", "and"): its class is then settled by the list,
    /// whatever the tagger's margin. A word on two lists ("that", "as",
    /// "since") stays a guess between them.
    static func settles(_ lowercased: String, tag: UPOS) -> Bool {
        let lists: [UPOS] = [.det, .pron, .adp, .cconj, .sconj]
        guard closedList(tag)?.contains(lowercased) == true else { return false }
        return lists.filter { closedList($0)?.contains(lowercased) == true }.count == 1
    }

    /// The word-list class an open-class tag needs, nil for other tags.
    static func wordListClass(_ tag: UPOS) -> TaggerWordClasses? {
        switch tag {
        case .noun: return .noun
        case .verb: return .verb
        case .adj: return .adjective
        default: return nil
        }
    }

    /// True when `lowercased`, tagged `tag`, can be of that class; `next` is
    /// the lowercased word after it (nil at the sentence's end), read only
    /// for "there"; `classes` what the word list says of it.
    static func admits(
        _ lowercased: String, tag: UPOS, next: @autoclosure () -> String?, classes: TaggerWordClasses
    ) -> Bool {
        if let list = closedList(tag) {
            guard list.contains(lowercased) else { return false }
            if tag == .pron && lowercased == "there" { return next().map(existentialVerbs.contains) ?? false }
            return true
        }
        guard let needed = wordListClass(tag) else { return true }
        let parts = classes.partsOfSpeech
        return parts.isEmpty || parts.contains(needed)
    }
}
