import BlanksModel
import Foundation

/// A puzzle checked for export and cut into its passage pieces: literal text
/// and gaps, in order, with paragraph breaks. Every range is checked before
/// it is used, so a damaged line is refused rather than trapping.
public struct ExportPuzzle: Sendable {
    /// What is wrong with a puzzle that cannot be exported.
    public struct Defect: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    package var puzzle: Puzzle
    /// The puzzles.jsonl it came from.
    package var file: String
    /// Paragraphs, each a list of pieces in text order.
    package var paragraphs: [[PassagePiece]]
    /// For each blank in text order, its 0-based place in `puzzle.options`.
    package var optionIndex: [Int]
    package var attribution: SourceAttribution
    /// The puzzles.jsonl line it was read from, verbatim (without its newline),
    /// so a format can embed extra fields the model does not know; empty for a
    /// puzzle made in memory.
    package var line: Data

    /// Checks `puzzle` and cuts it into pieces; throws the first defect found.
    public init(_ puzzle: Puzzle, file: String, line: Data = Data()) throws(Defect) {
        self.puzzle = puzzle
        self.file = file
        self.line = line
        guard !puzzle.blanks.isEmpty else { throw Defect(description: "it has no blanks") }
        guard puzzle.options.count == puzzle.blanks.count, Set(puzzle.options).count == puzzle.options.count else {
            throw Defect(description: "its options are not the \(puzzle.blanks.count) distinct answers")
        }
        var optionIndex: [Int] = []
        for (number, blank) in puzzle.blanks.enumerated() {
            guard let index = puzzle.options.firstIndex(of: blank.answer) else {
                throw Defect(description: "the answer of blank \(number + 1) is not among its options")
            }
            optionIndex.append(index)
        }
        self.optionIndex = optionIndex
        paragraphs = try Self.pieces(of: puzzle)
        attribution = SourceAttribution(puzzle.source)
    }

    /// Cuts the text at the blanks, then at blank lines. O(text length).
    private static func pieces(of puzzle: Puzzle) throws(Defect) -> [[PassagePiece]] {
        let units = Array(puzzle.text.utf16)
        var pieces: [PassagePiece] = []
        var offset = 0
        for (number, blank) in puzzle.blanks.enumerated() {
            guard blank.start >= offset, blank.length > 0, blank.start <= units.count,
                blank.length <= units.count - blank.start
            else {
                throw Defect(
                    description:
                        "blank \(number + 1) (start \(blank.start), length \(blank.length)) is outside the text or out of order"
                )
            }
            guard let before = String(utf16CodeUnits: units[offset..<blank.start]),
                let word = String(utf16CodeUnits: units[blank.start..<(blank.start + blank.length)]),
                word == blank.answer
            else {
                throw Defect(description: "blank \(number + 1) does not hold its answer \"\(blank.answer)\"")
            }
            pieces.append(.text(before))
            pieces.append(.gap(number: number + 1, answer: blank.answer, pos: blank.pos))
            offset = blank.start + blank.length
        }
        guard let rest = String(utf16CodeUnits: units[offset...]) else {
            throw Defect(description: "the text after the last blank splits a character")
        }
        pieces.append(.text(rest))
        return PassagePiece.paragraphs(pieces)
    }
}

extension String {
    /// nil when the units split a surrogate pair.
    fileprivate init?(utf16CodeUnits units: ArraySlice<UInt16>) {
        var scalars = String.UnicodeScalarView()
        var failed = false
        let stopped = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) { code in
            guard let scalar = Unicode.Scalar(code) else {
                failed = true
                return
            }
            scalars.append(scalar)
        }
        let decodedAll = !stopped && !failed && String(scalars).utf16.count == units.count
        guard decodedAll else { return nil }
        self = String(scalars)
    }
}
