import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

/// A hostile page is refused with a line naming it, and the import goes on
/// with the others; whatever is stored reads back.
@Suite struct HostileDumpTests {
    static func importText(_ xml: String, sizeLimit: Int) throws -> (DumpImporter.Report, RevisionStore) {
        let directory = try TemporaryDirectory().url
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"), sizeLimit: sizeLimit)
        return try DumpImporterTests.importText(xml, into: store)
    }

    static func threePages(middleTitle: String = "Middle", middle: String) -> String {
        DumpImporterTests.dump([
            DumpImporterTests.page(id: 1, title: "First", revisions: [(11, "2016-01-01T00:00:00Z", "Fine text.")]),
            DumpImporterTests.page(id: 2, title: middleTitle, revisions: [(12, "2016-01-01T00:00:00Z", middle)]),
            DumpImporterTests.page(id: 3, title: "Last", revisions: [(13, "2016-01-01T00:00:00Z", "Also fine.")])
        ])
    }

    @Test func controlCharactersThatGrowPastTheReadLimitAreRefusedAtImport() throws {
        // 1,000 bytes of content, 6,000 as JSON: the old importer stored it and verify then failed.
        let (report, store) = try Self.importText(
            Self.threePages(middle: String(repeating: "\u{01}", count: 1000)),
            sizeLimit: 4096)
        #expect(report.added == 2)
        #expect(report.rejected.count == 1)
        #expect(
            report.rejected.first?.hasPrefix(#"page 2 "Middle": revision 12: too large to store"#) == true,
            "\(report.rejected)")
        #expect(report.stoppedAt == nil)
        #expect(try CorpusVerifier(store: store).verify().isValid)
        #expect(try store.loadManifest().entries.map(\.revid) == [11, 13])
    }

    @Test func textLargerThanTheStoreCanHoldIsCountedNotKept() throws {
        let (report, store) = try Self.importText(
            Self.threePages(middle: String(repeating: "word ", count: 10_000)),
            sizeLimit: 4096)
        #expect(report.added == 2)
        #expect(
            report.rejected == [
                CorpusError.revisionTooLarge(
                    pageid: 2, title: "Middle", revid: 12, contentBytes: 50_000,
                    limit: 4096
                ).description
            ])
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test func aTitleOverTheFieldLimitRefusesItsPage() throws {
        let title = String(repeating: "T", count: 70_000)
        let (report, _) = try Self.importText(Self.threePages(middleTitle: title, middle: "Text."), sizeLimit: 1 << 20)
        #expect(report.added == 2)
        #expect(report.rejected == [#"page 2 "": <title> holds 70000 bytes, more than the limit of 65536 bytes"#])
    }

    @Test func aHugeAttributeStopsTheImportNamingTheLineAndPage() throws {
        let xml = DumpImporterTests.dump([
            DumpImporterTests.page(id: 1, title: "First", revisions: [(11, "2016-01-01T00:00:00Z", "Fine text.")]),
            "<page><title>Bomb</title><ns>0</ns><id>2</id><revision x=\"" + String(repeating: "a", count: 100_000)
                + "\"></revision></page>"
        ])
        let (report, store) = try Self.importText(xml, sizeLimit: 1 << 20)
        #expect(report.added == 1)
        guard case .tooLarge(_, let what, let limit) = report.stoppedAt else {
            Issue.record("expected a tag too large, got \(String(describing: report.stoppedAt))")
            return
        }
        #expect(what == "tag (attributes included)" && limit == 64 << 10)
        #expect(report.stoppedInPage == #"page 2 "Bomb""#)
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test func theBatchIsWrittenOnceItHoldsBatchBytesOfContent() throws {
        let directory = try TemporaryDirectory().url
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        var importer = DumpImporter(store: store)
        importer.batchBytes = 20
        let file = try TestSupport.file(Self.threePages(middle: "Twenty-one bytes here"), in: directory)
        var flushes: [Int] = []
        let report = try importer.importDump(at: file) { flushes.append($0.added) }
        #expect(report.added == 3)
        #expect(flushes == [2, 3], "\(flushes)")
    }
}
