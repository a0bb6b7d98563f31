import BlanksModel
import Foundation
import Testing

@testable import BlanksExport

/// The page plays by these numbers alone, so they must be the model's: a
/// rule changed in BlanksModel changes the page (and the reference assembler's
/// copy, which the browser tests compare byte for byte, must follow).
@Suite struct PlayerRulesTests {
    static func decoded() throws -> [String: [String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(PlayerRules.json)) as? [String: [String: Any]])
    }

    @Test func theBlanksLevelRuleAndNamesAreTheModels() throws {
        let blanks = try #require(try Self.decoded()["blanks"])
        let rules = LevelRules.standard
        #expect(blanks["start"] as? Int == rules.startLevel)
        #expect(blanks["lowest"] as? Int == rules.lowestLevel)
        #expect(blanks["highest"] as? Int == rules.highestLevel)
        #expect(blanks["lowScorePerTen"] as? Int == rules.lowScorePerTen)
        #expect(blanks["lowGamesToFall"] as? Int == rules.lowGamesToFall)
        #expect(blanks["names"] as? [String] == Level.all.map(\.name))
        #expect(Set(blanks.keys) == ["start", "lowest", "highest", "lowScorePerTen", "lowGamesToFall", "names"])
    }

    @Test func theTraceLadderAndPointsAreTheModels() throws {
        let trace = try #require(try Self.decoded()["trace"])
        let levels = TraceLevels.range
        #expect(trace["levels"] as? [Int] == [levels.lowerBound, levels.upperBound])
        #expect(trace["boxes"] as? [Int] == levels.map { TraceLevels.boxCount(level: $0) })
        #expect(trace["next"] as? [Int] == levels.map { TraceLevels.next(after: $0) })
        #expect(trace["reveal"] as? [Int] == [TraceLevels.revealRange.lowerBound, TraceLevels.revealRange.upperBound])
        #expect(trace["right"] as? Int == 1 && trace["wrong"] as? Int == -1)
        // The points are what a session scores: a wrong then a right move.
        let puzzle = TracePuzzle(
            id: "x", seed: "s", level: 1, position: 0, generator: .init(name: "t", version: "t"),
            grid: .init(columns: 3, rows: 3),
            boxes: [.init(label: "A", column: 0, row: 0), .init(label: "B", column: 1, row: 0)],
            contacts: [["A", "B"]], order: ["B", "A"], revealSeconds: 5)
        var session = try TraceSession(puzzle: puzzle)
        try session.place(1, in: "A")
        #expect(session.score == trace["wrong"] as? Int)
        try session.place(1, in: "B")
        #expect(session.score == (trace["wrong"] as? Int ?? 0) + (trace["right"] as? Int ?? 0))
    }
}
