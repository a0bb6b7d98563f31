import BlanksTestSupport
import Foundation
import Testing

/// The docs cannot drift: every example of README.md and docs/*.md that shows a command and
/// its output is run, against the embedded corpus, and fails its test when the output differs
/// (an id, a figure, a JSON field). DocExample says how an example is marked.
///
/// Each document's examples run in order, as a reader follows them, in a scratch folder shown
/// as `/home/me/wikiblanks` that holds a copy of `Corpus/` and the repository's `Data/` and
/// `Tests/`; `/tmp/` in a command is a folder of the scratch one; `wikiblanks` is the debug
/// binary. What the test does not compare is what each example's `varies` markers name.
///
/// With `WIKIBLANKS_DOCS_REWRITE=1` in its environment (`make docs-examples`) the test writes
/// what the commands printed into the documents instead of failing (DocExampleRewriter); it
/// still fails on what it refuses to write, and a document whose commands name identifiers the
/// run printed anew is run again with the new names, until nothing changes.
@Suite struct DocExamplesTests {
    static let shownFolder = "/home/me/wikiblanks"

    static let rewriting = ProcessInfo.processInfo.environment["WIKIBLANKS_DOCS_REWRITE"] == "1"

    /// How often rewrite mode runs a document at the most: once, and again after each run that
    /// renamed identifiers (a batch's id, then in a command naming it, the id of a puzzle of it).
    static let rewriteRounds = 4

    static let documents: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    @Test(arguments: documents)
    func everyExampleOfTheDocumentPrintsWhatItShows(_ document: String) throws {
        if Self.rewriting { return try Self.rewrite(document) }
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        let examples = DocExample.examples(in: text, file: document)
        guard examples.contains(where: { $0.notRun == nil }) else { return }
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for example in examples where example.notRun == nil {
            let run = try Self.run(example, in: scratch)
            for failed in run.failedSetup { Issue.record("\(example): setup \(failed)") }
            for (index, step) in example.steps.enumerated() {
                let printed = run.steps[index]
                let output = try ExampleOutput(
                    expected: step.expected, standardOutput: printed.standardOutput,
                    standardError: printed.standardError, varies: example.varies, anyOrder: example.anyOrder)
                #expect(output.agrees, "\(example): \(Self.difference(step, output))")
            }
        }
    }

    /// Runs the document's examples and writes what they printed where it differs; records
    /// what it refused to write as failures, and prints what it rewrote.
    static func rewrite(_ document: String) throws {
        let file = repositoryRoot.appendingPathComponent(document)
        let original = try String(contentsOf: file, encoding: .utf8)
        var text = original
        var refused: [String] = []
        var settled = false
        for _ in 0..<rewriteRounds where !settled {
            let examples = DocExample.examples(in: text, file: document).filter { $0.notRun == nil }
            guard !examples.isEmpty else { return }
            let scratch = try scratchFolder()
            defer { try? FileManager.default.removeItem(at: scratch) }
            var rewriter = DocExampleRewriter(text: text)
            refused = []
            for example in examples {
                let run = try Self.run(example, in: scratch)
                switch rewriter.record(example, run: run) {
                case .agrees, .rerun:
                    break
                case .rewritten(let notes):
                    print("\(example): rewritten" + notes.map { "\n  \($0)" }.joined())
                case .refused(let reason):
                    let differences = try zip(example.steps, run.steps).map { step, printed in
                        try ExampleOutput(
                            expected: step.expected, standardOutput: printed.standardOutput,
                            standardError: printed.standardError, varies: example.varies, anyOrder: example.anyOrder)
                    }
                    let listing = zip(example.steps, differences).filter { !$0.1.agrees }.map { difference($0.0, $0.1) }
                    refused.append("\(example): not rewritten: \(reason)\n" + listing.joined(separator: "\n"))
                }
            }
            settled = rewriter.renames.isEmpty
            text = rewriter.text
        }
        if text != original { try text.write(to: file, atomically: true, encoding: .utf8) }
        for failure in refused { Issue.record(Comment(rawValue: failure)) }
        #expect(
            settled,
            "\(document): still renaming identifiers after \(rewriteRounds) runs; run it again and read the diff")
    }

    /// Examples the test cannot run say why, so that skipping one is a decision in the text.
    @Test(arguments: documents)
    func anExampleLeftUnrunSaysWhy(_ document: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        for example in DocExample.examples(in: text, file: document) {
            if let reason = example.notRun { #expect(reason.count > 10, "\(example): say why it is not run") }
        }
    }

    static func scratchFolder() throws -> URL {
        let scratch = try TemporaryDirectory("docs").url.resolvingSymlinksInPath()
        let files = FileManager.default
        try files.copyItem(
            at: repositoryRoot.appendingPathComponent("Corpus"), to: scratch.appendingPathComponent("Corpus"))
        for shared in ["Data", "Tests"] {
            try files.createSymbolicLink(
                at: scratch.appendingPathComponent(shared),
                withDestinationURL: repositoryRoot.appendingPathComponent(shared))
        }
        try files.createDirectory(at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        return scratch
    }

    /// Runs the example's setup commands, then its steps in one shell (so that `cd` and
    /// variables carry from step to step as in a terminal), reading each step's output and
    /// exit status apart by separator lines.
    static func run(_ example: DocExample, in scratch: URL) throws -> ExampleRun {
        let local = { (command: String) in command.replacingOccurrences(of: "/tmp/", with: scratch.path + "/tmp/") }
        let environment: [String: String?] = [
            "PATH": CommandRunner.binary.deletingLastPathComponent().path + ":"
                + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": scratch.path, "XDG_DATA_HOME": scratch.path + "/.local/share", "LANG": "C.UTF-8", "LC_ALL": nil,
            "TZ": "UTC", "NO_COLOR": "1", "COLUMNS": nil, "WIKIBLANKS_CONTACT": nil, "WIKIBLANKS_DOCS_REWRITE": nil
        ]
        var failedSetup: [String] = []
        for command in example.setup {
            let prepared = try CommandRunner.run(
                ["-c", local(command)], in: scratch, environment: environment, executable: Self.bash)
            if prepared.status != 0 { failedSetup.append("`\(command)` failed: \(prepared.stderr)") }
        }
        var script = "__status=0\n"
        for (index, step) in example.steps.enumerated() {
            // The separator starts a line of its own even after output with no final newline.
            script += "printf '\\n\(Self.separator(index))\\n'; printf '\\n\(Self.separator(index))\\n' >&2\n"
            script += "(exit $__status); \(local(step.command))\n__status=$?\n"
            script += "printf '\\n\(Self.statusSeparator)%d@@\\n' $__status\n"
        }
        let result = try CommandRunner.run(["-c", script], in: scratch, environment: environment, executable: Self.bash)
        var statuses: [Int: Int32] = [:]
        let printed = { (stream: String) -> [[String]] in
            let shown = stream.replacingOccurrences(of: scratch.path + "/tmp/", with: "/tmp/")
                .replacingOccurrences(of: scratch.path, with: Self.shownFolder)
            var steps: [[String]] = []
            for line in shown.components(separatedBy: "\n") {
                if line.hasPrefix("@@example step ") {
                    steps.append([])
                } else if line.hasPrefix(Self.statusSeparator),
                    let status = Int32(line.dropFirst(Self.statusSeparator.count).dropLast(2))
                {
                    statuses[steps.count - 1] = status
                } else if !steps.isEmpty {
                    steps[steps.count - 1].append(line)
                }
            }
            return steps
        }
        let out = printed(result.stdout)
        let err = printed(result.stderr)
        return ExampleRun(
            steps: example.steps.indices.map { index in
                ExampleRun.Step(
                    standardOutput: index < out.count ? out[index] : [],
                    standardError: index < err.count ? err[index] : [],
                    status: statuses[index])
            }, failedSetup: failedSetup)
    }

    /// What a failing example reports: the command, what the example shows and what was printed.
    static func difference(_ step: DocExample.Step, _ output: ExampleOutput) -> String {
        """
        `$ \(step.command)` printed something else than the example shows.
        shown:
        \(step.expected.joined(separator: "\n"))
        standard output:
        \(output.standardOutput.joined(separator: "\n"))
        standard error:
        \(output.standardError.joined(separator: "\n"))
        """
    }

    static let bash = URL(fileURLWithPath: "/bin/bash")

    static func separator(_ index: Int) -> String { "@@example step \(index)@@" }

    /// Printed on standard output after each step, before the exit status and `@@`.
    static let statusSeparator = "@@example status "
}
