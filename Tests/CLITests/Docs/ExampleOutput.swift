import Foundation

/// Whether what a command printed is what its example shows.
///
/// The shown lines must be the command's standard output and standard error interleaved (each
/// stream in its own order: the example shows them as a terminal does, the test reads them
/// apart). A shown line `…` (or `...`, indented or not) stands for any lines; `…` inside a line for any text.
/// Before comparing, every match of an example's `varies` patterns is left out of both sides.
struct ExampleOutput {
    let expected: [String]
    let standardOutput: [String]
    let standardError: [String]
    /// Whether the lines may come in any order (`DocExample.anyOrder`): then the shown lines
    /// and the printed ones, both streams together, are compared sorted.
    let anyOrder: Bool

    init(
        expected: [String], standardOutput: [String], standardError: [String], varies: [String], anyOrder: Bool = false
    ) throws {
        try self.init(
            expected: expected, standardOutput: standardOutput, standardError: standardError,
            varies: VariesPatterns(varies), anyOrder: anyOrder)
    }

    init(
        expected: [String], standardOutput: [String], standardError: [String], varies: VariesPatterns,
        anyOrder: Bool = false
    ) {
        self.expected = Self.trimmed(expected).map(varies.masked)
        self.standardOutput = Self.trimmed(standardOutput).map(varies.masked)
        self.standardError = Self.trimmed(standardError).map(varies.masked)
        self.anyOrder = anyOrder
    }

    /// The lines without the empty lines that end them: a block may end in a blank line, a
    /// command's output in a newline, and neither is shown.
    static func trimmed(_ lines: [String]) -> [String] {
        Array(lines.reversed().drop { $0.isEmpty }.reversed())
    }

    static func isAnyLines(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "…" || trimmed == "..."
    }

    /// A shown line with `…` in it read as a pattern; the whole line must match.
    static func matches(_ shown: String, _ printed: String) -> Bool {
        guard shown.contains("…") else { return shown == printed }
        let pattern =
            "^"
            + shown.components(separatedBy: "…").map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".*")
            + "$"
        return printed.range(of: pattern, options: .regularExpression) != nil
    }

    var agrees: Bool {
        if anyOrder { return expected.sorted() == (standardOutput + standardError).sorted() }
        var memo: [Int: Bool] = [:]
        let width = (standardOutput.count + 1) * (standardError.count + 1)
        func agree(_ shown: Int, _ out: Int, _ err: Int) -> Bool {
            let key = shown * width + out * (standardError.count + 1) + err
            if let known = memo[key] { return known }
            let result: Bool
            if shown == expected.count {
                result = out == standardOutput.count && err == standardError.count
            } else if Self.isAnyLines(expected[shown]) {
                result =
                    agree(shown + 1, out, err)
                    || (out < standardOutput.count && agree(shown, out + 1, err))
                    || (err < standardError.count && agree(shown, out, err + 1))
            } else {
                result =
                    (out < standardOutput.count && Self.matches(expected[shown], standardOutput[out])
                        && agree(shown + 1, out + 1, err))
                    || (err < standardError.count && Self.matches(expected[shown], standardError[err])
                        && agree(shown + 1, out, err + 1))
            }
            memo[key] = result
            return result
        }
        return agree(0, 0, 0)
    }
}
