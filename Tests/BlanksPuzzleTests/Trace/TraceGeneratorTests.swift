import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksSupport

@Suite("Trace generation and batches")
struct TraceGeneratorTests {
    let generator = TraceGenerator()

    func bytes(_ puzzle: TracePuzzle) throws -> Data { try CanonicalJSON.encoder().encode(puzzle) }

    @Test func theSameRequestGivesTheSameBytes() throws {
        for level in TraceLevels.range {
            let first = try generator.puzzle(seed: "nightly", level: level, position: 3)
            let again = try generator.puzzle(seed: "nightly", level: level, position: 3)
            #expect(try bytes(first) == bytes(again))
        }
        let other = try generator.puzzle(seed: "nightly", level: 5, position: 4)
        #expect(try bytes(other) != bytes(generator.puzzle(seed: "nightly", level: 5, position: 3)))
    }

    /// A fixed puzzle: a change of layout, draw or field shows here, and must raise `GeneratorVersion.traceRules`.
    @Test func aKnownPuzzleKeepsItsLayout() throws {
        let puzzle = try generator.puzzle(seed: "golden", level: 2, position: 0)
        #expect(puzzle.boxes.count == 4)
        #expect(puzzle.grid == TraceGrid(columns: 3, rows: 3))
        #expect(puzzle.id == PuzzleKey.tracePuzzleID(seed: "golden", level: 2, position: 0, version: "trace.1"))
        #expect(puzzle.generator.version == "trace.1")
        #expect(puzzle.revealSeconds == 5)
        #expect(puzzle.kind == .trace)
        let line = String(decoding: try bytes(puzzle), as: UTF8.self)
        #expect(line.hasPrefix(#"{"boxes":[{"column":"#))
        #expect(line.contains(#""kind":"trace""#))
    }

    @Test func everyLevelPassesTheValidator() throws {
        for level in TraceLevels.range {
            for position in 0..<20 {
                let puzzle = try generator.puzzle(seed: "sweep", level: level, position: position)
                #expect(puzzle.boxes.count == level + 2)
                let failures = PuzzleValidator.validateOtherKinds(line: try bytes(puzzle), number: 1)
                #expect(failures == [], "level \(level) position \(position)")
            }
        }
    }

    @Test func outOfRangeRequestsAreRefused() {
        #expect(throws: TraceGenerationError.invalidLevel(0)) { try generator.puzzle(seed: "s", level: 0, position: 0) }
        #expect(throws: TraceGenerationError.invalidLevel(11)) {
            try generator.puzzle(seed: "s", level: 11, position: 0)
        }
        #expect(throws: TraceGenerationError.invalidPosition(-1)) {
            try generator.puzzle(seed: "s", level: 1, position: -1)
        }
    }

    static func files(_ directory: URL) throws -> [Data] {
        try ["puzzles.jsonl", "manifest.json"].map { try Data(contentsOf: directory.appendingPathComponent($0)) }
    }

    @Test func aBatchIsTheSameBytesTwiceAndSaysItsKind() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let request = TraceBatchRequest(seed: "twice", count: 12, level: 4)
        let first = try TraceBatchGenerator().generate(
            request, outputRoot: temp.url.appendingPathComponent("a"), force: false)
        let second = try TraceBatchGenerator().generate(
            request, outputRoot: temp.url.appendingPathComponent("b"), force: false)
        #expect(try Self.files(first.directory) == Self.files(second.directory))
        #expect(first.manifest.kind == .trace)
        #expect(first.manifest.count == 12)
        #expect(first.directory.lastPathComponent.hasPrefix("trace-twice-L4-n12-"))
        let puzzles = try BatchReader(path: first.directory).tracePuzzles()
        #expect(puzzles.map(\.position) == Array(0..<12))
        let report = try PuzzleValidator(analyzer: PuzzleTestSupport.analyzer).validate(path: first.directory)
        #expect(report.puzzles == 12)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(3))")
    }

    @Test func shardsMergeIntoTheUnshardedBatch() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let whole = try TraceBatchGenerator().generate(
            TraceBatchRequest(seed: "shards", count: 10, level: 3),
            outputRoot: temp.url.appendingPathComponent("whole"), force: false)
        let shards = try (0..<3).reversed().map { index in
            try TraceBatchGenerator().generate(
                TraceBatchRequest(seed: "shards", count: 10, level: 3, shard: try ShardSpec(index: index, count: 3)),
                outputRoot: temp.url.appendingPathComponent("shards"), force: false
            ).directory
        }
        let merged = try BatchMerger().merge(
            shards: shards, outputRoot: temp.url.appendingPathComponent("merged"), force: false)
        #expect(merged.directory.lastPathComponent == whole.directory.lastPathComponent)
        #expect(try Self.files(merged.directory) == Self.files(whole.directory))
        #expect(merged.manifest.reusedPages == false)
    }

    @Test func aBlanksManifestHasNoKindField() throws {
        let manifest = BatchManifest(
            schema: 1, batch: "b", seed: "s", level: 0, requested: 1, count: 0,
            corpus: .init(manifestSHA256: "x", revisions: 1, pages: 1),
            generator: .init(name: "wikiblanks", version: "1.x"), files: [:], puzzles: [],
            reusedPages: false, shard: nil)
        let json = String(decoding: try CanonicalJSON.encoder().encode(manifest), as: UTF8.self)
        #expect(!json.contains("kind"))
    }

    @Test func readingATraceBatchRefusesABlanksLine() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let file = temp.url.appendingPathComponent("puzzles.jsonl")
        try Data("{\"schema\":1,\"id\":\"x\"}\n".utf8).write(to: file)
        #expect(
            throws: BatchError.malformed(path: file.path, line: 1, reason: "not a trace puzzle (kind absent: blanks)")
        ) {
            try BatchReader(path: file).tracePuzzles()
        }
    }
}
