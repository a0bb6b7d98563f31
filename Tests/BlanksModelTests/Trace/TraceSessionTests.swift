import Foundation
import Testing

@testable import BlanksModel

@Suite("Trace session scoring")
struct TraceSessionTests {
    /// Three boxes traced C, A, B: C holds 1, A holds 2, B holds 3.
    static let puzzle = TracePuzzle(
        id: "t", seed: "s", level: 1, position: 0, generator: .init(name: "wikiblanks", version: "trace.1"),
        grid: TraceGrid(columns: 3, rows: 3),
        boxes: [
            TraceBox(label: "A", column: 0, row: 0), TraceBox(label: "B", column: 1, row: 0),
            TraceBox(label: "C", column: 0, row: 1)
        ],
        contacts: [["A", "B"], ["A", "C"]], order: ["C", "A", "B"], revealSeconds: 5)

    @Test func aRightNumberScoresOneAndStays() throws {
        var session = try TraceSession(puzzle: Self.puzzle)
        let move = try session.place(2, in: "A")
        #expect(move == TraceMove(box: "A", number: 2, isRight: true, scoreAfter: 1))
        #expect(session.shown("A") == 2)
        #expect(session.score == 1)
        #expect(!session.isDone)
    }

    @Test func aWrongNumberCostsOneAndDoesNotStay() throws {
        var session = try TraceSession(puzzle: Self.puzzle)
        let move = try session.place(1, in: "b")
        #expect(move == TraceMove(box: "B", number: 1, isRight: false, scoreAfter: -1))
        #expect(move.points == -1)
        #expect(session.shown("B") == nil)
        #expect(session.score == -1)
    }

    @Test func theLevelIsDoneWhenEveryBoxHoldsItsNumber() throws {
        var session = try TraceSession(puzzle: Self.puzzle)
        try session.place(3, in: "C")
        try session.place(1, in: "C")
        try session.place(2, in: "A")
        try session.place(3, in: "B")
        #expect(session.isDone)
        #expect(session.score == 2)
        #expect(session.moves.map(\.scoreAfter) == [-1, 0, 1, 2])
        #expect(throws: TraceMoveError.levelDone) { try session.place(1, in: "C") }
    }

    @Test func illegalMovesScoreNothing() throws {
        var session = try TraceSession(puzzle: Self.puzzle)
        #expect(throws: TraceMoveError.noSuchBox("Z", labels: ["A", "B", "C"])) { try session.place(1, in: "Z") }
        #expect(throws: TraceMoveError.noSuchNumber(4, count: 3)) { try session.place(4, in: "A") }
        #expect(throws: TraceMoveError.noSuchNumber(0, count: 3)) { try session.place(0, in: "A") }
        try session.place(1, in: "C")
        #expect(throws: TraceMoveError.alreadyPlaced(box: "C", number: 1)) { try session.place(1, in: "C") }
        #expect(session.score == 1)
        #expect(session.moves.count == 1)
    }

    @Test func anOrderThatIsNotAPermutationCannotBePlayed() {
        var broken = Self.puzzle
        broken.order = ["C", "A", "A"]
        #expect(throws: TraceProblem.orderIsNotAPermutation) { try TraceSession(puzzle: broken) }
        broken.boxes = []
        #expect(throws: TraceProblem.noBoxes) { try TraceSession(puzzle: broken) }
    }

    @Test func theLadderClimbsToTenAndStays() {
        #expect(TraceLevels.boxCount(level: 1) == 3)
        #expect(TraceLevels.next(after: 1) == 2)
        #expect(TraceLevels.next(after: 10) == 10)
    }

    @Test func aLineWithoutKindIsBlanks() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(PuzzleKind.Probe.self, from: Data(#"{"schema":1}"#.utf8)).puzzleKind == .blanks)
        #expect(try decoder.decode(PuzzleKind.Probe.self, from: Data(#"{"kind":"trace"}"#.utf8)).puzzleKind == .trace)
        #expect(try decoder.decode(PuzzleKind.Probe.self, from: Data(#"{"kind":"chess"}"#.utf8)).puzzleKind == nil)
    }
}
