import BlanksTestSupport
import Foundation
import GRDB
import Testing

/// Integration tests: they run the built `wikiblanks` binary, one at a time.
@Suite("Integration", .serialized)
struct IntegrationTests {}

extension IntegrationTests {
    /// The real binary driven through standard input like a script would, with
    /// the progress database read back by SQLite.
    @Suite(
        "wikiblanks play and history binary",
        .enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
    struct PlayBinaryIntegrationTests {
        let answers = PuzzleFixtures.answers

        /// A temp folder with a batch under Output/ and the paths the binary is given.
        struct Fixture {
            let temp: TemporaryDirectory
            let batch: URL
            var db: String { temp.path("progress.sqlite") }
            var playArguments: [String] { ["play", "--batch", batch.path, "--db", db] }

            init() throws {
                temp = try TemporaryDirectory()
                batch = try PuzzleFixtures.writeBatch(
                    PuzzleFixtures.batch(), in: temp.url.appendingPathComponent("Output"))
            }

            func run(_ arguments: [String], _ lines: [String]) throws -> CommandResult {
                try PlayBinary.run(arguments, input: lines.map { $0 + "\n" }.joined(), in: temp.url)
            }
        }

        @Test func aScriptedGamePrintsTheScoreAndSavesItsRows() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            var lines = (1...7).map { "\($0) \(answers[$0 - 1])" }
            lines += [
                "8 that", "fill 3 \(PuzzleFixtures.optionNumber(forBlank: 1))", "3 was", "submit!", "result", "quit"
            ]
            let result = try fixture.run(fixture.playArguments, lines)
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.contains("Score: 7/10."))
            #expect(result.stdout.contains("[8 wrong: that, answer: violent]"))
            #expect(result.stdout.contains("[9 empty, answer: the]"))
            #expect(!result.stdout.contains("\u{1B}["), "no colour when output is not a terminal")

            try ProgressDatabase.query(fixture.db) { db in
                let game = try #require(try Row.fetchOne(db, sql: "SELECT * FROM game"))
                #expect(game["score"] as Int? == 7)
                #expect(game["out_of"] as Int == 10)
                #expect(game["puzzle_id"] as String == "fixture-1")
                #expect(game["ended_at"] as Date? != nil)
                let moves = try Row.fetchAll(db, sql: "SELECT seq, blank, kind, word, previous FROM move ORDER BY seq")
                #expect(moves.count == 10)
                #expect(moves.map { $0["seq"] as Int } == Array(1...10))
                #expect(
                    moves[8]["kind"] as String == "change" && moves[8]["word"] as String == "that"
                        && moves[8]["previous"] as String == "was")
                #expect(moves[9]["kind"] as String == "change" && moves[9]["word"] as String == "was")
                let profile = try #require(try Row.fetchOne(db, sql: "SELECT * FROM profile"))
                #expect(profile["name"] as String == "default")
                #expect(profile["best_score"] as Int == 7 && profile["total_score"] as Int == 7)
                #expect(profile["level"] as Int == 1 && profile["games_finished"] as Int == 1)
            }

            let history = try fixture.run(["history", "--db", fixture.db], [])
            #expect(history.status == 0)
            #expect(history.stdout.contains("Profile default: level 1, best 7, total 7 over 1 finished game."))
            #expect(history.stdout.contains("7/10"))
            #expect(history.stdout.contains("Anarchism"))
            let show = try fixture.run(["history", "show", "1", "--db", fixture.db], [])
            #expect(show.status == 0)
            #expect(show.stdout.contains("change was -> that"))
            #expect(
                show.stdout.contains(
                    "Mistakes (wrong words placed): 2. Changes: 2. Wrong or empty at the end: 8, 9, 10."))
        }

        @Test(arguments: [SIGKILL, SIGINT])
        func anInterruptedGameResumesNextTime(signal: Int32) throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let running = try PlayBinary.start(fixture.playArguments, in: fixture.temp.url)
            running.send((1...3).map { "\($0) \(answers[$0 - 1])\n" }.joined())
            let saved = CommandRunner.waitUntil {
                FileManager.default.fileExists(atPath: fixture.db)
                    && (try? ProgressDatabase.fetch(fixture.db, "SELECT COUNT(*) FROM move") as Int?) == 3
            }
            #expect(saved, "three moves were never saved")
            running.kill(signal)
            let killed = try running.wait()
            #expect(killed.signal == signal)

            #expect(try ProgressDatabase.fetchAll(fixture.db, "PRAGMA integrity_check") as [String] == ["ok"])
            let rest = (4...10).map { "\($0) \(answers[$0 - 1])" } + ["submit"]
            let resumed = try fixture.run(fixture.playArguments, rest)
            #expect(resumed.status == 0)
            #expect(resumed.stdout.contains("Resuming game 1, started "))
            #expect(resumed.stdout.contains("(3 of 10 blanks filled)."))
            #expect(resumed.stdout.contains("Score: 10/10."))
            #expect(resumed.stdout.contains("Every blank right: level 1 -> 2."))
            #expect(try ProgressDatabase.fetch(fixture.db, "SELECT COUNT(*) FROM game") as Int? == 1)
            #expect(try ProgressDatabase.fetch(fixture.db, "SELECT COUNT(*) FROM move WHERE game_id = 1") as Int? == 10)
            #expect(try ProgressDatabase.fetch(fixture.db, "SELECT level FROM profile") as Int? == 2)
        }

        @Test func badLinesAndEndOfInputKeepProgress() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let result = try fixture.run(
                fixture.playArguments,
                ["1 that", "12", "2 banana", "fill 2 0", "3", "99", "4 \u{00E9}t\u{00E9}", "jump"])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.contains("error: there is no blank 12: blanks are numbered 1 to 10"))
            #expect(result.stdout.contains("error: \"banana\" is not one of the words; type options to list them"))
            #expect(result.stdout.contains("error: there is no word 0: words are numbered 1 to 10"))
            #expect(result.stdout.contains("error: there is no word 99: words are numbered 1 to 10"))
            #expect(result.stdout.contains("error: \"été\" is not one of the words"))
            #expect(result.stdout.contains("error: unknown command \"jump\"; type help for the commands"))
            #expect(result.stdout.contains("End of input: your game is saved; wikiblanks play resumes it."))
            #expect(try ProgressDatabase.fetch(fixture.db, "SELECT COUNT(*) FROM move") as Int? == 1)
            #expect(
                try ProgressDatabase.fetch(fixture.db, "SELECT COUNT(*) FROM game WHERE ended_at IS NULL") as Int? == 1)
        }

        @Test func aCorruptDatabaseIsOneClearErrorAndStaysAsItWas() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
            try garbage.write(to: URL(fileURLWithPath: fixture.db))
            for arguments in [fixture.playArguments, ["history", "--db", fixture.db]] {
                let result = try fixture.run(arguments, ["1 that", "submit!"])
                #expect(result.status == 1)
                #expect(
                    result.stderrLines == [
                        "wikiblanks: \(fixture.db): not an SQLite database (damaged?); it was left untouched: move it aside or pass --db FILE"
                    ])
                #expect(!result.stdout.contains("Score"))
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.db)) == garbage)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.temp.url.path)
                .filter { $0.hasPrefix("progress.sqlite") }
            #expect(leftovers == ["progress.sqlite"])
        }

        @Test func aLockedDatabaseIsOneClearErrorAndLosesNothing() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            #expect(try fixture.run(fixture.playArguments, ["1 that", "2 from"]).status == 0)
            let holder = try DatabaseQueue(path: fixture.db)
            try holder.inDatabase { db in
                try db.execute(sql: "BEGIN EXCLUSIVE TRANSACTION")
                let locked = try fixture.run(fixture.playArguments, ["3 was", "submit!"])
                #expect(locked.status == 1)
                #expect(
                    locked.stderrLines == [
                        "wikiblanks: \(fixture.db): the progress database is locked by another program (another game running?); close it and try again"
                    ])
                try db.execute(sql: "ROLLBACK")
            }
            let resumed = try fixture.run(fixture.playArguments, ["quit"])
            #expect(resumed.stdout.contains("(2 of 10 blanks filled)."))
            #expect(
                try ProgressDatabase.fetchAll(fixture.db, "SELECT word FROM move ORDER BY seq") as [String] == [
                    "that", "from"
                ])
        }

        @Test func noBatchAndNoCorpusIsOneLine() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let result = try PlayBinary.run(["play", "--db", temp.path("p.sqlite")], input: "", in: temp.url)
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 1)
            #expect(
                result.stderrLines.first?.contains("\(temp.url.appendingPathComponent("Corpus").path): not a corpus")
                    == true)
        }

        @Test func withNoBatchPuzzlesAreGeneratedFromTheCorpus() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let corpus = repositoryRoot.appendingPathComponent("Corpus").path
            let result = try PlayBinary.run(
                ["play", "--db", temp.path("p.sqlite"), "--corpus", corpus],
                input: "quit\n", in: temp.url)
            #expect(result.status == 0, "\(result.stderrLines)")
            #expect(result.stdout.contains("[10 ______]"))
            #expect(
                try ProgressDatabase.fetchAll(temp.path("p.sqlite"), "SELECT puzzle_level FROM game") as [Int] == [1])
        }

        /// `hint 3` through the real binary: words, then the first letter, bad
        /// numbers refused, the hints saved and listed by `history show`.
        @Test func hintsThroughTheBinaryAreWordsSavedAndShownInHistory() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let result = try fixture.run(
                fixture.playArguments, ["hint 4", "hint 4", "hint 99", "hint x", "hint", "submit", "quit"])
            #expect(result.status == 0, "\(result.stderrLines)")
            #expect(result.stdout.contains("Hint: blank 4 is a preposition. Type hint 4 again for its first letter."))
            #expect(result.stdout.contains("Hint: blank 4 is a preposition starting with \"a\"."))
            #expect(result.stdout.contains("error: there is no blank 99: blanks are numbered 1 to 10"))
            #expect(result.stdout.contains("error: \"x\" is not a blank number"))
            #expect(result.stdout.contains("error: hint needs a blank number, as in hint 3"))
            #expect(try ProgressDatabase.fetchAll(fixture.db, "SELECT step FROM hint ORDER BY id") as [Int] == [1, 2])
            let show = try fixture.run(["history", "show", "1", "--db", fixture.db], [])
            #expect(show.status == 0)
            #expect(show.stdout.contains("Hints: blank 4 (first letter)."))
        }

        @Test func unknownGameAndMissingBatchAreOneLineErrors() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            _ = try fixture.run(fixture.playArguments, ["quit"])
            let show = try fixture.run(["history", "show", "42", "--db", fixture.db], [])
            #expect(show.status == 1)
            #expect(
                show.stderrLines == [
                    "wikiblanks: no game 42 in the progress database; wikiblanks history lists the games"
                ])
            let missing = fixture.temp.url.appendingPathComponent("nowhere").path
            let play = try fixture.run(["play", "--batch", missing, "--db", fixture.temp.path("other.sqlite")], [])
            #expect(play.status == 1)
            #expect(play.stderrLines == ["wikiblanks: \(missing): no such batch directory"])
        }

        /// A mistyped --batch is refused even when an unfinished game could be
        /// resumed: the player named a folder, and playing another game silently
        /// would hide the mistake.
        @Test func aMissingBatchIsRefusedEvenWithAGameToResume() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            #expect(try fixture.run(fixture.playArguments, ["1 that"]).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: fixture.db))
            let missing = fixture.temp.url.appendingPathComponent("nowhere").path
            let play = try fixture.run(["play", "--batch", missing, "--db", fixture.db], ["2 from", "quit"])
            #expect(play.status == 1)
            #expect(play.stderrLines == ["wikiblanks: \(missing): no such batch directory"])
            #expect(!play.stdout.contains("Resuming"))
            let trace = try fixture.run(["play", "--kind", "trace", "--batch", missing, "--db", fixture.db], ["quit"])
            #expect(trace.status == 1)
            #expect(trace.stderrLines == ["wikiblanks: \(missing): no such batch directory"])
            let empty = fixture.temp.url.appendingPathComponent("empty-folder")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let notABatch = try fixture.run(["play", "--batch", empty.path, "--db", fixture.db], ["quit"])
            #expect(notABatch.status == 1)
            #expect(notABatch.stderrLines == ["wikiblanks: \(empty.path): no puzzles.jsonl in this batch directory"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.db)) == before, "nothing was played or written")
        }

        /// The blanks game through standard input: picking a blank prints its
        /// sentence, `show N` one sentence, a word placed twice is named with
        /// where it is, and `submit` with empty blanks asks once.
        @Test func theGameShowsTheSentenceWarnsOfReuseAndConfirmsSubmit() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let result = try fixture.run(
                fixture.playArguments,
                [
                    "2", "from", "show 4", "7 from", "submit", "n",
                    "submit", "y", "quit"
                ])
            #expect(result.status == 0, "\(result.stderr)")
            let out = result.stdout
            #expect(
                out.contains(
                    "Blank 2 is empty. Type a word or its number:\n"
                        + "  Its name comes [2 ______] the Greek word anarkhia.\nWords: "))
            #expect(out.contains("\n  Émile Armand wrote 🎲 [4 ______] free love and individualism.\n"))
            #expect(
                out.contains(
                    "Blank 7: from (2 of 10 filled).\n"
                        + "Note: \"from\" is also in blank 2, but the words have it only once."))
            #expect(
                out.contains(
                    "8 blanks are empty — submit anyway? y/n\n"
                        + "Not submitted: fill the empty blanks, or type submit! to submit as it is."))
            #expect(out.contains("8 blanks are empty — submit anyway? y/n\nScore: 1/10."))
            #expect(try ProgressDatabase.fetch(fixture.db, "SELECT score FROM game") as Int? == 1)
        }
    }
}
