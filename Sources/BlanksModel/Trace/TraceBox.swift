/// One person of a trace puzzle: a labelled box on one cell of the grid.
public struct TraceBox: Codable, Hashable, Sendable {
    /// "A", "B", …: what the player types to name the box.
    public var label: String
    public var column: Int
    public var row: Int

    public init(label: String, column: Int, row: Int) {
        self.label = label
        self.column = column
        self.row = row
    }
}
