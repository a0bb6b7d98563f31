/// The rules of one trace level, free of storage and terminal: put numbers
/// in boxes, +1 for a right one (it stays), -1 for a wrong one (it does
/// not); the level is done when every box holds its number.
public struct TraceSession: Hashable, Sendable {
    public let puzzle: TracePuzzle
    /// Whether each box of `puzzle.order` holds its number, in order.
    public private(set) var placed: [Bool]
    public private(set) var score = 0
    public private(set) var moves: [TraceMove] = []

    public init(puzzle: TracePuzzle) throws(TraceProblem) {
        guard !puzzle.boxes.isEmpty else { throw .noBoxes }
        let labels = puzzle.boxes.map(\.label)
        guard labels.count == puzzle.order.count, Set(labels).count == labels.count,
            Set(labels) == Set(puzzle.order)
        else { throw .orderIsNotAPermutation }
        self.puzzle = puzzle
        self.placed = Array(repeating: false, count: puzzle.order.count)
    }

    public var isDone: Bool { !placed.contains(false) }

    /// The number box `label` shows now, nil while it is empty.
    public func shown(_ label: String) -> Int? {
        guard let index = puzzle.order.firstIndex(of: label), placed[index] else { return nil }
        return index + 1
    }

    /// Puts `number` in box `label` (its case ignored) and scores the move.
    @discardableResult
    public mutating func place(_ number: Int, in label: String) throws(TraceMoveError) -> TraceMove {
        guard !isDone else { throw .levelDone }
        let wanted = label.uppercased()
        guard let box = puzzle.order.firstIndex(where: { $0.uppercased() == wanted }) else {
            throw .noSuchBox(label, labels: puzzle.boxes.map(\.label))
        }
        guard number >= 1, number <= placed.count else { throw .noSuchNumber(number, count: placed.count) }
        guard !placed[box] else { throw .alreadyPlaced(box: puzzle.order[box], number: box + 1) }
        let isRight = box + 1 == number
        if isRight { placed[box] = true }
        score += isRight ? 1 : -1
        let move = TraceMove(box: puzzle.order[box], number: number, isRight: isRight, scoreAfter: score)
        moves.append(move)
        return move
    }
}
