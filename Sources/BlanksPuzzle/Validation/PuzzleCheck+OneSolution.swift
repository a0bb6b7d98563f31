import BlanksSlots

extension PuzzleCheck {
    /// `one-solution`: no option fits another blank as well as that blank's
    /// answer. The blanks are rebuilt from the puzzle's own text (each
    /// sentence re-tokenized and re-tagged), so a puzzle written by anything
    /// — another generator version, a hand edit that swapped two answers —
    /// is judged on what a player sees.
    mutating func checkOneSolution(_ blanks: [OneSolutionCheck.Blank], scorer: SlotScorer) {
        for conflict in OneSolutionCheck(scorer: scorer).conflicts(blanks) {
            let option = blanks[conflict.option].answer
            let answer = blanks[conflict.blank].answer
            fail(
                .oneSolution,
                "option \"\(option)\" fits blank \(conflict.blank) as well as its answer \"\(answer)\" "
                    + "(slot scores \(conflict.score.bits) and \(conflict.answerScore.bits), margin \(scorer.margin) in 2⁻¹⁶ bits)"
            )
        }
    }
}
