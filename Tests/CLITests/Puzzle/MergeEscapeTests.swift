import BlanksTestSupport
import Foundation
import Testing

/// `merge` and `generate --force` never touch anything outside `--out`:
/// the shard manifest's batch id is a folder name read
/// from a file.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct MergeEscapeTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    @Test func aManifestNamingAFolderOutsideIsRefusedAndTheFolderSurvives() throws {
        let root = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: root) }
        let victim = root.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: victim.appendingPathComponent("precious.txt"))
        let out = root.appendingPathComponent("work/out")
        let shards = root.appendingPathComponent("work/shards")
        for index in 0..<2 {
            let made = try CommandRunner.run([
                "generate", "--seed", "escape", "--count", "2", "--corpus", Self.corpus,
                "--out", shards.path, "--shard", "\(index)/2"
            ])
            #expect(made.status == 0, "\(made.stderr)")
        }
        let parts = try FileManager.default.contentsOfDirectory(atPath: shards.path).sorted()
            .map { shards.appendingPathComponent($0) }
        for part in parts {
            let file = part.appendingPathComponent("manifest.json")
            var manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            manifest["batch"] = "../../victim"
            try JSONSerialization.data(withJSONObject: manifest).write(to: file)
        }
        let merge = try CommandRunner.run(
            ["merge"] + parts.map(\.path) + ["--out", out.path, "--force"],
            timeout: .seconds(120))
        #expect(merge.status == 1)
        #expect(
            merge.stderrLines == [
                "wikiblanks: \(parts[0].appendingPathComponent("manifest.json").path): batch \"../../victim\" is not a plain folder name (it holds '/'); the file was refused, nothing was written"
            ])
        #expect(try Data(contentsOf: victim.appendingPathComponent("precious.txt")) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["precious.txt"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func generateForceReplacesOnlyItsOwnFolderAndCleansACrashedRun() throws {
        let out = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: out) }
        let arguments = ["generate", "--seed", "again", "--count", "2", "--corpus", Self.corpus, "--out", out.path]
        let first = try CommandRunner.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first)
        let leftover = out.appendingPathComponent(".staging-\(name)-2147483000")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("{\"half\n".utf8).write(to: leftover.appendingPathComponent("puzzles.jsonl"))

        let second = try CommandRunner.run(arguments + ["--force"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [name])
    }
}
