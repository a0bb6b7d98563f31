import BlanksPuzzle
import Foundation
import FuzzCommon

nonisolated(unsafe) let validator: PuzzleValidator = {
    do { return PuzzleValidator(analyzer: try PassageAnalyzer.bundled()) } catch {
        fatalError("cannot load the bundled passage analyzer: \(error)")
    }
}()

/// The puzzle validator on one arbitrary line of puzzles.jsonl (no corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let line = FuzzInput.data(start, count)
    for failure in validator.validate(line: line, number: 1) {
        _ = failure.description
    }
    return 0
}
