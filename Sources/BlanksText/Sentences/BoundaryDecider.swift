/// Decides the candidate boundaries the rules are not certain of. The
/// segmenter is generic over it so the shipped decision (the model's) is
/// inlined, and training can record each candidate with its gold answer.
package protocol BoundaryDecider {
    mutating func decide(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision)
        -> Bool

    /// Whether a full stop inside an aside that closes before any other stop is
    /// kept from ending a sentence after the decision. True but for training,
    /// which records each candidate with its gold answer: the learned decision
    /// is then trained on the same candidates whatever that rule says.
    static var keepsAsides: Bool { get }
}

extension BoundaryDecider {
    package static var keepsAsides: Bool { true }
}

/// The rules alone.
struct RuleDecider: BoundaryDecider {
    func decide(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision) -> Bool {
        rule.ends
    }
}
