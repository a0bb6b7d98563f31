/// The board of a trace puzzle: `columns` × `rows` cells, numbered from 0
/// left to right and top to bottom.
public struct TraceGrid: Codable, Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Whether the cell lies on the board; safe for any numbers read from a file.
    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < columns && row < rows
    }
}
