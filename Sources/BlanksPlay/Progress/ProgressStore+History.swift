import GRDB

extension ProgressStore {
    /// How many moves each of the profile's blanks games has, by game id.
    func moveCounts(profile: Int64) throws(ProgressStoreError) -> [Int64: Int] {
        try moveCounts(profile: profile, moves: "move", games: "game")
    }

    /// How many moves each of the profile's trace games has, by game id.
    func traceMoveCounts(profile: Int64) throws(ProgressStoreError) -> [Int64: Int] {
        try moveCounts(profile: profile, moves: "trace_move", games: "trace_game")
    }

    /// One grouped query; the table names are constants of this file, never input.
    private func moveCounts(profile: Int64, moves: String, games: String) throws(ProgressStoreError) -> [Int64: Int] {
        try read { db in
            var counts: [Int64: Int] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT game_id, COUNT(*) AS moves FROM \(moves)
                WHERE game_id IN (SELECT id FROM \(games) WHERE profile_id = ?) GROUP BY game_id
                """, arguments: [profile]) {
                counts[row["game_id"]] = row["moves"]
            }
            return counts
        }
    }
}
