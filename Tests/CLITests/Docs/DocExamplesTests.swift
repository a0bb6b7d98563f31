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
@Suite struct DocExamplesTests {
    static let shownFolder = "/home/me/wikiblanks"

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    @Test(arguments: documents)
    func everyExampleOfTheDocumentPrintsWhatItShows(_ document: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        let examples = DocExample.examples(in: text, file: document)
        guard examples.contains(where: { $0.notRun == nil }) else { return }
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for example in examples where example.notRun == nil {
            try Self.check(example, in: scratch)
        }
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
        try files.copyItem(at: repositoryRoot.appendingPathComponent("Corpus"), to: scratch.appendingPathComponent("Corpus"))
        for shared in ["Data", "Tests"] {
            try files.createSymbolicLink(at: scratch.appendingPathComponent(shared), withDestinationURL: repositoryRoot.appendingPathComponent(shared))
        }
        try files.createDirectory(at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        return scratch
    }

    static func check(_ example: DocExample, in scratch: URL) throws {
        let local = { (command: String) in command.replacingOccurrences(of: "/tmp/", with: scratch.path + "/tmp/") }
        let environment: [String: String?] = [
            "PATH": CommandRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": scratch.path, "XDG_DATA_HOME": scratch.path + "/.local/share", "LANG": "C.UTF-8", "LC_ALL": nil,
            "TZ": "UTC", "NO_COLOR": "1", "COLUMNS": nil, "WIKIBLANKS_CONTACT": nil,
        ]
        for command in example.setup {
            let prepared = try CommandRunner.run(["-c", local(command)], in: scratch, environment: environment, executable: Self.bash)
            #expect(prepared.status == 0, "\(example): setup `\(command)` failed: \(prepared.stderr)")
        }
        var script = "__status=0\n"
        for (index, step) in example.steps.enumerated() {
            // The separator starts a line of its own even after output with no final newline.
            script += "printf '\\n\(Self.separator(index))\\n'; printf '\\n\(Self.separator(index))\\n' >&2\n"
            script += "(exit $__status); \(local(step.command))\n__status=$?\n"
        }
        let result = try CommandRunner.run(["-c", script], in: scratch, environment: environment, executable: Self.bash)
        let printed = { (stream: String) -> [[String]] in
            let shown = stream.replacingOccurrences(of: scratch.path + "/tmp/", with: "/tmp/")
                .replacingOccurrences(of: scratch.path, with: Self.shownFolder)
            var steps: [[String]] = []
            for line in shown.components(separatedBy: "\n") {
                if line.hasPrefix("@@example step ") { steps.append([]) } else if !steps.isEmpty { steps[steps.count - 1].append(line) }
            }
            return steps
        }
        let out = printed(result.stdout), err = printed(result.stderr)
        for (index, step) in example.steps.enumerated() {
            let output = try ExampleOutput(expected: step.expected, standardOutput: index < out.count ? out[index] : [],
                                           standardError: index < err.count ? err[index] : [], varies: example.varies)
            #expect(output.agrees, """
                \(example): `$ \(step.command)` printed something else than the example shows.
                shown:
                \(step.expected.joined(separator: "\n"))
                standard output:
                \(output.standardOutput.joined(separator: "\n"))
                standard error:
                \(output.standardError.joined(separator: "\n"))
                """)
        }
    }

    static let bash = URL(fileURLWithPath: "/bin/bash")

    static func separator(_ index: Int) -> String { "@@example step \(index)@@" }
}
