import BlanksSupport

/// The text points at something a passage does not show: a table, figure,
/// chart, map or list ("in Table 2", "see the diagram", "the list below"),
/// the reader's page ("see above", "as shown below", "(pictured)", "(right)"),
/// or a list that followed it ("as follows", "the following species").
/// A pointer to another article ("(see Hamitic hypothesis)", "See also …")
/// counts too: the passage cannot follow it. Ordinary uses of the same
/// words pass: "the following year", "following the war", "above sea
/// level", "below the surface", "(or above)", "the court below", "a table of oak".
enum ElsewhereReferenceCheck {
    /// Things on a page that a passage never carries.
    static let pageObjects: WordSet = [
        "table", "tables", "figure", "figures", "fig", "fig.", "chart", "charts", "diagram", "diagrams", "graph",
        "graphs", "map", "maps", "list", "lists", "image", "images", "illustration", "illustrations",
        "picture", "pictures", "photo", "photograph", "infobox", "gallery", "box", "timeline", "plot",
        "equation", "equations", "formula", "formulas", "formulae", "section", "sections", "example", "examples",
        "listing", "listings", "outline"
    ]

    /// Page objects that prose names only to point at them: "in the table",
    /// "Figure 3" ("in the picture" and "on the map" are idioms, so those are not listed).
    static let displayObjects: WordSet = [
        "table", "tables", "figure", "figures", "fig", "fig.", "chart", "charts", "diagram", "diagrams", "graph",
        "graphs", "infobox", "illustration", "illustrations", "equation", "equations"
    ]

    /// Verbs that point: "shown above", "listed below", "see above", "as above".
    static let pointingVerbs: WordSet = [
        "see", "shown", "listed", "mentioned", "described", "illustrated", "given", "noted", "discussed",
        "outlined", "detailed", "explained", "defined", "stated", "depicted", "presented", "quoted",
        "summarized", "summarised", "pictured", "displayed", "indicated", "seen", "tabulated", "enumerated",
        "reproduced", "as", "cited"
    ]

    /// Verbs after "the following" or "… below" that make it the subject
    /// pointing at a list: "the following are", "the films below were".
    static let pointedVerbs: WordSet = [
        "are", "is", "were", "was", "have", "has", "include", "includes", "shows", "show", "lists", "list",
        "gives", "give", "illustrates", "illustrate", "summarizes", "contains", "contain"
    ]

    /// Nouns of time and sequence after which "the following" is ordinary
    /// narrative ("the following year"), not a pointer to a list.
    static let sequenceNouns: WordSet = [
        "year", "years", "day", "days", "week", "weeks", "month", "months", "season", "seasons", "decade",
        "decades", "century", "centuries", "morning", "afternoon", "evening", "night", "spring", "summer",
        "autumn", "fall", "winter", "weekend", "game", "games", "match", "race", "election", "elections",
        "term", "session", "generation", "round", "episode", "album", "film", "tour", "time", "period",
        "reign", "war", "battle", "campaign", "sunday", "monday", "tuesday", "wednesday", "thursday",
        "friday", "saturday", "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december", "edition", "issue", "meeting", "series", "step",
        "stage", "phase", "event", "events", "incident", "attack", "attacks", "visit", "trip", "night's"
    ]

    /// Where a picture sits on a page: "(right)", "(pictured)", "at left".
    static let pagePlaces: WordSet = [
        "right", "left", "top", "bottom", "pictured", "above", "below", "centre", "center"
    ]

    /// The page itself, after "this": "at the bottom of this section".
    static let pageWords: WordSet = ["section", "article", "page", "list", "table", "subsection"]

    /// What a pointing verb refers back or forward with: "as stated earlier".
    static let whenWords: WordSet = ["earlier", "previously", "later"]

    /// Every word a rule below stands on: each rule asks the word it reads
    /// (`word`) to be one of these, so any other word is passed at once.
    static let vocabulary = WordSet(
        pagePlaces.members.union(pointingVerbs.members).union(displayObjects.members).union(pageWords.members)
            .union(whenWords.members).union(["see", "above", "below", "follows", "following", "right", "left"]))

    static func finds(in text: GatedText) -> Bool {
        for sentence in text.sentences {
            let lower = sentence.lower
            let facts = sentence.facts
            for (index, word) in lower.enumerated() where vocabulary.contains(word) {
                let next = index + 1 < lower.count ? lower[index + 1] : ""
                let previous = index > 0 ? lower[index - 1] : ""
                if pagePlaces.contains(word), previous == "(", next == ")" { return true }
                // A pointer to another article or section: "(see Hamitic hypothesis)", "See also …",
                // "…; see Classification", "…, see President of …" (not "visitors can see Everest").
                if word == "see", previous == "(" { return true }
                if word == "see", index == 0 || [";", ",", ":", "\u{2013}", "\u{2014}"].contains(previous),
                    next == "also"
                        || lower.count > index + 1
                            && (facts[index + 1].contains(.opensUppercase)
                                || pageObjects.contains(next) || next == "the")
                {
                    return true
                }
                // "As shown by the second graph", "illustrated in the diagram": a pointing verb, then a page object.
                if pointingVerbs.contains(word), word != "as", word != "see",
                    lower[(index + 1)...].prefix(4).contains(where: { displayObjects.contains($0) })
                {
                    return true
                }
                // "as stated earlier", "mentioned previously", "discussed later".
                // The page itself: "at the bottom of this section", "in this article" ("This article
                // is about …" opening the lead names the subject and passes).
                if previous == "this", pageWords.contains(word),
                    index >= 2, ["of", "in", "at", "throughout", "from", "to", "see"].contains(lower[index - 2])
                {
                    return true
                }
                if whenWords.contains(word), pointingVerbs.contains(previous),
                    previous != "as",
                    previous != "seen"
                {
                    return true
                }
                switch word {
                case "above", "below":
                    // "shown above", "the table below", "the films below are", "as above,", "… given below."
                    // "… the structure below." ends on the pointer; "seen from above." does not point.
                    if pointingVerbs.contains(previous) || pageObjects.contains(previous) || previous == "the"
                        || pointedVerbs.contains(next) || next == "." && previous != "from"
                    {
                        return true
                    }
                case "follows":
                    if previous == "as" { return true }
                case "following":
                    // "the following estimates.", "the following species are …": a list the passage does
                    // not hold; "the following year" narrates. Two words may come before the noun.
                    guard previous == "the" else { continue }
                    // "declared the following affiliation: Albanians …" shows its list after a colon.
                    if lower[(index + 1)...].contains(":") { continue }
                    let after = (index + 1)..<min(index + 4, lower.count)
                    if after.contains(where: {
                        sequenceNouns.contains(lower[$0]) || facts[$0].contains(.lowerOpensWithNumber)
                    }) {
                        continue
                    }
                    return true
                case "right", "left":
                    if previous == "at", [")", ",", ".", ";"].contains(next) { return true }
                default:
                    if displayObjects.contains(word) {
                        // "Table 2", "in figure 3", "see the diagram", "this chart shows".
                        if index + 1 < lower.count, facts[index + 1].contains(.lowerOpensWithNumber),
                            facts[index].contains(.opensUppercase) || previous == "see" || previous == "in"
                        {
                            return true
                        }
                        if ["the", "this", "that"].contains(previous), index >= 2,
                            ["in", "see", "from", "on", "by"].contains(lower[index - 2])
                        {
                            return true
                        }
                        if previous == "this" { return true }
                        // "This is a chart of …": the passage shows no chart.
                        if previous == "a", index >= 3, lower[index - 2] == "is", lower[index - 3] == "this" {
                            return true
                        }
                    }
                }
            }
        }
        return false
    }
}
