import BlanksModel

/// The trace rules for a reader that already holds a decoded puzzle (the
/// game checks each puzzle before play); `validate` runs the same checks on
/// lines, plus regeneration.
public enum TraceValidator {
    /// Every broken rule of `puzzle`, found at `line` of its file.
    public static func failures(of puzzle: TracePuzzle, line: Int) -> [ValidationFailure] {
        var check = TraceCheck(puzzle: puzzle, line: line)
        check.run(bytes: nil)
        return check.failures
    }
}
