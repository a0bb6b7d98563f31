import BlanksModel
import BlanksSupport

/// Lays out a game for the terminal: the passage with numbered blanks, the
/// word list, and after submitting each blank right or wrong.
///
/// Markers read the same without colour: `[3 ______]` empty, `[3: under]`
/// filled; after submitting `[3 right: under]`, `[3 wrong: over, answer: under]`.
struct PassageRenderer: Sendable {
    var style: TerminalStyle
    var width: Int

    init(style: TerminalStyle, width: Int) {
        self.style = style
        self.width = width
    }

    static let emptyMark = "______"

    /// The passage as lines, blanks marked with the player's entries, or with
    /// right and wrong once `results` are given.
    func passage(_ session: GameSession, results: [BlankResult]? = nil) -> [String] {
        let units = Array(session.puzzle.text.utf16)
        return lines(runs(session, results: results, from: 0, to: units.count, units: units))
    }

    /// Blank `number`'s sentence (`Puzzle.sentenceRange(ofBlank:)`), indented,
    /// with the blanks in it marked as in the passage (right or wrong once
    /// `results` are given); empty for no such blank.
    func sentence(_ session: GameSession, blank number: Int, results: [BlankResult]? = nil) -> [String] {
        guard let range = session.puzzle.sentenceRange(ofBlank: number) else { return [] }
        let units = Array(session.puzzle.text.utf16)
        let indent = "  "
        let indented = PassageRenderer(style: style, width: max(width - indent.count, 20))
        return indented.lines(runs(session, results: results, from: range.start, to: range.end, units: units))
            .map { indent + $0 }
    }

    /// The text from `start` to `end` (UTF-16 offsets, at blank boundaries)
    /// as runs, each blank inside it a marker.
    private func runs(
        _ session: GameSession, results: [BlankResult]?, from start: Int, to end: Int,
        units: [UTF16.CodeUnit]
    ) -> [StyledRun] {
        var runs: [StyledRun] = []
        var position = start
        for (index, blank) in session.puzzle.blanks.enumerated() where blank.start >= start && blank.range.end <= end {
            runs.append(StyledRun(String(decoding: units[position..<blank.start], as: UTF16.self)))
            if let results {
                runs += resultMarker(results[index])
            } else {
                runs += entryMarker(index + 1, session.entry(index + 1))
            }
            position = blank.start + blank.length
        }
        runs.append(StyledRun(String(decoding: units[position..<end], as: UTF16.self)))
        return runs
    }

    /// The words to choose from, numbered; words already placed say where.
    func options(_ session: GameSession) -> [String] {
        var runs: [StyledRun] = [StyledRun("Words: ", .heading)]
        for (index, word) in session.options.enumerated() {
            let placed = session.entries.indices.filter { session.entries[$0] == word }.map { "\($0 + 1)" }
            if index > 0 { runs.append(StyledRun("  ")) }
            runs.append(StyledRun("\(index + 1) ", .dim, atomic: true))
            if placed.isEmpty {
                runs.append(StyledRun(word, .plain, atomic: true))
            } else {
                runs.append(StyledRun(word, .dim, atomic: true))
                runs.append(StyledRun(" (in \(placed.joined(separator: ",")))", .dim, atomic: true))
            }
        }
        return lines(runs)
    }

    /// One line per blank: right or wrong, what was given, the answer, and
    /// how far its hint was shown when the player asked for one.
    func resultTable(_ results: [BlankResult]) -> [String] {
        let givenWidth = results.map { ($0.given?.escapingControlCharacters ?? "-").count }.max() ?? 1
        return results.map { result in
            let number = String(repeating: " ", count: max(0, 3 - "\(result.blank)".count)) + "\(result.blank)"
            let given = result.given?.escapingControlCharacters ?? "-"
            let padded = given + String(repeating: " ", count: givenWidth - given.count)
            let hinted = result.hint.map { [StyledRun("  (hint: \($0.name))", .dim)] } ?? []
            if result.isRight {
                return style.render(
                    [
                        StyledRun("\(number)  "), StyledRun("right", .right),
                        StyledRun("  \(result.hint == nil ? given : padded)")
                    ] + hinted)
            }
            return style.render(
                [
                    StyledRun("\(number)  "), StyledRun(result.given == nil ? "empty" : "wrong", .wrong),
                    StyledRun("  \(padded)  answer: "),
                    StyledRun(result.answer.escapingControlCharacters, .answer)
                ] + hinted)
        }
    }

    /// Wraps and renders runs to lines. Control characters in the runs' text
    /// (from a title, a word, the passage) are escaped first, so none reaches
    /// the terminal: a plain run keeps its newlines, which only end a line;
    /// an atomic run (a word, a marker) is kept to one line.
    func lines(_ runs: [StyledRun]) -> [String] {
        TextWrapper(width: width).wrap(runs.map(Self.escaped)).map(style.render)
    }

    static func escaped(_ run: StyledRun) -> StyledRun {
        var run = run
        run.text =
            run.isAtomic
            ? run.text.escapingControlCharacters
            : run.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).escapingControlCharacters }.joined(separator: "\n")
        return run
    }

    private func entryMarker(_ number: Int, _ entry: String?) -> [StyledRun] {
        guard let entry else { return [StyledRun("[\(number) \(Self.emptyMark)]", .emptyBlank, atomic: true)] }
        return [StyledRun("[\(number): \(entry)]", .filledBlank, atomic: true)]
    }

    private func resultMarker(_ result: BlankResult) -> [StyledRun] {
        if result.isRight {
            return [StyledRun("[\(result.blank) right: \(result.answer)]", .right, atomic: true)]
        }
        let given = result.given.map { "wrong: \($0)," } ?? "empty,"
        return [
            StyledRun("[\(result.blank) \(given)", .wrong, atomic: true),
            StyledRun(" answer: \(result.answer)", .answer, atomic: true),
            StyledRun("]", .wrong, atomic: true)
        ]
    }
}
