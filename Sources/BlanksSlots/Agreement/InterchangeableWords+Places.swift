import BlanksTagger

extension InterchangeableWords {
    /// Prepositions that place a thing or an event in an area or a body,
    /// each readable where another stands before one: "practiced
    /// in/throughout Europe", "controversy within/in the discipline",
    /// "common throughout/across the world".
    static let extentPrepositions: Set<String> = ["in", "within", "throughout", "across"]

    /// Head nouns that make "in" part of a fixed phrase rather than a
    /// place: "in the same way", "in the form of", "in order to", "in
    /// addition".
    static let fixedPhraseNouns: Set<String> = [
        "way", "ways", "form", "forms", "case", "cases", "order", "fact", "addition", "particular", "general",
        "part", "turn", "front", "favor", "favour", "terms", "spite", "contrast", "response", "place", "charge",
        "effect", "accordance", "manner", "name", "return", "exchange", "comparison", "relation", "memory",
        "honour", "honor", "search", "practice", "theory", "total", "detail", "common", "short", "sum",
        "use", "line", "time", "end", "meantime", "light", "view", "support", "opposition", "reference"
    ]

    /// How many words after a place preposition its head noun may stand
    /// ("in the Indian subcontinent": the third).
    static let placeReach = 4

    /// An extent preposition in the slot of another before a place or a
    /// body: the phrase after it opens with a determiner, a possessive, a
    /// name, an adjective or a noun (not a number: "in 1975" is a date) and
    /// reaches its head noun within `placeReach` words, a head that names
    /// no span of time (the span rules judge those) and makes no fixed
    /// phrase ("in the same way"); not after a word that takes "in" for
    /// what it is about ("engaged in").
    static func extentFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, extentPrepositions.contains(slot.answer), extentPrepositions.contains(option),
            !inTakingWords.contains(slot.previous)
        else { return false }
        return opensPlace(after: slot.index, in: slot)
    }

    /// "of" in the slot of "in" between a noun and the place or whole it
    /// belongs to: "the sixth-smallest nation in/of Europe", "tourist
    /// destinations in/of the province", "the first vowel in/of the
    /// alphabet". Not after a noun that takes "in" for what it is about
    /// ("an increase in", "interest in", "a role in"), where "of" says
    /// something else.
    static func partFits(_ option: String, _ slot: Slot) -> Bool {
        guard option == "of", slot.answer == "in", slot.tag == .adp, slot.previousTag == .noun,
            !inTakingWords.contains(slot.previous)
        else { return false }
        return opensPlace(after: slot.index, in: slot)
    }

    /// Nouns, verbs and adjectives that take "in" for what they are about,
    /// not where they are: "an increase in", "engaged in", "interested in".
    static let inTakingWords: Set<String> = [
        "engaged", "engage", "engages", "involved", "involve", "interested", "participated", "participate",
        "participates", "resulted", "result", "results", "resulting", "specialized", "specialised", "specializes",
        "specialises", "succeeded", "succeed", "invested", "invest", "believed", "believe", "believes", "persisted",
        "persist", "indulged", "indulge", "rich", "poor", "lacking", "deficient", "fluent", "versed", "skilled",
        "increase", "increases", "decrease", "decreases", "rise", "rises", "fall", "falls", "change", "changes",
        "interest", "interests", "role", "roles", "participation", "involvement", "success", "experience",
        "degree", "degrees", "belief", "beliefs", "expert", "experts", "trust", "difference", "differences",
        "growth", "decline", "declines", "drop", "reduction", "reductions", "improvement", "improvements",
        "part", "share", "stake", "investment", "investments", "lesson", "lessons", "course", "courses",
        "training", "faith", "pride", "delay", "delays", "gap", "gaps", "shift", "shifts", "advance", "advances"
    ]

    /// True when the phrase opened at `index` names a place or a body: it
    /// starts with a determiner, possessive, name, adjective or noun, and
    /// phrase up to its head noun (`phraseEnd`) names no span of time and
    /// its head makes no fixed phrase.
    static func opensPlace(after index: Int, in slot: Slot) -> Bool {
        guard index + 1 < slot.tags.count else { return false }
        let first = slot.words[index + 1].lowercased()
        switch slot.tags[index + 1] {
        case .det, .propn, .adj, .noun: break
        case .pron where possessives.contains(first): break
        default: return false
        }
        guard let end = phraseEnd(after: index, in: slot, reach: placeReach, early: spanNouns) else { return false }
        let head = slot.words[end].lowercased()
        return !spanNouns.contains(head) && !fixedPhraseNouns.contains(head) && !fixedPhraseNouns.contains(first)
    }

    /// Nouns of a place of study: "studied at/in his old school".
    static let studyPlaceNouns: Set<String> = [
        "school", "schools", "university", "universities", "college", "colleges", "conservatory", "seminary",
        "gymnasium"
    ]

    /// Nouns of a street: "lived on/in Shchipok Street".
    static let streetNouns: Set<String> = ["street", "road", "avenue", "lane", "boulevard", "square"]

    /// Nouns of the middle or the far part of a place, before the "of" that
    /// names the place: "in/at the heart of the city", "situated in/at the
    /// northwest extremity of the Americas". Not "end", "edge", "corner" or
    /// "tip", where one of the two reads as a point and the other does not
    /// ("at the end of the war", "in the corner of the room").
    static let placePartNouns: Set<String> = [
        "heart", "centre", "center", "extremity", "extremities", "outskirts", "periphery"
    ]

    /// "at" and "in" swap before a place of study or before a part of a
    /// place followed by "of", "on" and "in" before a street, as the head
    /// noun of the phrase after the slot (within `placeReach` words):
    /// "continued his studies at/in his old school", "at/in the heart of the
    /// city", "lived on/in Shchipok Street". Not before a learned body ("a
    /// professor at the Academy"), where "in" reads as a member.
    static func settingFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, slot.answer == "in" || option == "in" else { return false }
        let other = slot.answer == "in" ? option : slot.answer
        guard other == "at" || other == "on",
            let end = phraseEnd(after: slot.index, in: slot, reach: placeReach, early: [])
        else { return false }
        let head = slot.words[end].lowercased()
        guard other == "at" else { return streetNouns.contains(head) }
        if studyPlaceNouns.contains(head) { return true }
        return placePartNouns.contains(head) && end + 1 < slot.words.count && slot.words[end + 1].lowercased() == "of"
    }

    /// Nouns of a level or a scale something is seen at.
    static let levelNouns: Set<String> = ["level", "levels", "scale", "scales"]

    /// "at" and "on" swap before a noun phrase whose head noun is a level
    /// or a scale (within `placeReach` words): "ambiguous at/on the
    /// semantic level", "structures on/at a microscopic scale". Not a scale
    /// followed by "of", which may be a rating ("on a scale of 1 to 10").
    static func levelFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, (slot.answer, option) == ("at", "on") || (slot.answer, option) == ("on", "at"),
            let end = phraseEnd(after: slot.index, in: slot, reach: placeReach, early: [])
        else { return false }
        let head = slot.words[end].lowercased()
        guard levelNouns.contains(head) else { return false }
        let after = end + 1 < slot.words.count ? slot.words[end + 1].lowercased() : ""
        return head.hasPrefix("level") || after != "of"
    }

    /// Ranks of biological classification: "the class Amphibia", "the
    /// family Felidae".
    static let taxonomicRanks: Set<String> = [
        "kingdom", "phylum", "division", "class", "subclass", "order", "suborder", "infraorder", "superfamily",
        "family", "subfamily", "tribe", "genus", "subgenus", "clade"
    ]

    /// The prepositions that place a living thing in a rank alike.
    static let rankPrepositions: Set<String> = ["of", "in", "within"]

    /// "of", "in" and "within" swap after a noun before "the" and a rank of
    /// classification: "vertebrates of/within the class Amphibia", "a
    /// genus in/of the family Felidae". The rank follows "the" at once and
    /// a name follows the rank, so "in the order of events" names none.
    static func rankFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, rankPrepositions.contains(slot.answer), rankPrepositions.contains(option),
            slot.previousTag == .noun, slot.next == "the", slot.index + 3 < slot.words.count,
            taxonomicRanks.contains(slot.words[slot.index + 2].lowercased())
        else { return false }
        return slot.tags[slot.index + 3] == .propn
    }

    /// Nouns of a measure by which things are ranked: "the largest state
    /// by/in area".
    static let measureNouns: Set<String> = [
        "area", "population", "size", "volume", "length", "height", "weight", "mass", "number", "numbers",
        "value", "revenue", "revenues", "diameter", "capacity", "tonnage", "circulation", "attendance"
    ]

    /// The prepositions that rank by a measure alike.
    static let measurePrepositions: Set<String> = ["by", "in"]

    /// "by" and "in" swap before a bare noun of measure that ends its
    /// phrase: "the largest state in the United States by/in area", "ranks
    /// fifth by/in population". Not after a word that takes "in" for what
    /// it is about ("an increase in area"), nor before "of" ("in number of
    /// seats" reads as a count).
    static func measureFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, measurePrepositions.contains(slot.answer), measurePrepositions.contains(option),
            measureNouns.contains(slot.next), !inTakingWords.contains(slot.previous)
        else { return false }
        guard slot.index + 2 < slot.words.count else { return true }
        let after = slot.tags[slot.index + 2]
        return slot.words[slot.index + 2].lowercased() != "of" && after != .noun && after != .propn
    }

    /// The points of the compass a side is named by.
    static let compassPoints: Set<String> = [
        "north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"
    ]

    /// The prepositions that name the side a neighbour lies on alike.
    static let sidePrepositions: Set<String> = ["on", "to"]

    /// "on" and "to" swap before "the" and a point of the compass that ends
    /// the phrase, where a boundary or a neighbour is placed on a side:
    /// "bounded on/to the east by the Pacific", "bordered by Namibia to/on
    /// the south, Zambia…". Not before a noun the point modifies ("on the
    /// east coast", "to the south bank") nor before "of" ("to the north of
    /// the city", a direction from a place, which "on" does not give).
    static func sideFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, sidePrepositions.contains(slot.answer), sidePrepositions.contains(option),
            slot.next == "the", slot.index + 2 < slot.words.count,
            compassPoints.contains(slot.words[slot.index + 2].lowercased())
        else { return false }
        let after = slot.index + 3
        guard after < slot.words.count else { return true }
        return slot.words[after].lowercased() == "by" || slot.tags[after] == .punct
            || slot.tags[after] == .cconj
    }

    /// Nouns of the first or last part of a span or a course, before the
    /// "of" that names it.
    static let courseEnds: Set<String> = ["beginning", "start", "end", "close", "outset"]

    /// The prepositions that place a thing at the first or last part of a
    /// span alike; "in" only at its beginning ("in the beginning of his
    /// career"; "in the end of the war" does not read).
    static let courseEndPrepositions: Set<String> = ["at", "near", "around", "toward", "towards", "in"]

    /// The prepositions of `courseEndPrepositions` swap before "the", one of
    /// `courseEnds` and "of": "near/at/in the beginning of his career", "at
    /// /near/toward the end of the Paleocene". "in" only before "the
    /// beginning of", "toward" and "towards" only before "the end" or
    /// "the close of", which a span reaches.
    static func courseEndFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, courseEndPrepositions.contains(slot.answer), courseEndPrepositions.contains(option),
            slot.next == "the", slot.index + 3 < slot.words.count,
            slot.words[slot.index + 3].lowercased() == "of"
        else { return false }
        let part = slot.words[slot.index + 2].lowercased()
        guard courseEnds.contains(part) else { return false }
        for word in [slot.answer, option] {
            if word == "in" && part != "beginning" { return false }
            if word.hasPrefix("toward") && part != "end" && part != "close" { return false }
        }
        return true
    }

    /// Nouns of a named fight, which "the" opens and "of" follows with its
    /// place: "the Battle of Poltava", "the siege of Leningrad".
    static let fightNouns: Set<String> = ["battle", "siege"]

    /// "at" and "in" swap before "the", a noun of a named fight and "of":
    /// "taken prisoner at/in the Battle of Poltava", a place and an event
    /// at once. Not before "the battle" alone ("in the battle" may be a
    /// span the text has named) nor before other events.
    static func fightFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, (slot.answer, option) == ("at", "in") || (slot.answer, option) == ("in", "at"),
            slot.next == "the", slot.index + 3 < slot.words.count,
            fightNouns.contains(slot.words[slot.index + 2].lowercased())
        else { return false }
        return slot.words[slot.index + 3].lowercased() == "of"
    }
}
