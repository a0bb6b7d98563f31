import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksSupport

/// The direct puzzle encoder writes the bytes of the general-purpose canonical
/// encoder (batches are pinned byte for byte): on a real batch, on every
/// escape class and Unicode scalar boundary in every string field, on empty
/// arrays, every kind of `variant`, and integers a hostile file could hold.
@Suite struct PuzzleLineEncoderTests {
    static func puzzle(
        text: String = "The cat sat.", number: Int = 1, variant: Int? = nil,
        blanks: Int = 1, ranges: Int = 1
    ) -> Puzzle {
        Puzzle(
            schema: number, id: "id-\(text)", seed: text, level: number,
            generator: .init(name: text, version: text),
            source: .init(
                site: text, pageid: number, revid: number, title: text, timestamp: text,
                sha1: text, url: text, license: text),
            text: text,
            paragraphs: Array(repeating: TextRange(start: number, length: number), count: ranges),
            sentences: Array(repeating: TextRange(start: number, length: number), count: ranges),
            blanks: Array(
                repeating: .init(start: number, length: number, answer: text, pos: text, sentence: number),
                count: blanks),
            options: Array(repeating: text, count: blanks), variant: variant)
    }

    static func expectCanonical(_ puzzle: Puzzle, _ comment: Comment? = nil) throws {
        let canonical = try CanonicalJSON.encoder().encode(puzzle)
        let direct = PuzzleLineEncoder.encode(puzzle)
        #expect(
            direct == canonical,
            "\(comment ?? "")\n\(String(decoding: direct, as: UTF8.self))\n\(String(decoding: canonical, as: UTF8.self))"
        )
    }

    @Test func everyPuzzleOfARealBatchMatchesTheCanonicalEncoder() throws {
        let batches = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
        let outcome = try batches.generate(
            BatchRequest(seed: "line-encoder", count: 130, level: Level.all[0]),
            outputRoot: try TemporaryDirectory().url, force: false)
        let reader = try BatchReader(path: outcome.directory)
        let lines = try reader.lines()
        let puzzles = try reader.puzzles()
        #expect(puzzles.count == 130)
        #expect(puzzles.contains { $0.variant != nil }, "the batch should draw pages again")
        for (line, puzzle) in zip(lines, puzzles) {
            try Self.expectCanonical(puzzle, "line \(line.number)")
            #expect(PuzzleLineEncoder.encode(puzzle) == line.bytes, "line \(line.number)")
        }
    }

    /// Each string holds every escape class and the scalars on either side of
    /// each UTF-8 length boundary, the surrogate gap, the line separators, the
    /// byte-order mark and the last scalar.
    @Test func everyEscapeClassAndScalarBoundaryInEveryStringField() throws {
        let boundaries: [UInt32] = [
            0x1F, 0x20, 0x21, 0x22, 0x2F, 0x5C, 0x7E, 0x7F, 0x80, 0xFF, 0x7FF, 0x800, 0xD7FF,
            0xE000, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF
        ]
        let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        let scalars = String(String.UnicodeScalarView(boundaries.compactMap(Unicode.Scalar.init)))
        for text in [controls, scalars, controls + "\"\\/" + scalars, "\\\"", "/", "😀 – é", ""] {
            try Self.expectCanonical(Self.puzzle(text: text), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [nil, 0, 1, 2, Int.max, -1, Int.min] as [Int?])
    func everyKindOfVariantMatchesTheCanonicalEncoder(variant: Int?) throws {
        try Self.expectCanonical(Self.puzzle(variant: variant))
    }

    @Test(arguments: [Int.min, Int.min + 1, -10, -1, 0, 9, 10, Int.max])
    func extremeIntegersInEveryNumberFieldDoNotTrapAndMatch(number: Int) throws {
        try Self.expectCanonical(Self.puzzle(number: number, variant: number, blanks: 2, ranges: 3))
    }

    @Test func emptyArraysMatchTheCanonicalEncoder() throws {
        try Self.expectCanonical(Self.puzzle(text: "", blanks: 0, ranges: 0))
        try Self.expectCanonical(Self.puzzle(blanks: 0, ranges: 2))
        try Self.expectCanonical(Self.puzzle(blanks: 3, ranges: 0))
    }

    /// A change to any one field changes the line, and the line still matches:
    /// the encoder writes every field, none from another.
    @Test func changingAnyOneFieldChangesTheLine() throws {
        let original = Self.puzzle(blanks: 2, ranges: 2)
        let line = PuzzleLineEncoder.encode(original)
        let changes: [(String, (inout Puzzle) -> Void)] = [
            ("schema", { $0.schema = 2 }), ("id", { $0.id = "x" }), ("seed", { $0.seed = "x" }),
            ("level", { $0.level = 2 }),
            ("generator.name", { $0.generator.name = "x" }), ("generator.version", { $0.generator.version = "x" }),
            ("source.site", { $0.source.site = "x" }), ("source.pageid", { $0.source.pageid = 2 }),
            ("source.revid", { $0.source.revid = 2 }), ("source.title", { $0.source.title = "x" }),
            ("source.timestamp", { $0.source.timestamp = "x" }), ("source.sha1", { $0.source.sha1 = "x" }),
            ("source.url", { $0.source.url = "x" }), ("source.license", { $0.source.license = "x" }),
            ("text", { $0.text = "x" }), ("paragraphs", { $0.paragraphs[1].start = 2 }),
            ("paragraphs", { $0.paragraphs[0].length = 2 }),
            ("sentences", { $0.sentences[1].start = 2 }), ("sentences", { $0.sentences[0].length = 2 }),
            ("blanks.start", { $0.blanks[1].start = 2 }), ("blanks.length", { $0.blanks[0].length = 2 }),
            ("blanks.answer", { $0.blanks[1].answer = "x" }), ("blanks.pos", { $0.blanks[0].pos = "x" }),
            ("blanks.sentence", { $0.blanks[1].sentence = 2 }), ("options", { $0.options[1] = "x" }),
            ("variant", { $0.variant = 1 })
        ]
        for (field, change) in changes {
            var puzzle = original
            change(&puzzle)
            #expect(PuzzleLineEncoder.encode(puzzle) != line, "\(field)")
            try Self.expectCanonical(puzzle, "\(field)")
        }
    }
}
