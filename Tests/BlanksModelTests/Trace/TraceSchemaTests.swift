import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel

/// docs/puzzle.schema.json describes both kinds: a trace line carries exactly
/// the fields of `$defs/trace`, and the root chooses a kind with `oneOf`.
@Suite struct TraceSchemaTests {
    @Test func everyFieldOfATraceLineIsInTheSchema() throws {
        let url = repositoryRoot.appendingPathComponent("docs/puzzle.schema.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let trace = try #require((root["$defs"] as? [String: Any])?["trace"] as? [String: Any])
        let properties = Set(try #require(trace["properties"] as? [String: Any]).keys)
        let required = Set(try #require(trace["required"] as? [String]))
        #expect(
            (root["oneOf"] as? [[String: String]])?.compactMap { $0["$ref"] } == ["#/$defs/blanks", "#/$defs/trace"])

        let line = try JSONEncoder().encode(TraceSessionTests.puzzle)
        let keys = Set(try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any]).keys)
        #expect(keys == properties, "differ: \(keys.symmetricDifference(properties))")
        #expect(required == properties)
    }
}
