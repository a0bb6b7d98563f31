/// What the hand-written rules say about a candidate boundary, and which rule
/// said it. Certain rules are final; the others are one input of the learned
/// decision (`SegmenterModel`), which weighs them against the words around
/// the stop.
package struct RuleDecision: Sendable, Equatable {
    /// The rule that decided, numbered for the model's features: append new
    /// cases at the end, since the shipped model's weights are keyed by them.
    package enum Reason: UInt8, Sendable, CaseIterable {
        case endOfText
        case fullStopThenEllipsis
        case punctuationFollows
        case trailingCitation
        case closedQuoteThenLowercase
        case ellipsisOpening
        case ellipsis
        case questionOrExclamation
        case strayStop
        case closerBeforeStop
        case listNumber
        case number
        case numeroSign
        case abbreviationThenLowercase
        case titleOrLatin
        case beforeNumber
        case timeBeforeTitle
        case ambiguousAbbreviation
        case initial
        case dottedAcronym
        case ordinaryWord
        case acronymThenBracket
    }

    package var ends: Bool
    package var reason: Reason

    package init(_ ends: Bool, _ reason: Reason) {
        self.ends = ends
        self.reason = reason
    }

    /// True when no model may overrule the rule: punctuation and citations, and
    /// the abbreviations listed as never ending a sentence where they stand
    /// (titles, Latin, "No." before a number, a list number, a time before a title,
    /// a dotted acronym before the bracket that spells it out).
    package var isCertain: Bool {
        switch reason {
        case .endOfText, .fullStopThenEllipsis, .punctuationFollows, .trailingCitation, .numeroSign,
            .titleOrLatin, .beforeNumber, .listNumber, .timeBeforeTitle, .acronymThenBracket:
            true
        default: false
        }
    }
}
