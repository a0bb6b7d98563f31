import BlanksTagger

extension InterchangeableWords {
    /// Relative pronouns that open a restrictive clause after a noun: "that"
    /// there reads as well as "which" for a thing ("the acres that Thomas
    /// held") and "who" for a person ("reformers that regard people…").
    static let restrictiveRelatives: Set<String> = ["that", "which", "who"]

    /// Tags of the word a restrictive relative clause follows: its antecedent.
    static let antecedents: Set<UPOS> = [.noun, .propn, .num]

    /// A relative pronoun in the slot of another at the start of a
    /// restrictive clause: right after a noun (no comma, so not the
    /// non-restrictive "…, which"), tagged a pronoun (not the "that" of "said
    /// that"), and "that" for either "which" or "who", or "which" for "that".
    /// "which" never stands for "who", nor "who" for a thing's "which".
    static func relativeFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .pron, let previous = slot.previousTag, antecedents.contains(previous) else { return false }
        switch (slot.answer, option) {
        case ("which", "that"), ("who", "that"), ("that", "which"): return true
        default: return false
        }
    }
}
