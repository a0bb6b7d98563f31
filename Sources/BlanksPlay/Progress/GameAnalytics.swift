import BlanksModel
import Foundation

/// What one saved game shows about how it was played: the moves in order,
/// the time spent on each blank, mistakes and changes.
///
/// A move's time is the time since the previous move (or the start), and is
/// counted for the blank it touched. A mistake is a move that placed a word
/// other than the blank's answer; a change is a move that replaced or
/// cleared a word. Right and wrong are only told for finished games, so
/// history never gives away the answers of a game still in play.
struct GameAnalytics: Hashable, Sendable {
    struct MoveLine: Hashable, Sendable {
        var seq: Int
        var move: Move
        /// Since the game started.
        var elapsed: TimeInterval
        /// Since the previous move, or the start.
        var interval: TimeInterval
        /// Whether the placed word is the answer; nil for a clear or an unfinished game.
        var isRight: Bool?
    }

    struct BlankLine: Hashable, Sendable {
        var blank: Int
        var answer: String
        var final: String?
        var time: TimeInterval
        var moves: Int
        var changes: Int
        var mistakes: Int
    }

    var moves: [MoveLine]
    var blanks: [BlankLine]
    var isFinished: Bool

    var mistakes: Int { blanks.reduce(0) { $0 + $1.mistakes } }
    var changes: Int { blanks.reduce(0) { $0 + $1.changes } }
    /// Blanks that were wrong or empty when the game was submitted.
    var wrongAtEnd: [Int] { blanks.filter { $0.final != $0.answer }.map(\.blank) }

    init(game: StoredGame, puzzle: Puzzle) {
        isFinished = game.game.isFinished
        var entries = [String?](repeating: nil, count: puzzle.blanks.count)
        blanks = puzzle.blanks.enumerated().map {
            BlankLine(
                blank: $0.offset + 1, answer: $0.element.answer, final: nil, time: 0, moves: 0, changes: 0, mistakes: 0)
        }
        moves = []
        var previous = game.game.startedAt
        for record in game.moves {
            let interval = record.at.timeIntervalSince(previous)
            previous = record.at
            // `blank` is read from the progress database: checked before the `- 1`.
            guard record.blank >= 1, record.blank <= blanks.count else { continue }
            let index = record.blank - 1
            let right = record.word.map { $0 == blanks[index].answer }
            blanks[index].time += interval
            blanks[index].moves += 1
            if record.kind != .fill { blanks[index].changes += 1 }
            if right == false { blanks[index].mistakes += 1 }
            entries[index] = record.word
            moves.append(
                MoveLine(
                    seq: record.seq, move: record.move,
                    elapsed: record.at.timeIntervalSince(game.game.startedAt),
                    interval: interval, isRight: isFinished ? right : nil))
        }
        for index in blanks.indices { blanks[index].final = entries[index] }
    }
}
