/// Greedy word wrap of styled runs to a column width, counting characters
/// (grapheme clusters) and never breaking an atomic run. Spaces between
/// words on a line are kept as typed; at a line break they are dropped. A
/// newline in the text ends the line, so "\n\n" between paragraphs leaves
/// an empty line.
struct TextWrapper: Sendable {
    var width: Int

    init(width: Int) {
        self.width = max(width, 1)
    }

    /// The wrapped lines, each a list of runs without trailing spaces.
    func wrap(_ runs: [StyledRun]) -> [[StyledRun]] {
        var lines: [[StyledRun]] = []
        var line: [StyledRun] = []
        var lineWidth = 0
        var word: [StyledRun] = []
        var pendingSpaces = 0

        func placeWord() {
            guard !word.isEmpty else { return }
            let wordWidth = word.reduce(0) { $0 + $1.text.count }
            if !line.isEmpty, lineWidth + max(pendingSpaces, 1) + wordWidth > width {
                lines.append(line)
                line = []
                lineWidth = 0
            } else if !line.isEmpty, pendingSpaces > 0 {
                line.append(StyledRun(String(repeating: " ", count: pendingSpaces)))
                lineWidth += pendingSpaces
            }
            line += word
            lineWidth += wordWidth
            word = []
            pendingSpaces = 0
        }

        for run in runs {
            if run.isAtomic {
                word.append(run)
                continue
            }
            var piece = ""
            for character in run.text {
                if character == "\n" || character == " " || character == "\t" {
                    if !piece.isEmpty { word.append(StyledRun(piece, run.style)) }
                    piece = ""
                    placeWord()
                    if character == "\n" {
                        lines.append(line)
                        line = []
                        lineWidth = 0
                        pendingSpaces = 0
                    } else {
                        pendingSpaces += character == "\t" ? 4 : 1
                    }
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { word.append(StyledRun(piece, run.style)) }
        }
        placeWord()
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
