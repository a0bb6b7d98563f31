import Foundation
import Testing

/// The docs test's own rules on made-up examples: what is an example, what its markers say,
/// and that a different figure, a missing line or a line of the wrong stream fails.
@Suite struct DocExampleParsingTests {
    static let text = """
        Some prose.

        <!-- example: setup printf 'x' > a.txt -->
        <!-- example: varies [0-9.]+ s -->
        ```
        $ wikiblanks corpus verify
        106 revisions checked, 0 bad, 0.040 s
        $ echo $?
        0
        ```

        ```
        no command here
        ```

        <!-- example: not run — it needs a MediaWiki server -->

        ```
        $ wikiblanks sync --endpoint http://x --count 1 \\
            --corpus /tmp/c
        sync: 1/1 stored
        ```
        """

    @Test func blocksWithACommandAreExamplesWithTheirMarkers() throws {
        let examples = DocExample.examples(in: Self.text, file: "x.md")
        #expect(examples.count == 2)
        let first = try #require(examples.first)
        #expect(
            first.line == 5 && first.setup == ["printf 'x' > a.txt"] && first.varies == ["[0-9.]+ s"]
                && first.notRun == nil)
        #expect(first.steps.map(\.command) == ["wikiblanks corpus verify", "echo $?"])
        #expect(first.steps.map(\.expected) == [["106 revisions checked, 0 bad, 0.040 s"], ["0"]])
        let last = try #require(examples.last)
        #expect(last.notRun == "it needs a MediaWiki server")
        #expect(last.steps.first?.command == "wikiblanks sync --endpoint http://x --count 1 \\\n    --corpus /tmp/c")
    }

    @Test func aMarkerIsTheBlocksOnlyWhenNothingComesBetween() {
        let text = "<!-- example: not run — a reason given here -->\nprose between\n```\n$ true\n```\n"
        #expect(DocExample.examples(in: text, file: "x.md").first?.notRun == nil)
    }

    @Test func outputMatchesItsShownLinesAndNothingElse() throws {
        func agrees(_ shown: [String], _ out: [String], _ err: [String] = [], varies: [String] = []) throws -> Bool {
            try ExampleOutput(expected: shown, standardOutput: out, standardError: err, varies: varies).agrees
        }
        #expect(try agrees(["a", "b"], ["a", "b"]))
        #expect(try !agrees(["a", "b"], ["a", "c"]), "a different figure fails")
        #expect(try !agrees(["a", "b"], ["a"]), "a missing line fails")
        #expect(try !agrees(["a"], ["a", "b"]), "an extra line fails")
        #expect(try agrees(["e", "a"], ["a"], ["e"]), "streams interleave")
        #expect(try !agrees(["a", "b"], ["b", "a"]), "each stream keeps its order")
        #expect(try agrees(["x …"], ["x 1 2 3"]) && !agrees(["x …"], ["y 1"]))
        #expect(try agrees(["a", "…", "z"], ["a", "b", "c", "z"]) && agrees(["a", "  …", "z"], ["a", "z"]))
        #expect(try agrees(["took 0.5 s"], ["took 12.25 s"], varies: ["[0-9.]+ s"]))
        #expect(try !agrees(["took 0.5 s, 3 bad"], ["took 12.25 s, 4 bad"], varies: ["[0-9.]+ s"]))
    }

    /// With `any order`, the same lines in another order agree; another line, a missing or a
    /// repeated one does not.
    @Test func anyOrderComparesTheLinesWhateverTheirOrder() throws {
        let text = """
            <!-- example: any order -->
            ```
            $ wikiblanks stats x
            a
            ```
            """
        #expect(DocExample.examples(in: text, file: "t.md").first?.anyOrder == true)
        #expect(DocExample.examples(in: "```\n$ wikiblanks x\n```", file: "t.md").first?.anyOrder == false)
        func agrees(_ shown: [String], _ out: [String], _ err: [String] = []) throws -> Bool {
            try ExampleOutput(expected: shown, standardOutput: out, standardError: err, varies: [], anyOrder: true)
                .agrees
        }
        #expect(try agrees(["a", "b", "c"], ["c", "a"], ["b"]))
        #expect(try !agrees(["a", "b"], ["b", "c"]), "another line fails")
        #expect(try !agrees(["a", "b"], ["a"]), "a missing line fails")
        #expect(try !agrees(["a", "b"], ["a", "b", "b"]), "a repeated line fails")
    }
}
