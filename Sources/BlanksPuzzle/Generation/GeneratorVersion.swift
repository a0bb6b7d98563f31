import BlanksSlots
import BlanksTagger

/// What puzzle and batch ids derive from: a value that changes exactly when
/// the generator's output may change, not with the release number. A release
/// that touches no rule keeps every id; a retrained tagger, which may tag
/// (and so blank) other words, or a retrained slot scorer, which may judge
/// other blanks ambiguous, gives new ids.
///
/// The form is `<rules>.<tagger>.<scorer>`, e.g. `3.3fa2c9d0.81c0e5a2`: the
/// rules number below and the fingerprints of the tagger and slot models.
package enum GeneratorVersion {
    /// Raised by hand with every change to what the generator writes: the
    /// passage rule, blank choice, shuffling, the puzzle's fields or ids, the
    /// sentence segmenter's rules or shipped model, and the shipped synonym
    /// table (tests pin both fingerprints beside this number).
    package static let rules = 16

    /// The version of a generator that tags with `tagger` and judges blanks with `scorer`.
    package static func string(tagger: POSTagger, scorer: SlotScorer) -> String {
        "\(rules).\(tagger.fingerprint).\(scorer.fingerprint)"
    }
}
