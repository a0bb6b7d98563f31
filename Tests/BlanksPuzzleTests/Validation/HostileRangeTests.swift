import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// Ranges read from a puzzle line may hold any numbers: the validator
/// reports them and never traps.
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
        (Int.min, Int.max), (0, Int.min), (Int.max / 2 + 1, Int.max / 2 + 1), (Int.min, Int.min)
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

/// A blank takes or leaves whole characters: one ending just before a
/// combining mark or joiner cuts a grapheme cluster, and the `ranges` rule
/// says so.
@Suite struct GraphemeBlankTests {
    /// `good` with `inserted` placed right after blank 0's answer, every range shifted to match.
    static func inserting(_ inserted: String, afterBlankOf good: Puzzle) -> Puzzle {
        var puzzle = good
        let at = good.blanks[0].range.end
        let width = inserted.utf16.count
        let units = Array(good.text.utf16)
        puzzle.text =
            String(decoding: units[..<at], as: UTF16.self) + inserted + String(decoding: units[at...], as: UTF16.self)
        func shifted(_ range: TextRange) -> TextRange {
            if range.start >= at { return TextRange(start: range.start + width, length: range.length) }
            if range.end >= at { return TextRange(start: range.start, length: range.length + width) }
            return range
        }
        puzzle.paragraphs = puzzle.paragraphs.map(shifted)
        puzzle.sentences = puzzle.sentences.map(shifted)
        for index in puzzle.blanks.indices.dropFirst() {
            puzzle.blanks[index].start += width
        }
        return puzzle
    }

    @Test(arguments: ["\u{20E3}", "\u{20DD}", "\u{0301}", "\u{200D}\u{1F9B0}"])
    func aBlankEndingBeforeAMarkOrJoinerFails(_ inserted: String) throws {
        let puzzle = Self.inserting(inserted, afterBlankOf: try HostileRangeTests.good())
        let failures = try HostileRangeTests.failures(puzzle)
        #expect(
            failures.contains { $0.rule == .ranges && $0.message.contains("cuts a character in two") }, "\(failures)")
    }

    @Test func aBlankFollowedByASpaceOrPunctuationIsWhole() throws {
        let good = try HostileRangeTests.good()
        #expect(try HostileRangeTests.failures(good).isEmpty)
        for inserted in ["\u{00A0}", ",", "\u{1F600}"] {
            let failures = try HostileRangeTests.failures(Self.inserting(inserted, afterBlankOf: good))
            #expect(!failures.contains { $0.rule == .ranges }, "\(inserted.unicodeScalars.map(\.value)): \(failures)")
        }
    }

    @Test(arguments: ["\u{20E3}", "\u{200D}", "\u{0301}", "\u{093E}"])
    func theGeneratorNeverTakesAWordAMarkOrJoinerFollows(_ mark: String) {
        let text = Array("a word\(mark) here".utf16)
        #expect(!WordRules.isWholeWord(TextRange(start: 2, length: 4), in: text))
        #expect(WordRules.isWholeWord(TextRange(start: 2, length: 4), in: Array("a word here".utf16)))
    }
}

/// An editor's bracket inside a word ("[t]he" for "the") does not make its
/// tail a word of its own to blank.
@Suite struct BracketInWordTests {
    @Test(arguments: ["'[t]he regular army", "a wom[a]n spoke", "the [re]building"])
    func aWordBrokenByAnEditorsBracketIsNotWhole(_ sentence: String) {
        let text = Array(sentence.utf16)
        let pieces = ["he", "wom", "building"]
        for piece in pieces {
            guard let found = sentence.range(of: piece) else { continue }
            let start = sentence.utf16.distance(from: sentence.utf16.startIndex, to: found.lowerBound)
            #expect(
                !WordRules.isWholeWord(TextRange(start: start, length: piece.utf16.count), in: text),
                "\(piece) in \(sentence)")
        }
    }

    @Test func aBracketedWordBesideASpaceIsStillWhole() {
        let sentence = "a [new] word"
        #expect(WordRules.isWholeWord(TextRange(start: 3, length: 3), in: Array(sentence.utf16)))
    }
}
