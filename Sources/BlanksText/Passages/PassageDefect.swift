/// Why a paragraph is not usable puzzle prose: each check of the passage
/// gate, and each way the stripper can leave a hole, has one name. The raw
/// values are what counts and the hand-labelled set (`Data/passages/`) use.
public enum PassageDefect: String, CaseIterable, Sendable, Codable, Comparable {
    /// Wikitext a reader never sees survived (`MarkupLeakCheck`).
    case markup
    /// A formula was removed (`<math>`, `{{math}}`, `{{mvar}}` …) or its symbols remain.
    case formula
    /// Something that showed text — a template the stripper cannot render,
    /// a value computed from today's date, an inline element — was removed
    /// inside a sentence.
    case hole = "other-hole"
    /// A word left at a sentence end or before punctuation where its
    /// complement was removed ("an approximation of.", "a height of metres").
    case strandedWord = "stranded-word"
    /// The text points at content the passage does not show (a table, a
    /// figure, a list, "see above", "the following").
    case referenceElsewhere = "reference-elsewhere"
    /// The paragraph ends in a colon: whatever it introduced is gone.
    case colonEnd = "colon-end"
    /// A run of single letters: an inventory or list turned into prose.
    case listDebris = "list-debris"
    /// Punctuation left where something between it was removed (",.", "()", "( ; )").
    case orphanPunctuation = "orphan-punctuation"
    /// A bracketed author–date citation opens a sentence, or a sentence is
    /// only a reference (names and numbers).
    case citationOpening = "citation-opening"
    /// A sentence of one or two words: a boundary error or a fragment.
    case shortSentence = "short-sentence"
    /// A sentence that is only a noun phrase and its relative clauses: it
    /// describes a heading or term the passage does not show.
    case verblessDescription = "verbless-description"
    /// The text breaks basic orthography the way vandalism does.
    case orthography

    public static func < (a: PassageDefect, b: PassageDefect) -> Bool { a.rawValue < b.rawValue }

    /// One line saying what the reason means, for reports.
    package var summary: String {
        switch self {
        case .markup: return "wikitext markup left in the text"
        case .formula: return "a formula removed, or its symbols left"
        case .hole: return "something a reader saw removed inside a sentence"
        case .strandedWord: return "a word stranded where its complement was removed"
        case .referenceElsewhere: return "refers to a table, figure, list or text not shown"
        case .colonEnd: return "ends in a colon"
        case .listDebris: return "a run of single letters (a list or inventory)"
        case .orphanPunctuation: return "orphan punctuation"
        case .citationOpening: return "a citation opens a sentence or stands as one"
        case .shortSentence: return "a sentence of one or two words"
        case .verblessDescription: return "a description with no main verb (of a heading not shown)"
        case .orthography: return "broken orthography (case, final stop, pronoun i)"
        }
    }
}
