/// How a blank is answered in a QTI item.
package enum QTIInteractionType: String, CaseIterable, Sendable {
    /// A drop-down over the puzzle's ten words (`inlineChoiceInteraction`),
    /// in the batch's seeded order: the same choice a player makes in every
    /// other format.
    case inlineChoice = "inline-choice"
    /// A text box (`textEntryInteraction`), the ten words listed above the
    /// passage as a word bank; an answer is right whatever its letter case.
    case textEntry = "text-entry"
}
