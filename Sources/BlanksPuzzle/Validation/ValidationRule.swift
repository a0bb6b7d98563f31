/// The rules a puzzle must satisfy, each named so a report says which failed.
package enum ValidationRule: String, CaseIterable, Codable, Sendable {
    case schema
    case id
    case level
    case paragraphs
    case ranges
    case sentences
    case sentenceBoundaries = "sentence-boundaries"
    case blankCount = "blank-count"
    case blankOrder = "blank-order"
    case blankAnswer = "blank-answer"
    case wholeWord = "whole-word"
    case blankSentence = "blank-sentence"
    case onePerSentence = "one-per-sentence"
    case distinctAnswers = "distinct-answers"
    case options
    case category
    case properNoun = "proper-noun"
    case titleWord = "title-word"
    // Words worth asking (`BlankTargetRule`, the same names):
    case singleLetter = "single-letter"
    case unit
    case abbreviation
    case nameLink = "name-link"
    case bracketed
    case lexicon
    case tagMargin = "tag-margin"
    case classMember = "class-member"
    case giveAway = "give-away"
    // Honest level and readable length (`LevelQuota`):
    case ownClass = "own-class"
    case passageLength = "passage-length"
    case oneSolution = "one-solution"
    case passageClean = "passage-clean"
    // With a corpus:
    case sourceRevision = "source-revision"
    case passageSource = "passage-source"
    case passageMinimal = "passage-minimal"
    case regenerates
    // Trace puzzles (docs/trace.md):
    case traceLevel = "trace-level"
    case traceBoxCount = "trace-box-count"
    case traceLabels = "trace-labels"
    case traceCells = "trace-cells"
    case traceContacts = "trace-contacts"
    case traceConnected = "trace-connected"
    case traceOrder = "trace-order"
    case traceOrderContacts = "trace-order-contacts"
    case traceReveal = "trace-reveal"
    // Of a batch folder:
    case batchManifest = "batch-manifest"
    // Of a batch or puzzles file: no repeats (`VariantRule`).
    case duplicate
    case variantOverlap = "variant-overlap"
}

extension ValidationRule {
    /// The validator's name for a rule of a word worth asking: the same
    /// name (a test checks every `BlankTargetRule` has its case here).
    init?(_ target: BlankTargetRule) {
        self.init(rawValue: target.rawValue)
    }
}

/// One broken rule of one puzzle.
public struct ValidationFailure: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The puzzle's id, or "line N" when the line has no readable id.
    package var puzzle: String
    /// The line of `puzzles.jsonl`, from 1; 0 for a failure of the batch as a whole.
    package var line: Int
    package var rule: ValidationRule
    public var message: String

    public var description: String {
        let named = line > 0 && puzzle != "line \(line)" ? "\(puzzle) (line \(line))" : puzzle
        return "\(named): \(rule.rawValue): \(message)"
    }
}

/// The outcome of validating a batch or a puzzles file.
package struct ValidationReport: Codable, Equatable, Sendable {
    package var puzzles = 0
    package var failures: [ValidationFailure] = []
    package var valid: Bool { failures.isEmpty }

    enum CodingKeys: String, CodingKey { case puzzles, failures, valid }

    package init() {}

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        puzzles = try container.decode(Int.self, forKey: .puzzles)
        failures = try container.decode([ValidationFailure].self, forKey: .failures)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(puzzles, forKey: .puzzles)
        try container.encode(failures, forKey: .failures)
        try container.encode(valid, forKey: .valid)
    }
}
