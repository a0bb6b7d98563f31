import BlanksSupport
import Foundation
import GRDB

/// `collection.anki2`: an SQLite database in Anki's schema 11 (tables col,
/// notes, cards, revlog, graves; note types, decks and options as JSON in
/// col), built in a private temporary folder and returned as bytes.
///
/// The bytes depend only on the batches: fixed times and ids, rows inserted
/// in batch order, no journal left, and `VACUUM` at the end.
enum AnkiCollection {
    static func bytes(for batches: [ExportBatch], progress: (Int) -> Void) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-anki-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw ExportError.cannotWrite(path: folder.path, reason: "\(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("collection.anki2")
        do {
            let database = try DatabaseQueue(path: file.path)
            try database.write { db in
                try db.execute(sql: schema)
                try insertCollectionRow(db, batches: batches)
                var done = 0
                for batch in batches {
                    let deckID = AnkiIdentifiers.deckID(batch: batch.manifest.batch)
                    for puzzle in batch.puzzles {
                        done += 1
                        try insert(AnkiNote(puzzle, batch: batch), deckID: deckID, due: done, db: db)
                        progress(done)
                    }
                }
            }
            try database.writeWithoutTransaction { try $0.execute(sql: "VACUUM") }
            try database.close()
            return try Data(contentsOf: file)
        } catch let error as ExportError {
            throw error
        } catch {
            throw ExportError.cannotWrite(path: file.path, reason: "\(error)")
        }
    }

    private static func insertCollectionRow(_ db: Database, batches: [ExportBatch]) throws {
        let decks = [AnkiDeck.standard] + batches.map(AnkiDeck.init(batch:))
        let firstDeck = decks.count > 1 ? decks[1].id : 1
        let noteType = AnkiNoteType(did: firstDeck)
        let conf: [String: AnkiJSONValue] = [
            "activeDecks": .array([.int(1)]), "addToCur": .bool(true), "collapseTime": .int(1200),
            "curDeck": .int(firstDeck), "curModel": .int(noteType.id), "dueCounts": .bool(true),
            "estTimes": .bool(true), "newBury": .bool(true), "newSpread": .int(0), "nextPos": .int(1),
            "sortBackwards": .bool(false), "sortType": .string("noteFld"), "timeLim": .int(0)
        ]
        let seconds = AnkiIdentifiers.fixedSeconds
        try db.execute(
            sql: "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
            arguments: [
                seconds, seconds * 1000, seconds * 1000,
                try json(conf),
                try json([String(noteType.id): noteType]),
                try json(Dictionary(decks.map { (String($0.id), $0) }, uniquingKeysWith: { first, _ in first })),
                try json(["1": AnkiDeckOptions()])
            ])
    }

    private static func insert(_ note: AnkiNote, deckID: Int64, due: Int, db: Database) throws {
        let sortField = note.sortField
        try db.execute(
            sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')",
            arguments: [
                note.id, note.guid, AnkiIdentifiers.noteTypeID, AnkiIdentifiers.fixedSeconds, note.tags,
                note.fields.joined(separator: "\u{1F}"), sortField, AnkiIdentifiers.checksum(sortField)
            ])
        for ordinal in 0..<note.clozeCount {
            // A new card (type 0, queue 0), due in batch order.
            try db.execute(
                sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                arguments: [
                    AnkiIdentifiers.cardID(puzzle: note.guid, ordinal: ordinal), note.id, deckID, ordinal,
                    AnkiIdentifiers.fixedSeconds, due
                ])
        }
    }

    private static func json<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try CanonicalJSON.encode(value), as: UTF8.self)
    }

    /// Anki's schema 11, as its own `schema11.sql` creates it.
    static let schema = """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
          left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
          type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """
}
