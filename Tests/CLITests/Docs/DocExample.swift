import Foundation

/// One example of README.md or docs/*.md: a fenced block of `$ COMMAND` lines, each followed
/// by the output the command prints, and the markers in HTML comments just before the fence
/// (invisible on a rendered page) that say how the test runs it:
///
/// - `<!-- example: setup COMMAND -->` runs COMMAND first, unseen (a file the text made earlier);
/// - `<!-- example: varies REGEX -->` compares the output with what REGEX matches left out, on
///   both sides (a timing, a port): what varies is named where it varies;
/// - `<!-- example: any order -->` compares the lines as sets with repeats: a command whose
///   parts finish in an order of their own (`stats`) prints the same lines in another order;
/// - `<!-- example: not run — REASON -->` is an example the test cannot run (a MediaWiki server,
///   a release build or a training run of minutes); the reason is required.
///
/// In the shown output a line `…` stands for any lines, and `…` inside a line for any text.
struct DocExample: Sendable, CustomStringConvertible {
    struct Step: Sendable {
        let command: String
        let expected: [String]
        /// 0-based index, among the document's lines, of the first line after the command:
        /// where its shown output starts (rewrite mode replaces it there).
        let outputLine: Int
    }

    let file: String
    /// 1-based line of the opening fence.
    let line: Int
    let steps: [Step]
    let setup: [String]
    let varies: [String]
    /// The `any order` marker: the output is compared line by line, in any order.
    let anyOrder: Bool
    let notRun: String?

    var description: String { "\(file):\(line)" }

    /// Every example of a Markdown text, in order.
    static func examples(in text: String, file: String) -> [DocExample] {
        let lines = text.components(separatedBy: "\n")
        var examples: [DocExample] = []
        var markers: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let marker = marker(line) {
                markers.append(marker)
                index += 1
                continue
            }
            guard line.hasPrefix("```") else {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { markers = [] }
                index += 1
                continue
            }
            let fence = index
            var body: [String] = []
            index += 1
            while index < lines.count && !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            if let steps = steps(body, from: fence + 1) {
                examples.append(
                    DocExample(
                        file: file, line: fence + 1, steps: steps,
                        setup: markers.compactMap { $0.removingPrefix("setup ") },
                        varies: markers.compactMap { $0.removingPrefix("varies ") },
                        anyOrder: markers.contains("any order"),
                        notRun: markers.compactMap { $0.removingPrefix("not run — ") }.first))
            }
            markers = []
        }
        return examples
    }

    /// `<!-- example: WHAT -->` gives WHAT.
    private static func marker(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- example: "), trimmed.hasSuffix(" -->") else { return nil }
        return String(trimmed.dropFirst("<!-- example: ".count).dropLast(" -->".count))
    }

    /// The commands and their output, when the block shows a command; a line ending in `\`
    /// goes on on the next. `first` is the index of the body's first line in the document.
    private static func steps(_ body: [String], from first: Int) -> [Step]? {
        guard body.contains(where: { $0.hasPrefix("$ ") }) else { return nil }
        var steps: [Step] = []
        var command: String?
        var expected: [String] = []
        var outputLine = first
        var continued = false
        for (offset, line) in body.enumerated() {
            if continued, let open = command {
                command = open + "\n" + line
                continued = line.hasSuffix("\\")
                outputLine = first + offset + 1
            } else if line.hasPrefix("$ ") {
                if let command { steps.append(Step(command: command, expected: expected, outputLine: outputLine)) }
                command = String(line.dropFirst(2))
                expected = []
                continued = line.hasSuffix("\\")
                outputLine = first + offset + 1
            } else {
                expected.append(line)
            }
        }
        if let command { steps.append(Step(command: command, expected: expected, outputLine: outputLine)) }
        return steps
    }
}

extension String {
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
