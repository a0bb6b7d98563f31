/// A difficulty level: which UPOS categories may be blanked.
///
/// Level 0 is the classic mix; 1–6 follow difficulty, easiest first. A few
/// blanks of a puzzle (at most 3 of 10, the generator's quota) may fall back
/// to easier categories: in each sentence, the nearest easier level it has.
public struct Level: Hashable, Sendable {
    public let number: Int

    public static let all: [Level] = (0...6).map { Level(unchecked: $0) }

    private init(unchecked number: Int) { self.number = number }

    /// nil when the number is not a level (0...6).
    public init?(_ number: Int) {
        guard (0...6).contains(number) else { return nil }
        self.number = number
    }

    /// What the level asks for, in words, for headers and messages:
    /// "prepositions" … "conjunctions", "the classic mix" for level 0.
    public var name: String {
        switch number {
        case 0: return "the classic mix"
        case 1: return "prepositions"
        case 2: return "determiners"
        case 3: return "verbs"
        case 4: return "nouns"
        case 5: return "pronouns"
        default: return "conjunctions"
        }
    }

    /// The categories this level blanks first.
    public var categories: [String] {
        switch number {
        case 0: return ["DET", "ADJ", "NOUN", "ADP", "VERB"]
        case 1: return ["ADP"]
        case 2: return ["DET"]
        case 3: return ["VERB"]
        case 4: return ["NOUN"]
        case 5: return ["PRON"]
        default: return ["CCONJ", "SCONJ"]
        }
    }

    /// Categories in order: this level's own, then each easier level's,
    /// hardest first, the first a sentence has being its fall-back (level 0
    /// has no fallback).
    public var categoriesWithFallback: [[String]] {
        guard number > 0 else { return [categories] }
        return stride(from: number, through: 1, by: -1).map { Level(unchecked: $0).categories }
    }

    /// Every category a blank of this level may legally carry.
    public var allowedCategories: Set<String> {
        Set(categoriesWithFallback.joined())
    }
}
