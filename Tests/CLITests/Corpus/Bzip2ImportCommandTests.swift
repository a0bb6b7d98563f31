import BlanksTestSupport
import Foundation
import Testing

/// `import` reads `.xml.bz2` dumps as Wikimedia publishes them (the `bzip2`
/// tool's output, streams concatenated), and names a damaged one in one line.
@Suite struct Bzip2ImportCommandTests {
    /// The sample dump as two bzip2 streams made by the `bzip2` tool, one after the other.
    static func twoStreamDump(in directory: URL) throws -> URL {
        let dump = directory.appendingPathComponent("sample.xml.bz2")
        let script =
            "zcat '\(CorpusCommandTests.sample)' > '\(directory.path)/x' && head -c 3000000 '\(directory.path)/x' | bzip2 -c > '\(dump.path)'"
            + " && tail -c +3000001 '\(directory.path)/x' | bzip2 -c >> '\(dump.path)' && rm '\(directory.path)/x'"
        let result = try CommandRunner.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
        try #require(result.status == 0, "\(result.stderr)")
        return dump
    }

    @Test func aTwoStreamBzip2DumpImportsLikeItsGzipTwin() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = try Self.twoStreamDump(in: directory)
        let gzipCorpus = directory.appendingPathComponent("gz").path
        let bzip2Corpus = directory.appendingPathComponent("bz2").path
        let fromGzip = try CommandRunner.run(
            ["import", CorpusCommandTests.sample, "--corpus", gzipCorpus], timeout: .seconds(120))
        let fromBzip2 = try CommandRunner.run(["import", dump.path, "--corpus", bzip2Corpus], timeout: .seconds(120))
        #expect(fromBzip2.status == 0, "\(fromBzip2.stderr)")
        #expect(fromBzip2.stdout.contains("206 pages read, 106 revisions added"), "\(fromBzip2.stdout)")
        let manifest = { (corpus: String) in try Data(contentsOf: URL(fileURLWithPath: corpus + "/manifest.jsonl")) }
        #expect(try manifest(bzip2Corpus) == manifest(gzipCorpus))
        #expect(fromGzip.status == 0)
    }

    @Test func aDamagedBzip2DumpIsNamedInOneLineAndExits1() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        var bytes = try Data(contentsOf: Self.twoStreamDump(in: directory))
        bytes[bytes.count / 4] ^= 0xff
        let damaged = directory.appendingPathComponent("damaged.xml.bz2")
        try bytes.write(to: damaged)
        let corpus = directory.appendingPathComponent("Corpus").path
        let result = try CommandRunner.run(["import", damaged.path, "--corpus", corpus], timeout: .seconds(120))
        #expect(result.status == 1, "\(result)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(damaged.path): input unreadable after line"), "\(result.stderr)")
        #expect(result.stderr.contains("bzip2"), "\(result.stderr)")
        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)
    }
}
