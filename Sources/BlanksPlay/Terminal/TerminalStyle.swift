/// Turns styled runs into terminal text: ANSI colours when colour is on,
/// the bare text otherwise (the markers themselves carry the meaning).
struct TerminalStyle: Hashable, Sendable {
    var colour: Bool

    init(colour: Bool) {
        self.colour = colour
    }

    /// Runs in a row with the same style share one colour sequence, as do
    /// the spaces between them.
    func render(_ runs: [StyledRun]) -> String {
        var merged: [StyledRun] = []
        for (index, run) in runs.enumerated() {
            var run = run
            if run.style == .plain, run.text.allSatisfy({ $0 == " " }), let previous = merged.last,
                index + 1 < runs.count, runs[index + 1].style == previous.style
            {
                run.style = previous.style
            }
            if let last = merged.last, last.style == run.style {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        return merged.map(render).joined()
    }

    func render(_ run: StyledRun) -> String {
        guard colour, let code = Self.code(run.style) else { return run.text }
        return "\u{1B}[\(code)m\(run.text)\u{1B}[0m"
    }

    private static func code(_ style: StyledRun.Style) -> String? {
        switch style {
        case .plain: return nil
        case .heading: return "1"
        case .dim: return "2"
        case .emptyBlank: return "1;33"
        case .filledBlank: return "1;4;36"
        case .right: return "1;32"
        case .wrong: return "1;31"
        case .answer: return "32"
        case .warning: return "33"
        }
    }
}
