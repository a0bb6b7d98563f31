@testable import BlanksModel
@testable import BlanksPuzzle
import Foundation
import Testing

/// Ranges read from a puzzle line may hold any numbers: the validator
/// reports them and never traps (issue 14, point 1).
@Suite struct HostileRangeTests {
    static let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer)

    static func good() throws -> Puzzle {
        try PuzzleTestSupport.generator.puzzle(from: PuzzleTestSupport.revision(), seed: "hostile", level: Level.all[0])
    }

    static func failures(_ puzzle: Puzzle) throws -> [ValidationFailure] {
        validator.validate(line: try PuzzleTestSupport.encode(puzzle), number: 3)
    }

    static let extremes: [(Int, Int)] = [
        (Int.max, 1), (Int.max - 1, 5), (1, Int.max), (Int.max, Int.max), (Int.min, 1), (-1, 3), (5, -1),
        (Int.min, Int.max), (0, Int.min), (Int.max / 2 + 1, Int.max / 2 + 1), (Int.min, Int.min),
    ]

    @Test func extremeBlankRangesFailWithoutTrapping() throws {
        let good = try Self.good()
        for (start, length) in Self.extremes {
            for index in [0, good.blanks.count - 1] {
                var puzzle = good
                puzzle.blanks[index].start = start
                puzzle.blanks[index].length = length
                let failures = try Self.failures(puzzle)
                #expect(failures.map(\.rule) == [.ranges], "\(start)+\(length): \(failures)")
            }
        }
    }

    @Test func extremeSentenceAndParagraphRangesFailWithoutTrapping() throws {
        let good = try Self.good()
        for (start, length) in Self.extremes {
            var puzzle = good
            puzzle.sentences[puzzle.sentences.count - 1] = TextRange(start: start, length: length)
            #expect(try Self.failures(puzzle).map(\.rule) == [.ranges], "sentence \(start)+\(length)")
            puzzle = good
            puzzle.paragraphs[0] = TextRange(start: start, length: length)
            #expect(try Self.failures(puzzle).map(\.rule) == [.ranges], "paragraph \(start)+\(length)")
        }
    }

    @Test func aBlankSentenceIndexNearIntMaxFailsWithoutTrapping() throws {
        var puzzle = try Self.good()
        puzzle.blanks[0].sentence = Int.max
        puzzle.blanks[1].sentence = Int.min
        #expect(try Self.failures(puzzle).contains { $0.rule == .blankSentence })
    }

    @Test func structuralChecksStopAtTheFirstFailure() throws {
        var puzzle = try Self.good()
        for index in puzzle.blanks.indices { puzzle.blanks[index].start = -1 }
        #expect(try Self.failures(puzzle).count == 1)
    }

    @Test func extremeRangesStayOutsideEveryText() {
        #expect(TextRange(start: Int.max, length: 1).end == Int.max)
        #expect(TextRange(start: Int.min, length: -1).end == Int.min)
        #expect("abc".substring(utf16: TextRange(start: 1, length: Int.max)) == nil)
        #expect("abc".substring(utf16: TextRange(start: Int.max, length: Int.max)) == nil)
        #expect("abc".substring(utf16: TextRange(start: 1, length: 2)) == "bc")
    }
}
