import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

/// The import's three roles (a reading thread, `jobs` workers, the one
/// writer): the same report and files for every `jobs`, page order kept
/// where it matters, and a clean stop on a read or write failure.
@Suite struct DumpImportPipelineTests {
    /// 120 pages of every kind the import tells apart, repeated revision ids included.
    static let mixedDump: String = {
        var pages: [String] = []
        for id in 1...120 {
            let text = "Article \(id) text. " + String(repeating: "word\(id) ", count: id % 17 * 40)
            switch id % 10 {
            case 1:
                pages.append(
                    DumpImporterTests.page(
                        id: id, title: "Talk:P\(id)", ns: 1, revisions: [(id * 10, "2016-01-01T00:00:00Z", text)]))
            case 2:
                pages.append(
                    DumpImporterTests.page(
                        id: id, title: "R\(id)", redirect: true,
                        revisions: [(id * 10, "2016-01-01T00:00:00Z", "#REDIRECT [[X]]")]))
            case 3:
                pages.append(
                    DumpImporterTests.page(
                        id: id, title: "C\(id)", revisions: [(id * 10, "2016-01-01T00:00:00Z", "a {}")], model: "css"))
            case 4:  // a sha1 that does not match: rejected with its page named
                pages.append(
                    DumpImporterTests.page(
                        id: id, title: "Bad\(id)", revisions: [(id * 10, "2016-01-01T00:00:00Z", text)]
                    )
                    .replacingOccurrences(of: "<format>", with: "<sha1>phoiac9h4m842xq45sp7s6u21eteeq1</sha1><format>"))
            case 7:  // the revision id of the page before: stored once, counted as already stored
                pages.append(
                    DumpImporterTests.page(
                        id: id, title: "Again\(id)", revisions: [((id - 1) * 10, "2016-01-01T00:00:00Z", text)]))
            default:
                pages.append(
                    DumpImporterTests.page(
                        id: id, title: "P\(id)", revisions: [(id * 10, "2016-01-01T00:00:00Z", text)]))
            }
        }
        return DumpImporterTests.dump(pages)
    }()

    static func importMixed(jobs: Int, batchSize: Int) throws -> (DumpImporter.Report, [String: Data]) {
        let directory = try TemporaryDirectory().url
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        var importer = DumpImporter(store: store)
        importer.jobs = jobs
        importer.batchSize = batchSize
        let report = try importer.importDump(at: try TestSupport.file(mixedDump, in: directory))
        #expect(try CorpusVerifier(store: store).verify().isValid)
        return (report, try Bzip2DumpTests.contents(of: store))
    }

    @Test func everyJobCountGivesTheSameReportAndFiles() throws {
        let (expected, files) = try Self.importMixed(jobs: 1, batchSize: 2_000)
        #expect(expected.pages == 120 && expected.otherNamespaces == 12 && expected.redirects == 12)
        #expect(expected.otherContentModels == 12 && expected.alreadyStored == 12 && expected.rejected.count == 12)
        #expect(expected.added == 60)
        #expect(
            expected.rejected.first?.contains("\"Bad4\"") == true
                && expected.rejected.last?.contains("\"Bad114\"") == true)
        for jobs in [2, 4, 7] {
            for batchSize in [1, 7, 2_000] {
                let (report, imported) = try Self.importMixed(jobs: jobs, batchSize: batchSize)
                #expect(report == expected, "jobs \(jobs), batch \(batchSize)")
                #expect(imported == files, "jobs \(jobs), batch \(batchSize)")
            }
        }
    }

    /// A rejected copy does not claim its revision id: a later good copy is stored.
    @Test func aRevisionWhoseFirstCopyIsRejectedIsStoredFromItsSecondCopy() throws {
        let bad = DumpImporterTests.page(id: 1, title: "First", revisions: [(10, "2016-01-01T00:00:00Z", "text")])
            .replacingOccurrences(of: "<format>", with: "<sha1>phoiac9h4m842xq45sp7s6u21eteeq1</sha1><format>")
        let good = DumpImporterTests.page(id: 1, title: "First", revisions: [(10, "2016-01-01T00:00:00Z", "text")])
        let (report, store) = try DumpImporterTests.importText(DumpImporterTests.dump([bad, good, good]))
        #expect(report.rejected.count == 1 && report.added == 1 && report.alreadyStored == 1)
        #expect(try store.readRevision(revid: 10).content == "text")
    }

    /// A byte source that gives the first `count` bytes of `data`, then fails.
    struct FailingSource: ByteSource {
        struct Failure: Error {}
        var data: Data
        var count: Int
        var offset = 0

        mutating func read() throws -> Data? {
            guard offset < count else { throw Failure() }
            let end = min(offset + 4_096, count)
            defer { offset = end }
            return Data(data[offset..<end])
        }
    }

    /// A read error mid-dump stops the import as malformed XML does: every
    /// complete page before it is imported, whatever `jobs`, and nothing is left staged.
    @Test func aReadFailureKeepsThePagesBeforeItForEveryJobCount() throws {
        let dump = Data(Self.mixedDump.utf8)
        var reports: [DumpImporter.Report] = []
        for jobs in [1, 3] {
            let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
            let outcome = finishing(within: .seconds(120)) { () -> Result<DumpImporter.Report, Error> in
                var importer = DumpImporter(store: store)
                importer.jobs = jobs
                importer.batchSize = 5
                return Result { try importer.importDump(from: FailingSource(data: dump, count: dump.count / 2)) }
            }
            let report = try #require(outcome, "the import did not end").get()
            guard case .unreadable = report.stoppedAt else {
                Issue.record("expected a read failure, got \(String(describing: report.stoppedAt))")
                return
            }
            #expect(report.added > 0 && report.added < 60, "\(report.added)")
            #expect(try store.loadManifest().count == report.added)
            let staged = (try? FileManager.default.contentsOfDirectory(atPath: store.stagingURL.path)) ?? []
            #expect(staged.isEmpty, "\(staged)")
            #expect(try CorpusVerifier(store: store).verify().isValid)
            reports.append(report)
        }
        #expect(reports.count == 2 && reports.first == reports.last)
    }

    @Test func aWriteFailureStopsTheImportNamingThePath() throws {
        let directory = try TemporaryDirectory().url
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: store.directory.appendingPathComponent("revisions"))
        let file = try TestSupport.file(Self.mixedDump, in: directory)
        let outcome = finishing(within: .seconds(120)) { () -> Result<DumpImporter.Report, Error> in
            var importer = DumpImporter(store: store)
            importer.jobs = 2
            return Result { try importer.importDump(at: file) }
        }
        let result = try #require(outcome, "the import did not end")
        #expect {
            try result.get()
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? CorpusError else { return false }
            return path.contains("/revisions")
        }
        let staged = (try? FileManager.default.contentsOfDirectory(atPath: store.stagingURL.path)) ?? []
        #expect(staged.isEmpty, "\(staged)")
    }
}
