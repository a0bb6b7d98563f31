import BlanksCorpus
import BlanksTestSupport
import Foundation
import GRDB
import Testing

extension IntegrationTests {
    /// A trace game driven through standard input by a script, then history
    /// as text and as JSON, all through the real binary.
    @Suite(
        "wikiblanks play and history, trace game",
        .enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
    struct TracePlayBinaryTests {
        struct Fixture {
            let temp: TemporaryDirectory
            var db: String { temp.path("progress.sqlite") }
            var output: URL { temp.url.appendingPathComponent("Output") }

            init() throws {
                temp = try TemporaryDirectory()
                for level in [1, 2] {
                    let result = try CommandRunner.run(
                        [
                            "generate", "--kind", "trace", "--seed", "play", "--count", "2",
                            "--level", "\(level)", "--out", output.path
                        ], timeout: .seconds(120))
                    #expect(result.status == 0, "\(result.stderr)")
                }
            }

            /// The tracing order of the first puzzle of `level`, read from its batch
            /// of seed `seed` under `folder` (default: the fixture's Output).
            func order(level: Int, seed: String = "play", in folder: URL? = nil) throws -> [String] {
                let parent = folder ?? output
                let name = try #require(
                    try FileManager.default.contentsOfDirectory(atPath: parent.path)
                        .first { $0.hasPrefix("trace-\(seed)-L\(level)-") })
                let text = try String(
                    contentsOf: parent.appendingPathComponent(name).appendingPathComponent("puzzles.jsonl"),
                    encoding: .utf8)
                let line = try #require(text.split(separator: "\n").first)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return try #require(object["order"] as? [String])
            }

            func run(_ arguments: [String], _ lines: [String], environment: [String: String?] = [:]) throws
                -> CommandResult
            {
                var merged = PlayBinary.environment(in: temp.url)
                for (key, value) in environment { merged[key] = value }
                return try CommandRunner.run(
                    arguments, input: lines.map { $0 + "\n" }.joined(), in: temp.url,
                    environment: merged, timeout: .seconds(120))
            }
        }

        @Test func aScriptedGameClimbsALevelAndHistoryReportsIt() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let empty = try fixture.run(["history", "--json", "--db", fixture.db], [])
            #expect(empty.status == 0 && empty.stdout == "[]\n", "no progress database yet: no games")
            #expect(!FileManager.default.fileExists(atPath: fixture.db), "history does not create the database")
            let order = try fixture.order(level: 1)
            let moves =
                ["\(order[1]) 1"] + order.enumerated().map { "\($0.element) \($0.offset + 1)" } + ["next", "quit"]
            let play = try fixture.run(
                ["play", "--kind", "trace", "--output", fixture.output.path, "--db", fixture.db], moves,
                environment: ["LANG": "C"])
            #expect(play.status == 0, "\(play.stderr)")
            #expect(play.stderr.isEmpty)
            #expect(play.stdout.contains("Total score over all levels: 0. Current level: 1 (3 boxes)."))
            #expect(play.stdout.contains("| A |"), "ASCII grid in the C locale")
            #expect(!play.stdout.contains("│"))
            #expect(play.stdout.contains("Level 1 done: score 2."))
            #expect(play.stdout.contains("Level 2: 4 boxes, game T2."))
            #expect(play.stdout.contains("Bye: level 2 is left undone; wikiblanks play starts it again next time."))

            let json = try fixture.run(["history", "--json", "--db", fixture.db], [])
            #expect(json.status == 0, "\(json.stderr)")
            let games = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            #expect(games.count == 2)
            #expect(games.map { $0["kind"] as? String } == ["trace", "trace"])
            #expect(games.map { $0["level"] as? Int } == [1, 2])
            #expect(games.map { $0["completed"] as? Bool } == [true, false])
            #expect(games[0]["score"] as? Int == 2 && games[0]["moves"] as? Int == 4)
            #expect(games[0]["game"] as? String == "T1")
            #expect((games[0]["started"] as? String)?.hasSuffix("Z") == true)
            #expect(games[0]["seconds"] is Int)

            let list = try fixture.run(["history", "--db", fixture.db], [])
            #expect(list.stdout.contains("Trace: level 2, total score 2 over all levels."))
            #expect(list.stdout.contains("GAME  KIND   STARTED"))
            let show = try fixture.run(["history", "show", "T1", "--db", fixture.db], [])
            #expect(show.status == 0, "\(show.stderr)")
            #expect(show.stdout.contains("Score 2: 3 right, 1 wrong."))
            let missing = try fixture.run(["history", "show", "T9", "--db", fixture.db], [])
            #expect(missing.status == 1)
            #expect(
                missing.stderrLines == [
                    "wikiblanks: no game T9 in the progress database; wikiblanks history lists the games"
                ])
        }

        @Test func aTraceBatchIsPlayedAsTraceAndDrawnWithBoxCharactersInAUTF8Locale() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let folder = try #require(
                try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
                    .first { $0.hasPrefix("trace-play-L1-") })
            let play = try fixture.run(
                [
                    "play", "--batch", fixture.output.appendingPathComponent(folder).path,
                    "--db", fixture.db
                ], ["quit"], environment: ["LANG": "C.UTF-8"])
            #expect(play.status == 0, "\(play.stderr)")
            #expect(play.stdout.contains("┌───┐"))
            #expect(play.stdout.contains("Level 1: 3 boxes, game T1."))
        }

        /// With no batch anywhere the ladder makes each level's puzzle, from the
        /// profile's seed ("play default"): `generate` with that seed, elsewhere,
        /// shows the same puzzles, so a script can play levels 1 → 3 through
        /// standard input.
        @Test func theLadderRunsOneToThreeWithNoBatch() throws {
            let temp = try TemporaryDirectory()
            defer { temp.remove() }
            let reference = temp.url.appendingPathComponent("reference")
            var moves: [String] = []
            for level in 1...3 {
                let made = try CommandRunner.run(
                    [
                        "generate", "--kind", "trace", "--seed", "play default", "--count", "1",
                        "--level", "\(level)", "--out", reference.path
                    ], timeout: .seconds(120))
                #expect(made.status == 0, "\(made.stderr)")
                let text = try String(
                    contentsOf: reference.appendingPathComponent(
                        try #require(
                            try FileManager.default.contentsOfDirectory(atPath: reference.path).first {
                                $0.contains("-L\(level)-")
                            })
                    )
                    .appendingPathComponent("puzzles.jsonl"), encoding: .utf8)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                let order = try #require(object["order"] as? [String])
                moves += order.enumerated().map { "\($0.element) \($0.offset + 1)" } + ["next"]
            }
            let db = temp.path("progress.sqlite")
            let play = try CommandRunner.run(
                ["play", "--kind", "trace", "--output", temp.path("Output"), "--db", db],
                input: (moves + ["quit"]).map { $0 + "\n" }.joined(), in: temp.url,
                environment: PlayBinary.environment(in: temp.url), timeout: .seconds(120))
            #expect(play.status == 0, "\(play.stderr)")
            #expect(play.stderr.isEmpty)
            #expect(play.stdout.contains("Level 1 done: score 3."))
            #expect(play.stdout.contains("Level 2 done: score 4."))
            #expect(play.stdout.contains("Level 3 done: score 5."))
            #expect(play.stdout.contains("Type next to play level 4, history, rules or quit."))
            #expect(play.stdout.contains("Level 4: 6 boxes, game T4."))
            #expect(!play.stdout.contains("error:"), "\(play.stdout)")
            #expect(
                !FileManager.default.fileExists(atPath: temp.path("Output")), "nothing written but the progress file")
            let origins: [String] = try ProgressDatabase.fetchAll(db, "SELECT DISTINCT origin FROM trace_game")
            #expect(origins == ["puzzles made on the fly, seed \"play default\""])

            let chosen = try CommandRunner.run(
                [
                    "play", "--kind", "trace", "--level", "9", "--output", temp.path("Output"),
                    "--db", db
                ], input: "quit\n", in: temp.url,
                environment: PlayBinary.environment(in: temp.url), timeout: .seconds(120))
            #expect(chosen.status == 0, "\(chosen.stderr)")
            #expect(chosen.stdout.contains("Level 9: 11 boxes, game T5."))
        }

        @Test func levelIsRefusedWhereItHasNoMeaning() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            for (arguments, message) in [
                (["play", "--level", "3"], "--level is for the trace game: add --kind trace"),
                (["play", "--kind", "trace", "--level", "11"], "--level must be 1…10"),
                (
                    ["play", "--kind", "trace", "--level", "2", "--batch", fixture.output.path],
                    "--level chooses the trace ladder's level; a --batch is played at its puzzles' own levels"
                )
            ] {
                let play = try fixture.run(arguments + ["--db", fixture.db], ["quit"])
                #expect(play.status != 0)
                #expect(play.stderr.contains(message), "\(play.stderr)")
                #expect(!FileManager.default.fileExists(atPath: fixture.db))
            }
        }

        /// A batch is played at its own level: a new profile (level 1) plays a
        /// level-4 batch, solves it, and `next` gives the batch's next puzzle.
        @Test func aLevel4BatchIsPlayedByANewProfile() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let made = try fixture.run(
                [
                    "generate", "--kind", "trace", "--seed", "four", "--count", "2", "--level", "4",
                    "--out", fixture.output.path
                ], [])
            #expect(made.status == 0, "\(made.stderr)")
            let folder = try #require(
                try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
                    .first { $0.hasPrefix("trace-four-L4-") })
            let batch = fixture.output.appendingPathComponent(folder).path
            let order = try fixture.order(level: 4, seed: "four")
            let moves = order.enumerated().map { "\($0.element) \($0.offset + 1)" } + ["next", "quit"]
            let play = try fixture.run(["play", "--batch", batch, "--db", fixture.db], moves)
            #expect(play.status == 0, "\(play.stderr)")
            #expect(play.stdout.contains("Playing the puzzles of \(batch), each at its own level."))
            #expect(play.stdout.contains("Level 4: 6 boxes, game T1."))
            #expect(play.stdout.contains("Level 4 done: score 6."))
            #expect(play.stdout.contains("Level 4: 6 boxes, game T2."))
            let levels: [Int] = try ProgressDatabase.fetchAll(fixture.db, "SELECT level FROM trace_game ORDER BY id")
            #expect(levels == [4, 4])
        }

        /// `reset` is no second look and no free points: the numbers stay hidden
        /// and the abandoned attempt's +2 is not in the total.
        @Test func resetScoresNothingAndShowsNoNumber() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let order = try fixture.order(level: 1)
            let solution = order.enumerated().map { "\($0.element) \($0.offset + 1)" }
            let play = try fixture.run(
                ["play", "--kind", "trace", "--output", fixture.output.path, "--db", fixture.db],
                Array(solution.prefix(2)) + ["reset"] + solution + ["quit"],
                environment: ["LANG": "C"])
            #expect(play.status == 0, "\(play.stderr)")
            #expect(play.stdout.contains("Level 1 restarts: game T1 is left undone and its score 2 does not count."))
            let afterReset = try #require(play.stdout.components(separatedBy: "Level 1 restarts").last)
            let beforeFirstMove = try #require(afterReset.components(separatedBy: "Right:").first)
            #expect(!["| 1 |", "| 2 |", "| 3 |"].contains { beforeFirstMove.contains($0) }, "\(beforeFirstMove)")
            #expect(play.stdout.contains("Total score over all levels: 3. Current level: 2 (4 boxes)."))
            let list = try fixture.run(["history", "--db", fixture.db], [])
            #expect(list.stdout.contains("Trace: level 2, total score 3 over all levels."))
        }

        /// A box moved far outside any screen (column 10^9, the grid stretched to
        /// hold it, the manifest's hash fixed up) breaks no rule of the decoded
        /// puzzle, only regeneration from its bytes: `validate` refuses the line,
        /// and `play` skips it naming the same rule and plays the batch's other puzzle.
        @Test func aBoxFarOutsideAnyScreenIsRefusedByPlayUnderValidatesRule() throws {
            let fixture = try Fixture()
            defer { fixture.temp.remove() }
            let folder = try #require(
                try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
                    .first { $0.hasPrefix("trace-play-L1-") })
            let batch = fixture.output.appendingPathComponent(folder)
            let file = batch.appendingPathComponent("puzzles.jsonl")
            let text = try String(contentsOf: file, encoding: .utf8)
            let first = try #require(text.split(separator: "\n").first.map(String.init))
            let hostile = try first.replacing(
                #require(try Regex(#""grid":\{"columns":\d+"#).firstMatch(in: first)).0,
                with: #""grid":{"columns":1000000001"#
            )
            .replacing(#require(try Regex(#""column":\d+"#).firstMatch(in: first)).0, with: #""column":1000000000"#)
            #expect(hostile.contains("1000000000") && hostile.contains("1000000001"))
            let data = Data(text.replacingOccurrences(of: first, with: hostile).utf8)
            try data.write(to: file)
            let manifestFile = batch.appendingPathComponent("manifest.json")
            var manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: manifestFile)) as? [String: Any])
            manifest["files"] = ["puzzles.jsonl": ContentHash.sha256Hex(of: data)]
            try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
            let id =
                try #require(try JSONSerialization.jsonObject(with: Data(hostile.utf8)) as? [String: Any])["id"]
                as? String
            let refusal = "\(try #require(id)) (line 1): regenerates: "

            let validate = try fixture.run(["validate", batch.path], [])
            #expect(validate.status == 1)
            #expect((validate.stdout + validate.stderr).contains(refusal), "\(validate.stdout)\(validate.stderr)")
            let play = try fixture.run(["play", "--batch", batch.path, "--db", fixture.db], ["quit"])
            #expect(play.status == 0, "\(play.stderr)")
            #expect(play.stderr.contains("skipped " + refusal), "\(play.stderr)")
            let played: [String] = try ProgressDatabase.fetchAll(fixture.db, "SELECT puzzle_id FROM trace_game")
            let hostileID = try #require(id)
            #expect(played.count == 1 && !played.contains(hostileID), "\(played)")
        }
    }
}
