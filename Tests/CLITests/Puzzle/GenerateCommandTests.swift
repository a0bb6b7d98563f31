import BlanksTestSupport
import Foundation
import Testing

@Suite struct GenerateCommandTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    static func generate(_ extra: [String], out: URL) throws -> CommandResult {
        try CommandRunner.run(
            ["generate", "--seed", "cli", "--count", "12", "--corpus", corpus, "--out", out.path] + extra)
    }

    static func batchFolder(in out: URL) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
        #expect(names.count == 1)
        return out.appendingPathComponent(names.first ?? "")
    }

    static func bytes(_ batch: URL) throws -> [Data] {
        try ["puzzles.jsonl", "manifest.json"].map { try Data(contentsOf: batch.appendingPathComponent($0)) }
    }

    @Test func twoProcessesAndThreeShardsGiveTheSameBytes() throws {
        let a = try TemporaryDirectory().url
        let b = try TemporaryDirectory().url
        let first = try Self.generate([], out: a)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.generate([], out: b).status == 0)
        let batchA = try Self.batchFolder(in: a)
        #expect(try Self.bytes(batchA) == Self.bytes(try Self.batchFolder(in: b)))
        #expect(first.stdout.contains(batchA.path))

        let shards = try TemporaryDirectory().url
        for index in [2, 0, 1] {
            #expect(try Self.generate(["--shard", "\(index)/3"], out: shards).status == 0)
        }
        let parts = try FileManager.default.contentsOfDirectory(atPath: shards.path).sorted().reversed()
            .map { shards.appendingPathComponent($0).path }
        let merged = try TemporaryDirectory().url
        let merge = try CommandRunner.run(["merge"] + parts + ["--corpus", Self.corpus, "--out", merged.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try Self.bytes(try Self.batchFolder(in: merged)) == Self.bytes(batchA))
    }

    @Test func validateExitsZeroOnlyWhenEveryPuzzlePasses() throws {
        let out = try TemporaryDirectory().url
        #expect(try Self.generate([], out: out).status == 0)
        let batch = try Self.batchFolder(in: out)
        let clean = try CommandRunner.run(["validate", batch.path, "--corpus", Self.corpus])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.contains("12 puzzles, 0 failures"))

        let file = batch.appendingPathComponent("puzzles.jsonl")
        let text = try String(contentsOf: file, encoding: .utf8)
        let tampered = text.replacingOccurrences(of: "\"options\":[\"", with: "\"options\":[\"zz")
        try Data(tampered.utf8).write(to: file)
        let json = try CommandRunner.run(["validate", file.path, "--json"])
        #expect(json.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(report?["valid"] as? Bool == false)
        let failures = report?["failures"] as? [[String: Any]] ?? []
        #expect(failures.contains { $0["rule"] as? String == "options" })
        let plain = try CommandRunner.run(["validate", batch.path])
        #expect(plain.status == 1)
        #expect(
            plain.stderr.contains("manifest.json: batch-manifest: "), "a batch-wide failure has no puzzle line to name")
    }

    @Test func printPathGivesScriptsOnlyTheBatchFolder() throws {
        let out = try TemporaryDirectory().url
        let result = try Self.generate(["--print-path"], out: out)
        #expect(result.status == 0)
        let folder = try Self.batchFolder(in: out)
        #expect(result.stdout == folder.path + "\n")
        #expect(result.stderr.contains("12 puzzles"))
    }

    /// A binary installed without its resource folders: one line, no trap, no batch.
    @Test func aBinaryWithoutTheTaggerModelSaysSoInOneLine() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try CommandRunner.run(
            [
                "generate", "--seed", "cli", "--count", "2", "--corpus", Self.corpus,
                "--out", out.path
            ],
            executable: try CommandRunner.binaryWithoutResources(in: folder))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("tagger model") && result.stderr.contains("not beside the wikiblanks binary"))
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { !$0.hasPrefix(".") }
                .isEmpty)
    }

    /// The segmenter's model missing while the tagger's is there: refused in
    /// one line, never a batch segmented by the rules alone under the same ids.
    @Test func aBinaryWithoutTheSegmenterModelSaysSoInOneLine() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let lonely = try CommandRunner.binaryWithoutResources(in: folder)
        for bundle in ["wikiblanks_BlanksTagger.resources", "wikiblanks_BlanksSlots.resources"] {
            try FileManager.default.copyItem(
                at: CommandRunner.binary.deletingLastPathComponent().appendingPathComponent(bundle),
                to: lonely.deletingLastPathComponent().appendingPathComponent(bundle))
        }
        let result = try CommandRunner.run(
            [
                "generate", "--seed", "cli", "--count", "2", "--corpus", Self.corpus,
                "--out", out.path
            ], executable: lonely)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("segmenter model") && result.stderr.contains("not beside the wikiblanks binary"))
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { !$0.hasPrefix(".") }
                .isEmpty)
    }

    /// The synonym table missing or damaged while every model is there:
    /// refused in one line naming it, never a batch judged without it under the same ids.
    @Test(arguments: [false, true])
    func aBinaryWithoutItsSynonymTableSaysSoInOneLine(damaged: Bool) throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let lonely = try CommandRunner.binaryWithoutResources(in: folder)
        for bundle in ["wikiblanks_BlanksTagger", "wikiblanks_BlanksSlots", "wikiblanks_BlanksText"] {
            try FileManager.default.copyItem(
                at: CommandRunner.binary.deletingLastPathComponent().appendingPathComponent(bundle + ".resources"),
                to: lonely.deletingLastPathComponent().appendingPathComponent(bundle + ".resources"))
        }
        let table = lonely.deletingLastPathComponent()
            .appendingPathComponent("wikiblanks_BlanksSlots.resources/Resources/synonyms.tsv.gz")
        try FileManager.default.removeItem(at: table)
        if damaged { try Data("reply\tn\treply\n".utf8).write(to: table) }
        let result = try CommandRunner.run(
            ["generate", "--seed", "cli", "--count", "2", "--corpus", Self.corpus, "--out", out.path],
            executable: lonely)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("synonym table"))
        #expect(
            result.stderr.contains(
                damaged ? "cannot read synonym table \(table.path)" : "not beside the wikiblanks binary"),
            "\(result.stderr)")
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { !$0.hasPrefix(".") }
                .isEmpty)
    }

    @Test func badInputGetsOneClearLine() throws {
        let out = try TemporaryDirectory().url
        #expect(try Self.generate(["--shard", "3/3"], out: out).stderr.contains("invalid shard '3/3'"))
        let missing = try CommandRunner.run(["validate", "/nonexistent/batch"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/batch: missing"))
        let notJSON = out.appendingPathComponent("puzzles.jsonl")
        try Data("hello\n".utf8).write(to: notJSON)
        let garbage = try CommandRunner.run(["validate", notJSON.path])
        #expect(garbage.status == 1)
        #expect(garbage.stderr.contains("line 1"))
        let noCorpus = try CommandRunner.run([
            "generate", "--seed", "x", "--count", "1", "--corpus", "/nonexistent", "--out", out.path
        ])
        #expect(noCorpus.status == 1)
        #expect(noCorpus.stderr.contains("not a corpus"))
    }
}
