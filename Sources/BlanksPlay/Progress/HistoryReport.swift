import BlanksModel
import BlanksSupport
import Foundation

/// The text of `wikiblanks history` and `wikiblanks history show GAME`,
/// ready for the terminal: titles, words, profile names and origins come from
/// the progress file and have their control characters escaped here.
package enum HistoryReport {
    /// The lines of `history list` for the named profile (a missing profile has no games).
    package static func list(store: ProgressStore, profileName: String) throws(ProgressStoreError) -> [String] {
        let profile = try store.existingProfile(named: profileName)
        let games = try profile.map { profile throws(ProgressStoreError) in try store.games(profile: profile.id) } ?? []
        return list(profile: profile, name: profileName, games: games)
    }

    /// The lines of `history show GAME`.
    package static func show(store: ProgressStore, game id: Int64) throws(PlayError) -> [String] {
        let stored: (game: StoredGame, profile: Profile)
        let hints: [HintRecord]
        do {
            stored = try store.game(id: id)
            hints = try store.hints(game: id)
        } catch {
            throw .store(error)
        }
        return try show(stored.game, profile: stored.profile, hints: hints)
    }

    /// The profile's standing and one line per game, oldest first.
    static func list(profile: Profile?, name: String, games: [GameRecord]) -> [String] {
        guard let profile, !games.isEmpty else {
            return ["No games yet for profile \(name.escapingControlCharacters)."]
        }
        let rows = games.map { game -> [String] in
            let score = game.score.map { "\($0)/\(game.outOf)" } ?? "-"
            let time = game.endedAt.map { HistoryFormat.duration($0.timeIntervalSince(game.startedAt)) } ?? "playing"
            return [
                "\(game.id)", HistoryFormat.dateTime(game.startedAt), "\(game.puzzleLevel)", score, time, game.title
            ]
        }
        return [
            "Profile \(profile.name.escapingControlCharacters): level \(profile.level), best \(profile.bestScore), "
                + "total \(profile.totalScore) over \(HistoryFormat.count(profile.gamesFinished, "finished game")).", ""
        ]
            + ColumnTable(
                header: ["GAME", "STARTED", "LEVEL", "SCORE", "TIME", "ARTICLE"], rows: rows,
                numeric: [0, 2, 3]
            ).lines()
    }

    /// One game: what it was, its moves in order, per-blank analytics, and
    /// the hints taken (each blank with the furthest step shown).
    static func show(_ stored: StoredGame, profile: Profile, hints: [HintRecord] = []) throws(PlayError) -> [String] {
        let game = stored.game
        let puzzle: Puzzle
        do {
            puzzle = try JSONDecoder().decode(Puzzle.self, from: Data(game.puzzleJson.utf8))
        } catch {
            throw .savedPuzzleUnplayable(game: game.id, reason: "its saved puzzle cannot be read")
        }
        let analytics = GameAnalytics(game: stored, puzzle: puzzle)
        var lines = [
            ("Game \(game.id): \(game.title) (revision \(game.revid)), puzzle level \(game.puzzleLevel), "
                + "profile \(profile.name), from \(game.origin)").escapingControlCharacters
        ]
        if let ended = game.endedAt, let score = game.score {
            lines.append(
                "Started \(HistoryFormat.dateTime(game.startedAt)), finished after "
                    + "\(HistoryFormat.duration(ended.timeIntervalSince(game.startedAt))): score \(score)/\(game.outOf), "
                    + "level \(game.playerLevel) -> \(game.levelAfter ?? game.playerLevel).")
        } else {
            lines.append("Started \(HistoryFormat.dateTime(game.startedAt)), not finished: wikiblanks play resumes it.")
        }
        lines += ["", "Moves:"]
        if analytics.moves.isEmpty {
            lines.append("  (none)")
        } else {
            let rows = analytics.moves.map { line -> [String] in
                let move = line.move
                let what =
                    switch move.kind {
                    case .fill: "fill \(move.word ?? "")"
                    case .change: "change \(move.previous ?? "") -> \(move.word ?? "")"
                    case .clear: "clear \(move.previous ?? "")"
                    }
                let verdict = line.isRight.map { $0 ? "right" : "wrong" } ?? ""
                return ["\(line.seq)", "+" + HistoryFormat.duration(line.elapsed), "\(move.blank)", what, verdict]
            }
            lines += ColumnTable(
                header: ["#", "AT", "BLANK", "MOVE", analytics.isFinished ? "RESULT" : ""],
                rows: rows, numeric: [0, 2]
            ).lines().map { "  " + $0 }
        }
        lines += ["", "Per blank:"]
        if analytics.isFinished {
            let rows = analytics.blanks.map {
                [
                    "\($0.blank)", HistoryFormat.duration($0.time), "\($0.moves)", "\($0.changes)", "\($0.mistakes)",
                    $0.final ?? "-", $0.answer
                ]
            }
            lines += ColumnTable(
                header: ["BLANK", "TIME", "MOVES", "CHANGES", "MISTAKES", "FINAL", "ANSWER"],
                rows: rows, numeric: [0, 1, 2, 3, 4]
            ).lines().map { "  " + $0 }
            let wrong = analytics.wrongAtEnd.map(String.init).joined(separator: ", ")
            lines += [
                "",
                "Mistakes (wrong words placed): \(analytics.mistakes). Changes: \(analytics.changes). "
                    + "Wrong or empty at the end: \(wrong.isEmpty ? "none" : wrong)."
            ]
        } else {
            let rows = analytics.blanks.map {
                ["\($0.blank)", HistoryFormat.duration($0.time), "\($0.moves)", "\($0.changes)"]
            }
            lines += ColumnTable(
                header: ["BLANK", "TIME", "MOVES", "CHANGES"], rows: rows,
                numeric: [0, 1, 2, 3]
            ).lines().map { "  " + $0 }
            lines += ["", "Changes: \(analytics.changes)."]
        }
        var furthest: [Int: BlankHint.Step] = [:]
        for hint in hints { furthest[hint.blank] = max(furthest[hint.blank] ?? hint.step, hint.step) }
        let hinted = furthest.keys.sorted().map { "blank \($0) (\(furthest[$0]?.name ?? ""))" }
        lines.append("Hints: \(hinted.isEmpty ? "none" : hinted.joined(separator: ", ")).")
        return lines
    }
}
