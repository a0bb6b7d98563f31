import GRDB

/// The progress database's schema, one registered migration per version.
/// Migrations are only ever appended: a released one never changes.
enum ProgressMigrations {
    /// The hint table, added to files made before hints: one row per hint
    /// step shown in a blanks game, so a resumed game shows the same hints
    /// and `history show` tells which blanks were hinted. No other table is
    /// touched, so an older file keeps all its games.
    static let hints = "v3 hints"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 profiles, games, moves") { db in
            try db.execute(
                sql: """
                    CREATE TABLE profile (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE,
                        level INTEGER NOT NULL,
                        best_score INTEGER NOT NULL DEFAULT 0,
                        total_score INTEGER NOT NULL DEFAULT 0,
                        games_finished INTEGER NOT NULL DEFAULT 0,
                        low_streak INTEGER NOT NULL DEFAULT 0,
                        created_at DATETIME NOT NULL
                    );
                    CREATE TABLE game (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        profile_id INTEGER NOT NULL REFERENCES profile(id),
                        puzzle_id TEXT NOT NULL,
                        puzzle_level INTEGER NOT NULL,
                        player_level INTEGER NOT NULL,
                        origin TEXT NOT NULL,
                        title TEXT NOT NULL,
                        revid INTEGER NOT NULL,
                        puzzle_json TEXT NOT NULL,
                        started_at DATETIME NOT NULL,
                        ended_at DATETIME,
                        score INTEGER,
                        out_of INTEGER NOT NULL,
                        level_after INTEGER,
                        CHECK ((ended_at IS NULL) = (score IS NULL))
                    );
                    CREATE INDEX game_by_profile ON game(profile_id, started_at);
                    CREATE UNIQUE INDEX one_open_game_per_profile ON game(profile_id) WHERE ended_at IS NULL;
                    CREATE TABLE move (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        game_id INTEGER NOT NULL REFERENCES game(id),
                        seq INTEGER NOT NULL,
                        blank INTEGER NOT NULL,
                        kind TEXT NOT NULL CHECK (kind IN ('fill', 'change', 'clear')),
                        word TEXT,
                        previous TEXT,
                        at DATETIME NOT NULL,
                        UNIQUE (game_id, seq)
                    );
                    """)
        }
        TraceMigration.register(in: &migrator)
        migrator.registerMigration(hints) { db in
            try db.execute(
                sql: """
                    CREATE TABLE hint (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        game_id INTEGER NOT NULL REFERENCES game(id),
                        blank INTEGER NOT NULL,
                        step INTEGER NOT NULL CHECK (step IN (1, 2)),
                        at DATETIME NOT NULL
                    );
                    CREATE INDEX hint_by_game ON hint(game_id, id);
                    """)
        }
        return migrator
    }
}
