import BlanksSupport
import BlanksTagger

extension InterchangeableWords {
    /// The prepositions a verb of comparison or connection takes alike.
    static let comparisonPrepositions: Set<String> = ["to", "with"]

    /// How verbs and adjectives of comparison or connection begin:
    /// "compared", "contrasted", "corresponds", "affiliated", "connected",
    /// "linked", "likened", and their nouns ("in comparison to/with", "the
    /// similarities with/to"). Not the adjective "similar", which takes "to" alone.
    static let comparisonStems = [
        "compar", "contrast", "correspond", "affiliat", "connect", "link", "liken", "similarit"
    ]

    /// The prepositions "different" takes alike, in one variety of English
    /// or another: "different from/to/than those of adults".
    static let differencePrepositions: Set<String> = ["from", "to", "than"]

    /// The words of difference that take them: not the verb "differ",
    /// which takes "from" alone.
    static let differenceWords: Set<String> = ["different", "differently"]

    /// The prepositions a word of fitness takes alike before its purpose:
    /// "well-suited for/to swimming", "adapted to/for dry climates".
    static let suitabilityPrepositions: Set<String> = ["for", "to"]

    /// Words of fitness for a purpose, also as the last part of a compound
    /// ("well-suited", "ill-suited").
    static let suitabilityWords: Set<String> = [
        "suited", "unsuited", "suitable", "unsuitable", "adapted", "appropriate", "inappropriate"
    ]

    /// Adjectives of value or concern to someone, which take "to" and "for"
    /// alike before who it matters to: "useful to/for farmers", "available
    /// to/for the public". Not the words whose "to" mostly opens a verb
    /// ("easy", "difficult", "necessary").
    static let valueAdjectives: Set<String> = [
        "important", "unimportant", "significant", "relevant", "useful", "useless", "beneficial", "harmful",
        "helpful", "essential", "crucial", "vital", "dangerous", "available", "unavailable", "accessible",
        "inaccessible"
    ]

    /// Nouns of value or concern, which take "to" and "for" alike after
    /// "of" when the phrase says what something is (`valueHolders`): "a
    /// matter of concern to/for key nationalists", "it is of interest
    /// to/for historians". Elsewhere they take one ("the practice of concern
    /// for others").
    static let valueNouns: Set<String> = ["concern", "interest", "importance", "significance", "relevance", "value"]

    /// Words before "of" and a noun of `valueNouns` that make the phrase say
    /// what something is: a linking verb ("is of interest") or a noun of
    /// matters ("a matter of concern").
    static let valueHolders: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "become", "became", "becomes", "remain", "remains",
        "remained", "matter", "matters", "issue", "issues", "subject", "subjects", "source", "sources", "cause",
        "causes", "question", "questions", "topic", "topics", "point", "points"
    ]

    /// True when the words before the slot are a word of value or concern
    /// that takes "to" and "for" alike: one of `valueAdjectives`, or "of"
    /// and one of `valueNouns` after one of `valueHolders`.
    static func followsValueWord(_ slot: Slot) -> Bool {
        if complementHeads(of: slot).contains(where: { valueAdjectives.contains($0) }) { return true }
        guard slot.index > 2, valueNouns.contains(slot.previous) else { return false }
        return slot.words[slot.index - 2].lowercased() == "of"
            && valueHolders.contains(slot.words[slot.index - 3].lowercased())
    }

    /// The prepositions a verb of translating takes alike before a gloss:
    /// "translates as/to \"skill\"".
    static let glossPrepositions: Set<String> = ["as", "to"]

    /// How forms of "translate" begin ("translates", "translated").
    static let translatingStem = "translat"

    /// "as" and "to" swap after a form of "translate" before a quoted
    /// gloss: "roughly translates to/as \"skill\"". Not before a language
    /// ("translated into/to English"), where "as" does not read.
    static func glossFits(_ option: String, _ slot: Slot) -> Bool {
        guard glossPrepositions.contains(slot.answer), glossPrepositions.contains(option),
            QuotationMarks.opening.contains(slot.next)
        else { return false }
        return complementHeads(of: slot).contains { $0.hasPrefix(translatingStem) }
    }

    /// The prepositions a noun of rules takes alike before its subject:
    /// "the rules for/on/about filing appeals".
    static let topicPrepositions: Set<String> = ["for", "on", "about"]

    /// Nouns of rules and policy.
    static let ruleNouns: Set<String> = [
        "rule", "rules", "regulation", "regulations", "guideline", "guidelines", "law", "laws", "policy", "policies",
        "instructions", "legislation", "provisions"
    ]

    /// The prepositions a verb of showing takes alike before its means:
    /// "vowels are shown by/with diacritics".
    static let meansPrepositions: Set<String> = ["by", "with"]

    /// Verbs of showing by a sign, in the participle that takes the means.
    /// Not "marked", whose "marked by" also reads "characterized by".
    static let showingWords: Set<String> = [
        "shown", "indicated", "denoted", "represented", "symbolized", "symbolised", "depicted", "illustrated"
    ]

    /// The prepositions a verb of covering takes alike before what covers:
    /// "covered with/in/by dust", "coated with/in wax".
    static let coveringPrepositions: Set<String> = ["with", "in", "by"]

    /// Verbs of covering, in the participle that takes what covers.
    static let coveringWords: Set<String> = [
        "covered", "coated", "blanketed", "carpeted", "caked", "plastered", "encrusted", "smeared", "shrouded",
        "cloaked", "littered", "strewn"
    ]

    /// The prepositions a verb of making takes alike before what a thing
    /// is made of: "composed of/from many sources", "built of/from stone".
    static let materialPrepositions: Set<String> = ["of", "from"]

    /// Verbs of making, in the participle that takes the material. Not
    /// "made", whose "made of" also reads "made up of" and whose "from"
    /// may be a source ("made from the start"); not "formed", whose "from"
    /// may be a time or place it was formed from.
    static let makingWords: Set<String> = [
        "composed", "built", "constructed", "assembled", "fashioned", "carved", "woven", "crafted"
    ]

    /// How far after "which" the verb of making of a relative clause the
    /// slot opens may stand ("from which they are all composed": the fourth).
    static let relativeVerbReach = 5

    /// Whether the slot opens a relative clause whose verb is one of
    /// `makingWords`, the preposition moved before its "which": "the
    /// materials from/of which they are composed".
    static func opensRelativeOfMaking(_ slot: Slot) -> Bool {
        guard slot.next == "which" || slot.next == "whom" else { return false }
        let first = slot.index + 2
        let last = min(slot.words.count, first + relativeVerbReach)
        guard first < last else { return false }
        return slot.words[first..<last].contains { makingWords.contains($0.lowercased()) }
    }

    /// A preposition in the slot of another that the word right before it
    /// (or before an adverb there) takes alike: "with" for "to" after a word
    /// of comparison or connection ("corresponded closely to/with"),
    /// "from", "to" or "than" after "different" or "differently", "for" or
    /// "to" after a word of fitness ("not well-suited for/to swimming") or
    /// of value or concern ("of concern to/for nationalists", not before a
    /// verb, where "to" would open it),
    /// "for", "on" or "about" after a noun of rules ("regulations for/on
    /// filing"), "by" or "with" after a verb of showing ("shown by/with
    /// diacritics"), "with", "in" or "by" after a verb of covering
    /// ("covered with/in dust"), "of" or "from" after a verb of making ("composed
    /// of/from many sources") or before the "which" of its relative clause
    /// ("the materials from/of which they are composed"); "over", "across",
    /// "throughout" or "around" after a verb of moving or spreading about an
    /// area ("roams over/around most of the continent"); and "with" for
    /// "alongside" after a verb of doing something together ("work
    /// alongside/with professional astronomers") or opening a bracket, an
    /// addition ("(alongside/with quantum mechanics)"); "of" or "to" after a
    /// noun of kinship (`kinNouns`); "among", "across" or "between" after a verb of
    /// varying (`varyingVerbs`) before what it varies over, no number or
    /// span of time within `areaReach` words ("vary between 10 and 20 %");
    /// "to" or "against" after a noun of opposing (`opposingNouns`), "for"
    /// or "towards" after a noun of feeling (`feelingNouns`); "with"
    /// for "in" after an "as" that opens an example (`opensAnExample`);
    /// "of" or "for" after a source, "in search" or a synonym
    /// (`sourceNouns`, `synonymNouns`), and
    /// "between" or "of" after "separation" before two things named
    /// (`namesTwoThings`).
    static func complementFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp else { return false }
        let heads = complementHeads(of: slot)
        if coveringPrepositions.contains(slot.answer), coveringPrepositions.contains(option),
            heads.contains(where: { coveringWords.contains($0) })
        {
            return true
        }
        if comparisonPrepositions.contains(slot.answer), comparisonPrepositions.contains(option) {
            return heads.contains { head in comparisonStems.contains { head.hasPrefix($0) } }
        }
        if differencePrepositions.contains(slot.answer), differencePrepositions.contains(option) {
            return heads.contains { differenceWords.contains($0) }
        }
        if suitabilityPrepositions.contains(slot.answer), suitabilityPrepositions.contains(option) {
            if heads.contains(where: { suitabilityWords.contains(String(lastPart(of: $0))) }) { return true }
            return followsValueWord(slot) && slot.nextTag != .verb
        }
        if topicPrepositions.contains(slot.answer), topicPrepositions.contains(option) {
            return heads.contains { ruleNouns.contains($0) }
        }
        if meansPrepositions.contains(slot.answer), meansPrepositions.contains(option) {
            return heads.contains { showingWords.contains($0) }
        }
        if materialPrepositions.contains(slot.answer), materialPrepositions.contains(option) {
            return heads.contains { makingWords.contains($0) } || opensRelativeOfMaking(slot)
        }
        if areaPrepositions.contains(slot.answer), areaPrepositions.contains(option) {
            return heads.contains { head in movingStems.contains { head.hasPrefix($0) } } && namesAnArea(after: slot)
        }
        if (slot.answer, option) == ("alongside", "with") {
            return heads.contains { companyVerbs.contains($0) } || slot.previous == "("
        }
        if variationPrepositions.contains(slot.answer), variationPrepositions.contains(option) {
            return heads.contains { varyingVerbs.contains($0) } && namesAnArea(after: slot)
        }
        if feelingPrepositions.contains(slot.answer), feelingPrepositions.contains(option) {
            return heads.contains { feelingNouns.contains($0) }
        }
        if opposingPrepositions.contains(slot.answer), opposingPrepositions.contains(option) {
            return heads.contains { opposingNouns.contains($0) }
        }
        if (slot.answer, option) == ("in", "with") { return opensAnExample(slot) }
        if originNounPrepositions.contains(slot.answer), originNounPrepositions.contains(option) {
            return sourceNouns.contains(slot.previous) || synonymNouns.contains(slot.previous)
                || slot.previous == "search" && slot.index > 1 && slot.words[slot.index - 2].lowercased() == "in"
        }
        if separationPrepositions.contains(slot.answer), separationPrepositions.contains(option),
            slot.previous == "separation", namesTwoThings(after: slot)
        {
            return true
        }
        if kinPrepositions.contains(slot.answer), kinPrepositions.contains(option) {
            return kinNouns.contains(slot.previous)
                || slot.previousTag == .noun && slot.index > 1 && slot.words[slot.index - 2].lowercased() == "sister"
        }
        return false
    }

    /// The prepositions a verb of varying takes alike before the things it
    /// varies over.
    static let variationPrepositions: Set<String> = ["among", "across", "between"]

    /// Verbs of varying or differing, in their forms: "pleas vary
    /// among/across jurisdictions", "Asia varies greatly across/between its
    /// regions". Not "by", which takes the singular ("vary by jurisdiction",
    /// not "by jurisdictions") and names an amount before a number.
    static let varyingVerbs: Set<String> = [
        "vary", "varies", "varied", "varying", "differ", "differs", "differed", "differing"
    ]

    /// The prepositions a noun of feeling takes alike before whom it is felt for.
    static let feelingPrepositions: Set<String> = ["for", "towards", "toward"]

    /// Nouns of a feeling for someone or something, which take "for" and
    /// "towards" alike: "sympathy for/towards the Irish", "respect
    /// towards/for his elders". Not "attitude", "hostility" or "loyalty",
    /// which do not take "for" so.
    static let feelingNouns: Set<String> = [
        "sympathy", "affection", "love", "hatred", "respect", "contempt", "compassion", "admiration", "disdain",
        "empathy", "dislike"
    ]

    /// The prepositions a noun of opposing takes alike.
    static let opposingPrepositions: Set<String> = ["to", "against"]

    /// Nouns of opposing something, which take "to" and "against" alike:
    /// "his opposition to/against the war", "resistance against/to the
    /// occupation".
    static let opposingNouns: Set<String> = ["opposition", "resistance", "hostility", "objection", "objections"]

    /// True when the slot follows an "as" that opens the sentence or
    /// follows a comma: "as in/with Devanagari and other scripts", "As
    /// in/with the first edition, …", an example that "with" gives as well.
    /// Not "the same as in France" or "such as in", where "as" compares.
    static func opensAnExample(_ slot: Slot) -> Bool {
        guard slot.previous == "as" else { return false }
        return slot.index == 1 || slot.words[slot.index - 2] == ","
    }

    /// The prepositions a source, a search or a synonym takes alike.
    static let originNounPrepositions: Set<String> = ["of", "for"]

    /// Nouns of where something comes from, which take "of" and "for"
    /// alike: "the primary source of/for asphalt". "search" too, in "in
    /// search of/for India"; not "the search of the house", an examining.
    static let sourceNouns: Set<String> = ["source", "sources"]

    /// The prepositions "separation" takes alike between two things named.
    static let separationPrepositions: Set<String> = ["between", "of"]

    /// How far after the slot the "and" of two things named is looked for.
    static let pairReach = 4

    /// Whether an "and" follows the slot within `pairReach` words, before
    /// any punctuation: two things named ("separation between/of Asia and
    /// Europe"), where "the separation of powers" names one.
    static func namesTwoThings(after slot: Slot) -> Bool {
        let end = min(slot.words.count, slot.index + 1 + pairReach)
        guard slot.index + 2 < end else { return false }
        for position in (slot.index + 2)..<end {
            if slot.tags[position] == .punct { return false }
            if slot.words[position].lowercased() == "and" { return true }
        }
        return false
    }

    /// The prepositions a noun of kinship takes alike.
    static let kinPrepositions: Set<String> = ["of", "to"]

    /// Nouns of kinship between living things or groups, which take "of"
    /// and "to" alike: "the closest relatives of/to the aardvark", "a
    /// cousin to/of the horse"; a noun after "sister" too ("the sister
    /// taxon to/of the crustaceans"). Not "ancestor", whose "to" reads as
    /// one thing leading to another.
    static let kinNouns: Set<String> = ["relative", "relatives", "cousin", "cousins"]

    /// Nouns of a word standing for another, or against it, which take
    /// "for" and "of" alike: "used as the synonym for/of assistive
    /// technology", "an antonym of/for egoism".
    static let synonymNouns: Set<String> = ["synonym", "synonyms", "antonym", "antonyms"]

    /// The prepositions of doing something together with others: "with"
    /// reads as "alongside" there, but "alongside" not as every "with",
    /// which may name an instrument ("fought with swords").
    static let companyPrepositions: Set<String> = ["with", "alongside"]

    /// Verbs of doing something together with others, in their inflections:
    /// whole words, since "workers" or "players" take "with" otherwise.
    static let companyVerbs: Set<String> = [
        "work", "works", "worked", "working", "play", "plays", "played", "playing", "perform", "performs",
        "performed", "performing", "fight", "fights", "fought", "fighting", "serve", "serves", "served", "serving",
        "compete", "competes", "competed", "competing", "collaborate", "collaborates", "collaborated",
        "collaborating"
    ]

    /// The prepositions a verb of moving or spreading about an area takes alike.
    static let areaPrepositions: Set<String> = ["over", "across", "throughout", "around"]

    /// How verbs of moving or spreading about an area begin: "roams",
    /// "wandered", "travelling", "spread", "scattered", "distributed".
    static let movingStems = ["roam", "wander", "travel", "spread", "scatter", "distribut"]

    /// How far after the slot a number or a span of time is looked for.
    static let areaReach = 3

    /// Whether the words after the slot name an area rather than an amount
    /// or a span of time: no number and no noun of a span within
    /// `areaReach` words ("spread over/around 300 miles", "travelled over
    /// three days" read otherwise with each preposition).
    static func namesAnArea(after slot: Slot) -> Bool {
        let end = min(slot.words.count, slot.index + 1 + areaReach)
        guard slot.index + 1 < end else { return false }
        for position in (slot.index + 1)..<end {
            if slot.tags[position] == .num || spanNouns.contains(slot.words[position].lowercased()) { return false }
        }
        return true
    }

    /// The words that may take the slot's preposition, lowercased: the word
    /// right before it and, when that is an adverb, the word before the
    /// adverb too ("differs greatly from", "treated differently from").
    static func complementHeads(of slot: Slot) -> [String] {
        guard slot.index > 0 else { return [] }
        let before = slot.index - 1
        let word = slot.words[before].lowercased()
        guard slot.tags[before] == .adv, before > 0 else { return [word] }
        return [word, slot.words[before - 1].lowercased()]
    }

    /// What follows a compound's last hyphen ("suited" of "well-suited"), or the word itself.
    static func lastPart(of word: String) -> Substring {
        word.split(separator: "-", omittingEmptySubsequences: false).last ?? Substring(word)
    }
}
