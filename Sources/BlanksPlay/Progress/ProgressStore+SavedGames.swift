import GRDB

/// Listing and reading saved games, the same for blanks and trace games.
extension ProgressStore {
    /// The profile's games of one kind, oldest first.
    func savedGames<Record: SavedGameRecord>(_ kind: Record.Type, profile: Int64) throws(ProgressStoreError) -> [Record]
    {
        try read { db in
            try Record.fetchAll(
                db, sql: "SELECT * FROM \(Record.gameTable) WHERE profile_id = ? ORDER BY started_at, id",
                arguments: [profile])
        }
    }

    /// One game with its moves, and the profile that played it.
    func savedGame<Record: SavedGameRecord>(_ kind: Record.Type, id: Int64)
        throws(ProgressStoreError) -> (game: SavedGame<Record>, profile: Profile)
    {
        try read { db in
            let game = try Self.savedGame(Record.self, db, id: id)
            let profile = try Profile.fetchOne(
                db, sql: "SELECT * FROM profile WHERE id = ?", arguments: [game.profileId]
            )
            .orThrow(.failed(path: path, reason: "\(Record.gameTable) \(id) has no profile"))
            return (SavedGame(game: game, moves: try Self.savedMoves(Record.self, db, game: id)), profile)
        }
    }

    static func savedGame<Record: SavedGameRecord>(_ kind: Record.Type, _ db: Database, id: Int64) throws -> Record {
        try Record.fetchOne(db, sql: "SELECT * FROM \(Record.gameTable) WHERE id = ?", arguments: [id])
            .orThrow(Record.noSuchGame(id))
    }

    static func savedMoves<Record: SavedGameRecord>(_ kind: Record.Type, _ db: Database, game: Int64)
        throws -> [Record.SavedMove]
    {
        try Record.SavedMove.fetchAll(
            db, sql: "SELECT * FROM \(Record.moveTable) WHERE game_id = ? ORDER BY seq",
            arguments: [game])
    }

    /// How many moves each of the profile's games of one kind has, by game id:
    /// one grouped query.
    func moveCounts<Record: SavedGameRecord>(_ kind: Record.Type, profile: Int64) throws(ProgressStoreError) -> [Int64:
        Int]
    {
        try rowCounts(in: Record.moveTable, gameTable: Record.gameTable, profile: profile)
    }

    /// How many rows of `table` (which has a `game_id` column) each of the
    /// profile's games in `gameTable` has, by game id: one grouped query.
    /// Both names are constants of this module, never input: they are put into SQL.
    func rowCounts(in table: String, gameTable: String, profile: Int64) throws(ProgressStoreError) -> [Int64: Int] {
        try read { db in
            var counts: [Int64: Int] = [:]
            for row in try Row.fetchAll(
                db,
                sql: """
                    SELECT game_id, COUNT(*) AS counted FROM \(table)
                    WHERE game_id IN (SELECT id FROM \(gameTable) WHERE profile_id = ?) GROUP BY game_id
                    """, arguments: [profile])
            {
                let game: Int64 = try row.cell("game_id", in: "\(table) of profile \(profile)")
                counts[game] = try row.cell("counted", in: "\(table) of game \(game)")
            }
            return counts
        }
    }
}
