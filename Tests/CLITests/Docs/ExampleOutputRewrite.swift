import Foundation

/// The shown output of one step rewritten to what its command printed, keeping what the author
/// wrote on purpose: every line that still matches stays as it is (a `…` line, a line with `…`
/// in it, a line whose differences are all `varies`), a line whose only change is an identifier
/// (IdentifierRenames) keeps its form with the new identifier, and the other lines become what
/// was printed.
///
/// A line that differs only in words (runs of letters and digits), word for word with the same
/// text between them, is reworded: its `…` and `varies` parts stay, each word becomes the
/// printed one. A line with no such match is replaced by the printed line.
///
/// The shown lines are aligned with the printed ones (standard output and error, each in its
/// order, as ExampleOutput reads them) at the least cost: a line kept costs nothing, a line
/// renamed 1, reworded 2, a shown line replaced by a printed one 3, a printed line added 3, a
/// shown line dropped 6. So a line changes in place rather than going while another comes, and
/// a `…` line, which stands for any lines at no cost, never takes a shown line's place: a
/// changed line beside it is reworded or replaced, not swallowed.
struct ExampleOutputRewrite {
    /// The new shown lines; without the empty lines that ended the old ones.
    let lines: [String]
    /// The identifiers the step printed anew, each with what the shown lines had.
    let renames: [(old: String, new: String)]
    /// Whether every shown line was kept or only renamed, no line added, replaced or dropped.
    let onlyRenamed: Bool
    /// Whether the step printed on standard error and every line of it is one the example
    /// shows (kept, renamed or under a `…` line): a failing command failed as documented.
    let errorAsShown: Bool
    /// Lines with `…` in them that matched nothing printed and were replaced.
    let replacedPatterns: [String]

    private enum Move {
        case keep, reword, absorbOut, absorbErr, endAny, replaceOut, replaceErr, addOut, addErr, drop
    }

    init(shown: [String], standardOutput: [String], standardError: [String], varies: VariesPatterns) {
        let shown = ExampleOutput.trimmed(shown)
        let out = ExampleOutput.trimmed(standardOutput)
        let err = ExampleOutput.trimmed(standardError)
        let maskedShown = shown.map(varies.masked)
        let maskedOut = out.map(varies.masked)
        let maskedErr = err.map(varies.masked)
        let rewordedOut = shown.indices.map { i in
            out.indices.map { Rewording(shown[i], maskedShown[i], to: out[$0], maskedOut[$0], varies) }
        }
        let rewordedErr = shown.indices.map { i in
            err.indices.map { Rewording(shown[i], maskedShown[i], to: err[$0], maskedErr[$0], varies) }
        }
        let matchOut = shown.indices.map { i in maskedOut.map { ExampleOutput.matches(maskedShown[i], $0) } }
        let matchErr = shown.indices.map { i in maskedErr.map { ExampleOutput.matches(maskedShown[i], $0) } }

        let (s, o, e) = (shown.count, out.count, err.count)
        func index(_ i: Int, _ j: Int, _ k: Int) -> Int { (i * (o + 1) + j) * (e + 1) + k }
        var cost = [Int](repeating: 0, count: (s + 1) * (o + 1) * (e + 1))
        func moves(_ i: Int, _ j: Int, _ k: Int) -> [(Move, Int, Int, Int, Int)] {
            var moves: [(Move, Int, Int, Int, Int)] = []
            if i < s {
                if ExampleOutput.isAnyLines(shown[i]) {
                    moves.append((.endAny, 0, i + 1, j, k))
                    if j < o { moves.append((.absorbOut, 0, i, j + 1, k)) }
                    if k < e { moves.append((.absorbErr, 0, i, j, k + 1)) }
                } else {
                    if j < o, matchOut[i][j] { moves.append((.keep, 0, i + 1, j + 1, k)) }
                    if k < e, matchErr[i][k] { moves.append((.keep, 0, i + 1, j, k + 1)) }
                    if j < o, let reworded = rewordedOut[i][j] {
                        moves.append((.reword, reworded.onlyIdentifiers ? 1 : 2, i + 1, j + 1, k))
                    }
                    if k < e, let reworded = rewordedErr[i][k] {
                        moves.append((.reword, reworded.onlyIdentifiers ? 1 : 2, i + 1, j, k + 1))
                    }
                    if j < o { moves.append((.replaceOut, 3, i + 1, j + 1, k)) }
                    if k < e { moves.append((.replaceErr, 3, i + 1, j, k + 1)) }
                    moves.append((.drop, 6, i + 1, j, k))
                }
            }
            if j < o { moves.append((.addOut, 3, i, j + 1, k)) }
            if k < e { moves.append((.addErr, 3, i, j, k + 1)) }
            return moves
        }
        for i in stride(from: s, through: 0, by: -1) {
            for j in stride(from: o, through: 0, by: -1) {
                for k in stride(from: e, through: 0, by: -1) {
                    cost[index(i, j, k)] = moves(i, j, k).map { $0.1 + cost[index($0.2, $0.3, $0.4)] }.min() ?? 0
                }
            }
        }

        var lines: [String] = []
        var renames: [(old: String, new: String)] = []
        var replacedPatterns: [String] = []
        var onlyRenamed = true
        var errorAsShown = !err.isEmpty
        var (i, j, k) = (0, 0, 0)
        while i < s || j < o || k < e {
            guard
                let (move, _, ni, nj, nk) = moves(i, j, k).first(where: {
                    $0.1 + cost[index($0.2, $0.3, $0.4)] == cost[index(i, j, k)]
                })
            else { break }
            switch move {
            case .keep, .endAny:
                lines.append(shown[i])
            case .reword:
                guard let reworded = nj > j ? rewordedOut[i][j] : rewordedErr[i][k] else { break }
                lines.append(reworded.line)
                renames += reworded.renames
                onlyRenamed = onlyRenamed && reworded.onlyIdentifiers
                if nk > k, !reworded.onlyIdentifiers { errorAsShown = false }
            case .replaceOut, .replaceErr:
                let printed = move == .replaceOut ? out[j] : err[k]
                lines.append(varies.keepingVaryingText(of: shown[i], in: printed))
                if shown[i].contains("…") { replacedPatterns.append(shown[i]) }
                onlyRenamed = false
                if move == .replaceErr { errorAsShown = false }
            case .addOut:
                lines.append(out[j])
                onlyRenamed = false
            case .addErr:
                lines.append(err[k])
                onlyRenamed = false
                errorAsShown = false
            case .drop:
                if shown[i].contains("…") { replacedPatterns.append(shown[i]) }
                onlyRenamed = false
            case .absorbOut, .absorbErr:
                break
            }
            (i, j, k) = (ni, nj, nk)
        }
        self.lines = lines
        self.renames = renames
        self.onlyRenamed = onlyRenamed
        self.errorAsShown = errorAsShown
        self.replacedPatterns = replacedPatterns
    }

    /// A shown line with its words replaced by those of a printed line it matches word for word:
    /// the text between the words the same, a `…` standing for any text and what `varies`
    /// matches in the shown line for any text too (it stays as shown).
    private struct Rewording {
        let line: String
        /// The identifiers that changed, each with its new name.
        let renames: [(old: String, new: String)]
        /// Whether every word that changed is an identifier.
        let onlyIdentifiers: Bool

        init?(
            _ shown: String, _ maskedShown: String, to printed: String, _ maskedPrinted: String,
            _ varies: VariesPatterns
        ) {
            guard !ExampleOutput.matches(maskedShown, maskedPrinted) else { return nil }
            let varying = varies.ranges(in: shown)
            let words = IdentifierRenames.words(in: shown).filter { word in !varying.contains { $0.overlaps(word) } }
            guard !words.isEmpty else { return nil }
            func literal(_ text: Substring) -> String {
                var pattern = ""
                var index = text.startIndex
                while index < text.endIndex {
                    if let range = varying.first(where: { $0.contains(index) }) {
                        pattern += ".*"
                        index = min(range.upperBound, text.endIndex)
                    } else {
                        pattern +=
                            text[index] == "…" ? ".*" : NSRegularExpression.escapedPattern(for: String(text[index]))
                        index = text.index(after: index)
                    }
                }
                return pattern
            }
            var pattern = "^"
            var last = shown.startIndex
            for range in words {
                pattern += literal(shown[last..<range.lowerBound]) + "(?<![A-Za-z0-9])([A-Za-z0-9]+)(?![A-Za-z0-9])"
                last = range.upperBound
            }
            pattern += literal(shown[last...]) + "$"
            guard let expression = try? NSRegularExpression(pattern: pattern),
                let match = expression.firstMatch(in: printed, range: NSRange(printed.startIndex..., in: printed))
            else { return nil }
            var line = ""
            var renames: [(old: String, new: String)] = []
            var onlyIdentifiers = true
            last = shown.startIndex
            for (number, range) in words.enumerated() {
                guard let captured = Range(match.range(at: number + 1), in: printed) else { return nil }
                let old = shown[range]
                let new = printed[captured]
                line += shown[last..<range.lowerBound] + new
                last = range.upperBound
                if old == new { continue }
                if IdentifierRenames.isIdentifier(old) {
                    renames.append((String(old), String(new)))
                } else {
                    onlyIdentifiers = false
                }
            }
            line += shown[last...]
            guard ExampleOutput.matches(varies.masked(line), maskedPrinted) else { return nil }
            self.line = line
            self.renames = renames
            self.onlyIdentifiers = onlyIdentifiers
        }
    }
}
