import BlanksCorpus
import BlanksTestSupport
import Foundation
import GRDB
import Testing

extension IntegrationTests {
/// A trace game driven through standard input by a script, then history
/// as text and as JSON, all through the real binary.
@Suite("wikiblanks play and history, trace game",
       .enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct TracePlayBinaryTests {
    struct Fixture {
        let temp: TemporaryDirectory
        var db: String { temp.path("progress.sqlite") }
        var output: URL { temp.url.appendingPathComponent("Output") }

        init() throws {
            temp = try TemporaryDirectory()
            for level in [1, 2] {
                let result = try CommandRunner.run(["generate", "--kind", "trace", "--seed", "play", "--count", "2",
                                                    "--level", "\(level)", "--out", output.path], timeout: .seconds(120))
                #expect(result.status == 0, "\(result.stderr)")
            }
        }

        /// The tracing order of the first puzzle of `level`, read from its batch.
        func order(level: Int) throws -> [String] {
            let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: output.path)
                .first { $0.hasPrefix("trace-play-L\(level)-") })
            let text = try String(contentsOf: output.appendingPathComponent(folder).appendingPathComponent("puzzles.jsonl"),
                                  encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["order"] as? [String])
        }

        func run(_ arguments: [String], _ lines: [String], environment: [String: String?] = [:]) throws -> CommandResult {
            var merged = PlayBinary.environment(in: temp.url)
            for (key, value) in environment { merged[key] = value }
            return try CommandRunner.run(arguments, input: lines.map { $0 + "\n" }.joined(), in: temp.url,
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
        let moves = ["\(order[1]) 1"] + order.enumerated().map { "\($0.element) \($0.offset + 1)" } + ["next", "quit"]
        let play = try fixture.run(["play", "--kind", "trace", "--output", fixture.output.path, "--db", fixture.db], moves,
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
        #expect(missing.stderrLines == ["wikiblanks: no game T9 in the progress database; wikiblanks history lists the games"])
    }

    @Test func aTraceBatchIsPlayedAsTraceAndDrawnWithBoxCharactersInAUTF8Locale() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
            .first { $0.hasPrefix("trace-play-L1-") })
        let play = try fixture.run(["play", "--batch", fixture.output.appendingPathComponent(folder).path,
                                    "--db", fixture.db], ["quit"], environment: ["LANG": "C.UTF-8"])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("┌───┐"))
        #expect(play.stdout.contains("Level 1: 3 boxes, game T1."))
    }

    @Test func aMissingLevelIsOneLineAndExitsOne() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
            .first { $0.hasPrefix("trace-play-L2-") })
        let batch = fixture.output.appendingPathComponent(folder).path
        let play = try fixture.run(["play", "--batch", batch, "--db", fixture.db], [])
        #expect(play.status == 1)
        #expect(play.stderrLines == ["wikiblanks: \(batch) has no valid trace puzzle of level 1; make one with "
                                     + "wikiblanks generate --kind trace --seed S --count N --level 1"])
    }

    /// A box moved far outside any screen (column 10^9, the grid stretched to
    /// hold it, the manifest's hash fixed up) breaks no rule of the decoded
    /// puzzle, only regeneration from its bytes: `validate` refuses the line,
    /// and `play` skips it naming the same rule and plays the batch's other puzzle.
    @Test func aBoxFarOutsideAnyScreenIsRefusedByPlayUnderValidatesRule() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
            .first { $0.hasPrefix("trace-play-L1-") })
        let batch = fixture.output.appendingPathComponent(folder)
        let file = batch.appendingPathComponent("puzzles.jsonl")
        let text = try String(contentsOf: file, encoding: .utf8)
        let first = try #require(text.split(separator: "\n").first.map(String.init))
        let hostile = try first.replacing(#require(try Regex(#""grid":\{"columns":\d+"#).firstMatch(in: first)).0,
                                          with: #""grid":{"columns":1000000001"#)
            .replacing(#require(try Regex(#""column":\d+"#).firstMatch(in: first)).0, with: #""column":1000000000"#)
        #expect(hostile.contains("1000000000") && hostile.contains("1000000001"))
        let data = Data(text.replacingOccurrences(of: first, with: hostile).utf8)
        try data.write(to: file)
        let manifestFile = batch.appendingPathComponent("manifest.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestFile)) as? [String: Any])
        manifest["files"] = ["puzzles.jsonl": ContentHash.sha256Hex(of: data)]
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
        let id = try #require(try JSONSerialization.jsonObject(with: Data(hostile.utf8)) as? [String: Any])["id"] as? String
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
