import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// A `.xml.bz2` dump — multistream, as Wikimedia publishes them — imports to
/// exactly the corpus its gzip twin gives, and is capped like gzip.
@Suite struct Bzip2DumpTests {
    /// The sample dump re-compressed with bzip2 as several streams of about
    /// `streamBytes` each (the multistream layout: streams cut between pages).
    static func multistreamTwin(in directory: URL, streamBytes: Int = 1 << 20) throws -> URL {
        let xml = try GzipCodec.decompress(Data(contentsOf: TestSupport.sampleDump), limit: 64 << 20)
        var file = Data()
        var start = xml.startIndex
        while start < xml.endIndex {
            var end = min(xml.endIndex, start + streamBytes)
            if end < xml.endIndex, let close = xml[end...].firstRange(of: Data("</page>\n".utf8)) {
                end = close.upperBound
            }
            file.append(try Bzip2Codec.compress(Data(xml[start..<end])))
            start = end
        }
        let url = directory.appendingPathComponent("enwiki-sample.xml.bz2")
        try file.write(to: url)
        return url
    }

    /// Every file of a corpus, by relative path (the lock and staging left out,
    /// and the selection sidecar: its stamp names this corpus's own index file;
    /// `SelectionSidecarTests` checks it).
    static func contents(of store: RevisionStore) throws -> [String: Data] {
        let root = store.directory.standardizedFileURL
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        for case let url as URL in walker ?? FileManager.default.enumerator(atPath: "/")! {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
            guard relative != "/.lock", relative != "/" + SelectionSidecar.name else { continue }
            files[relative] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func aMultistreamBzip2DumpGivesTheSameCorpusBytesAsItsGzipTwin() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let bz2 = try Self.multistreamTwin(in: directory)
        let fromGzip = RevisionStore(directory: directory.appendingPathComponent("gz"))
        let fromBzip2 = RevisionStore(directory: directory.appendingPathComponent("bz2"))
        let gzipReport = try DumpImporter(store: fromGzip).importDump(at: TestSupport.sampleDump)
        var bzip2Report = try DumpImporter(store: fromBzip2).importDump(at: bz2)
        #expect(bzip2Report.added == 106 && bzip2Report.stoppedAt == nil)
        bzip2Report.xmlBytes = gzipReport.xmlBytes
        #expect(bzip2Report == gzipReport)
        let gzipFiles = try Self.contents(of: fromGzip)
        #expect(gzipFiles.count == 107)
        #expect(try Self.contents(of: fromBzip2) == gzipFiles)
    }

    @Test func theFormatIsToldByTheFirstBytesNotTheName() throws {
        #expect(DumpCompression(magic: Data([0x42, 0x5a, 0x68, 0x39])) == .bzip2)
        #expect(DumpCompression(magic: Data([0x1f, 0x8b, 0x08])) == .gzip)
        #expect(DumpCompression(magic: Data("<me".utf8)) == .none)
        #expect(DumpCompression(magic: Data([0x42, 0x5a])) == .none)
    }

    @Test func aBzip2BombIsRefusedPastTheRatio() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("bomb.xml.bz2")
        try Bzip2Codec.compress(Data(repeating: 0x61, count: 32 << 20)).write(to: url)
        var source = try Bzip2ByteSource(url: url, maxRatio: 100, ratioFloor: 4 << 20)
        var total = 0
        #expect(throws: DumpSourceError.self) {
            while let chunk = try source.read() { total += chunk.count }
        }
        #expect(total < 32 << 20)
    }

    @Test func aTruncatedBzip2DumpKeepsItsCompletePagesAndSaysSo() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try Data(contentsOf: Self.multistreamTwin(in: directory, streamBytes: 256 << 10))
        let cut = directory.appendingPathComponent("cut.xml.bz2")
        try whole.prefix(whole.count / 2).write(to: cut)
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        let report = try DumpImporter(store: store).importDump(at: cut)
        let stop = try #require(report.stoppedAt)
        #expect(stop.description.contains(Bzip2Error.truncated.description), "\(stop)")
        #expect(report.added > 0 && report.added < 106)
        #expect(try store.loadManifest().count == report.added)
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }
}
