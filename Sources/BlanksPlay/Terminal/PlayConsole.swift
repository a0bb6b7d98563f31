import BlanksModel
import BlanksSupport
import Foundation

/// The terminal game: reads command lines, applies them to a `GameSession`,
/// saves every move as it happens, and prints the passage.
///
/// The rules live in `GameSession` and `LevelRules`; this type only connects
/// them to lines of text and to the `ProgressStore`. A store failure ends the
/// game (every earlier move is already saved); an illegal move or unknown
/// command only prints a message.
package struct PlayConsole {
    private let store: ProgressStore
    private let profileName: String
    private let sourceChoice: () throws(PlayError) -> any PuzzleSource
    /// The folder `--batch` named, checked before an unfinished game is resumed.
    private let namedBatch: URL?
    private let rules: LevelRules
    private let terminal: TerminalEnvironment
    private let io: PlayConsoleIO
    private let renderer: PassageRenderer

    private var source: (any PuzzleSource)?
    private var profile: Profile?
    private var game: GameRecord?
    private var session: GameSession?
    private var pendingBlank: Int?
    /// `submit` asked whether to submit with empty blanks; the next line answers.
    private var confirmingSubmit = false

    /// A game on the real terminal described by `environment` (`TERM`, `NO_COLOR`, `COLUMNS`),
    /// taking new puzzles from `source`.
    package init(
        store: ProgressStore, profileName: String, environment: [String: String], io: PlayConsoleIO,
        source: PuzzleSourceChoice
    ) {
        self.init(
            store: store, profileName: profileName, terminal: .current(environment: environment), io: io,
            namedBatch: source.batch
        ) { () throws(PlayError) in try source.resolve() }
    }

    init(
        store: ProgressStore, profileName: String, rules: LevelRules = .standard,
        terminal: TerminalEnvironment, io: PlayConsoleIO, namedBatch: URL? = nil,
        source: @escaping () throws(PlayError) -> any PuzzleSource
    ) {
        self.namedBatch = namedBatch
        self.store = store
        self.profileName = profileName
        self.sourceChoice = source
        self.rules = rules
        self.terminal = terminal
        self.io = io
        self.renderer = PassageRenderer(style: TerminalStyle(colour: terminal.colour), width: terminal.width)
    }

    /// Plays until `quit` or the end of input; throws when the game cannot go on.
    ///
    /// Holds the progress database's `ProgressLock` throughout: a second
    /// `play` on the same file is refused before it changes anything. When
    /// this run created the database and fails before any game, the file is
    /// removed again.
    package mutating func run() throws(PlayError) {
        let lock = try storing { () throws(ProgressStoreError) in try ProgressLock.acquire(path: store.path) }
        defer { withExtendedLifetime(lock) {} }
        do {
            try play()
        } catch {
            if game == nil { store.discardIfNew() }
            throw error
        }
    }

    private mutating func play() throws(PlayError) {
        if let namedBatch {
            do {
                try PuzzleBatchReader(directory: namedBatch).checkFolder()
            } catch {
                throw .batch(error)
            }
        }
        let profile = try storing { () throws(ProgressStoreError) in
            try store.profile(named: profileName, rules: rules, at: io.now())
        }
        self.profile = profile
        if let open = try storing({ () throws(ProgressStoreError) in try store.openGame(profile: profile.id) }) {
            try resume(open)
        } else {
            try startNewGame()
        }
        while true {
            if terminal.interactive { io.write(prompt) }
            guard let line = io.readLine() else {
                endOfInput()
                return
            }
            if try !handle(line) { return }
        }
    }

    // MARK: - Commands

    /// Handles one line; false when the player leaves.
    private mutating func handle(_ line: String) throws(PlayError) -> Bool {
        if confirmingSubmit {
            confirmingSubmit = false
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes":
                try submit(confirmed: true)
                return true
            case "n", "no", "":
                say("Not submitted: fill the empty blanks, or type submit! to submit as it is.")
                return true
            default:
                say("Not submitted.")  // Any other line is a command of its own.
            }
        }
        if let blank = pendingBlank, let choice = pendingChoice(line) {
            pendingBlank = nil
            try fill(blank, choice)
            return true
        }
        // After picking a blank, `hint` alone is that blank's hint (unless
        // "hint" is one of the words: then it fills, as above), and the
        // blank stays picked for the word that follows.
        if let blank = pendingBlank, line.trimmingCharacters(in: .whitespaces).lowercased() == "hint" {
            try hint(blank)
            return true
        }
        let command: ConsoleCommand
        switch ConsoleCommand.parse(line) {
        case .success(let parsed):
            command = parsed
        case .failure(let error):
            complain(error.description)
            return true
        }
        if command != .nothing { pendingBlank = nil }
        switch command {
        case .nothing: break
        case .pick(let blank): pick(blank)
        case .fill(let blank, let choice): try fill(blank, choice)
        case .clear(let blank): try clear(blank)
        case .hint(let blank): try hint(blank)
        case .show: showGame()
        case .showSentence(let blank): showSentence(blank)
        case .options: showOptions()
        case .submit: try submit(confirmed: false)
        case .submitAnyway: try submit(confirmed: true)
        case .result: showResults()
        case .replay: try replay()
        case .help: showHelp()
        case .quit:
            say(session?.phase == .playing ? "Your game is saved: wikiblanks play resumes it. Bye." : "Bye.")
            return false
        }
        return true
    }

    /// After picking a blank, a bare number or one of the words fills it.
    private func pendingChoice(_ line: String) -> ConsoleCommand.Choice? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 1, let session else { return nil }
        let choice = ConsoleCommand.choice(words)
        if case .word(let word) = choice, (try? session.matchingOption(word)) == nil { return nil }
        return choice
    }

    private mutating func pick(_ blank: Int) {
        guard let session else { return }
        if session.phase == .submitted { return complain(GameError.alreadySubmitted.description) }
        guard (1...session.blankCount).contains(blank) else {
            return complain(GameError.noSuchBlank(blank, count: session.blankCount).description)
        }
        pendingBlank = blank
        let now = session.entry(blank).map { "holds \"\($0)\"" } ?? "is empty"
        say("Blank \(blank) \(now). Type a word or its number:")
        renderer.sentence(session, blank: blank).forEach { io.write($0 + "\n") }
        showOptions()
    }

    /// `show 3`: blank 3's sentence alone, for a passage longer than the screen.
    private func showSentence(_ blank: Int) {
        guard let session else { return }
        guard (1...session.blankCount).contains(blank) else {
            return complain(GameError.noSuchBlank(blank, count: session.blankCount).description)
        }
        renderer.sentence(session, blank: blank, results: try? session.results()).forEach { io.write($0 + "\n") }
    }

    private mutating func fill(_ blank: Int, _ choice: ConsoleCommand.Choice) throws(PlayError) {
        try makeMove { session throws(GameError) in
            switch choice {
            case .word(let word): return try session.fill(blank: blank, word: word)
            case .option(let option): return try session.fill(blank: blank, option: option)
            }
        }
    }

    private mutating func clear(_ blank: Int) throws(PlayError) {
        try makeMove { session throws(GameError) in try session.clear(blank: blank) }
    }

    /// Shows one more step of a blank's hint, saved like a move so a resumed
    /// game and `history show` know of it. Hints are free (the help says so).
    private mutating func hint(_ blank: Int) throws(PlayError) {
        guard var next = session, let game else { return }
        let step: BlankHint.Step
        do {
            step = try next.takeHint(blank: blank)
        } catch {
            complain(error.description)
            return
        }
        try storing { () throws(ProgressStoreError) in
            try store.recordHint(blank: blank, step: step, game: game.id, at: io.now())
        }
        session = next
        let text = next.hint(blank)?.text(step) ?? BlankHint.otherCategory
        let more = step.next == nil ? "" : " Type hint \(blank) again for its first letter."
        say("Hint: blank \(blank) is \(text).\(more)")
    }

    /// Applies a move to a copy of the session, saves it, and only then keeps it.
    private mutating func makeMove(_ body: (inout GameSession) throws(GameError) -> Move) throws(PlayError) {
        guard var next = session, let game else { return }
        let move: Move
        do {
            move = try body(&next)
        } catch {
            complain(error.description)
            return
        }
        try storing { () throws(ProgressStoreError) in try store.record(move, game: game.id, at: io.now()) }
        session = next
        let what =
            switch move.kind {
            case .fill: "Blank \(move.blank): \(move.word ?? "")"
            case .change: "Blank \(move.blank): \(move.previous ?? "") -> \(move.word ?? "")"
            case .clear: "Blank \(move.blank) cleared"
            }
        say("\(what) (\(next.filledCount) of \(next.blankCount) filled).")
        let others = next.otherBlanks(sharingWordOf: move.blank)
        if let word = move.word, !others.isEmpty {
            let offered = next.options.count(where: { $0 == word })
            let elsewhere = (others.count == 1 ? "blank " : "blanks ") + others.map(String.init).joined(separator: ", ")
            say(
                "Note: \"\(word)\" is also in \(elsewhere), but the words have it "
                    + (offered == 1 ? "only once." : "only \(offered) times."), .warning)
        }
    }

    /// Scores the game. With blanks still empty it first asks, once, unless
    /// `confirmed` (`submit!`, or the answer y): an empty blank scores 0.
    private mutating func submit(confirmed: Bool) throws(PlayError) {
        guard var next = session, let game else { return }
        let empty = next.blankCount - next.filledCount
        if !confirmed, next.phase == .playing, empty > 0 {
            confirmingSubmit = true
            say(empty == 1 ? "1 blank is empty — submit anyway? y/n" : "\(empty) blanks are empty — submit anyway? y/n")
            return
        }
        let results: [BlankResult]
        do {
            results = try next.submit()
        } catch {
            complain(error.description)
            return
        }
        let score = results.count(where: \.isRight)
        let end = try storing { () throws(ProgressStoreError) in
            try store.finish(game: game.id, score: score, at: io.now(), rules: rules)
        }
        session = next
        self.game = end.game
        profile = end.after
        say("Score: \(score)/\(results.count).", .heading)
        let best = end.after.bestScore > end.before.bestScore ? " (a new best)" : ""
        say(
            "Best: \(end.after.bestScore)/\(results.count)\(best). Total: \(end.after.totalScore) "
                + "over \(HistoryFormat.count(end.after.gamesFinished, "game")).")
        say(levelMessage(from: end.before, to: end.after, perfect: score == results.count))
        say("Type result to see each blank, replay for another article, quit to leave.")
    }

    private func levelMessage(from before: Profile, to after: Profile, perfect: Bool) -> String {
        if after.level > before.level { return "Every blank right: level \(before.level) -> \(after.level)." }
        if after.level < before.level {
            return "\(rules.lowGamesToFall) low games in a row: level \(before.level) -> \(after.level)."
        }
        if perfect { return "Every blank right: you are at the top level, \(after.level)." }
        return "Level \(after.level)."
    }

    private func showResults() {
        guard let session else { return }
        do {
            let results = try session.results()
            renderer.passage(session, results: results).forEach { io.write($0 + "\n") }
            io.write("\n")
            renderer.resultTable(results).forEach { io.write($0 + "\n") }
            say("Score: \(session.score ?? 0)/\(session.blankCount).", .heading)
        } catch {
            complain(error.description)
        }
    }

    private mutating func replay() throws(PlayError) {
        guard session?.phase == .submitted else {
            complain("finish this game first: submit it (empty blanks score 0), then replay")
            return
        }
        try startNewGame()
    }

    // MARK: - Games

    private mutating func startNewGame() throws(PlayError) {
        guard let profile else { return }
        let source = try puzzleSource()
        let played = try storing { () throws(ProgressStoreError) in try store.playedPuzzles(profile: profile.id) }
        let sourced: SourcedPuzzle
        do {
            guard let next = try source.nextPuzzle(for: PuzzleRequest(level: profile.level, played: played)) else {
                throw PlayError.noPuzzleLeft(source: source.name, level: profile.level)
            }
            sourced = next
            sourced.notes.forEach { warn($0) }
        } catch let error as PlayError {
            throw error
        } catch PuzzleSourceError.revisionsSkipped(let lines) {
            lines.forEach { warn($0) }
            throw .noPuzzleLeft(source: source.name, level: profile.level)
        } catch {
            throw .puzzleSourceFailed(source: source.name, reason: String(describing: error))
        }
        let session: GameSession
        do {
            session = try GameSession(puzzle: sourced.puzzle)
        } catch {
            throw .puzzleSourceFailed(source: source.name, reason: "puzzle \(sourced.puzzle.id): \(error)")
        }
        game = try storing { () throws(ProgressStoreError) in
            try store.startGame(profile: profile, puzzle: sourced, at: io.now())
        }
        self.session = session
        pendingBlank = nil
        confirmingSubmit = false
        showGame()
        if sourced.puzzle.level != profile.level, namedBatch == nil {
            // The player reached a level the batches do not have: say so, and how to get one.
            say(
                "No \(Self.levelInWords(profile.level)) puzzle is left to play in \(source.name), so this one is "
                    + "level \(sourced.puzzle.level). For more of your level: wikiblanks generate --seed S --count N "
                    + "--level \(profile.level), then play again.", .warning)
        }
        say("Type a blank number to fill it, or help for the commands.", .dim)
    }

    private mutating func resume(_ stored: StoredGame) throws(PlayError) {
        let gameID = stored.game.id
        let hints = try storing { () throws(ProgressStoreError) in try store.hints(game: gameID) }
        var session: GameSession
        do {
            let puzzle = try JSONDecoder().decode(Puzzle.self, from: Data(stored.game.puzzleJson.utf8))
            session = try GameSession(puzzle: puzzle)
            for move in stored.moves { try session.replay(move.move) }
            for hint in hints where try session.takeHint(blank: hint.blank) != hint.step {
                throw PlayError.savedPuzzleUnplayable(
                    game: gameID, reason: "its saved hints on blank \(hint.blank) are out of order")
            }
        } catch let error as PlayError {
            throw error
        } catch {
            throw .savedPuzzleUnplayable(game: gameID, reason: String(describing: error))
        }
        game = stored.game
        self.session = session
        say(
            "Resuming game \(gameID), started \(HistoryFormat.dateTime(stored.game.startedAt)) "
                + "(\(session.filledCount) of \(session.blankCount) blanks filled).")
        showGame()
    }

    private mutating func puzzleSource() throws(PlayError) -> any PuzzleSource {
        if let source { return source }
        let chosen = try sourceChoice()
        chosen.warnings.forEach { warn($0) }
        source = chosen
        return chosen
    }

    // MARK: - Printing

    private var prompt: String {
        guard let session else { return "> " }
        if confirmingSubmit { return "submit anyway? y/n> " }
        if let pendingBlank { return "word for blank \(pendingBlank)> " }
        return session.phase == .playing ? "\(session.filledCount)/\(session.blankCount)> " : "> "
    }

    private func showGame() {
        guard let session, let game, let profile else { return }
        let puzzle = session.puzzle
        renderer.lines([
            StyledRun(puzzle.source.title.escapingControlCharacters, .heading),
            StyledRun(
                " - game \(game.id), \(Self.levelInWords(puzzle.level)) puzzle. Profile \"\(profile.name)\" "
                    + "is at \(Self.levelInWords(profile.level)), best \(profile.bestScore)/\(session.blankCount).")
        ]).forEach { io.write($0 + "\n") }
        io.write("\n")
        renderer.passage(session).forEach { io.write($0 + "\n") }
        io.write("\n")
        renderer.lines([
            StyledRun(
                "From Wikipedia, \"\(puzzle.source.title)\", revision \(puzzle.source.revid), "
                    + "\(puzzle.source.license)\(Licence(name: puzzle.source.license).map { " (\($0.url))" } ?? ""): "
                    + "\(puzzle.source.url)", .dim)
        ]).forEach { io.write($0 + "\n") }
        showOptions()
    }

    /// "level 2 (determiners)"; a number off the ladder (read from a file) is only a number.
    static func levelInWords(_ level: Int) -> String {
        Level(level).map { "level \(level) (\($0.name))" } ?? "level \(level)"
    }

    private func showOptions() {
        guard let session else { return }
        renderer.options(session).forEach { io.write($0 + "\n") }
    }

    private func showHelp() {
        let help = """
            Commands (one per line):
              3             pick blank 3 and list the words; then type a word or its number
              3 under       put "under" in blank 3 (also: fill 3 under, fill 3 7 for word 7)
              clear 3       empty blank 3
              hint 3        blank 3's part of speech (a preposition…); hint 3 again adds its first letter
              show          show the passage again        options   list the words
              show 3        show blank 3's sentence
              submit        score the game; with empty blanks it asks first (submit! does not ask)
              result        after submitting: each blank right or wrong, with the answer
              replay        after submitting: play another article
              quit          leave; an unsubmitted game is saved and resumes next time
              help          this list
            Any blank can be changed until you submit. Every move is saved as you make it.
            Hints are free: a hinted blank scores like any other, but the result and history show it.
            """
        help.split(separator: "\n", omittingEmptySubsequences: false).forEach { io.write("\($0)\n") }
        renderer.lines([StyledRun(rules.summary)]).forEach { io.write($0 + "\n") }
    }

    private func endOfInput() {
        if session?.phase == .playing {
            say("End of input: your game is saved; wikiblanks play resumes it.")
        } else {
            say("End of input. Bye.")
        }
    }

    /// A line for standard error, with any control character from the data escaped.
    private func warn(_ text: String) {
        io.warn("warning: \(text)".escapingControlCharacters)
    }

    private func complain(_ text: String) {
        say("error: \(text)", .warning)
    }

    private func say(_ text: String, _ style: StyledRun.Style = .plain) {
        renderer.lines([StyledRun(text, style)]).forEach { io.write($0 + "\n") }
    }

    @discardableResult
    private func storing<T>(_ body: () throws(ProgressStoreError) -> T) throws(PlayError) -> T {
        do {
            return try body()
        } catch {
            throw .store(error)
        }
    }
}
