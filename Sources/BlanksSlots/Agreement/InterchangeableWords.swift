import BlanksSupport
import BlanksTagger

/// A function word that stands in for another of its group almost anywhere
/// the pair's context allows, which a word n-gram model underrates because
/// the pair is rare in any one context. Each group is stated in general
/// terms in its own file:
///
/// - determiners (`+Determiners`): "the" in the slot of a demonstrative or
///   quantifier ("all of these projects", "in this treaty", "all students");
///   the quantifiers of one thing among many ("each", "every", "any")
///   before a singular noun ("for each/every control character", "the
///   shells of each/any element"); "all" for "any" before a plural noun
///   ("denied any/all powers"); "a" for "another" before a singular noun
///   ("rely on another/a person"); "that" for "this" as a pronoun ("to
///   reflect this/that");
/// - spans of time (`+Spans`): "during the 16th century"/"in the 16th
///   century", "from 1903 to/until 1908", "over/in the next two decades",
///   "works of/from this period", "starting in/from 1990", "dates to/from
///   the 5th century", "at/during that time", "during/in the latter part of
///   that period", "continued until/through 1937";
/// - places and parts (`+Places`): "practiced in/throughout Europe", "the
///   sixth-smallest nation in/of Europe", "studied at/in his old school",
///   "lived on/in Shchipok Street", "at/on the semantic level",
///   "vertebrates of/within the class Amphibia", "the largest state by/in
///   area", "bounded on/to the east by", "near/at the beginning of",
///   "taken at/in the Battle of Poltava";
/// - complements (`+Complements`): prepositions a word takes alike,
///   "corresponded closely to/with", "different from/to those",
///   "well-suited for/to swimming", "regulations for/on filing", "shown
///   by/with diacritics", "translates as/to \"skill\"", "composed of/from
///   many sources", "relatives of/to the aardvark", "vary among/across
///   jurisdictions", "opposition to/against the war", "sympathy
///   for/towards the Irish", "source of/for asphalt", "separation
///   between/of Asia and Europe";
/// - paths (`+Paths`): "an impact on/upon", "moved into/to training",
///   "named after/for the bird";
/// - relatives (`+Relatives`): "the acres that/which he held";
/// - conjunctions (`+Conjunctions`): "fought her, but/and later grieved",
///   "decide whether/if they will hear it", "willing because/as it would
///   end the war", "philosophical and/or ethical thought".
///
/// With both words among a puzzle's options, a player who writes the other
/// is right too. The agreement rules rule options out; these rules make one
/// fit. An option they name fits as well as the answer, whatever the scorer
/// says, once the agreement rules let it stand. A puzzle then keeps one of
/// the pair, not both: this costs puzzles at the preposition and
/// determiner levels (docs/slots.md), which a teacher prefers to blanks with
/// two answers.
package enum InterchangeableWords {
    /// The slot a rule reads: the tagged sentence, the answer's position,
    /// and the words around it lowercased once.
    struct Slot {
        let words: [String]
        let tags: [UPOS]
        let index: Int
        let answer: String
        let previous: String
        let next: String

        var tag: UPOS { tags[index] }
        var nextTag: UPOS? { index + 1 < tags.count ? tags[index + 1] : nil }
        var previousTag: UPOS? { index > 0 ? tags[index - 1] : nil }
    }

    /// Every word some group holds: a pair with a word outside it needs no
    /// further look (the check's inner loop asks about every pair of options).
    static let groupWords = WordSet(
        Set(["the", "of"])
            .union(theStandsFor).union(singularQuantifiers).union(indefinites)
            .union(spanPrepositions).union(durationPrepositions).union(spanEnds)
            .union(restrictiveRelatives).union(extentPrepositions).union(comparisonPrepositions)
            .union(differencePrepositions).union(suitabilityPrepositions).union(topicPrepositions)
            .union(meansPrepositions).union(coveringPrepositions).union(materialPrepositions).union(areaPrepositions)
            .union(companyPrepositions)
            .union(["at", "on"]).union(sidePrepositions).union(courseEndPrepositions)
            .union(originPrepositions).union(kinPrepositions).union(originNounPrepositions)
            .union(variationPrepositions).union(namedTimePrepositions)
            .union(opposingPrepositions).union(feelingPrepositions).union(separationPrepositions)
            .union(["through"])
            .union(conjunctionWords).union(pathWords).union(glossPrepositions))

    /// True when `option` fits the slot at `index` of the tagged sentence
    /// (`words`, `tags`) as well as the answer standing there.
    package static func fits(option: String, words: [String], tags: [UPOS], index: Int) -> Bool {
        guard words.indices.contains(index), index < tags.count, words.count == tags.count else { return false }
        let option = option.lowercased()
        let answer = words[index].lowercased()
        guard answer != option, groupWords.contains(option), groupWords.contains(answer) else { return false }
        let slot = Slot(
            words: words, tags: tags, index: index, answer: answer,
            previous: index > 0 ? words[index - 1].lowercased() : "",
            next: index + 1 < words.count ? words[index + 1].lowercased() : "")
        return theFits(option, slot) || quantifierFits(option, slot) || allFits(option, slot)
            || indefiniteFits(option, slot)
            || demonstrativeFits(option, slot) || spanFits(option, slot)
            || spanEndFits(option, slot) || stretchFits(option, slot) || provenanceFits(option, slot)
            || startFits(option, slot) || relativeFits(option, slot) || extentFits(option, slot)
            || partFits(option, slot) || settingFits(option, slot) || levelFits(option, slot) || rankFits(option, slot)
            || measureFits(option, slot) || complementFits(option, slot) || glossFits(option, slot)
            || conjunctionFits(option, slot)
            || pathFits(option, slot) || sideFits(option, slot) || courseEndFits(option, slot)
            || originFits(option, slot) || namedTimeFits(option, slot) || fightFits(option, slot)
            || harmFits(option, slot) || openingIndefiniteFits(option, slot)
    }

    /// Possessive determiners, tagged pronouns, that may open a noun phrase
    /// after a preposition ("during his reign", "in their country").
    static let possessives: Set<String> = ["his", "her", "its", "their", "our", "my", "your"]

    /// Hyphens and dashes inside a word the tokenizer splits ("mid-19th",
    /// "20-plus"): they neither end a phrase nor count as its words.
    static let joiners: Set<String> = ["-", "\u{2010}", "\u{2011}", "\u{2013}"]

    /// Words that hedge an amount and may stand before it ("within about a
    /// century"), whatever their tag.
    static let approximators: Set<String> = ["about", "around", "nearly", "almost", "roughly", "approximately"]

    /// Where the phrase a preposition opens at `index` ends: its head noun,
    /// the first noun within `reach` words whose next word is no noun, or an
    /// earlier word of `early` (a span of time named before the head: "his
    /// 20-plus year tour career"). Joiners, approximators, determiners,
    /// possessives, adjectives and numbers are skipped, and modifiers joined
    /// by "and" or "or" count as one word (`lastConjunct`: "the Carboniferous
    /// and Permian periods"); nil when punctuation, a verb, another
    /// preposition or a conjunction comes first.
    static func phraseEnd(after index: Int, in slot: Slot, reach: Int, early: Set<String>) -> Int? {
        var reached = 0
        var position = index + 1
        while position < slot.words.count {
            let word = slot.words[position].lowercased()
            if joiners.contains(word) {
                position += 1
                continue
            }
            reached += 1
            if reached > reach { return nil }
            if approximators.contains(word) || (slot.tags[position] == .pron && possessives.contains(word)) {
                position += 1
                continue
            }
            switch slot.tags[position] {
            case .punct, .verb, .aux, .adp, .sconj, .cconj, .pron: return nil
            default: break
            }
            if early.contains(word) { return position }
            if let last = lastConjunct(from: position, in: slot) {
                // The list stands where its first word stood: its last word is read in that place.
                reached -= 1
                position = last
                continue
            }
            if slot.tags[position] == .noun || slot.tags[position] == .propn {
                let nextTag = position + 1 < slot.tags.count ? slot.tags[position + 1] : nil
                if nextTag != .noun && nextTag != .propn { return position }
            }
            position += 1
        }
        return nil
    }

    /// The last word of a list of single-word modifiers that starts at
    /// `position` and ends in "and" or "or": "Carboniferous and Permian",
    /// "terrestrial, fossorial, arboreal or freshwater" (an Oxford comma
    /// too). Nil when no "and" or "or" closes the list, so a comma alone
    /// ("in France, Germany was…") never joins two phrases.
    static func lastConjunct(from position: Int, in slot: Slot) -> Int? {
        func isModifier(_ index: Int) -> Bool {
            index < slot.tags.count && [.adj, .noun, .propn].contains(slot.tags[index])
        }
        func isJoining(_ index: Int) -> Bool {
            let word = slot.words[index].lowercased()
            return word == "and" || word == "or"
        }
        guard isModifier(position) else { return nil }
        var next = position + 1
        while next + 1 < slot.words.count {
            if isJoining(next) { return isModifier(next + 1) ? next + 1 : nil }
            guard slot.words[next] == "," else { return nil }
            if isJoining(next + 1) { return isModifier(next + 2) ? next + 2 : nil }
            guard isModifier(next + 1) else { return nil }
            next += 2
        }
        return nil
    }
}
