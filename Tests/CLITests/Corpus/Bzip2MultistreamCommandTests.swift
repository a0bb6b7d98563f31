import BlanksTestSupport
import Foundation
import Testing

/// `import --jobs N` of a multistream dump made by the `bzip2` tool (many
/// streams, one after the other) writes the corpus of its gzip twin byte for
/// byte, and names a damaged stream by its offset in one line.
@Suite struct Bzip2MultistreamCommandTests {
    /// The sample dump cut every 150 kB, each piece compressed by the `bzip2` tool, the streams concatenated.
    static func multistreamDump(in directory: URL) throws -> URL {
        let dump = directory.appendingPathComponent("sample-multistream.xml.bz2")
        let pieces = directory.appendingPathComponent("pieces").path
        let script =
            "mkdir '\(pieces)' && cd '\(pieces)' && zcat '\(CorpusCommandTests.sample)' | split -b 150000 - part. "
            + "&& for f in part.*; do bzip2 -c \"$f\"; done > '\(dump.path)' && cd / && rm -r '\(pieces)'"
        let result = try CommandRunner.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
        try #require(result.status == 0, "\(result.stderr)")
        return dump
    }

    /// Every file under `corpus` by relative path, the lock left out and the
    /// selection sidecar (its stamp names this corpus's own index file).
    static func files(_ corpus: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
        where path != ".lock" && path != "manifest.selection" {
            var isDirectory: ObjCBool = false
            let url = corpus.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func oneAndTwoJobsWriteTheGzipTwinsCorpus() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = try Self.multistreamDump(in: directory)
        let gzip = directory.appendingPathComponent("gz")
        let fromGzip = try CommandRunner.run(
            ["import", CorpusCommandTests.sample, "--corpus", gzip.path], timeout: .seconds(120))
        #expect(fromGzip.status == 0, "\(fromGzip.stderr)")
        let expected = try Self.files(gzip)
        #expect(expected.count == 107)
        for jobs in ["1", "2"] {
            let corpus = directory.appendingPathComponent("bz2-\(jobs)")
            let result = try CommandRunner.run(
                ["import", dump.path, "--jobs", jobs, "--corpus", corpus.path], timeout: .seconds(120))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("206 pages read, 106 revisions added"), "\(result.stdout)")
            #expect(try Self.files(corpus) == expected)
        }
    }

    @Test func aDamagedStreamIsNamedWithItsOffsetInOneLineAndExits1() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        var bytes = try Data(contentsOf: Self.multistreamDump(in: directory))
        bytes[bytes.count * 2 / 3] ^= 0x55
        let damaged = directory.appendingPathComponent("damaged.xml.bz2")
        try bytes.write(to: damaged)
        let corpus = directory.appendingPathComponent("Corpus").path
        let result = try CommandRunner.run(
            ["import", damaged.path, "--jobs", "2", "--corpus", corpus], timeout: .seconds(120))
        #expect(result.status == 1, "\(result)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(damaged.path): input unreadable after line"), "\(result.stderr)")
        #expect(result.stderr.contains("in the stream at byte"), "\(result.stderr)")
        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)
    }

    @Test func aJobCountOutOfRangeIsBadUsage() throws {
        let result = try CommandRunner.run([
            "import", CorpusCommandTests.sample, "--jobs", "0", "--corpus", "/nonexistent/corpus"
        ])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("--jobs"), "\(result.stderr)")
    }
}
