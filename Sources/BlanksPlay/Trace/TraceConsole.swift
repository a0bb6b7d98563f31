import BlanksModel
import BlanksSupport
import Foundation

/// The trace game in the terminal: the start screen, then levels. Each level
/// shows the numbers for the puzzle's `revealSeconds` (no wait when standard
/// input is not a terminal, so scripts run at once), hides them, and takes
/// moves `B 3`; every move is saved as it is made. A finished level shows its
/// analytics page; `quit` or the end of input mid-level leave the level
/// undone, and it starts again next time. `reset` starts the same puzzle
/// again with the numbers still hidden — a reset is never a second look —
/// and, like any level left undone, its points do not count in the total.
package struct TraceConsole {
    private let store: ProgressStore
    private let profileName: String
    private let terminal: TraceTerminal
    private let io: PlayConsoleIO
    private let loadSource: () throws(TracePlayError) -> TracePuzzleSource
    private let startingLevel: Int?
    private let wait: (Int) -> Void
    private let style: TerminalStyle
    private let grid: TraceGridRenderer

    private var source: TracePuzzleSource?
    private var profile: Profile?
    private var game: TraceGameRecord?
    private var session: TraceSession?
    private var origin = ""

    /// A game on the real terminal described by `environment`, over the trace
    /// puzzles of `batch` at their own levels, or else up the ladder (puzzles
    /// from the trace batches under `outputDirectory`, made on the fly where
    /// they have none), from `startLevel` when given.
    package init(
        store: ProgressStore, profileName: String, environment: [String: String], io: PlayConsoleIO,
        batch: URL?, outputDirectory: URL, startLevel: Int? = nil
    ) {
        self.init(
            store: store, profileName: profileName, terminal: .current(environment: environment), io: io,
            wait: { Thread.sleep(forTimeInterval: TimeInterval($0)) }, startLevel: startLevel
        ) {
            () throws(TracePlayError) in
            try TracePuzzleSource.load(batch: batch, outputDirectory: outputDirectory)
        }
    }

    init(
        store: ProgressStore, profileName: String, terminal: TraceTerminal, io: PlayConsoleIO,
        wait: @escaping (Int) -> Void, startLevel: Int? = nil,
        source: @escaping () throws(TracePlayError) -> TracePuzzleSource
    ) {
        self.startingLevel = startLevel
        self.store = store
        self.profileName = profileName
        self.terminal = terminal
        self.io = io
        self.wait = wait
        self.loadSource = source
        self.style = TerminalStyle(colour: terminal.base.colour)
        self.grid = TraceGridRenderer(glyphs: terminal.glyphs)
    }

    /// Whether `directory` is a batch of trace puzzles (its manifest says so).
    package static func isTraceBatch(_ directory: URL) -> Bool {
        TracePuzzleSource.isTraceBatch(directory)
    }

    /// Plays until `quit` or the end of input; throws when the game cannot go on.
    package mutating func run() throws(TracePlayError) {
        // The source first: a batch that cannot be played changes nothing in the store.
        let source = try loadSource()
        let profile = try storing { () throws(ProgressStoreError) in
            let profile = try store.profile(named: profileName, at: io.now())
            try store.abandonOpenTraceGames(profile: profile.id)
            if let startingLevel { try store.setTraceLevel(profile: profile.id, level: startingLevel) }
            return profile
        }
        self.profile = profile
        source.warnings.forEach { io.warn("warning: \($0)") }
        self.source = source
        try showStartScreen()
        try startLevel()
        while true {
            if terminal.base.interactive { io.write(prompt) }
            guard let line = io.readLine() else {
                try leave(because: "End of input")
                return
            }
            if try !handle(line) { return }
        }
    }

    /// Handles one line; false when the player leaves.
    private mutating func handle(_ line: String) throws(TracePlayError) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return true }
        switch first.lowercased() {
        case "quit", "exit", "q":
            try leave(because: "Bye")
            return false
        case "reset": try reset()
        case "next": try next()
        case "rules": showRules()
        case "show": showGrid()
        case "history": try showHistory()
        case "help": showHelp()
        default:
            if words.count == 2, let number = Int(words[1]) {
                try place(number, in: words[0])
            } else {
                complain(
                    "\"\(line.escapingControlCharacters)\" is not a move: type a box and a number, e.g. B 3, or help")
            }
        }
        return true
    }

    // MARK: - Levels

    /// Starts a level: the next puzzle, or `replay` (a reset) with its numbers never shown again.
    private mutating func startLevel(_ replay: TracePuzzleSource.Candidate? = nil) throws(TracePlayError) {
        guard let profile, let source else { return }
        let level = try storing { () throws(ProgressStoreError) in try store.traceLevel(profile: profile.id) }
        let candidate: TracePuzzleSource.Candidate
        if let replay {
            candidate = replay
        } else {
            let played = try storing { () throws(ProgressStoreError) in try store.traceGames(profile: profile.id) }
            var lastStarted: [String: Date] = [:]
            for game in played {
                lastStarted[game.puzzleId] = max(lastStarted[game.puzzleId] ?? .distantPast, game.startedAt)
            }
            guard let picked = source.pick(level: level, profile: profile.name, lastStarted: lastStarted) else {
                throw .noPuzzle(source: source.name)
            }
            candidate = picked
        }
        let session: TraceSession
        do {
            session = try TraceSession(puzzle: candidate.puzzle)
        } catch {
            throw .unplayablePuzzle(id: candidate.puzzle.id, reason: error.description)
        }
        let game = try storing { () throws(ProgressStoreError) in
            try store.startTraceGame(
                profile: profile.id, puzzle: candidate.puzzle, origin: candidate.origin, at: io.now())
        }
        self.game = game
        self.session = session
        origin = candidate.origin
        let puzzle = candidate.puzzle
        guard replay == nil else {
            say(
                "Level \(puzzle.level) again, game \(game.gameName): the same puzzle, the numbers stay hidden. "
                    + "Put each back in its box, e.g. B 3.", .heading)
            return showGrid()
        }
        say(
            "Level \(puzzle.level): \(puzzle.boxes.count) boxes, game \(game.gameName). "
                + "Remember the numbers: they vanish after \(puzzle.revealSeconds) seconds.", .heading)
        draw(puzzle) { puzzle.number(of: $0) }
        if terminal.base.interactive {
            wait(puzzle.revealSeconds)
            if terminal.clearsScreen { io.write(TraceTerminal.clearScreen) }
        }
        say("The numbers are hidden. Put each back in its box: type the box and the number, e.g. B 3.")
        showGrid()
    }

    private mutating func place(_ number: Int, in label: String) throws(TracePlayError) {
        guard var next = session, let game, game.endedAt == nil else {
            return complain("this level is done: type next for the next level, or quit")
        }
        let move: TraceMove
        do {
            move = try next.place(number, in: label)
        } catch {
            return complain(error.description)
        }
        try storing { () throws(ProgressStoreError) in try store.record(move, traceGame: game.id, at: io.now()) }
        session = next
        if move.isRight {
            say("Right: box \(move.box) holds \(move.number). +1, score \(move.scoreAfter).", .right)
        } else {
            say("Wrong: \(move.number) is not box \(move.box)'s number. -1, score \(move.scoreAfter).", .wrong)
        }
        if next.isDone {
            try finishLevel(game)
        } else if move.isRight {
            showGrid()
        }
    }

    private mutating func finishLevel(_ game: TraceGameRecord) throws(TracePlayError) {
        guard let profile else { return }
        let (stored, level, total) = try storing { () throws(ProgressStoreError) in
            let level = try store.finishTraceGame(game.id, completed: true, at: io.now())
            return (try store.traceGame(id: game.id).game, level, try store.traceTotalScore(profile: profile.id))
        }
        self.game = stored.game
        showGrid()
        say("Level \(game.level) done: score \(stored.game.score).", .heading)
        TraceAnalytics.lines(stored).forEach { io.write($0 + "\n") }
        say("Total score over all levels: \(total). Current level: \(level) (\(TraceLevelsText.boxes(level))).")
        if let batch = source?.batch {
            say(
                "Type next for the next puzzle of \(batch.path.escapingControlCharacters), history, rules or quit "
                    + "(wikiblanks play --kind trace, with no --batch, plays level \(level)).")
        } else {
            say("Type next to play level \(level), history, rules or quit.")
        }
    }

    private mutating func reset() throws(TracePlayError) {
        guard let game, game.endedAt == nil, let session else {
            return complain("no level in play: type next to start one")
        }
        try storing { () throws(ProgressStoreError) in
            try store.finishTraceGame(game.id, completed: false, at: io.now())
        }
        say(
            "Level \(game.level) restarts: game \(game.gameName) is left undone and its score \(session.score) "
                + "does not count.")
        try startLevel(.init(puzzle: session.puzzle, origin: origin))
    }

    private mutating func next() throws(TracePlayError) {
        if let game, game.endedAt == nil { return complain("finish this level first, or reset it") }
        try startLevel()
    }

    /// Leaves; a level in play is saved as undone and starts again next time.
    private mutating func leave(because reason: String) throws(TracePlayError) {
        guard let game, game.endedAt == nil else { return say("\(reason).") }
        try storing { () throws(ProgressStoreError) in
            try store.finishTraceGame(game.id, completed: false, at: io.now())
        }
        self.game = nil
        say("\(reason): level \(game.level) is left undone; wikiblanks play starts it again next time.")
    }

    // MARK: - Printing

    private func showStartScreen() throws(TracePlayError) {
        guard let profile else { return }
        let (level, total) = try storing { () throws(ProgressStoreError) in
            (try store.traceLevel(profile: profile.id), try store.traceTotalScore(profile: profile.id))
        }
        say(
            "Trace: profile \(profile.name.escapingControlCharacters). Total score over all levels: \(total). "
                + "Current level: \(level) (\(TraceLevelsText.boxes(level))).", .heading)
        if let batch = source?.batch {
            say("Playing the puzzles of \(batch.path.escapingControlCharacters), each at its own level.")
        }
        showRules()
        say("Commands: B 3 (number 3 in box B), show, reset, rules, history, help, quit.", .dim)
        io.write("\n")
    }

    private func showRules() {
        say("Rules:")
        TraceLevels.summary.forEach { io.write("  " + $0 + "\n") }
    }

    private func showHelp() {
        [
            "Commands (one per line):",
            "  B 3       put number 3 in box B: +1 when right (it stays), -1 when wrong",
            "  show      draw the grid again           rules     the rules",
            "  reset     restart this level, numbers hidden (it is saved as undone and scores nothing)",
            "  next      after a level: play the next one",
            "  history   every game of this profile    quit      leave; a level in play starts again next time"
        ].forEach { io.write($0 + "\n") }
    }

    private func showGrid() {
        guard let session else { return }
        draw(session.puzzle) { session.shown($0) }
    }

    private func draw(_ puzzle: TracePuzzle, number: (String) -> Int?) {
        grid.lines(puzzle, number: number).forEach { io.write($0.escapingControlCharacters + "\n") }
    }

    private func showHistory() throws(TracePlayError) {
        try storing { () throws(ProgressStoreError) in try GameHistory.list(store: store, profileName: profileName) }
            .forEach { io.write($0.escapingControlCharacters + "\n") }
    }

    private var prompt: String {
        guard let session, let game, game.endedAt == nil else { return "> " }
        return "\(session.placed.count(where: { $0 }))/\(session.placed.count)> "
    }

    private func complain(_ text: String) {
        say("error: \(text)", .warning)
    }

    private func say(_ text: String, _ runStyle: StyledRun.Style = .plain) {
        io.write(style.render([StyledRun(text, runStyle)]) + "\n")
    }

    @discardableResult
    private func storing<T>(_ body: () throws(ProgressStoreError) -> T) throws(TracePlayError) -> T {
        do {
            return try body()
        } catch {
            throw .store(error)
        }
    }
}
