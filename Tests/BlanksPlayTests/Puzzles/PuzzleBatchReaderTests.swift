import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

@Suite("Puzzle batch reader")
struct PuzzleBatchReaderTests {
    @Test func readsEveryPuzzleInFileOrder() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let puzzles = PuzzleFixtures.batch()
        let directory = try PuzzleFixtures.writeBatch(puzzles, in: temp.url)
        let contents = try PuzzleBatchReader(directory: directory).read()
        #expect(contents.puzzles == puzzles)
        #expect(contents.skipped.isEmpty)
    }

    @Test func badLinesAreSkippedNamingFileAndLine() throws {
        let good = PuzzleFixtures.batch(levels: [1, 2])
        var unplayable = PuzzleFixtures.puzzle(id: "bad-range")
        unplayable.blanks[0].start = 100_000
        var newer = PuzzleFixtures.puzzle(id: "newer")
        newer.schema = 2
        let lines =
            PuzzleFixtures.jsonLines([good[0]])
            + "{not json\n"
            + "\n"
            + "{\"schema\": 1, \"id\": \"x\"}\r\n"
            + PuzzleFixtures.jsonLines([unplayable, newer, good[0], good[1]])
        var data = Data(lines.utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0x0A])
        let contents = PuzzleBatchReader.parse(data, path: "Output/b/puzzles.jsonl")
        #expect(contents.puzzles == good)
        let messages = contents.skipped.map(\.description)
        #expect(
            messages == [
                "Output/b/puzzles.jsonl, line 2: not valid JSON",
                "Output/b/puzzles.jsonl, line 4: missing field \"seed\"",
                "Output/b/puzzles.jsonl, line 5: blank 1 (start 100000, length 4) lies outside the text (\(good[0].text.utf16.count) UTF-16 units)",
                "Output/b/puzzles.jsonl, line 6: puzzle schema 2 is newer than this wikiblanks reads; update wikiblanks",
                "Output/b/puzzles.jsonl, line 7: puzzle id fixture-1 already appears on line 1",
                "Output/b/puzzles.jsonl, line 9: not valid UTF-8"
            ])
    }

    @Test func wrongFieldTypesNameTheField() {
        let line = PuzzleFixtures.jsonLines([PuzzleFixtures.puzzle()])
            .replacingOccurrences(of: "\"revid\":716551092", with: "\"revid\":\"many\"")
        let contents = PuzzleBatchReader.parse(Data(line.utf8), path: "p.jsonl")
        #expect(
            contents.skipped.map(\.description) == [
                "p.jsonl, line 1: field \"source.revid\" has the wrong type or is null"
            ])
    }

    @Test func missingDirectoryAndMissingFileAreErrors() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let missing = temp.url.appendingPathComponent("nope")
        #expect(throws: PuzzleBatchError.missingDirectory(path: missing.path)) {
            try PuzzleBatchReader(directory: missing).read()
        }
        #expect(throws: PuzzleBatchError.missingPuzzleFile(path: temp.url.path)) {
            try PuzzleBatchReader(directory: temp.url).read()
        }
    }

    @Test func aBatchWithNoPlayablePuzzleIsAnError() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let directory = temp.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("garbage\n".utf8).write(to: directory.appendingPathComponent("puzzles.jsonl"))
        #expect(throws: PuzzleBatchError.noPlayablePuzzles(path: directory.path)) {
            try BatchPuzzleSource(directories: [directory])
        }
    }
}

@Suite("Choosing puzzles")
struct PuzzlePickerTests {
    let picker = PuzzlePicker()
    let day = Date(timeIntervalSince1970: 1_717_236_000)

    func candidates(_ levels: [Int]) -> [SourcedPuzzle] {
        PuzzleFixtures.batch(levels: levels).map { SourcedPuzzle(puzzle: $0, origin: "b") }
    }

    @Test func ownLevelThenEasierThenClassicThenHarder() {
        let pool = candidates([5, 0, 1, 3, 4])
        func pick(level: Int, played: [String] = []) -> Int? {
            picker.pick(
                from: pool,
                for: PuzzleRequest(level: level, played: played.map { PlayedPuzzle(id: $0, lastStarted: day) }))?.puzzle
                .level
        }
        #expect(pick(level: 3) == 3)
        #expect(pick(level: 3, played: ["fixture-4"]) == 1)
        #expect(pick(level: 6) == 5)
        #expect(pick(level: 6, played: ["fixture-1", "fixture-5", "fixture-4", "fixture-3"]) == 0)
        #expect(pick(level: 2, played: ["fixture-3", "fixture-2"]) == 3)
    }

    @Test func whenAllArePlayedTheOldestComesBack() {
        let pool = candidates([1, 1, 1])
        let played = [
            PlayedPuzzle(id: "fixture-1", lastStarted: day + 30),
            PlayedPuzzle(id: "fixture-2", lastStarted: day + 10),
            PlayedPuzzle(id: "fixture-3", lastStarted: day + 20),
            PlayedPuzzle(id: "fixture-2", lastStarted: day + 40)
        ]
        #expect(picker.pick(from: pool, for: PuzzleRequest(level: 1, played: played))?.puzzle.id == "fixture-3")
    }

    @Test func nothingToPickFromGivesNil() {
        #expect(picker.pick(from: [], for: PuzzleRequest(level: 1, played: [])) == nil)
    }
}

@Suite("Puzzle source choice")
struct PuzzleSourceChoiceTests {
    @Test func aNamedBatchComesFirst() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("Output")
        try PuzzleFixtures.writeBatch(PuzzleFixtures.batch(levels: [1]), named: "a", in: output)
        let named = try PuzzleFixtures.writeBatch(
            PuzzleFixtures.batch(levels: [1, 2]), named: "elsewhere", in: temp.url)
        let source = try PuzzleSourceChoice(batch: named, outputDirectory: output, generator: nil).resolve()
        #expect(source.name == named.path)
        #expect((source as? BatchPuzzleSource)?.puzzleCount == 2)
    }

    @Test func otherwiseEveryBatchInOutputInNameOrder() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("Output")
        try PuzzleFixtures.writeBatch([PuzzleFixtures.puzzle(id: "late")], named: "b-later", in: output)
        try PuzzleFixtures.writeBatch([PuzzleFixtures.puzzle(id: "early")], named: "a-early", in: output)
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("not-a-batch"), withIntermediateDirectories: true)
        #expect(BatchPuzzleSource.batchDirectories(in: output).map(\.lastPathComponent) == ["a-early", "b-later"])
        let source = try PuzzleSourceChoice(batch: nil, outputDirectory: output, generator: nil).resolve()
        let first = try source.nextPuzzle(for: PuzzleRequest(level: 1, played: []))
        #expect(first?.puzzle.id == "early")
        #expect(first?.origin == "a-early")
    }

    @Test func theGeneratorIsUsedOnlyWhenThereIsNoBatch() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let generator = GeneratingPuzzleSource(name: "generator") { request in
            SourcedPuzzle(
                puzzle: PuzzleFixtures.puzzle(id: "made-\(request.level)", level: request.level), origin: "generated")
        }
        let output = temp.url.appendingPathComponent("Output")
        let source = try PuzzleSourceChoice(batch: nil, outputDirectory: output, generator: generator).resolve()
        #expect(try source.nextPuzzle(for: PuzzleRequest(level: 3, played: []))?.puzzle.id == "made-3")
        try PuzzleFixtures.writeBatch([PuzzleFixtures.puzzle(id: "from-batch")], named: "b", in: output)
        let batch = try PuzzleSourceChoice(batch: nil, outputDirectory: output, generator: generator).resolve()
        #expect(try batch.nextPuzzle(for: PuzzleRequest(level: 3, played: []))?.puzzle.id == "from-batch")
    }

    @Test func noBatchAndNoGeneratorIsOneClearError() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("Output")
        #expect(throws: PlayError.noPuzzleSource(outputDirectory: output.path)) {
            try PuzzleSourceChoice(batch: nil, outputDirectory: output, generator: nil).resolve()
        }
        let message = PlayError.noPuzzleSource(outputDirectory: "Output").description
        #expect(
            message
                == "no puzzle batch found (looked for Output/*/puzzles.jsonl) and no generator is available to make puzzles on the fly; generate a batch or pass --batch DIR"
        )
    }

    @Test func aMissingNamedBatchNamesIt() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let missing = temp.url.appendingPathComponent("gone")
        #expect(throws: PlayError.batch(.missingDirectory(path: missing.path))) {
            try PuzzleSourceChoice(batch: missing, outputDirectory: temp.url, generator: nil).resolve()
        }
    }
}
