/// What a player may ask about a blank before answering: its part of speech
/// in words ("a preposition", never the tag `ADP`), then also its first
/// letter. The one place that words a hint, so the terminal game, the web
/// player, Anki and Moodle all say the same (their tests compare against it).
public struct BlankHint: Hashable, Sendable {
    /// How much a hint shows; each request shows one step more.
    public enum Step: Int, Comparable, CaseIterable, Codable, Sendable {
        /// The part of speech alone.
        case partOfSpeech = 1
        /// The part of speech and the answer's first letter.
        case firstLetter = 2

        public static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The step after this one; nil when this is the last.
        public var next: Step? { Step(rawValue: rawValue + 1) }

        /// "part of speech" or "first letter", for lists of the hints a player took.
        public var name: String {
            switch self {
            case .partOfSpeech: return "part of speech"
            case .firstLetter: return "first letter"
            }
        }
    }

    /// Each UPOS tag a blank may carry, with its words, in tag order. Tags
    /// not listed (`X`, or anything unknown) read as `otherCategory`.
    public static let categories: [(upos: String, words: String)] = [
        ("ADJ", "an adjective"),
        ("ADP", "a preposition"),
        ("ADV", "an adverb"),
        ("AUX", "an auxiliary verb"),
        ("CCONJ", "a conjunction"),
        ("DET", "a determiner"),
        ("INTJ", "an interjection"),
        ("NOUN", "a noun"),
        ("NUM", "a number"),
        ("PART", "a particle"),
        ("PRON", "a pronoun"),
        ("PROPN", "a proper noun"),
        ("PUNCT", "a punctuation mark"),
        ("SCONJ", "a conjunction"),
        ("SYM", "a symbol"),
        ("VERB", "a verb")
    ]

    /// The words for a tag outside `categories`: true of every blank.
    public static let otherCategory = "a word"

    /// How the first-letter step reads: `{hint}` stands for the part of
    /// speech, `{letter}` for the letter. Exports that compose the text in
    /// another language (the web player's script) receive this template, so
    /// they word it as `text(_:)` does.
    public static let letterTemplate = lettered("{hint}", "{letter}")

    /// The part of speech in words, as `categories` gives it.
    public let partOfSpeech: String
    /// The answer's first character as written (capital at a sentence
    /// start); empty only for an empty answer.
    public let firstLetter: String

    public init(pos: String, answer: String) {
        partOfSpeech = Self.words(for: pos)
        firstLetter = answer.first.map(String.init) ?? ""
    }

    public init(_ blank: Puzzle.Blank) {
        self.init(pos: blank.pos, answer: blank.answer)
    }

    /// The words for one UPOS tag; tags are upper case, as the puzzle format writes them.
    public static func words(for upos: String) -> String {
        categories.first { $0.upos == upos }?.words ?? otherCategory
    }

    /// The hint as a player reads it at `step`, e.g. `a preposition` or
    /// `a preposition starting with "u"`; a hint without a letter stays at its part of speech.
    public func text(_ step: Step) -> String {
        guard step == .firstLetter, !firstLetter.isEmpty else { return partOfSpeech }
        return Self.lettered(partOfSpeech, firstLetter)
    }

    private static func lettered(_ hint: String, _ letter: String) -> String {
        "\(hint) starting with \"\(letter)\""
    }
}
