import BlanksCorpus
import BlanksTestSupport
import Foundation
import Testing

/// A puzzle of another batch pasted into a batch or a shard, with the file's
/// SHA-256 in the manifest fixed up to match, is valid on its own; `validate`
/// and `merge` still refuse it because the manifest does not list it.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct ForeignLineTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// Makes batches (or shards) of `arguments` for two seeds under `root`; returns their folders, seed "home" first.
    private func make(_ arguments: [String], in root: URL) throws -> (home: [URL], foreign: [URL]) {
        var made: [String: [URL]] = [:]
        for seed in ["home", "foreign"] {
            let out = root.appendingPathComponent(seed)
            let run = try CommandRunner.run(
                [
                    "generate", "--seed", seed, "--count", "2", "--corpus", Self.corpus,
                    "--out", out.path
                ] + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            made[seed] = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
                .sorted().map { out.appendingPathComponent($0) }
        }
        return (made["home"] ?? [], made["foreign"] ?? [])
    }

    /// Replaces the first line of `batch` with the first line of `donor`, and the file's SHA-256 in the manifest.
    private func paste(from donor: URL, into batch: URL) throws {
        let donorLine = try String(contentsOf: donor.appendingPathComponent("puzzles.jsonl"), encoding: .utf8)
            .split(separator: "\n")[0]
        let file = batch.appendingPathComponent("puzzles.jsonl")
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        lines[0] = donorLine
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        try data.write(to: file)
        let manifestFile = batch.appendingPathComponent("manifest.json")
        var manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: manifestFile)) as? [String: Any])
        var files = try #require(manifest["files"] as? [String: String])
        files["puzzles.jsonl"] = ContentHash.sha256Hex(of: data)
        manifest["files"] = files
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
    }

    @Test func validateRefusesALineOfAnotherBatch() throws {
        let root = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: root) }
        let batches = try make([], in: root)
        let home = try #require(batches.home.first)
        let foreign = try #require(batches.foreign.first)
        let before = try CommandRunner.run(["validate", home.path])
        #expect(before.status == 0, "\(before.stderr)")
        try paste(from: foreign, into: home)
        let after = try CommandRunner.run(["validate", home.path])
        #expect(after.status == 1)
        #expect(after.stderr.contains("batch-manifest: line 1 is not a puzzle of this batch"), "\(after.stderr)")
        #expect(after.stderr.contains("seed \"foreign\", the batch's is \"home\""), "\(after.stderr)")
    }

    @Test func mergeRefusesAShardWithALineOfAnotherBatch() throws {
        let root = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: root) }
        var home: [URL] = []
        var foreign: [URL] = []
        for index in 0..<2 {
            let shards = try make(["--shard", "\(index)/2"], in: root)
            home = shards.home
            foreign = shards.foreign
        }
        let target = try #require(
            home.first { (try? Data(contentsOf: $0.appendingPathComponent("puzzles.jsonl")))?.isEmpty == false })
        let donor = try #require(
            foreign.first { (try? Data(contentsOf: $0.appendingPathComponent("puzzles.jsonl")))?.isEmpty == false })
        try paste(from: donor, into: target)
        let out = root.appendingPathComponent("merged")
        let merge = try CommandRunner.run(["merge"] + home.map(\.path) + ["--out", out.path], timeout: .seconds(120))
        #expect(merge.status == 1)
        #expect(merge.stderr.contains("is not a puzzle of this batch"), "\(merge.stderr)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        #expect(written.filter { !$0.hasPrefix(".") }.isEmpty, "\(written)")
    }
}
