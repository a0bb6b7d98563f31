import Foundation

/// The rules of one game, free of any storage or terminal: fill blanks from
/// the puzzle's words, change or clear any of them until the game is
/// submitted, then score one point per right blank. Hints (`takeHint`) are
/// free: a hinted blank scores like any other, and `results()` says which
/// blanks were hinted so a player's record shows it.
///
/// Blanks and words are numbered from 1, as the player sees them. Every
/// illegal move throws a `GameError` and leaves the session as it was; every
/// legal one returns the `Move` to save, so a session can be rebuilt from its
/// saved moves with `replay(_:)`.
public struct GameSession: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case playing
        case submitted
    }

    public let puzzle: Puzzle
    /// The word in each blank, in blank order; nil where the blank is empty.
    public private(set) var entries: [String?]
    public private(set) var phase: Phase = .playing
    /// How far each blank's hint has been shown, in blank order; nil where none was asked.
    public private(set) var hintSteps: [BlankHint.Step?]

    public init(puzzle: Puzzle) throws(PuzzleProblem) {
        if let problem = puzzle.playProblem { throw problem }
        self.puzzle = puzzle
        self.entries = Array(repeating: nil, count: puzzle.blanks.count)
        self.hintSteps = Array(repeating: nil, count: puzzle.blanks.count)
    }

    public var blankCount: Int { entries.count }
    public var filledCount: Int { entries.count(where: { $0 != nil }) }
    /// The words to choose from, in the puzzle's shuffled order.
    public var options: [String] { puzzle.options }

    /// The word in blank `number`, nil when empty or when there is no such blank.
    public func entry(_ number: Int) -> String? {
        (1...entries.count).contains(number) ? entries[number - 1] : nil
    }

    /// The word numbered `number` in `options`.
    public func option(_ number: Int) throws(GameError) -> String {
        guard (1...options.count).contains(number) else { throw .noSuchOption(number, count: options.count) }
        return options[number - 1]
    }

    /// The option spelled `word`: exactly, or else ignoring case and surrounding spaces.
    public func matchingOption(_ word: String) throws(GameError) -> String {
        if options.contains(word) { return word }
        let wanted = word.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = options.first(where: { $0.lowercased() == wanted }) else { throw .unknownWord(word) }
        return match
    }

    /// Puts `word` (one of the options) in blank `number`, replacing what was there.
    @discardableResult
    public mutating func fill(blank number: Int, word: String) throws(GameError) -> Move {
        try checkPlaying()
        try checkBlank(number)
        let option = try matchingOption(word)
        let previous = entries[number - 1]
        guard previous != option else { throw .alreadyHolds(blank: number, word: option) }
        entries[number - 1] = option
        return Move(blank: number, word: option, previous: previous)
    }

    /// Puts the word numbered `option` in blank `number`.
    @discardableResult
    public mutating func fill(blank number: Int, option: Int) throws(GameError) -> Move {
        try checkPlaying()
        try checkBlank(number)
        return try fill(blank: number, word: self.option(option))
    }

    /// Empties blank `number`.
    @discardableResult
    public mutating func clear(blank number: Int) throws(GameError) -> Move {
        try checkPlaying()
        try checkBlank(number)
        guard let previous = entries[number - 1] else { throw .alreadyEmpty(blank: number) }
        entries[number - 1] = nil
        return Move(blank: number, word: nil, previous: previous)
    }

    /// The hint of blank `number`, nil when there is no such blank.
    public func hint(_ number: Int) -> BlankHint? {
        (1...entries.count).contains(number) ? BlankHint(puzzle.blanks[number - 1]) : nil
    }

    /// Shows blank `number`'s hint one step further (its part of speech,
    /// then its first letter too) and returns the step now shown. Allowed
    /// only while playing; once every step is shown it throws `noMoreHints`
    /// with the whole hint, so the player still reads it. A saved game
    /// replays its hints through here in the order they were taken.
    @discardableResult
    public mutating func takeHint(blank number: Int) throws(GameError) -> BlankHint.Step {
        try checkPlaying()
        try checkBlank(number)
        let hint = BlankHint(puzzle.blanks[number - 1])
        guard let next = hintSteps[number - 1].map(\.next) ?? .partOfSpeech else {
            throw .noMoreHints(blank: number, hint: hint.text(.firstLetter))
        }
        hintSteps[number - 1] = next
        return next
    }

    /// Ends the game; empty blanks count as wrong.
    public mutating func submit() throws(GameError) -> [BlankResult] {
        try checkPlaying()
        phase = .submitted
        return try results()
    }

    /// Each blank right or wrong with its answer, once the game is submitted.
    public func results() throws(GameError) -> [BlankResult] {
        guard phase == .submitted else { throw .notSubmitted }
        return zip(entries, puzzle.blanks).enumerated().map { index, pair in
            BlankResult(blank: index + 1, given: pair.0, answer: pair.1.answer, hint: hintSteps[index])
        }
    }

    public var score: Int? {
        guard phase == .submitted else { return nil }
        return zip(entries, puzzle.blanks).count(where: { $0.0 == $0.1.answer })
    }

    /// Applies a saved move, checking that it fits what is in the blank now.
    public mutating func replay(_ move: Move) throws(GameError) {
        try checkPlaying()
        guard (1...entries.count).contains(move.blank), entries[move.blank - 1] == move.previous else {
            throw .moveDoesNotFit(move)
        }
        if let word = move.word {
            guard options.contains(word) else { throw .moveDoesNotFit(move) }
        }
        entries[move.blank - 1] = move.word
    }

    private func checkPlaying() throws(GameError) {
        guard phase == .playing else { throw .alreadySubmitted }
    }

    private func checkBlank(_ number: Int) throws(GameError) {
        guard (1...entries.count).contains(number) else { throw .noSuchBlank(number, count: entries.count) }
    }
}
