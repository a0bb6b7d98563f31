/// One trace puzzle, the contract of a `"kind":"trace"` line (README, "Puzzle
/// format"). Numbers are kept as read: the validator, not the decoder, says
/// what is wrong with a hostile line.
public struct TracePuzzle: Codable, Hashable, Sendable {
    public static let currentSchema = 1

    public var schema: Int
    /// Always `.trace`; written so readers can dispatch on it.
    public var kind: PuzzleKind
    /// Derived from (seed, level, position, generator version).
    public var id: String
    public var seed: String
    public var level: Int
    /// The puzzle's place in its batch (from 0): with seed and level, what it is drawn from.
    public var position: Int
    public var generator: Puzzle.GeneratorInfo
    public var grid: TraceGrid
    public var boxes: [TraceBox]
    /// Pairs of labels; each pair in label order, the list sorted.
    public var contacts: [[String]]
    /// Labels in tracing order: the box at index i carries number i + 1.
    public var order: [String]
    public var revealSeconds: Int

    public init(
        schema: Int = TracePuzzle.currentSchema, id: String, seed: String, level: Int, position: Int,
        generator: Puzzle.GeneratorInfo, grid: TraceGrid, boxes: [TraceBox], contacts: [[String]],
        order: [String], revealSeconds: Int
    ) {
        self.schema = schema
        self.kind = .trace
        self.id = id
        self.seed = seed
        self.level = level
        self.position = position
        self.generator = generator
        self.grid = grid
        self.boxes = boxes
        self.contacts = contacts
        self.order = order
        self.revealSeconds = revealSeconds
    }

    /// The number box `label` must receive (1-based), nil for an unknown label. O(n).
    public func number(of label: String) -> Int? {
        order.firstIndex(of: label).map { $0 + 1 }
    }
}
