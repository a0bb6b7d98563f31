import BlanksTagger

extension InterchangeableWords {
    /// Conjunctions of contrast inside a sentence, whose slot "and" fills
    /// with the sentence still English and its facts kept: "fought and
    /// killed her, but/and later grieved", "the main route while/and the
    /// Straits stood as…". The contrast is the writer's, and nothing in the
    /// sentence asks for it.
    static let contrastConjunctions: Set<String> = ["but", "while", "whilst", "whereas"]

    /// Concessive conjunctions after a comma, whose slot a conjunction of
    /// contrast fills: "it grew, though/but slowly", "though/while".
    static let concessiveConjunctions: Set<String> = ["though", "although"]

    /// Words that make a later "but" the second half of a fixed pair ("not
    /// X but Y", "not only X but also Y"), where "and" does not stand.
    static let negations: Set<String> = ["not", "n't", "never", "no", "nor"]

    /// How many words before a "but" a negation makes it the pair's.
    static let negationReach = 6

    /// Every conjunction these rules name, answer or option.
    static let conjunctionWords: Set<String> = contrastConjunctions.union(concessiveConjunctions)
        .union(["and", "whether", "if"])

    /// "and" in the slot of a conjunction of contrast inside a sentence: not
    /// at its start ("While X, Y" has no "and" reading), "while", "whilst"
    /// and "whereas" only after a comma (elsewhere "while" is mostly of time),
    /// and "but" not after a negation a few words before ("not X but Y").
    /// A conjunction of contrast in the slot of a concessive after a comma.
    /// "if" in the slot of "whether" after a verb ("decide whether/if they
    /// will hear it"), not before "or not".
    static func conjunctionFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.tag == .cconj || slot.tag == .sconj, slot.index > 0 else { return false }
        if option == "and", contrastConjunctions.contains(slot.answer) {
            if slot.answer != "but" { return slot.previous == "," }
            let opening = max(0, slot.index - negationReach)
            return !slot.words[opening..<slot.index].contains { negations.contains($0.lowercased()) }
                && slot.next != "also" && slot.next != "rather"
        }
        if concessiveConjunctions.contains(slot.answer), contrastConjunctions.contains(option) {
            return slot.previous == ","
        }
        if slot.answer == "whether", option == "if", slot.previousTag == .verb {
            return
                !(slot.next == "or" && slot.index + 2 < slot.words.count
                && slot.words[slot.index + 2].lowercased() == "not")
        }
        return false
    }
}
