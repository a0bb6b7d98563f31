import BlanksTestSupport
import Foundation
import Testing

@Suite struct StatsCommandTests {
    @Test func analysesAFileAndPrintsEachResultWithItsRank() throws {
        let file = try TemporaryDirectory().url.appendingPathComponent("sample.txt")
        try Data("Hello wiki World!\r\nHello\tagain, world 🇫🇷 e\u{301}te\u{301}\n".utf8).write(to: file)
        let text = try CommandRunner.run(["stats", file.path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("tenth character (finished 1st): \"i\""))
        #expect(text.stdout.contains("[\"i\", \"e\", \",\", \"é\"]"))
        #expect(text.stdout.contains("8 words, 7 distinct\n2\thello\n1\tagain,\n"))

        let json = try CommandRunner.run(["stats", "--json", file.path])
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        let ranks = try lines.map { line -> Int in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["completionRank"] as? Int ?? 0
        }
        #expect(ranks == [1, 2, 3])
    }

    @Test func aMissingFileFailsEveryAnalysisWithOneLineEach() throws {
        let missing = try TemporaryDirectory().url.appendingPathComponent("missing.txt").path
        let result = try CommandRunner.run(["stats", missing])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains("\(missing): cannot read (no such file)") })
    }

    @Test func aSourceAndARevisionTogetherAreRefused() throws {
        let result = try CommandRunner.run(["stats", "--revid", "5", "x.txt"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("give one of a SOURCE, --revid or --word-frequencies, not several"))
    }
}
