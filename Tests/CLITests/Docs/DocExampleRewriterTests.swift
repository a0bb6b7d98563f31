import Foundation
import Testing

/// Rewrite mode on made-up Markdown: what it writes for a block that differs, what it keeps (a
/// `…` line, a `varies` part, a block that agrees, byte for byte), what it refuses to write (a
/// failing command, a line that would read as a command), and identifiers carried into commands.
@Suite struct DocExampleRewriterTests {
    typealias Printed = (out: [String], err: [String], status: Int32?)

    /// The text rewritten with what each example's steps printed, and each example's outcome.
    static func rewrite(_ text: String, _ printed: [[Printed]]) -> (
        text: String, outcomes: [DocExampleRewriter.Outcome]
    ) {
        var rewriter = DocExampleRewriter(text: text)
        let examples = DocExample.examples(in: text, file: "x.md")
        let outcomes = zip(examples, printed).map { example, steps in
            rewriter.record(
                example,
                run: ExampleRun(
                    steps: steps.map {
                        ExampleRun.Step(standardOutput: $0.out, standardError: $0.err, status: $0.status)
                    }, failedSetup: []))
        }
        return (rewriter.text, outcomes)
    }

    @Test func aDifferingBlockShowsWhatWasPrinted() {
        let text = """
            Counting:

            ```
            $ wikiblanks count
            3 puzzles
            from 2 pages
            $ echo done
            done
            ```
            The end.

            """
        let result = Self.rewrite(text, [[(["4 puzzles", "from 2 pages", "in 1 batch"], [], 0), (["done"], [], 0)]])
        #expect(
            result.text == """
                Counting:

                ```
                $ wikiblanks count
                4 puzzles
                from 2 pages
                in 1 batch
                $ echo done
                done
                ```
                The end.

                """)
        #expect(result.outcomes == [.rewritten(notes: [])])
    }

    @Test func aBlockThatAgreesIsLeftByteForByte() {
        let text = "<!-- example: setup touch a -->\n```\n$ ls\na\n\n```\n\n```\n$ true\n```\n"
        let result = Self.rewrite(text, [[(["a", ""], [], 0)], [([], [], 0)]])
        #expect(result.text == text)
        #expect(result.outcomes == [.agrees, .agrees])
    }

    @Test func wildcardLinesThatStillMatchAreKept() {
        let text = """
            ```
            $ wikiblanks list
            header
              …
            total: 3
            id …, kind blanks
            size … bytes
            took … in all
            ```
            """
        let printed: [Printed] = [
            (["header", "a", "b", "c", "total: 4", "id 7, kind blanks", "weight 12 grams", "done."], [], 0)
        ]
        let result = Self.rewrite(text, [printed])
        #expect(
            result.text == """
                ```
                $ wikiblanks list
                header
                  …
                total: 4
                id …, kind blanks
                weight … grams
                done.
                ```
                """, "a line with `…` whose words changed keeps its `…`; one that no longer has the form is replaced")
        #expect(
            result.outcomes == [
                .rewritten(notes: [
                    "`took … in all` matched nothing `$ wikiblanks list` printed and was replaced; put its `…` back if it still stands for something"
                ])
            ])
    }

    @Test func aChangedLineKeepsItsVaryingPartsAsShown() {
        let text = """
            <!-- example: varies [0-9.]+ s -->
            ```
            $ wikiblanks import dump.xml
            106 revisions added in 0.54 s
            checked in 0.10 s
            ```
            """
        let result = Self.rewrite(text, [[(["107 revisions added in 3.21 s", "checked in 2.00 s"], [], 0)]])
        #expect(
            result.text == """
                <!-- example: varies [0-9.]+ s -->
                ```
                $ wikiblanks import dump.xml
                107 revisions added in 0.54 s
                checked in 0.10 s
                ```
                """)
    }

    @Test func linesOfBothStreamsKeepTheirPlaces() {
        let text = "```\n$ wikiblanks generate\n1/2 puzzles\nOutput/a: 2 puzzles\nwarning: old\n```\n"
        let result = Self.rewrite(text, [[(["Output/a: 3 puzzles"], ["1/3 puzzles"], 0)]])
        #expect(
            result.text == "```\n$ wikiblanks generate\n1/3 puzzles\nOutput/a: 3 puzzles\n```\n",
            "each changed line replaced in place, the line no longer printed dropped")
    }

    @Test func aFailingCommandIsNeverWrittenIntoTheText() {
        let text = """
            ```
            $ wikiblanks validate Output/x
            Output/x: 5 puzzles, 0 failures
            ```
            """
        let failed = Self.rewrite(text, [[([], ["wikiblanks: Output/x: no such batch"], 1)]])
        #expect(failed.text == text)
        guard case .refused(let reason) = failed.outcomes.first else {
            Issue.record("not refused: \(failed.outcomes)")
            return
        }
        #expect(reason.contains("exited with status 1"))
        let cut = Self.rewrite(text, [[(["Output/x: 4 puzzles, 0 failures"], [], nil)]])
        #expect(cut.text == text, "a run that ended before the step is no output to show")
        let silent = "```\n$ cmp a b && echo identical\nidentical\n```\n"
        #expect(
            Self.rewrite(silent, [[(["a b differ: byte 1, line 1"], [], 1)]]).text == silent,
            "a failure without a message")
        let documented =
            "```\n$ wikiblanks import half.xml\n3.0 MB read\nwikiblanks: half.xml: cut at line 21107\n```\n"
        #expect(
            Self.rewrite(documented, [[([], ["wikiblanks: half.xml: not XML at line 1"], 1)]]).text == documented,
            "another error than the documented one")
    }

    @Test func aCommandThatFailsAsDocumentedIsRewritten() {
        let text = """
            ```
            $ wikiblanks import half.xml
            3.0 MB of XML in 0.53 s
            wikiblanks: half.xml: unexpected end of input at line 21107
            $ echo $?
            1
            ```
            """
        let result = Self.rewrite(
            text,
            [
                [
                    (
                        ["3.0 MB of XML read in 0.61 s"],
                        ["wikiblanks: half.xml: unexpected end of input at line 21107"], 1
                    ), (["1"], [], 0)
                ]
            ])
        #expect(
            result.text == """
                ```
                $ wikiblanks import half.xml
                3.0 MB of XML read in 0.61 s
                wikiblanks: half.xml: unexpected end of input at line 21107
                $ echo $?
                1
                ```
                """)
    }

    @Test func aFailingCommandWhoseOnlyChangeIsAnIdentifierIsRewritten() {
        let text = """
            ```
            $ wikiblanks validate tampered.jsonl --json
            {"failures":[{"puzzle":"86d6c3a0efda4ccfe60aa3f8","rule":"options"},…],"valid":false}
            ```
            """
        let printed: [Printed] = [
            (
                ["{\"failures\":[{\"puzzle\":\"0123456789abcdef01234567\",\"rule\":\"options\"},{}],\"valid\":false}"],
                [], 1
            )
        ]
        #expect(
            Self.rewrite(text, [printed]).text == """
                ```
                $ wikiblanks validate tampered.jsonl --json
                {"failures":[{"puzzle":"0123456789abcdef01234567","rule":"options"},…],"valid":false}
                ```
                """)
    }

    @Test func aPrintedLineThatWouldReadAsACommandIsRefused() {
        let text = "```\n$ cat script\nls\n```\n"
        let result = Self.rewrite(text, [[(["$ ls"], [], 0)]])
        #expect(result.text == text)
        guard case .refused = result.outcomes.first else {
            Issue.record("not refused: \(result.outcomes)")
            return
        }
    }

    @Test func identifiersPrintedAnewAreCarriedIntoCommandsAndText() {
        let text = """
            Batch `demo-L1-n5-30cb040e88` holds 5 puzzles.

            ```
            $ wikiblanks generate --seed demo --count 5
            Output/demo-L1-n5-30cb040e88: 5 puzzles, 716551092 first
            $ ls Output/demo-L1-n5-30cb040e88 | wc -l
            2
            ```

            ```
            $ wikiblanks validate Output/demo-L1-n5-30cb040e88 --count 5
            Output/demo-L1-n5-30cb040e88: 5 puzzles, 0 failures
            ```
            """
        let result = Self.rewrite(
            text,
            [
                [
                    (["Output/demo-L1-n5-4b1f00a7c2: 5 puzzles, 716551093 first"], [], 0),
                    (["0"], ["ls: cannot access"], 0)
                ],
                [([], ["wikiblanks: Output/demo-L1-n5-30cb040e88: no such batch"], 1)]
            ])
        #expect(
            result.text == """
                Batch `demo-L1-n5-4b1f00a7c2` holds 5 puzzles.

                ```
                $ wikiblanks generate --seed demo --count 5
                Output/demo-L1-n5-4b1f00a7c2: 5 puzzles, 716551092 first
                $ ls Output/demo-L1-n5-4b1f00a7c2 | wc -l
                2
                ```

                ```
                $ wikiblanks validate Output/demo-L1-n5-4b1f00a7c2 --count 5
                Output/demo-L1-n5-4b1f00a7c2: 5 puzzles, 0 failures
                ```
                """,
            """
            the batch id renamed everywhere, a revision id (digits only) and a count not; no output \
            written from a block whose commands ran with the old name (a pipeline hides its failure)
            """)
        #expect(result.outcomes == [.rerun, .rerun])
        let again = Self.rewrite(
            result.text,
            [
                [(["Output/demo-L1-n5-4b1f00a7c2: 5 puzzles, 716551093 first"], [], 0), (["2"], [], 0)],
                [(["Output/demo-L1-n5-4b1f00a7c2: 5 puzzles, 0 failures"], [], 0)]
            ])
        #expect(again.outcomes == [.rewritten(notes: []), .agrees])
        #expect(again.text.contains("Output/demo-L1-n5-4b1f00a7c2: 5 puzzles, 716551093 first\n$ ls"))
    }

    @Test func anIdentifierGivenTwoNewNamesIsRefused() {
        let text = "```\n$ wikiblanks ids\nfirst 30cb040e88\nsecond 30cb040e88\n```\n"
        let result = Self.rewrite(text, [[(["first 4b1f00a7c2", "second 9d9d9d9d9e"], [], 0)]])
        #expect(result.text == text)
        guard case .refused = result.outcomes.first else {
            Issue.record("not refused: \(result.outcomes)")
            return
        }
    }

    @Test func identifiersAreHashLikeWordsOnly() {
        #expect(IdentifierRenames.isIdentifier("30cb040e88") && IdentifierRenames.isIdentifier("3fa2c9d0"))
        #expect(!IdentifierRenames.isIdentifier("716551092"), "all digits: a revision id or a count")
        #expect(!IdentifierRenames.isIdentifier("puzzles"), "no digit: a word")
        #expect(!IdentifierRenames.isIdentifier("ab12cd3"), "shorter than 8")
        var renames = IdentifierRenames()
        let added = renames.add([("aaaa1111", "bbbb2222"), ("bbbb2222", "cccc3333")])
        #expect(added)
        #expect(
            renames.applied(to: "aaaa1111 bbbb2222 xaaaa1111 aaaa1111.json")
                == "bbbb2222 cccc3333 xaaaa1111 bbbb2222.json",
            "whole words, renamed once, never chained")
    }

    /// The docs test reads each step's output and exit status apart, also after a step that
    /// printed no final newline; rewrite mode's refusals rest on the status.
    @Test func eachStepsStatusIsReadApart() throws {
        let example = try #require(
            DocExample.examples(in: "```\n$ printf 'a'\na\n$ false\n$ echo b >&2\nb\n```\n", file: "x.md").first)
        let scratch = try DocExamplesTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try DocExamplesTests.run(example, in: scratch)
        #expect(run.steps.map(\.status) == [0, 1, 0])
        #expect(run.steps.map { ExampleOutput.trimmed($0.standardOutput) } == [["a"], [], []])
        #expect(run.steps.map { ExampleOutput.trimmed($0.standardError) } == [[], [], ["b"]])
        #expect(run.failedSetup.isEmpty)
    }
}
