import BlanksTagger

/// What the agreement rules read of one word, worked out once: a blank's
/// answer is compared with nine options, and each option with nine blanks.
package struct AgreementWord: Sendable, Equatable {
    package let text: String
    package let lower: String
    package let tag: UPOS
    /// The `word-class` classes, as bits of `UPOS.index`.
    let classes: UInt32
    let determinerNumber: WordNumber?
    let nounNumber: WordNumber
    let verbForm: WordNumber.VerbForm
    let capitalised: Bool

    package init(_ text: String, tag: UPOS) {
        self.text = text
        lower = text.lowercased()
        self.tag = tag
        classes =
            lower == "that"
            ? AgreementRule.bit(.det) | AgreementRule.bit(.cconj) : AgreementRule.bit(AgreementRule.wordClass(tag))
        determinerNumber = WordNumber.determinerNumber(lower)
        nounNumber = WordNumber.nounNumber(lower)
        verbForm = WordNumber.verbForm(lower)
        capitalised = WordSound.isCapitalised(text)
    }
}
