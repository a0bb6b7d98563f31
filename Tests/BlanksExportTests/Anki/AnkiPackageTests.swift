import BlanksModel
import BlanksTestSupport
import Foundation
import GRDB
import Testing

@testable import BlanksExport

@Suite struct AnkiPackageTests {
    /// The package's collection, opened with SQLite.
    static func collection(_ package: Data) throws -> (DatabaseQueue, URL) {
        let zip = try ZipReader(package)
        #expect(zip.entries.map(\.name) == ["collection.anki2", "media"])
        #expect(zip["media"] == Data("{}".utf8))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("anki-\(UUID().uuidString).anki2")
        try #require(zip["collection.anki2"]).write(to: file)
        return (try DatabaseQueue(path: file.path), file)
    }

    @Test func oneNotePerPuzzleTenCardsPerNoteInOneDeckPerBatch() throws {
        let one = try ExportFixtures.loaded(named: "one")
        let two = try ExportFixtures.loaded(ExportFixtures.puzzles(2, prefix: "q"), named: "two")
        var reported: [Int] = []
        let (database, file) = try Self.collection(try AnkiPackage.bytes(for: [one, two]) { reported.append($0) })
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(reported == [1, 2, 3, 4, 5])
        try database.read { db in
            #expect(try Int.fetchOne(db, sql: "SELECT ver FROM col") == 11)
            #expect(
                try String.fetchAll(db, sql: "SELECT guid FROM notes ORDER BY id").sorted() == [
                    "p0", "p1", "p2", "q0", "q1"
                ])
            #expect(
                try Int.fetchAll(db, sql: "SELECT count(*) FROM cards GROUP BY nid") == Array(repeating: 10, count: 5))
            #expect(try Int.fetchOne(db, sql: "SELECT count(DISTINCT did) FROM cards") == 2)
            let decks = try #require(try String.fetchOne(db, sql: "SELECT decks FROM col"))
            #expect(decks.contains("wikiblanks::fixture (level 1)"))
            let fields = try #require(try String.fetchOne(db, sql: "SELECT flds FROM notes WHERE guid = 'p0'"))
                .components(separatedBy: "\u{1F}")
            #expect(fields.count == 4)
            #expect(fields[0].contains("{{c1::that::a conjunction}}"))
            #expect(fields[0].contains("{{c10::active::an adjective}}"))
            #expect(!fields[0].contains("::SCONJ") && !fields[0].contains("::ADJ"))
            #expect(fields[2].contains("https://en.wikipedia.org/w/index.php?oldid=716551092"))
            #expect(fields[2].contains("curid=12&amp;action=history"))
            #expect(fields[2].contains("CC BY-SA 3.0"))
            #expect(fields[3] == "p0")
            let tags = try String.fetchOne(db, sql: "SELECT tags FROM notes WHERE guid = 'p0'")
            #expect(tags == " wikiblanks level::1 seed::fixture ")
        }
    }

    @Test func theSameBatchGivesTheSameBytes() throws {
        let batch = try ExportFixtures.loaded()
        #expect(try AnkiPackage.bytes(for: [batch]) == AnkiPackage.bytes(for: [batch]))
    }

    @Test func clozeSyntaxInTheTextIsWrittenAsEntities() throws {
        var puzzle = PuzzleFixtures.puzzle(id: "braces")
        let prefix = "{{c1::x}} <b> "
        puzzle.text = prefix + puzzle.text
        let shift = prefix.utf16.count
        for index in puzzle.blanks.indices { puzzle.blanks[index].start += shift }
        let note = AnkiNote(try ExportPuzzle(puzzle, file: "f"), batch: try ExportFixtures.loaded())
        #expect(note.fields[0].hasPrefix("&#123;&#123;c1::x&#125;&#125; &lt;b&gt; "))
        #expect(note.clozeCount == 10)
    }

    /// Each cloze's hint is its part of speech in `BlankHint`'s words; a tag
    /// outside the table reads "a word", never the tag, whatever it holds.
    @Test func clozeHintsAreThePartOfSpeechInWords() throws {
        var puzzle = PuzzleFixtures.puzzle(id: "hints")
        puzzle.blanks[1].pos = "<b>}}::"
        puzzle.blanks[2].pos = "X"
        let note = AnkiNote(try ExportPuzzle(puzzle, file: "f"), batch: try ExportFixtures.loaded())
        let hints = note.fields[0].components(separatedBy: "{{c").dropFirst().map { cloze in
            String(cloze.prefix { $0 != "}" }.components(separatedBy: "::")[2])
        }
        #expect(
            hints
                == puzzle.blanks.enumerated().map { index, blank in
                    index == 1 || index == 2 ? "a word" : BlankHint(blank).partOfSpeech
                })
        #expect(hints[0] == "a conjunction" && hints[1] == "a word" && hints[3] == "a preposition")
    }

    /// The front offers the first letter on request, worded with
    /// `BlankHint.letterTemplate`; the back does not.
    @Test func theFrontOffersTheFirstLetterAndTheBackDoesNot() throws {
        let template = AnkiNoteType.Template()
        #expect(template.qfmt.hasPrefix("{{cloze:Text}}\n"))
        #expect(template.qfmt.contains(#"data-cloze"#))
        #expect(template.qfmt.contains(#""{hint} starting with \"{letter}\"""#))
        #expect(!template.qfmt.contains("{{hint") && !template.qfmt.lowercased().contains("innerhtml"))
        #expect(!template.afmt.contains("wikiblanksLetter"))
        let noteType = String(decoding: try JSONEncoder().encode(AnkiNoteType(did: 1)), as: UTF8.self)
        #expect(noteType.contains("wikiblanks-letter"))
    }

    @Test func seedsWithSpacesMakeOneTag() {
        #expect(AnkiNote.tags(seed: "a b\tc", level: 3) == ["wikiblanks", "level::3", "seed::a_b_c"])
        #expect(AnkiNote.tags(seed: "", level: 0) == ["wikiblanks", "level::0", "seed::_"])
    }
}
