import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

@Suite struct CorpusVerifierTests {
    /// A corpus of three small revisions in a scratch directory.
    static func smallCorpus() throws -> RevisionStore {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        let revisions = (1...3).map {
            RevisionStoreTests.revision(
                revid: $0 * 10, pageid: $0, content: String(repeating: "Text \($0). ", count: 40))
        }
        _ = try store.add(revisions, to: &manifest, lock: lock)
        return store
    }

    @Test func aHealthyCorpusVerifies() throws {
        let report = try CorpusVerifier(store: try Self.smallCorpus()).verify()
        #expect(report.isValid && report.checked == 3)
    }

    @Test func aFlippedByteIsNamedAndNothingIsDeleted() throws {
        let store = try Self.smallCorpus()
        let url = store.fileURL(revid: 20)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: url)
        let report = try CorpusVerifier(store: store).verify()
        #expect(report.problems.map(\.revid) == [20])
        #expect(report.problems.first?.message.contains(url.path) == true)
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func wrongJSONAndManifestDisagreementAreReported() throws {
        let store = try Self.smallCorpus()
        try GzipCodec.compress(Data("[1, 2".utf8)).write(to: store.fileURL(revid: 10))
        var other = RevisionStoreTests.revision(
            revid: 30, pageid: 99, content: String(repeating: "Text 3. ", count: 40))
        other.title = "Renamed"
        try GzipCodec.compress(JSONEncoder().encode(other)).write(to: store.fileURL(revid: 30))
        let report = try CorpusVerifier(store: store).verify()
        #expect(report.problems.map(\.revid) == [10, 30])
        #expect(report.problems[0].message.contains("malformed JSON"))
        #expect(report.problems[1].message.contains("pageid"))
    }

    @Test func aMissingFileIsReported() throws {
        let store = try Self.smallCorpus()
        try FileManager.default.removeItem(at: store.fileURL(revid: 10))
        let report = try CorpusVerifier(store: store).verify()
        #expect(report.problems.map(\.revid) == [10])
        #expect(report.problems[0].message.contains("missing"))
    }

    @Test func statisticsAddUpSizes() throws {
        let stats = try CorpusStatistics(store: try Self.smallCorpus())
        #expect(stats.revisions == 3 && stats.pages == 3)
        #expect(stats.contentBytes == 3 * 40 * "Text 1. ".utf8.count)
        #expect(stats.compressionRatio > 1)
    }
}
