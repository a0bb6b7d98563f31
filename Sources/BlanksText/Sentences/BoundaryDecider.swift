/// Decides the candidate boundaries the rules are not certain of. The
/// segmenter is generic over it so the shipped decision (the model's) is
/// inlined, and training can record each candidate with its gold answer.
package protocol BoundaryDecider {
    mutating func decide(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision)
        -> Bool
}

/// The rules alone.
struct RuleDecider: BoundaryDecider {
    func decide(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision) -> Bool {
        rule.ends
    }
}
