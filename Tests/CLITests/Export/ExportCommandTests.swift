import BlanksTestSupport
import Foundation
import Testing

@Suite struct ExportCommandTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// A real batch of the embedded corpus, generated once per test.
    static func batch(in folder: URL, count: Int = 6, level: Int = 1) throws -> String {
        let result = try CommandRunner.run(
            [
                "generate", "--seed", "export", "--count", "\(count)", "--level", "\(level)",
                "--corpus", corpus, "--out", folder.path, "--print-path"
            ],
            timeout: .seconds(600))
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func bothFormatsAreByteReproducible() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try Self.batch(in: folder)
        for format in [["anki"], ["moodle"], ["moodle", "--moodle-type", "cloze"]] {
            var outputs: [Data] = []
            for name in ["a", "b"] {
                let out = folder.appendingPathComponent("\(name).out").path
                let result = try CommandRunner.run(["export"] + format + [batch, "--out", out], timeout: .seconds(300))
                #expect(result.status == 0, "\(format): \(result.stderr)")
                #expect(result.stdout.contains("6 puzzles from 1 batch"))
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
            }
            #expect(outputs[0] == outputs[1], "\(format): two exports differ")
            #expect(!outputs[0].isEmpty)
        }
        let xml = try String(contentsOfFile: folder.appendingPathComponent("a.out").path, encoding: .utf8)
        #expect(xml.contains("type=\"cloze\""))
        #expect(xml.contains("CC BY-SA 3.0"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aDamagedBatchIsOneLineAndLeavesNoFile() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try Self.batch(in: folder, count: 3)
        let puzzles = URL(fileURLWithPath: batch).appendingPathComponent("puzzles.jsonl")
        var lines = try String(contentsOf: puzzles, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[1] = "{\"schema\": 1"
        try (lines.joined(separator: "\n") + "\n").write(to: puzzles, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").appendingPathComponent("deck.apkg")
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        for format in [["anki"], ["moodle"]] {
            let result = try CommandRunner.run(["export"] + format + [batch, "--out", out.path], timeout: .seconds(120))
            #expect(result.status == 1)
            let errorLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("wikiblanks:") }
            #expect(errorLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("puzzles.jsonl, line 2: not a puzzle"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path).isEmpty)
        }
    }

    @Test func aMissingBatchAndAnUnknownTypeAreRefused() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CommandRunner.run([
            "export", "anki", folder.appendingPathComponent("none").path,
            "--out", folder.appendingPathComponent("x.apkg").path
        ])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains("none/puzzles.jsonl: missing") || missing.stderr.contains("none: missing"),
            "\(missing.stderr)")
        let usage = try CommandRunner.run(["export", "moodle", folder.path, "--out", "x.xml", "--moodle-type", "essay"])
        #expect(usage.status == 64)
        let noOut = try CommandRunner.run(["export", "anki", folder.path])
        #expect(noOut.status == 64)
    }
}
