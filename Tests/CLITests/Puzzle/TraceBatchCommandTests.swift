import BlanksTestSupport
import Foundation
import Testing

/// `generate --kind trace`, `validate` and `merge` on trace batches, run as a script would.
@Suite(
    "wikiblanks generate, validate and merge --kind trace",
    .enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct TraceBatchCommandTests {
    static func generate(_ extra: [String], out: URL) throws -> CommandResult {
        try CommandRunner.run(
            [
                "generate", "--kind", "trace", "--seed", "cli", "--count", "8", "--level", "3",
                "--out", out.path
            ] + extra, timeout: .seconds(120))
    }

    static func bytes(_ batch: URL) throws -> [Data] {
        try ["puzzles.jsonl", "manifest.json"].map { try Data(contentsOf: batch.appendingPathComponent($0)) }
    }

    @Test func twoRunsAndThreeShardsGiveTheSameBytes() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let first = try Self.generate(["--print-path"], out: temp.url.appendingPathComponent("a"))
        #expect(first.status == 0, "\(first.stderr)")
        let batch = URL(fileURLWithPath: first.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(batch.lastPathComponent.hasPrefix("trace-cli-L3-n8-"))
        #expect(first.stderr.contains("8 trace puzzles, seed \"cli\", level 3"))
        let second = try Self.generate(["--print-path"], out: temp.url.appendingPathComponent("b"))
        let again = URL(fileURLWithPath: second.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(try Self.bytes(batch) == Self.bytes(again))

        let shards = temp.url.appendingPathComponent("shards")
        for index in [1, 2, 0] {
            let shard = try Self.generate(["--shard", "\(index)/3"], out: shards)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let parts = try FileManager.default.contentsOfDirectory(atPath: shards.path).sorted()
            .map { shards.appendingPathComponent($0).path }
        #expect(parts.count == 3)
        let merged = temp.url.appendingPathComponent("merged")
        let merge = try CommandRunner.run(["merge"] + parts + ["--out", merged.path], timeout: .seconds(120))
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try Self.bytes(merged.appendingPathComponent(batch.lastPathComponent)) == Self.bytes(batch))

        let validate = try CommandRunner.run(["validate", batch.path], timeout: .seconds(120))
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.contains("8 puzzles, 0 failures"))
    }

    @Test func validateNamesTheRuleATamperedLineBreaks() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let first = try Self.generate(["--print-path"], out: temp.url)
        let batch = URL(fileURLWithPath: first.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let file = batch.appendingPathComponent("puzzles.jsonl")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let tampered = lines[0].replacingOccurrences(of: "\"revealSeconds\":5", with: "\"revealSeconds\":60")
        let loose = temp.url.appendingPathComponent("loose.jsonl")
        try Data(([tampered] + lines.dropFirst()).map { $0 + "\n" }.joined().utf8).write(to: loose)
        let result = try CommandRunner.run(["validate", loose.path, "--json"], timeout: .seconds(120))
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"rule\":\"trace-reveal\""))
        #expect(result.stdout.contains("\"line\":1"))
    }

    @Test func aTraceLevelOutsideOneToTenIsAUsageError() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let result = try CommandRunner.run(
            [
                "generate", "--kind", "trace", "--seed", "s", "--count", "1", "--level", "11",
                "--out", temp.url.path
            ], timeout: .seconds(60))
        #expect(result.status != 0)
        #expect(result.stderr.contains("--level must be 1…10 for --kind trace"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).isEmpty)
    }
}
