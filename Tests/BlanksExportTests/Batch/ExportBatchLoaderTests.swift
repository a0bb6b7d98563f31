import BlanksModel
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct ExportBatchLoaderTests {
    @Test func loadsAMatchingBatch() throws {
        let batch = try ExportFixtures.loaded()
        #expect(batch.puzzles.map(\.puzzle.id) == ["p0", "p1", "p2"])
        #expect(batch.title == "fixture, level 1")
    }

    @Test func aBadLineIsNamedWithItsFileAndLine() throws {
        let folder = try TemporaryDirectory().url
        let puzzles = ExportFixtures.puzzles()
        var lines = PuzzleFixtures.jsonLines(puzzles).split(separator: "\n").map(String.init)
        lines[1] = "{\"not\": \"a puzzle\"}"
        let batch = try ExportFixtures.writeBatch(
            puzzles, in: folder, lines: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(throws: ExportError.self) { try ExportBatchLoader.load(batch) }
        do {
            _ = try ExportBatchLoader.load(batch)
        } catch let error as ExportError {
            guard case .badPuzzle(let path, let line, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path.hasSuffix("puzzles.jsonl"))
            #expect(line == 2)
            #expect(error.description.contains("puzzles.jsonl, line 2: not a puzzle"))
        }
    }

    @Test func aTruncatedFileIsRefused() throws {
        let folder = try TemporaryDirectory().url
        let puzzles = ExportFixtures.puzzles()
        let text = PuzzleFixtures.jsonLines(puzzles)
        let batch = try ExportFixtures.writeBatch(puzzles, in: folder, lines: Data(text.dropLast(5).utf8))
        #expect(
            throws: ExportError.badPuzzle(
                path: batch.appendingPathComponent("puzzles.jsonl").path, line: 3,
                reason: "truncated (the last line has no newline)")
        ) {
            try ExportBatchLoader.load(batch)
        }
    }

    @Test func linesThatDisagreeWithTheManifestAreRefused() throws {
        let folder = try TemporaryDirectory().url
        let puzzles = ExportFixtures.puzzles()
        // Lines of other puzzles than the manifest lists: line 1 is named.
        let other = ExportFixtures.puzzles(prefix: "q")
        let swapped = try ExportFixtures.writeBatch(
            puzzles, named: "swapped", in: folder,
            lines: Data(PuzzleFixtures.jsonLines(other).utf8))
        #expect(
            throws: ExportError.manifestMismatch(
                path: swapped.appendingPathComponent("puzzles.jsonl").path, line: 1,
                reason: "puzzle q0 where the manifest has p0")
        ) {
            try ExportBatchLoader.load(swapped)
        }
        // One line fewer than the manifest lists.
        let short = try ExportFixtures.writeBatch(
            puzzles, named: "short", in: folder,
            lines: Data(PuzzleFixtures.jsonLines(Array(puzzles.prefix(2))).utf8))
        #expect(throws: ExportError.self) { try ExportBatchLoader.load(short) }
        // The same puzzles, one byte changed inside a title: the SHA-256 differs.
        var edited = puzzles
        edited[2].source.title = "Anarchism!"
        let changed = try ExportFixtures.writeBatch(
            puzzles, named: "changed", in: folder,
            lines: Data(PuzzleFixtures.jsonLines(edited).utf8))
        #expect(
            throws: ExportError.manifestMismatch(
                path: changed.appendingPathComponent("puzzles.jsonl").path,
                line: nil, reason: "its SHA-256 differs")
        ) {
            try ExportBatchLoader.load(changed)
        }
    }

    @Test func aPuzzleWhoseBlankIsOutsideItsTextIsRefused() throws {
        var puzzles = ExportFixtures.puzzles()
        puzzles[0].blanks[9].start = Int.max - 2
        let folder = try TemporaryDirectory().url
        let batch = try ExportFixtures.writeBatch(puzzles, in: folder)
        do {
            _ = try ExportBatchLoader.load(batch)
            Issue.record("loaded a puzzle with a blank outside its text")
        } catch let error as ExportError {
            #expect(error.description.contains("line 1: puzzle p0: blank 10"))
        }
    }

    @Test func aMissingBatchAndADuplicatePuzzleAreRefused() throws {
        let folder = try TemporaryDirectory().url
        #expect(throws: ExportError.self) { try ExportBatchLoader.load([folder.appendingPathComponent("nothing")]) }
        let first = try ExportFixtures.writeBatch(ExportFixtures.puzzles(), named: "one", in: folder)
        let second = try ExportFixtures.writeBatch(ExportFixtures.puzzles(), named: "two", in: folder)
        #expect(
            throws: ExportError.duplicatePuzzle(
                id: "p0", path: second.appendingPathComponent("puzzles.jsonl").path,
                line: 1, firstPath: first.appendingPathComponent("puzzles.jsonl").path)
        ) {
            try ExportBatchLoader.load([first, second])
        }
        #expect(throws: ExportError.noBatches) { try ExportBatchLoader.load([URL]()) }
    }
}
