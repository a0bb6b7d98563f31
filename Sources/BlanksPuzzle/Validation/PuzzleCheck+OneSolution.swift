import BlanksSlots

extension PuzzleCheck {
    /// `one-solution`: no option fits another blank as well as that blank's
    /// answer. The blanks are rebuilt from the puzzle's own text (each
    /// sentence re-tokenized and re-tagged), so a puzzle written by anything
    /// — another generator version, a hand edit that swapped two answers —
    /// is judged on what a player sees.
    mutating func checkOneSolution(
        _ blanks: [OneSolutionCheck.Blank], scorer: SlotScorer, synonyms: SynonymTable
    ) {
        for conflict in OneSolutionCheck(scorer: scorer, synonyms: synonyms).conflicts(blanks) {
            let option = blanks[conflict.option].answer
            let answer = blanks[conflict.blank].answer
            let why =
                conflict.rule.map { "\($0.rawValue)" }
                ?? "slot scores \(conflict.score.bits) and \(conflict.answerScore.bits), margin \(scorer.margin) in 2⁻¹⁶ bits"
            fail(
                .oneSolution,
                "option \"\(option)\" fits blank \(conflict.blank) as well as its answer \"\(answer)\" (\(why))")
        }
    }
}
