import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// A multistream `.xml.bz2` dump decoded on several threads imports to the
/// corpus its gzip twin gives, byte for byte, for every job count; a damaged
/// stream stops the import after the complete pages before it, named by offset.
@Suite struct Bzip2DumpParallelTests {
    static func importGzipTwin(into directory: URL) throws -> [String: Data] {
        let store = RevisionStore(directory: directory.appendingPathComponent("gz"))
        _ = try DumpImporter(store: store).importDump(at: TestSupport.sampleDump)
        return try Bzip2DumpTests.contents(of: store)
    }

    @Test(arguments: [1, 2, 4])
    func everyJobCountGivesTheGzipTwinsCorpus(jobs: Int) throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let bz2 = try Bzip2DumpTests.multistreamTwin(in: directory, streamBytes: 64 << 10)
        let expected = try Self.importGzipTwin(into: directory)
        #expect(expected.count == 107)

        let whole = RevisionStore(directory: directory.appendingPathComponent("bz2"))
        var importer = DumpImporter(store: whole)
        importer.jobs = jobs
        let report = try importer.importDump(at: bz2)
        #expect(report.added == 106 && report.stoppedAt == nil)
        #expect(try Bzip2DumpTests.contents(of: whole) == expected)

        var tuning = ParallelBzip2Reader.Tuning()
        tuning.rangeBytes = 1  // a range per stream
        let ranges = RevisionStore(directory: directory.appendingPathComponent("ranges"))
        let source = ParallelBzip2ByteSource(
            reader: try ParallelBzip2Reader(path: bz2.path, jobs: jobs, tuning: tuning))
        #expect(try DumpImporter(store: ranges).importDump(from: source).added == 106)
        #expect(try Bzip2DumpTests.contents(of: ranges) == expected)
    }

    @Test func aDamagedStreamKeepsTheCompletePagesBeforeItAndNamesItsOffset() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try Bzip2DumpTests.multistreamTwin(in: directory, streamBytes: 64 << 10)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count / 2] ^= 0x55
        try bytes.write(to: url)
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        var importer = DumpImporter(store: store)
        importer.jobs = 2
        let report = try importer.importDump(at: url)
        let stop = try #require(report.stoppedAt)
        #expect(
            stop.description.contains("corrupt bzip2 data") && stop.description.contains("in the stream at byte"),
            "\(stop)")
        #expect(report.added > 0 && report.added < 106)
        #expect(try store.loadManifest().count == report.added)
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test func aMultistreamBombIsRefusedPastTheRatio() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("bomb.xml.bz2")
        let stream = try Bzip2Codec.compress(Data(repeating: 0x61, count: 4 << 20))
        try (0..<8).reduce(Data()) { file, _ in file + stream }.write(to: url)
        for jobs in [1, 2] {
            var source = try ParallelBzip2ByteSource(url: url, jobs: jobs, maxRatio: 100, ratioFloor: 4 << 20)
            var total = 0
            #expect(throws: DumpSourceError.self) {
                while let chunk = try source.read() { total += chunk.count }
            }
            #expect(total < 32 << 20)
        }
    }
}
