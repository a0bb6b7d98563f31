/// Rewrite mode of the docs test (`WIKIBLANKS_DOCS_REWRITE=1`, `make docs-examples`): a
/// Markdown text with the shown output of each example that differs from what its commands
/// printed rewritten (ExampleOutputRewrite), so that a change seen in dozens of examples (a
/// new generator version gives every batch, puzzle and passage anew) costs a run and a review
/// of the diff, not an afternoon of copying.
///
/// What stays as the author wrote it: every line outside the shown output of a differing step
/// (markers, commands, prose) and every block that agrees, byte for byte but for renamed
/// identifiers; and within a rewritten step the lines that still match. Identifiers a step
/// printed anew are carried through the whole text (IdentifierRenames), commands included;
/// an example whose commands name one is left for the caller to run again on the new text,
/// since they ran with the old names (a pipeline ending in `wc -l` prints `0` and succeeds
/// when its file is missing).
///
/// What is never written: the output of a step that failed (non-zero exit status, a setup
/// command failing, a run cut short), unless only its identifiers changed or it failed as
/// documented (every line it printed on standard error is one the example shows, as a
/// truncated dump's import does): a broken command must fail the test, not become the
/// example, and a silent failure (`cmp` finding a difference) is never documented. Nor a
/// printed line that would read as a command (`$ `) or end the block (```` ``` ````).
struct DocExampleRewriter: Sendable {
    enum Outcome: Sendable, Equatable {
        case agrees
        case rewritten(notes: [String])
        case refused(String)
        /// A command names an identifier renamed earlier in this run, so what it printed says
        /// nothing: the text must run again with the new names.
        case rerun
    }

    private let lines: [String]
    private var replacements: [(lines: Range<Int>, with: [String])] = []
    private(set) var renames = IdentifierRenames()

    init(text: String) {
        lines = text.components(separatedBy: "\n")
    }

    /// The text with every rewritten example and every rename.
    var text: String {
        var lines = self.lines
        for replacement in replacements.sorted(by: { $0.lines.lowerBound > $1.lines.lowerBound }) {
            lines.replaceSubrange(replacement.lines, with: replacement.with)
        }
        return renames.applied(to: lines.joined(separator: "\n"))
    }

    /// Compares what the example's steps printed with what it shows and records its rewrite.
    mutating func record(_ example: DocExample, run: ExampleRun) -> Outcome {
        var renames = self.renames
        // The identifiers learnt from the steps that ran right count even when a later step fails.
        defer { self.renames = renames }
        if example.setup.contains(where: renames.names) { return .rerun }
        if let failed = run.failedSetup.first { return .refused("setup failed: \(failed)") }
        guard let varies = try? VariesPatterns(example.varies) else {
            return .refused("a varies marker is not a regular expression: \(example.varies)")
        }
        var rewrites: [(step: DocExample.Step, rewrite: ExampleOutputRewrite)] = []
        for (index, step) in example.steps.enumerated() {
            if renames.names(step.command) { return .rerun }
            let printed =
                index < run.steps.count
                ? run.steps[index] : ExampleRun.Step(standardOutput: [], standardError: [], status: nil)
            let output = ExampleOutput(
                expected: step.expected, standardOutput: printed.standardOutput,
                standardError: printed.standardError, varies: varies, anyOrder: example.anyOrder)
            if output.agrees { continue }
            let rewrite = ExampleOutputRewrite(
                shown: step.expected, standardOutput: printed.standardOutput,
                standardError: printed.standardError, varies: varies)
            guard printed.status == 0 || (printed.status != nil && (rewrite.onlyRenamed || rewrite.errorAsShown)) else {
                let status = printed.status.map { "exited with status \($0)" } ?? "did not finish"
                return .refused(
                    "`$ \(step.command)` \(status) and printed something else than shown: "
                        + "a failure that is not the documented one is not written into the docs; fix the command, or the text by hand"
                )
            }
            let shown = Set(step.expected)
            if let line = rewrite.lines.first(where: {
                !shown.contains($0) && ($0.hasPrefix("$ ") || $0.hasPrefix("```"))
            }) {
                return .refused(
                    "`$ \(step.command)` printed `\(line)`, which would read as a command or end the block; write it by hand"
                )
            }
            guard renames.add(rewrite.renames) else {
                return .refused(
                    "`$ \(step.command)` printed an identifier with another new name than before: rename it by hand")
            }
            rewrites.append((step, rewrite))
        }
        guard !rewrites.isEmpty else { return .agrees }
        var notes: [String] = []
        for (step, rewrite) in rewrites {
            let shownCount = ExampleOutput.trimmed(step.expected).count
            replacements.append((step.outputLine..<step.outputLine + shownCount, rewrite.lines))
            notes += rewrite.replacedPatterns.map {
                "`\($0)` matched nothing `$ \(step.command)` printed and was replaced; put its `…` back if it still stands for something"
            }
        }
        return .rewritten(notes: notes)
    }
}
