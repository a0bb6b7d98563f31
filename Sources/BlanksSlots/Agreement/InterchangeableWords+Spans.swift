import BlanksTagger

extension InterchangeableWords {
    /// Prepositions that place an event in a span of time, each readable
    /// where another stands before one: "in", "during", "within", "throughout".
    static let spanPrepositions: Set<String> = ["in", "during", "within", "throughout"]

    /// Prepositions of a span's whole length, each readable where another
    /// stands before one: "growth during/across/over/throughout the 20th
    /// century". Not "in" or "within", which may place a point ("built over
    /// the 16th century" is not "built in" it).
    static let durationPrepositions: Set<String> = ["during", "throughout", "across", "over"]

    /// Words that end a span of years before its last year: "from 1903
    /// to/until/till 1908".
    static let spanEnds: Set<String> = ["to", "until", "till"]

    /// How many words before a span's end its "from" may stand ("from 1903
    /// to", "from about 1903 to").
    static let spanStartReach = 4

    /// Nouns that name a span of time, the head of the phrase after a span
    /// preposition ("the Cold War", "the past century", "his reign").
    static let spanNouns: Set<String> = [
        "century", "centuries", "decade", "decades", "year", "years", "period", "periods", "era", "eras",
        "age", "ages", "war", "wars", "reign", "month", "months", "week", "weeks", "season", "seasons",
        "winter", "summer", "spring", "autumn", "millennium", "dynasty", "lifetime", "childhood", "youth",
        "campaign", "occupation", "revolution", "renaissance", "depression", "presidency", "administration",
        "career", "careers", "tenure", "stay", "visit", "tour", "voyage", "expedition"
    ]

    /// How many words after a span preposition its head noun may stand
    /// ("during about the past century": the fourth).
    static let spanReach = 4

    /// A span preposition in the slot of another of its group before a time
    /// span: the phrase after the slot names a noun of `spanNouns` by its
    /// head (`phraseEnd`, within `spanReach` words). Not a
    /// year: "achieved in 1975" is a point in time, where "during" does not
    /// read as well. And "in" in the slot of "during" before an event (`eventNouns`).
    static func spanFits(_ option: String, _ slot: Slot) -> Bool {
        if slot.tag == .adp, slot.answer == "during", option == "in", namesEvent(after: slot.index, in: slot) {
            return true
        }
        guard slot.tag == .adp,
            (spanPrepositions.contains(slot.answer) && spanPrepositions.contains(option))
                || (durationPrepositions.contains(slot.answer) && durationPrepositions.contains(option))
        else { return false }
        return namesSpan(after: slot.index, in: slot)
    }

    /// Nouns of an event that lasts a while: "in" reads as "during" before
    /// one ("helped the forces during/in the conflict", "damaged during/in
    /// earthquakes", "during/in that same time frame"), but not the other
    /// way, where "in" may be what a word takes ("involved in the conflict").
    static let eventNouns: Set<String> = [
        "conflict", "conflicts", "mission", "missions", "crisis", "process", "invasion", "battle", "battles",
        "siege", "rebellion", "uprising", "election", "elections", "trial", "match", "tournament", "earthquake",
        "earthquakes", "storm", "storms", "flood", "floods", "famine", "epidemic", "pandemic", "outbreak", "frame"
    ]

    /// Past participles of harm, after which "by" and "during" read alike
    /// before an event that may have done it: "widely damaged during/by
    /// earthquakes", "destroyed by/during the war".
    static let harmParticiples: Set<String> = [
        "damaged", "destroyed", "devastated", "ruined", "wrecked", "razed", "killed", "injured", "wounded",
        "hit", "struck", "affected", "disrupted", "flooded", "burned", "burnt", "demolished", "looted"
    ]

    /// Events that may do what a participle of harm names (`harmParticiples`).
    static let harmingEvents: Set<String> = eventNouns.union([
        "war", "wars", "fire", "fires", "hurricane", "hurricanes", "typhoon", "typhoons", "bombing", "bombings",
        "raid", "raids", "attack", "attacks", "eruption", "eruptions", "riot", "riots", "tsunami", "drought"
    ])

    /// The two ways to name an event that harmed: its cause ("by") or its time ("during").
    static let harmPrepositions: Set<String> = ["by", "during"]

    /// "by" and "during" in each other's slot right after a participle of
    /// harm, before an event that may have done it (`harmingEvents`, the
    /// head within `spanReach` words). Not after another verb ("elected
    /// during/by the war" names a time or a voter), nor before a person
    /// ("killed by soldiers").
    static func harmFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, harmPrepositions.contains(slot.answer), harmPrepositions.contains(option),
            harmParticiples.contains(slot.previous),
            let end = phraseEnd(after: slot.index, in: slot, reach: spanReach, early: [])
        else { return false }
        return harmingEvents.contains(slot.words[end].lowercased())
    }

    /// True when the phrase opened at `index` names an event by its head
    /// noun (`eventNouns`, within `spanReach` words).
    static func namesEvent(after index: Int, in slot: Slot) -> Bool {
        guard let end = phraseEnd(after: index, in: slot, reach: spanReach, early: eventNouns) else { return false }
        return eventNouns.contains(slot.words[end].lowercased())
    }

    /// True when the phrase opened at `index` names a span of time by its
    /// head noun.
    static func namesSpan(after index: Int, in slot: Slot) -> Bool {
        guard let end = phraseEnd(after: index, in: slot, reach: spanReach, early: spanNouns) else { return false }
        let head = slot.words[end].lowercased()
        if spanParts.contains(head), end + 1 < slot.words.count, slot.words[end + 1].lowercased() == "of" {
            return namesSpan(after: end + 1, in: slot)
        }
        return spanNouns.contains(head)
    }

    /// Nouns of a part of a span, which the span after their "of" names:
    /// "during/in the latter part of that period", "in the first half of
    /// the century".
    static let spanParts: Set<String> = ["part", "parts", "half", "halves", "portion", "remainder", "rest"]

    /// A word that ends a span of years in the slot of another, before a
    /// year (a number of three or four digits): always when the answer is
    /// "until" or "till", which only end a span; for "to", only when "from"
    /// opens the span a few words before ("from 1903 to 1908"), since "grew
    /// to 2000" counts, not dates. "through" stands for any of them there
    /// ("continued until/through 1937", "from 1903 to/through 1908"), never
    /// the other way: its own blank may pass through a number ("through
    /// 2000 villages").
    static func spanEndFits(_ option: String, _ slot: Slot) -> Bool {
        guard spanEnds.contains(slot.answer), spanEnds.contains(option) || option == "through", isYear(slot.next)
        else { return false }
        guard slot.answer == "to" else { return true }
        let opening = max(0, slot.index - spanStartReach)
        return slot.words[opening..<slot.index].contains { $0.lowercased() == "from" }
    }

    /// Three or four ASCII digits: how a year stands in prose.
    static func isYear(_ word: String) -> Bool {
        (3...4).contains(word.utf8.count) && word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Prepositions that place an event in a stretch counted from a point,
    /// each readable where another stands: "over/in/during the next two
    /// decades", "within/in the past year".
    static let stretchPrepositions: Set<String> = ["in", "over", "during", "within", "throughout"]

    /// Words after "the" that count a stretch from a point: "the next two
    /// decades", "the past century".
    static let stretchCounters: Set<String> = [
        "next", "past", "last", "following", "previous", "preceding", "coming", "ensuing", "subsequent"
    ]

    /// A preposition of `stretchPrepositions` in the slot of another before
    /// "the" and a word of `stretchCounters` whose phrase names a span
    /// ("Over/In the next two decades, some would weaken"). Without the
    /// counting word "over" and "in" part ("built over/in the 16th century").
    static func stretchFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, stretchPrepositions.contains(slot.answer), stretchPrepositions.contains(option),
            slot.next == "the", slot.index + 2 < slot.words.count,
            stretchCounters.contains(slot.words[slot.index + 2].lowercased())
        else { return false }
        return namesSpan(after: slot.index, in: slot)
    }

    /// Things made, written or left at a time, which "of" and "from" date
    /// alike: "works of/from this period", "coins of/from the 3rd century".
    static let datedThings: Set<String> = [
        "work", "works", "writing", "writings", "text", "texts", "document", "documents", "record", "records",
        "letter", "letters", "manuscript", "manuscripts", "inscription", "inscriptions", "source", "sources",
        "building", "buildings", "architecture", "painting", "paintings", "sculpture", "sculptures", "art",
        "artwork", "artworks", "music", "literature", "poem", "poems", "poetry", "novel", "novels", "film", "films",
        "song", "songs", "recording", "recordings", "coin", "coins", "pottery", "artifact", "artifacts", "artefact",
        "artefacts", "remains", "fossil", "fossils", "tomb", "tombs", "map", "maps", "photograph", "photographs"
    ]

    /// The prepositions that date a made thing alike.
    static let datingPrepositions: Set<String> = ["of", "from"]

    /// "of" and "from" swap between a thing made or left at a time and the
    /// span that dates it: "Works of/from this period included novels".
    /// Not after other nouns, whose "of" names a part of the span ("the end
    /// of the century") or what it is about ("the history of the period").
    static func provenanceFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, datingPrepositions.contains(slot.answer), datingPrepositions.contains(option),
            slot.index > 0, datedThings.contains(slot.previous)
        else { return false }
        return namesSpan(after: slot.index, in: slot)
    }

    /// Words that open a span from its start: "starting in/from 1990".
    static let startingWords: Set<String> = ["starting", "beginning", "commencing"]

    /// The prepositions that open a span from its start alike.
    static let startPrepositions: Set<String> = ["in", "from"]

    /// "in" and "from" swap after a word of `startingWords` before a year or
    /// a span: "Starting in/from this period, he wrote", "beginning
    /// in/from 1990". Not after a verb of origin ("came from this period").
    static func startFits(_ option: String, _ slot: Slot) -> Bool {
        swapsBeforeATime(option, slot, among: startPrepositions, after: startingWords)
    }

    /// True when the answer and `option` are both of `prepositions`, the
    /// word before the slot is one of `heads`, and a year or a span of time
    /// follows: the rule that `startFits` and `originFits` read with their
    /// own words.
    static func swapsBeforeATime(
        _ option: String, _ slot: Slot, among prepositions: Set<String>, after heads: Set<String>
    ) -> Bool {
        guard slot.tag == .adp, prepositions.contains(slot.answer), prepositions.contains(option),
            heads.contains(slot.previous)
        else { return false }
        return isYear(slot.next) || namesSpan(after: slot.index, in: slot)
    }

    /// Forms of the verb "date" that place a thing's origin at a time.
    static let datingVerbs: Set<String> = ["date", "dates", "dated", "dating"]

    /// The prepositions after "date" that name the time of an origin alike.
    static let originPrepositions: Set<String> = ["to", "from"]

    /// "to" and "from" swap right after a form of "date" before a year or
    /// a span: "the abacus dates to/from the 5th century", "remains dated
    /// from/to 1200". The word is read as written, whatever its tag (a
    /// tagger may read "dates" as the plural noun). Not after "back"
    /// ("dates back to", where "from" does not stand), nor before anything
    /// but a time ("dates to remember").
    static func originFits(_ option: String, _ slot: Slot) -> Bool {
        swapsBeforeATime(option, slot, among: originPrepositions, after: datingVerbs)
    }

    /// The prepositions that place an event in a time already named alike.
    static let namedTimePrepositions: Set<String> = ["at", "during"]

    /// "at" and "during" swap before "that time" or "this time", a time
    /// the text has named: "At/During that time Ueshiba was referring to
    /// his art as…". Not before "the time of" ("at the time of his death",
    /// which "during" does not read), and not "in", which there counts a
    /// stretch ("in that time he wrote three books").
    static func namedTimeFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .adp, namedTimePrepositions.contains(slot.answer), namedTimePrepositions.contains(option),
            slot.next == "that" || slot.next == "this", slot.index + 2 < slot.words.count,
            slot.words[slot.index + 2].lowercased() == "time"
        else { return false }
        return slot.index + 3 == slot.words.count || slot.words[slot.index + 3].lowercased() != "of"
    }
}
