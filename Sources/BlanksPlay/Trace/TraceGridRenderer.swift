import BlanksModel

/// Draws a trace puzzle: each box a small frame with its label and its
/// number (or a dot while empty), contacts between neighbouring cells as
/// lines, any other contact listed under the grid. Rows and columns of the
/// grid with no box at the edges are left out.
///
/// A cell is 5 characters wide and 4 lines tall, with 3 columns and 1 line
/// between cells for the contact lines. O(columns × rows) characters, so the
/// grid is only drawn for the sizes the generator makes; a validated puzzle
/// of another size is drawn only up to `maximumSide` cells a side.
struct TraceGridRenderer: Sendable {
    var glyphs: TraceGlyphs

    static let maximumSide = 12
    private static let cellWidth = 5
    private static let gapWidth = 3
    private static let cellHeight = 4

    /// The grid as lines; `number(label)` is what each box shows, nil for empty.
    func lines(_ puzzle: TracePuzzle, number: (String) -> Int?) -> [String] {
        let columns = min(max(puzzle.grid.columns, 0), Self.maximumSide)
        let rows = min(max(puzzle.grid.rows, 0), Self.maximumSide)
        guard columns > 0, rows > 0 else { return [] }
        let width = columns * Self.cellWidth + (columns - 1) * Self.gapWidth
        let height = rows * Self.cellHeight + (rows - 1)
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        var at: [[Int]: TraceBox] = [:]
        for box in puzzle.boxes where box.column < columns && box.row < rows && box.column >= 0 && box.row >= 0 {
            at[[box.column, box.row]] = box
            draw(box, shown: number(box.label), on: &canvas)
        }
        var others: [String] = []
        for contact in puzzle.contacts where contact.count == 2 {
            let ends = contact.compactMap { label in puzzle.boxes.first { $0.label == label } }
            guard ends.count == 2, at[[ends[0].column, ends[0].row]] == ends[0],
                at[[ends[1].column, ends[1].row]] == ends[1], connect(ends[0], ends[1], on: &canvas)
            else {
                others.append(contact.joined(separator: "-"))
                continue
            }
        }
        var lines = Self.trimmed(canvas.map { String($0).trimmingTrailingSpaces() })
        if !others.isEmpty { lines.append("Other contacts: " + others.joined(separator: ", ")) }
        return lines
    }

    private func origin(_ box: TraceBox) -> (x: Int, y: Int) {
        (box.column * (Self.cellWidth + Self.gapWidth), box.row * (Self.cellHeight + 1))
    }

    private func draw(_ box: TraceBox, shown: Int?, on canvas: inout [[Character]]) {
        let (x, y) = origin(box)
        let bar = String(repeating: glyphs.horizontal, count: Self.cellWidth - 2)
        let label = Self.centred(box.label, in: Self.cellWidth - 2)
        let number = Self.centred(shown.map(String.init) ?? String(glyphs.empty), in: Self.cellWidth - 2)
        let rows = [
            "\(glyphs.topLeft)\(bar)\(glyphs.topRight)", "\(glyphs.vertical)\(label)\(glyphs.vertical)",
            "\(glyphs.vertical)\(number)\(glyphs.vertical)", "\(glyphs.bottomLeft)\(bar)\(glyphs.bottomRight)"
        ]
        for (dy, row) in rows.enumerated() {
            for (dx, character) in row.enumerated() { canvas[y + dy][x + dx] = character }
        }
    }

    /// Draws the line between two boxes on neighbouring cells; false for any other pair.
    private func connect(_ a: TraceBox, _ b: TraceBox, on canvas: inout [[Character]]) -> Bool {
        let (first, second) = (a.column, a.row) < (b.column, b.row) ? (a, b) : (b, a)
        let (x, y) = origin(first)
        if first.row == second.row && second.column == first.column + 1 {
            for dx in 0..<Self.gapWidth { canvas[y + 1][x + Self.cellWidth + dx] = glyphs.horizontal }
            return true
        }
        if first.column == second.column && second.row == first.row + 1 {
            canvas[y + Self.cellHeight][x + Self.cellWidth / 2] = glyphs.vertical
            return true
        }
        return false
    }

    /// Without the empty rows above and below the boxes and the empty columns
    /// left of them: the grid's shape is kept, its unused margin is not drawn.
    static func trimmed(_ lines: [String]) -> [String] {
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
            let last = lines.lastIndex(where: { !$0.isEmpty })
        else { return [] }
        let kept = lines[first...last]
        let margin = kept.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return kept.map { String($0.dropFirst(margin)) }
    }

    /// `text` in `width` characters: cut to fit, padded on both sides.
    static func centred(_ text: String, in width: Int) -> String {
        let cut = String(text.prefix(width))
        let left = (width - cut.count) / 2
        return String(repeating: " ", count: left) + cut + String(repeating: " ", count: width - cut.count - left)
    }
}
