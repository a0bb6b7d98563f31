import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel

/// docs/puzzle.schema.json describes every field a puzzle line can carry.
@Suite struct PuzzleSchemaTests {
    private func schema() throws -> (properties: Set<String>, required: Set<String>) {
        let url = repositoryRoot.appendingPathComponent("docs/puzzle.schema.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let object = try #require((root["$defs"] as? [String: Any])?["blanks"] as? [String: Any])
        let properties = try #require(object["properties"] as? [String: Any])
        let required = try #require(object["required"] as? [String])
        return (Set(properties.keys), Set(required))
    }

    private func keys(of puzzle: Puzzle) throws -> Set<String> {
        let line = PuzzleFixtures.jsonLines([puzzle])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return Set(object.keys)
    }

    @Test func everyFieldOfAPuzzleLineIsInTheSchema() throws {
        let schema = try schema()
        var second = PuzzleFixtures.puzzle()
        second.variant = 1
        for puzzle in [PuzzleFixtures.puzzle(), second] {
            let keys = try keys(of: puzzle)
            #expect(keys.isSubset(of: schema.properties), "not in the schema: \(keys.subtracting(schema.properties))")
            #expect(schema.required.isSubset(of: keys), "required but absent: \(schema.required.subtracting(keys))")
        }
        #expect(try keys(of: second).contains("variant"))
    }
}
