import BlanksModel

/// The trace rules of one line of a batch, for `validate` and for the game,
/// which checks each puzzle before play: both run this, so `play` refuses
/// exactly the lines `validate` refuses, under the same rule names.
package enum TraceValidator {
    /// Every broken rule of `line`'s puzzle, regeneration from its bytes included.
    package static func failures(of line: TraceLine) -> [ValidationFailure] {
        var check = TraceCheck(puzzle: line.puzzle, line: line.number)
        check.run(bytes: line.bytes)
        return check.failures
    }
}
