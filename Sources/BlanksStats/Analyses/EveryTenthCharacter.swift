/// Every 10th character (the 10th, 20th, 30th …) of the text, in order.
package struct EveryTenthCharacter: TextAnalysis {
    package let name = "everyTenthCharacter"
    /// Characters since the last one kept.
    private var sinceLast = 0
    private var sample = CharacterSample()

    package init() {}

    package mutating func consume(_ text: Substring) -> Bool {
        for character in text {
            sinceLast += 1
            if sinceLast == 10 {
                sample.append(character)
                sinceLast = 0
            }
        }
        return true
    }

    package func result() -> AnalysisOutcome { .everyTenthCharacter(sample) }
}
