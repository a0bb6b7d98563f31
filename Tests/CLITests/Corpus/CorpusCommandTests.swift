import BlanksTestSupport
import Foundation
import Testing

@Suite struct CorpusCommandTests {
    static let sample = repositoryRoot.appendingPathComponent("Data/enwiki-sample-2016.xml.gz").path

    @Test func importListVerifyAndAFlippedByteNamedByVerify() throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("Corpus").path
        let imported = try CommandRunner.run(["import", Self.sample, "--corpus", corpus])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("106 revisions added"))

        let list = try CommandRunner.run(["corpus", "list", "--corpus", corpus])
        #expect(list.stdout.split(separator: "\n").count == 106)
        #expect(list.stdout.contains("716551092\t12\t"))  // Anarchism

        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)

        let file = "\(corpus)/revisions/716/551/716551092.json.gz"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        bytes[bytes.count / 3] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: file))
        let verify = try CommandRunner.run(["corpus", "verify", "--corpus", corpus])
        #expect(verify.status == 1)
        #expect(verify.stderr.contains(file))
        #expect(verify.stderr.split(separator: "\n").count == 1)
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test func showPrintsARevisionAndRefusesAnUnknownId() throws {
        let corpus = repositoryRoot.appendingPathComponent("Corpus").path
        let show = try CommandRunner.run(["corpus", "show", "716551092", "--corpus", corpus])
        #expect(show.status == 0)
        #expect(show.stdout.contains("title:        Anarchism"))
        let content = try CommandRunner.run(["corpus", "show", "716551092", "--content", "--corpus", corpus])
        #expect(content.stdout.contains("'''Anarchism''' is a [[political philosophy]]"))
        let missing = try CommandRunner.run(["corpus", "show", "1", "--corpus", corpus])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("revision 1: not in the corpus manifest"))
    }

    @Test func aTruncatedDumpKeepsItsCompletePagesAndExitsNonZero() throws {
        let directory = try TemporaryDirectory().url
        let xml = try String(contentsOfFile: Self.decompressedSample(), encoding: .utf8)
        let cut = xml.index(xml.startIndex, offsetBy: xml.count / 2)
        let dump = directory.appendingPathComponent("half.xml")
        try Data(xml[..<cut].utf8).write(to: dump)
        let corpus = directory.appendingPathComponent("Corpus").path
        let result = try CommandRunner.run(["import", dump.path, "--corpus", corpus])
        #expect(result.status == 1)
        #expect(result.stderr.contains("unexpected end of input at line"))
        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)
        let kept = try CommandRunner.run(["corpus", "list", "--corpus", corpus]).stdout.split(separator: "\n").count
        #expect(kept > 10 && kept < 106)
    }

    /// Import leaves the index's selection sidecar; a copy of the corpus is
    /// another index file, so `verify` calls the copy's sidecar stale and says
    /// what rewrites it, and `reindex` does.
    @Test func importWritesTheSidecarAndReindexMendsACopysStaleOne() throws {
        let directory = try TemporaryDirectory().url
        let corpus = directory.appendingPathComponent("Corpus").path
        #expect(try CommandRunner.run(["import", Self.sample, "--corpus", corpus]).status == 0)
        #expect(FileManager.default.fileExists(atPath: "\(corpus)/manifest.selection"))
        let verified = try CommandRunner.run(["corpus", "verify", "--corpus", corpus])
        #expect(verified.status == 0)
        #expect(verified.stderr.isEmpty, "\(verified.stderr)")

        let copy = directory.appendingPathComponent("Copy").path
        _ = try CommandRunner.run(["-c", "cp -r '\(corpus)' '\(copy)'"], executable: URL(fileURLWithPath: "/bin/sh"))
        let stale = try CommandRunner.run(["corpus", "verify", "--corpus", copy])
        #expect(stale.status == 0)
        #expect(stale.stderr.contains("\(copy)/manifest.selection is stale"), "\(stale.stderr)")
        #expect(stale.stderr.contains("`wikiblanks corpus reindex --corpus \(copy)`"))

        let reindexed = try CommandRunner.run(["corpus", "reindex", "--corpus", copy])
        #expect(reindexed.status == 0, "\(reindexed.stderr)")
        #expect(reindexed.stdout == "\(copy)/manifest.selection: 106 revisions, 106 pages\n")
        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", copy]).stderr.isEmpty)

        let absent = try CommandRunner.run(["corpus", "reindex", "--corpus", "\(directory.path)/absent"])
        #expect(absent.status == 1)
        #expect(absent.stderr.contains("absent: not a corpus"))
        #expect(!FileManager.default.fileExists(atPath: "\(directory.path)/absent"))
    }

    @Test func aDirectoryThatIsNotACorpusIsAClearError() throws {
        let result = try CommandRunner.run(["corpus", "verify", "--corpus", "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent: not a corpus"))
    }

    /// The sample dump decompressed with zcat into a scratch file.
    static func decompressedSample() throws -> String {
        let out = try TemporaryDirectory().url.appendingPathComponent("sample.xml")
        _ = try CommandRunner.run(
            ["-c", "zcat '\(sample)' > '\(out.path)'"], executable: URL(fileURLWithPath: "/bin/sh"))
        return out.path
    }
}
