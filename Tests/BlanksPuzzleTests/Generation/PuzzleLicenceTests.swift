import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// The puzzle's `source.license` follows the revision's timestamp (`Licence`).
@Suite struct PuzzleLicenceTests {
    @Test func revisionsFrom7June2023AreCCBYSA4() throws {
        var revision = try PuzzleTestSupport.revision()
        let old = try PuzzleTestSupport.generator.puzzle(from: revision, seed: "licence", level: Level.all[0])
        #expect(old.source.license == "CC BY-SA 3.0")
        revision.timestamp = "2023-06-07T00:00:00Z"
        let new = try PuzzleTestSupport.generator.puzzle(from: revision, seed: "licence", level: Level.all[0])
        #expect(new.source.license == "CC BY-SA 4.0")
        // Only the licence (and the timestamp it comes from) differ.
        var same = new
        same.source.license = old.source.license
        same.source.timestamp = old.source.timestamp
        #expect(same == old)
    }
}
