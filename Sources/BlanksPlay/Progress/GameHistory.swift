import BlanksModel
import Foundation

/// `history` over both games: blanks and trace games together, oldest
/// first, each with its kind, as text or as JSON for scripts.
package enum GameHistory {
    /// One game as `history --json` prints it.
    package struct Entry: Encodable, Hashable, Sendable {
        /// "blanks" or "trace".
        package var kind: String
        /// What `history show` takes: "3" for a blanks game, "T3" for a trace game.
        package var game: String
        package var level: Int
        /// Blanks: right blanks, once submitted; trace: the level's score so far.
        package var score: Int?
        /// Blanks: submitted; trace: every box holds its number.
        package var completed: Bool
        /// ISO 8601, UTC.
        package var started: String
        /// From start to end; nil while in play.
        package var seconds: Int?
        package var moves: Int
        /// Blanks: hint steps shown (a hinted blank still scores, so this is
        /// how a record tells hinted games apart); trace: always 0.
        package var hints: Int

        enum CodingKeys: String, CodingKey { case kind, game, level, score, completed, started, seconds, moves, hints }

        /// Every key is written, `null` where there is no value, so scripts see one shape.
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(game, forKey: .game)
            try container.encode(level, forKey: .level)
            try container.encode(score, forKey: .score)
            try container.encode(completed, forKey: .completed)
            try container.encode(started, forKey: .started)
            try container.encode(seconds, forKey: .seconds)
            try container.encode(moves, forKey: .moves)
            try container.encode(hints, forKey: .hints)
        }

        /// Ordering key: start time, then kind, then the game's number.
        var sortKey: (String, String, Int64) { (started, kind, Int64(game.drop { !$0.isNumber }) ?? 0) }
    }

    /// Every game of the profile, oldest first (none for a profile that never played).
    package static func entries(store: ProgressStore, profileName: String) throws(ProgressStoreError) -> [Entry] {
        guard let profile = try store.existingProfile(named: profileName) else { return [] }
        return try entries(store: store, profile: profile).map(\.entry)
    }

    /// The lines of `history`: the standing in each game, then one row per game.
    package static func list(store: ProgressStore, profileName: String) throws(ProgressStoreError) -> [String] {
        guard let profile = try store.existingProfile(named: profileName) else {
            return ["No games yet for profile \(profileName)."]
        }
        let all = try entries(store: store, profile: profile)
        guard !all.isEmpty else { return ["No games yet for profile \(profileName)."] }
        let level = try store.traceLevel(profile: profile.id)
        let total = try store.traceTotalScore(profile: profile.id)
        let rows = all.map { item -> [String] in
            let entry = item.entry
            let score: String
            switch (entry.score, item.outOf) {
            case (let points?, let outOf?): score = "\(points)/\(outOf)"
            case (let points?, nil): score = "\(points)"
            case (nil, _): score = "-"
            }
            let time = entry.seconds.map { HistoryFormat.duration(TimeInterval($0)) } ?? "playing"
            return [
                entry.game, entry.kind, item.startedText, "\(entry.level)", score, time,
                entry.completed ? "yes" : "no", item.what
            ]
        }
        return [
            "Profile \(profile.name): level \(profile.level), best \(profile.bestScore), "
                + "total \(profile.totalScore) over \(HistoryFormat.count(profile.gamesFinished, "finished game")).",
            "Trace: level \(level), total score \(total) over all levels.", ""
        ]
            + ColumnTable(
                header: ["GAME", "KIND", "STARTED", "LEVEL", "SCORE", "TIME", "DONE", "WHAT"], rows: rows,
                numeric: [3, 4]
            ).lines()
    }

    /// `history show GAME`: a blanks game by number, a trace game by "T" and number.
    package static func show(store: ProgressStore, game name: String) throws(PlayError) -> [String] {
        if let id = TraceGameName.id(name) {
            do {
                let stored = try store.traceGame(id: id)
                return TraceAnalytics.show(stored.game, profile: stored.profile)
            } catch {
                throw .store(error)
            }
        }
        guard let id = Int64(name), id > 0 else {
            throw .store(.noSuchGameNamed(name))
        }
        return try HistoryReport.show(store: store, game: id)
    }

    private struct Item {
        var entry: Entry
        var startedText: String
        var outOf: Int?
        var what: String
    }

    private static func entries(store: ProgressStore, profile: Profile) throws(ProgressStoreError) -> [Item] {
        let blanks = try store.games(profile: profile.id)
        let blankMoves = try store.moveCounts(profile: profile.id)
        let blankHints = try store.hintCounts(profile: profile.id)
        let traces = try store.traceGames(profile: profile.id)
        let traceMoves = try store.traceMoveCounts(profile: profile.id)
        var items = blanks.map { game in
            Item(
                entry: Entry(
                    kind: PuzzleKind.blanks.rawValue, game: "\(game.id)", level: game.puzzleLevel,
                    score: game.score, completed: game.isFinished, started: iso8601(game.startedAt),
                    seconds: game.endedAt.map { seconds(from: game.startedAt, to: $0) },
                    moves: blankMoves[game.id] ?? 0, hints: blankHints[game.id] ?? 0),
                startedText: HistoryFormat.dateTime(game.startedAt), outOf: game.outOf, what: game.title)
        }
        items += traces.map { game in
            Item(
                entry: Entry(
                    kind: PuzzleKind.trace.rawValue, game: game.gameName, level: game.level,
                    score: game.score, completed: game.completed, started: iso8601(game.startedAt),
                    seconds: game.endedAt.map { seconds(from: game.startedAt, to: $0) },
                    moves: traceMoves[game.id] ?? 0, hints: 0),
                startedText: HistoryFormat.dateTime(game.startedAt), outOf: nil,
                what: TraceLevelsText.boxes(game.level))
        }
        return items.sorted { $0.entry.sortKey < $1.entry.sortKey }
    }

    /// Whole seconds between two times read from the file, clamped like `HistoryFormat.duration`.
    static func seconds(from start: Date, to end: Date) -> Int {
        let interval = end.timeIntervalSince(start)
        return interval.isNaN ? 0 : Int(min(max(interval, 0), HistoryFormat.longest).rounded(.down))
    }

    /// "2024-06-01T10:11:05Z", from the stored text (a formatter per row cost
    /// seconds on a long history).
    static func iso8601(_ date: Date) -> String {
        let text = ProgressTimestamp(date).text
        return "\(text.prefix(10))T\(text.dropFirst(11).prefix(8))Z"
    }
}
