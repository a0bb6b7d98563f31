import GRDB

/// Every cell of a progress database read once, each by its column's declared
/// type, before anything writes to the file: a damaged cell is found while
/// writes are off (`query_only`), so a refused file is left byte for byte as it was
/// (a later read meeting the cell mid-game would come after the profile's
/// insert, which moves `sqlite_sequence`). O(cells).
enum ProgressAudit {
    /// The first damaged cell, named `table rowid, column`, or nil. The rows are
    /// read from each table itself (a cursor over `SELECT rowid, *`), never
    /// from an index whose copy of a cell may differ.
    static func firstDamage(in db: Database) throws -> DamagedCell? {
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                  AND name != 'grdb_migrations' ORDER BY name
                """)
        for table in tables {
            let columns = try Row.fetchAll(
                db, sql: "SELECT name, type FROM pragma_table_info(?) ORDER BY cid",
                arguments: [table]
            )
            .map { (name: $0["name"] as String, type: ($0["type"] as String?)?.uppercased() ?? "") }
            let rows = try Row.fetchCursor(
                db, sql: "SELECT rowid AS audit_rowid, * FROM \(table.quotedDatabaseIdentifier)")
            while let row = try rows.next() {
                let place = "\(table) \(row["audit_rowid"] as Int64? ?? 0)"
                do {
                    for column in columns { try check(row, column: column.name, type: column.type, in: place) }
                } catch {
                    return error
                }
            }
        }
        return nil
    }

    /// Checks one cell as the store reads it: a date, an integer or a text,
    /// by the column's declared type (NULL passes; NOT NULL is SQLite's check).
    private static func check(_ row: Row, column: String, type: String, in place: String) throws(DamagedCell) {
        switch type {
        case "DATETIME": _ = try row.optionalProgressDate(column, in: place)
        case "INTEGER": let _: Int64? = try row.optionalCell(column, in: place)
        case "TEXT": let _: String? = try row.optionalCell(column, in: place)
        default: break
        }
    }
}
