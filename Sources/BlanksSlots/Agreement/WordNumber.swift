/// Grammatical number and verb form read from a lower-case spelling: enough
/// for the agreement rules, which only rule an option out when both words
/// are marked.
enum WordNumber: Equatable, Sendable {
    case singular
    case plural

    enum VerbForm: Equatable, Sendable {
        case thirdPersonS
        case participleIng
        case other
    }

    private static let singularDeterminers: Set<String> = [
        "a", "an", "this", "that", "each", "every", "another", "either", "neither"
    ]
    private static let pluralDeterminers: Set<String> = ["these", "those", "many", "several", "few", "both", "various"]
    private static let irregularPlurals: Set<String> = [
        "people", "children", "men", "women", "feet", "teeth", "mice", "geese", "data", "criteria", "phenomena"
    ]
    /// Singular nouns ending in "s" beyond the -ss, -us and -is endings.
    private static let singularEndings = ["ss", "us", "is", "ics", "news", "series", "species"]

    /// The number a determiner marks, nil for one that marks none ("the", "some").
    static func determinerNumber(_ lower: String) -> WordNumber? {
        if singularDeterminers.contains(lower) { return .singular }
        if pluralDeterminers.contains(lower) { return .plural }
        return nil
    }

    static func nounNumber(_ lower: String) -> WordNumber {
        if irregularPlurals.contains(lower) { return .plural }
        guard lower.count > 3, lower.hasSuffix("s"), !singularEndings.contains(where: { lower.hasSuffix($0) }) else {
            return .singular
        }
        return .plural
    }

    static func verbForm(_ lower: String) -> VerbForm {
        if lower.count > 4 && lower.hasSuffix("ing") { return .participleIng }
        if lower.count > 2 && lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us") {
            return .thirdPersonS
        }
        return .other
    }
}
