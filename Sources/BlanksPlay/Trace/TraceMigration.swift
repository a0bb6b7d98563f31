import GRDB

/// The trace game's tables, added to files made before it: the per-profile
/// trace level, every level played (score, completion, times) and its moves.
/// Blanks tables are not touched, so an older file keeps all its games.
enum TraceMigration {
    static let identifier = "v2 trace levels, games, moves"

    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(identifier) { db in
            try db.execute(
                sql: """
                    CREATE TABLE trace_standing (
                        profile_id INTEGER PRIMARY KEY REFERENCES profile(id),
                        level INTEGER NOT NULL
                    );
                    CREATE TABLE trace_game (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        profile_id INTEGER NOT NULL REFERENCES profile(id),
                        puzzle_id TEXT NOT NULL,
                        level INTEGER NOT NULL,
                        origin TEXT NOT NULL,
                        puzzle_json TEXT NOT NULL,
                        started_at DATETIME NOT NULL,
                        ended_at DATETIME,
                        score INTEGER NOT NULL DEFAULT 0,
                        completed INTEGER NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
                        CHECK (completed = 0 OR ended_at IS NOT NULL)
                    );
                    CREATE INDEX trace_game_by_profile ON trace_game(profile_id, started_at);
                    CREATE TABLE trace_move (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        game_id INTEGER NOT NULL REFERENCES trace_game(id),
                        seq INTEGER NOT NULL,
                        box TEXT NOT NULL,
                        number INTEGER NOT NULL,
                        is_right INTEGER NOT NULL CHECK (is_right IN (0, 1)),
                        score_after INTEGER NOT NULL,
                        at DATETIME NOT NULL,
                        UNIQUE (game_id, seq)
                    );
                    """)
        }
    }
}
