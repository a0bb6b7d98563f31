import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// A puzzle is its passage (revision and level only) plus the draws (seed and
/// variant): drawing from one passage made once gives the puzzle that the
/// whole article work gives, byte for byte, for every level and variant.
@Suite struct PuzzlePassageTests {
    @Test func drawingFromOnePassageGivesEveryVariantsPuzzle() throws {
        let generator = PuzzleTestSupport.generator
        for revid in [PuzzleTestSupport.anarchism, PuzzleTestSupport.atlasShruggedCharacters] {
            let revision = try PuzzleTestSupport.revision(revid)
            for level in Level.all {
                var work = PuzzleGenerator.GenerationWork()
                guard
                    let passage = try? generator.passage(
                        from: revision, level: level, extraParagraphs: PuzzleGenerator.extraParagraphs,
                        work: &work)
                else {
                    #expect(throws: PuzzleGenerationError.self) {
                        try generator.puzzle(from: revision, seed: "p", level: level)
                    }
                    continue
                }
                #expect(passage.source.content.isEmpty, "a passage does not keep the article")
                for variant in 0..<3 {
                    var drawWork = PuzzleGenerator.GenerationWork()
                    let drawn = Result {
                        try generator.puzzle(from: passage, seed: "p", variant: variant, work: &drawWork)
                    }
                    #expect(drawWork.paragraphs == 0 && drawWork.sentences == 0, "a draw reads no article")
                    let whole = Result {
                        try generator.puzzle(from: revision, seed: "p", level: level, variant: variant)
                    }
                    switch (drawn, whole) {
                    case (.success(let drawn), .success(let whole)):
                        #expect(try PuzzleTestSupport.encode(drawn) == PuzzleTestSupport.encode(whole))
                    case (.failure(let drawn), .failure(let whole)):
                        // A page used up by its earlier draws, or with no one-solution set, fails the same way both times.
                        #expect("\(drawn)" == "\(whole)")
                    default:
                        Issue.record("level \(level.number) variant \(variant): one way gave a puzzle, the other none")
                    }
                }
            }
        }
    }

    @Test func aBatchLargerThanTheCorpusDrawsEachPageAgainAsTheGeneratorWould() throws {
        let out = try TemporaryDirectory().url
        let pages = try PuzzleTestSupport.corpus.loadManifest().latestEntries.count
        let batches = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
        let outcome = try batches.generate(
            BatchRequest(seed: "again", count: pages + 30, level: Level.all[3]),
            outputRoot: out, force: false, jobs: 2)
        let lines = try String(contentsOf: outcome.directory.appendingPathComponent("puzzles.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.count == pages + 30)
        var variants = 0
        for line in lines {
            let puzzle = try JSONDecoder().decode(Puzzle.self, from: Data(line.utf8))
            let variant = puzzle.variant ?? 0
            if variant > 0 { variants += 1 }
            let again = try PuzzleTestSupport.generator.puzzle(
                from: try PuzzleTestSupport.revision(puzzle.source.revid), seed: "again", level: Level.all[3],
                variant: variant)
            #expect(try PuzzleTestSupport.encode(again) == Data(line.utf8))
        }
        #expect(variants >= 30)
    }
}
