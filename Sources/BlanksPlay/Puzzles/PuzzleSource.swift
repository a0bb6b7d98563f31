import BlanksModel
import Foundation

/// Where new games come from. `play` asks for one puzzle at a time, so a
/// source can be a batch on disk or a generator that builds a puzzle on the
/// fly for the player's level.
protocol PuzzleSource: Sendable {
    /// Names the source in messages and in the saved game ("Output/2024-06").
    var name: String { get }
    /// Lines the player should see once, such as skipped bad puzzles.
    var warnings: [String] { get }
    /// The next puzzle for this player, or nil when the source has none to give.
    func nextPuzzle(for request: PuzzleRequest) throws -> SourcedPuzzle?
}

extension PuzzleSource {
    var warnings: [String] { [] }
}

/// What the source knows about the player when choosing a puzzle.
struct PuzzleRequest: Hashable, Sendable {
    var level: Int
    /// Puzzles this player has already started, with when they last did.
    var played: [PlayedPuzzle]
    init(level: Int, played: [PlayedPuzzle]) {
        self.level = level
        self.played = played
    }
}

struct PlayedPuzzle: Hashable, Sendable {
    var id: String
    var lastStarted: Date
    /// The revision the puzzle was made from, so a source can tell pages the
    /// player has read from pages they have not; nil when unknown.
    var revid: Int?
    init(id: String, lastStarted: Date, revid: Int? = nil) {
        self.id = id
        self.lastStarted = lastStarted
        self.revid = revid
    }
}

/// A puzzle and where it came from ("Output/b1/puzzles.jsonl line 3").
struct SourcedPuzzle: Hashable, Sendable {
    var puzzle: Puzzle
    var origin: String
    /// Lines for the player about what was passed over to reach this puzzle
    /// ("revision 12: skipped, …").
    var notes: [String]
    init(puzzle: Puzzle, origin: String, notes: [String] = []) {
        self.puzzle = puzzle
        self.origin = origin
        self.notes = notes
    }
}

/// Why a source could give no puzzle although it had candidates.
enum PuzzleSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every candidate was skipped; each line says which and why.
    case revisionsSkipped([String])

    var description: String {
        switch self {
        case .revisionsSkipped(let lines): return lines.joined(separator: "\n")
        }
    }
}

/// A source built from a closure: how the on-the-fly generator plugs in.
struct GeneratingPuzzleSource: PuzzleSource {
    let name: String
    private let generate: @Sendable (PuzzleRequest) throws -> SourcedPuzzle?

    init(name: String, generate: @escaping @Sendable (PuzzleRequest) throws -> SourcedPuzzle?) {
        self.name = name
        self.generate = generate
    }

    func nextPuzzle(for request: PuzzleRequest) throws -> SourcedPuzzle? {
        try generate(request)
    }
}
