/// The 10th character (extended grapheme cluster) of the text. It stops
/// reading as soon as it has it, so it normally finishes first.
package struct TenthCharacter: TextAnalysis {
    package let name = "tenthCharacter"
    private var seen = 0
    private var found: Character?

    package init() {}

    package mutating func consume(_ text: Substring) -> Bool {
        for character in text {
            seen += 1
            if seen == 10 {
                found = character
                return false
            }
        }
        return true
    }

    package func result() -> AnalysisOutcome { .tenthCharacter(found) }
}
