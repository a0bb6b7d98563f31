import Foundation

/// The analytics page of one trace level: every move with its time since
/// the level started, right or wrong, the running score, and the totals.
/// Shown when a level ends and by `history show T<n>`.
enum TraceAnalytics {
    static func lines(_ stored: StoredTraceGame) -> [String] {
        let game = stored.game
        let rows = stored.moves.map { move -> [String] in
            [
                "\(move.seq)", "+" + HistoryFormat.duration(move.at.timeIntervalSince(game.startedAt)), move.box,
                "\(move.number)", move.isRight ? "right" : "wrong", "\(move.scoreAfter)"
            ]
        }
        var lines = ["Moves:"]
        if rows.isEmpty {
            lines.append("  (none)")
        } else {
            lines += ColumnTable(
                header: ["#", "AT", "BOX", "NUMBER", "RESULT", "SCORE"], rows: rows,
                numeric: [0, 3, 5]
            ).lines().map { "  " + $0 }
        }
        let right = stored.moves.count(where: \.isRight)
        let end = game.endedAt ?? stored.moves.last?.at ?? game.startedAt
        lines += [
            "",
            "Score \(game.score): \(right) right, \(stored.moves.count - right) wrong. "
                + "Total time \(HistoryFormat.duration(end.timeIntervalSince(game.startedAt)))."
        ]
        return lines
    }

    /// `history show T<n>`: what the level was, then its analytics page.
    static func show(_ stored: StoredTraceGame, profile: Profile) -> [String] {
        let game = stored.game
        var lines = [
            "Trace game \(game.gameName): level \(game.level) (\(TraceLevelsText.boxes(game.level))), "
                + "profile \(profile.name), from \(game.origin)"
        ]
        let started = "Started \(HistoryFormat.dateTime(game.startedAt))"
        if let ended = game.endedAt {
            let how = game.completed ? "completed" : "left before it was done"
            lines.append("\(started), \(how) after \(HistoryFormat.duration(ended.timeIntervalSince(game.startedAt))).")
        } else {
            lines.append("\(started), in play.")
        }
        return lines + [""] + Self.lines(stored)
    }
}

/// Level wording shared by the console and history.
enum TraceLevelsText {
    static func boxes(_ level: Int) -> String { "\(level + 2) boxes" }
}
