import BlanksModel
import BlanksSupport

/// Makes trace puzzles from (seed, level, position) with `SeededGenerator`
/// only, so the same request gives the same puzzle on every machine.
///
/// The layout grows like an outbreak: the first box traced lands on a random
/// cell; each next box lands on a free cell next to (left, right, above,
/// below) a box already placed, and is its contact. The placement order is
/// the tracing order, so every box after the first has a contact traced
/// before it. A few extra contacts join other neighbouring boxes. Labels go
/// in reading order (row, then column), so they give the order away not at
/// all. Every contact joins neighbouring cells, which the terminal draws as
/// a straight line. O(n²) in the n ≤ 12 boxes.
package struct TraceGenerator: Sendable {
    package let version: String
    package static let revealSeconds = 5

    package init(version: String = GeneratorVersion.trace) {
        self.version = version
    }

    /// The side of the square grid for `boxes` boxes: room for twice as many.
    static func side(boxes: Int) -> Int {
        var side = 2
        while side * side < 2 * boxes { side += 1 }
        return side
    }

    /// Extra contacts beyond the tree that connects the boxes.
    static func extraContacts(level: Int) -> Int { level / 3 }

    package func puzzle(seed: String, level: Int, position: Int) throws(TraceGenerationError) -> TracePuzzle {
        guard TraceLevels.range.contains(level) else { throw .invalidLevel(level) }
        guard position >= 0 else { throw .invalidPosition(position) }
        let count = TraceLevels.boxCount(level: level)
        let side = Self.side(boxes: count)
        var random = SeededGenerator(seed: PuzzleKey.traceSeed(seed: seed, level: level, position: position))

        // cells[i] is the cell of the i-th box traced; holder maps a cell to it.
        let first = random.next(below: side * side)
        var cells = [Cell(column: first % side, row: first / side)]
        var holder = [Int?](repeating: nil, count: side * side)
        holder[first] = 0
        var edges: [(Int, Int)] = []
        while cells.count < count {
            var frontier: [(parent: Int, cell: Cell)] = []
            for (parent, cell) in cells.enumerated() {
                for next in cell.neighbours(side: side) where holder[next.index(side: side)] == nil {
                    frontier.append((parent, next))
                }
            }
            let pick = frontier[random.next(below: frontier.count)]
            holder[pick.cell.index(side: side)] = cells.count
            edges.append((pick.parent, cells.count))
            cells.append(pick.cell)
        }
        var extras: [(Int, Int)] = []
        for (a, cell) in cells.enumerated() {
            for next in cell.neighbours(side: side) {
                guard let b = holder[next.index(side: side)], a < b,
                    !edges.contains(where: { $0 == (a, b) || $0 == (b, a) })
                else { continue }
                extras.append((a, b))
            }
        }
        extras.sort { $0 < $1 }
        random.shuffle(&extras)
        edges += extras.prefix(Self.extraContacts(level: level))

        let reading = cells.indices.sorted { (cells[$0].row, cells[$0].column) < (cells[$1].row, cells[$1].column) }
        var labels = [String](repeating: "", count: count)
        for (rank, box) in reading.enumerated() { labels[box] = Self.label(rank) }
        let boxes = reading.map { TraceBox(label: labels[$0], column: cells[$0].column, row: cells[$0].row) }
        let contacts = edges.map { [labels[$0.0], labels[$0.1]].sorted() }
            .sorted { $0.lexicographicallyPrecedes($1) }
        return TracePuzzle(
            id: PuzzleKey.tracePuzzleID(seed: seed, level: level, position: position, version: version),
            seed: seed, level: level, position: position,
            generator: .init(name: ToolInfo.name, version: version),
            grid: TraceGrid(columns: side, rows: side), boxes: boxes, contacts: contacts,
            order: labels, revealSeconds: Self.revealSeconds)
    }

    /// "A", "B", … for the box at `rank` in reading order (ranks below 26).
    static func label(_ rank: Int) -> String {
        String(UnicodeScalar(UInt8(65 + rank % 26)))
    }

    private struct Cell: Equatable {
        var column: Int
        var row: Int

        func index(side: Int) -> Int { row * side + column }

        /// Right, below, left, above: a fixed order, so draws are reproducible.
        func neighbours(side: Int) -> [Cell] {
            [
                Cell(column: column + 1, row: row), Cell(column: column, row: row + 1),
                Cell(column: column - 1, row: row), Cell(column: column, row: row - 1)
            ]
            .filter { $0.column >= 0 && $0.row >= 0 && $0.column < side && $0.row < side }
        }
    }
}
