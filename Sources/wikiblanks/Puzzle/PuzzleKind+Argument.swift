import ArgumentParser
import BlanksModel

/// `--kind blanks|trace` for generate and play.
extension PuzzleKind: ExpressibleByArgument {}
