/// The 17 Universal Dependencies part-of-speech tags. Puzzles record a blank's
/// category with these names, so the raw values are the UD spellings.
public enum UPOS: String, CaseIterable, Codable, Sendable, Comparable {
    case adj = "ADJ"
    case adp = "ADP"
    case adv = "ADV"
    case aux = "AUX"
    case cconj = "CCONJ"
    case det = "DET"
    case intj = "INTJ"
    case noun = "NOUN"
    case num = "NUM"
    case part = "PART"
    case pron = "PRON"
    case propn = "PROPN"
    case punct = "PUNCT"
    case sconj = "SCONJ"
    case sym = "SYM"
    case verb = "VERB"
    case x = "X"

    /// Number of tags; the width of every weight row in the model.
    package static let count = 17

    private static let byIndex: [UPOS] = allCases

    /// Position in `allCases`, the column of this tag in the model's weight rows.
    package var index: Int {
        switch self {
        case .adj: 0
        case .adp: 1
        case .adv: 2
        case .aux: 3
        case .cconj: 4
        case .det: 5
        case .intj: 6
        case .noun: 7
        case .num: 8
        case .part: 9
        case .pron: 10
        case .propn: 11
        case .punct: 12
        case .sconj: 13
        case .sym: 14
        case .verb: 15
        case .x: 16
        }
    }

    /// The tag at a column of the model, or nil outside 0..<17.
    package init?(index: Int) {
        guard index >= 0, index < UPOS.count else { return nil }
        self = UPOS.byIndex[index]
    }

    public static func < (lhs: UPOS, rhs: UPOS) -> Bool { lhs.index < rhs.index }
}
