import BlanksSupport
import BlanksTagger

extension InterchangeableWords {
    /// Conjunctions of contrast inside a sentence, whose slot "and" fills
    /// with the sentence still English and its facts kept: "fought and
    /// killed her, but/and later grieved", "the main route while/and the
    /// Straits stood as…". The contrast is the writer's, and nothing in the
    /// sentence asks for it.
    static let contrastConjunctions: Set<String> = ["but", "while", "whilst", "whereas"]

    /// Concessive conjunctions after a comma, whose slot a conjunction of
    /// contrast fills: "it grew, though/but slowly", "though/while".
    static let concessiveConjunctions: Set<String> = ["though", "although"]

    /// Words that make a later "but" the second half of a fixed pair ("not
    /// X but Y", "not only X but also Y"), where "and" does not stand.
    static let negations: Set<String> = ["not", "n't", "never", "no", "nor"]

    /// How many words before a "but" a negation makes it the pair's.
    static let negationReach = 6

    /// Conjunctions that give a reason as "because" does: "willing
    /// because/as it would end the war".
    static let causalConjunctions: Set<String> = ["as", "since"]

    /// Every conjunction these rules name, answer or option.
    static let conjunctionWords: Set<String> = contrastConjunctions.union(concessiveConjunctions)
        .union(causalConjunctions).union(["and", "or", "whether", "if", "because"])

    /// How many words after "while" the progressive of its clause may start.
    static let progressiveReach = 4

    /// The conjunctions of contrast that join two clauses as "and" does
    /// ("X is soluble, and/while Y is not"); "but" also joins verbs ("won,
    /// but lost") and has its own condition.
    static let clauseContrasts: Set<String> = ["while", "whilst", "whereas"]

    /// Tags of a word that may open a clause's subject.
    static let subjectStarts: Set<UPOS> = [.det, .noun, .propn, .pron, .num, .adj]

    /// Words that open a relative clause: a verb after one is that clause's.
    static let relativeOpeners: Set<String> = ["which", "who", "whom", "whose", "that", "where"]

    /// A reason's conjunction anywhere, the rest inside a sentence. "and"
    /// in the slot of a conjunction of contrast inside a sentence: not
    /// at its start ("While X, Y" has no "and" reading), and "but" not after
    /// a negation a few words before ("not X but Y"). "while", "whilst" and
    /// "whereas" after a comma, or before a clause with a subject of its own
    /// that a determiner opens ("turns to liquid while the boiling point
    /// is…"); elsewhere "while" is mostly of time ("read while she slept",
    /// "while turning"). The other way, one of those in the slot of "and"
    /// after a comma between two clauses ("is not soluble, and/while LiOH
    /// is…"), not in a list ("A, B, and C are") nor before a verb ("won, and
    /// later lost"). A conjunction of contrast in the slot of a concessive
    /// after a comma. "if" in the slot of "whether" after a verb ("decide
    /// whether/if they will hear it"), not before "or not". "and" in the
    /// slot of "or" between two words that share what follows
    /// (`sharesWhatFollows`).
    static func conjunctionFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .cconj || slot.tag == .sconj else { return false }
        if slot.answer == "because", causalConjunctions.contains(option) {
            return slot.next != "of" && slot.previousTag != .adv && !negations.contains(slot.previous)
        }
        guard slot.index > 0 else { return false }
        if option == "and", slot.answer == "or" { return sharesWhatFollows(slot) }
        if option == "or", slot.answer == "and" { return joinsBareModifiers(slot) }
        if slot.answer == "while", option == "as" { return progressiveFollows(slot) }
        if option == "and", contrastConjunctions.contains(slot.answer) {
            if slot.answer != "but" {
                guard slot.previous != "," else { return true }
                return slot.nextTag == .det && slot.previousTag != .cconj && slot.previousTag != .sconj
                    && clauseFollows(slot)
            }
            let opening = max(0, slot.index - negationReach)
            return !slot.words[opening..<slot.index].contains { negations.contains($0.lowercased()) }
                && slot.next != "also" && slot.next != "rather"
        }
        if slot.answer == "and", clauseContrasts.contains(option) {
            guard slot.previous == ",", let next = slot.nextTag, subjectStarts.contains(next) else { return false }
            return slot.tags[..<slot.index].contains { $0 == .verb || $0 == .aux } && clauseFollows(slot)
        }
        if concessiveConjunctions.contains(slot.answer), contrastConjunctions.contains(option) {
            return slot.previous == ","
        }
        if slot.answer == "whether", option == "if", slot.previousTag == .verb {
            return
                !(slot.next == "or" && slot.index + 2 < slot.words.count
                && slot.words[slot.index + 2].lowercased() == "not")
        }
        return false
    }

    /// True when a verb or auxiliary follows the slot before the sentence's
    /// next conjunction or relative word: the words after it make a clause
    /// of their own, not an item of a list or a relative clause's antecedent.
    static func clauseFollows(_ slot: Slot) -> Bool {
        for position in (slot.index + 1)..<slot.words.count {
            switch slot.tags[position] {
            case .verb, .aux: return true
            case .cconj, .sconj: return false
            default:
                if relativeOpeners.contains(slot.words[position].lowercased()) { return false }
            }
        }
        return false
    }

    /// Tags of the two words an "or" joins before the plural noun they share.
    static let sharedModifiers: Set<UPOS> = [.adj, .noun]

    /// Words that make a later "or" the second half of a choice ("either X
    /// or Y", "whether X or Y"), where "and" does not stand.
    static let choiceOpeners: Set<String> = ["either", "whether"]

    /// True when the "or" of the slot joins two single words that share the
    /// word after them: two modifiers of one plural noun ("early speech
    /// or/and behavioral interventions"), or two nouns of one "of" phrase
    /// ("the principle or/and practice of concern"). Both readings then
    /// name the same things. Not two names of one thing ("altruism or
    /// selflessness is"), not a choice ("either", "whether" before it), not
    /// before a determiner ("an atom or a group").
    static func sharesWhatFollows(_ slot: Slot) -> Bool {
        let after = slot.index + 2
        guard after < slot.words.count, let previous = slot.previousTag, let next = slot.nextTag,
            !slot.words[..<slot.index].contains(where: { choiceOpeners.contains($0.lowercased()) })
        else { return false }
        if slot.words[after].lowercased() == "of" { return previous == .noun && next == .noun }
        return sharedModifiers.contains(previous) && sharedModifiers.contains(next) && slot.tags[after] == .noun
            && WordNumber.nounNumber(slot.words[after].lowercased()) == .plural
    }

    /// Words before a pair of modifiers that make its "and" a whole both
    /// halves belong to ("both X and Y", "between X and Y").
    static let pairOpeners: Set<String> = ["both", "between"]

    /// True when the "and" of the slot joins two adjectives that modify one
    /// singular noun after them, with no determiner, possessive or number
    /// opening the phrase: "in philosophical and/or ethical thought",
    /// "restricted and/or repetitive behavior". A bare singular noun names a
    /// mass or a field, whose two kinds "or" names as well as "and". Not "a
    /// red and white flag", one thing with both properties; not a plural
    /// ("intentional and voluntary actions"), things that may each have
    /// both; nor after "both" or "between", nor after a copula, whose
    /// complement the first adjective is ("the soil is poor and dry weather
    /// is common").
    static func joinsBareModifiers(_ slot: Slot) -> Bool {
        let (first, noun) = (slot.index - 1, slot.index + 2)
        guard first > 0, noun < slot.words.count, slot.tags[first] == .adj, slot.nextTag == .adj,
            slot.tags[noun] == .noun, WordNumber.nounNumber(slot.words[noun].lowercased()) == .singular
        else { return false }
        let before = slot.words[first - 1].lowercased()
        switch slot.tags[first - 1] {
        case .det, .num, .adj, .cconj, .aux: return false
        case .pron where possessives.contains(before): return false
        default: return !pairOpeners.contains(before)
        }
    }

    /// True when a form of "be" and a verb in "-ing" follow the slot within
    /// `progressiveReach` words, before any punctuation: "while/as Priam is
    /// overseeing the marriage", two things going on at once, which "as"
    /// says too. Elsewhere "while" may contrast ("while the north is dry").
    static func progressiveFollows(_ slot: Slot) -> Bool {
        let end = min(slot.words.count - 1, slot.index + progressiveReach)
        guard slot.index + 1 < end else { return false }
        for position in (slot.index + 1)..<end {
            if slot.tags[position] == .punct { return false }
            if BeForms.all.contains(slot.words[position].lowercased()),
                slot.tags[position + 1] == .verb, slot.words[position + 1].lowercased().hasSuffix("ing")
            {
                return true
            }
        }
        return false
    }
}
