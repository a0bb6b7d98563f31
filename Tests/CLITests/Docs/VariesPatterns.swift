import Foundation

/// The `varies` patterns of an example: what the docs test leaves out of both sides before
/// comparing (a timing, a rate, a date), and what rewrite mode keeps as the author wrote it.
struct VariesPatterns: @unchecked Sendable {
    private let patterns: [NSRegularExpression]

    init(_ varies: [String]) throws {
        patterns = try varies.map { try NSRegularExpression(pattern: $0) }
    }

    private init(_ pattern: NSRegularExpression) {
        patterns = [pattern]
    }

    /// The line with every match of every pattern, in turn, written `⟨varies⟩`.
    func masked(_ line: String) -> String {
        patterns.reduce(line) { line, pattern in
            pattern.stringByReplacingMatches(
                in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "⟨varies⟩")
        }
    }

    /// Where the patterns match the line, each on the line as it is.
    func ranges(in line: String) -> [Range<String.Index>] {
        patterns.flatMap { pattern in
            pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap {
                Range($0.range, in: line)
            }
        }
    }

    /// The printed line with what varies in it written as the shown line had it, when both have
    /// as many matches of each pattern: a line rewritten for another reason keeps its author's
    /// timing instead of taking the debug build's. Otherwise (or when the result would compare
    /// differently) the printed line as it is.
    func keepingVaryingText(of shown: String, in printed: String) -> String {
        var result = printed
        for pattern in patterns {
            let old = VariesPatterns(pattern).ranges(in: shown).map { String(shown[$0]) }
            let new = VariesPatterns(pattern).ranges(in: result)
            guard old.count == new.count, !old.isEmpty else { continue }
            for (range, text) in zip(new, old).reversed() { result.replaceSubrange(range, with: text) }
        }
        return masked(result) == masked(printed) ? result : printed
    }
}
