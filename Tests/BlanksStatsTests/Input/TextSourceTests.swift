import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksStats

struct TextSourceTests {
    static let sample = "Café au lait\r\nÉtude 👩‍👩‍👧‍👦 CAFÉ\tcafé 🇫🇷🇩🇪 end"

    // MARK: Arguments

    @Test func argumentsAreURLsOrFilePaths() throws {
        #expect(
            try TextSource(argument: "https://en.wikipedia.org/wiki/Paris")
                == .url(URL(string: "https://en.wikipedia.org/wiki/Paris")!))
        #expect(try TextSource(argument: "HTTP://example.org/a.txt") == .url(URL(string: "HTTP://example.org/a.txt")!))
        #expect(try TextSource(argument: "notes/a.txt") == .file(URL(fileURLWithPath: "notes/a.txt")))
        #expect(throws: StatsError.unsupportedSource("ftp://example.org/a.txt")) {
            try TextSource(argument: "ftp://example.org/a.txt")
        }
        #expect(throws: StatsError.unsupportedSource("https://")) { try TextSource(argument: "https://") }
        #expect(throws: StatsError.unsupportedSource("")) { try TextSource(argument: "") }
    }

    // MARK: Files

    @Test func aFileIsStreamedInSmallChunks() async throws {
        let url = try TemporaryDirectory().url.appendingPathComponent("sample.txt")
        try Data(Self.sample.utf8).write(to: url)
        let expected = try TestSupport.analyseDirectly(Self.sample)
        #expect(expected.wordPairs.first == "café 3")
        for chunkSize in [1, 2, 5, 4096] {
            let reports = await ConcurrentAnalysisRunner(chunkSize: chunkSize).run(TextSource.file(url))
            #expect(try StandardOutcomes(reports) == expected, "chunk size \(chunkSize)")
        }
    }

    @Test func aMissingFileOrADirectoryIsAClearError() async throws {
        let directory = try TemporaryDirectory().url
        let missing = directory.appendingPathComponent("missing.txt")
        await #expect(throws: StatsError.cannotRead(path: missing.path, reason: "no such file")) {
            _ = try await TextSource.file(missing).openReader(chunkSize: 16)
        }
        await #expect(throws: StatsError.cannotRead(path: directory.path, reason: "is a directory")) {
            _ = try await TextSource.file(directory).openReader(chunkSize: 16)
        }
        #expect(
            StatsError.cannotRead(path: missing.path, reason: "no such file").description
                == "\(missing.path): cannot read (no such file)")
    }

    // MARK: Corpus revisions

    private func corpus(with content: String, revid: Int) throws -> URL {
        let directory = try TemporaryDirectory().url
        let store = RevisionStore(directory: directory)
        let lock = try store.openForWriting()
        var manifest = Manifest()
        let revision = Revision(
            site: "en.wikipedia.org", pageid: 1, ns: 0, title: "Sample", revid: revid, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
        _ = try store.add([revision], to: &manifest, lock: lock)
        return directory
    }

    @Test func aRevisionIsAnalysedAsRawWikitext() async throws {
        let wikitext = "'''Paris''' is the [[capital city|capital]] of [[France]]. Paris"
        let directory = try corpus(with: wikitext, revid: 42)
        let reports = await ConcurrentAnalysisRunner(chunkSize: 3).run(
            TextSource.revision(corpus: directory, revid: 42))
        let outcomes = try StandardOutcomes(reports)
        #expect(outcomes == (try TestSupport.analyseDirectly(wikitext)))
        #expect(outcomes.tenth == .some("'"))
        #expect(outcomes.wordPairs.contains("'''paris''' 1"))
        #expect(outcomes.wordPairs.contains("[[france]]. 1"))
    }

    @Test func aRevisionNotInTheCorpusIsAClearErrorForAllThree() async throws {
        let directory = try corpus(with: "text", revid: 42)
        let reports = await ConcurrentAnalysisRunner().run(TextSource.revision(corpus: directory, revid: 7))
        #expect(reports.count == 3)
        for report in reports {
            #expect(report.failure as? CorpusError == .missingRevision(revid: 7))
        }
    }

    @Test func aDirectoryThatIsNotACorpusIsAClearError() async throws {
        let directory = try TemporaryDirectory().url
        await #expect(throws: CorpusError.notACorpus(path: directory.path)) {
            _ = try await TextSource.revision(corpus: directory, revid: 1).openReader(chunkSize: 16)
        }
    }

    // MARK: HTTP

    @Test(.timeLimit(.minutes(10)))
    func aURLIsStreamedFromALocalServer() async throws {
        let server = try await LocalHTTPServer(
            routes: ["/sample.txt": .init(status: .ok, body: Array(Self.sample.utf8))],
            writeSize: 3)
        let source = try TextSource(argument: server.url("/sample.txt"))
        let reports = await ConcurrentAnalysisRunner().run(source)
        try await server.shutdown()
        #expect(try StandardOutcomes(reports) == (try TestSupport.analyseDirectly(Self.sample)))
    }

    @Test(.timeLimit(.minutes(10)))
    func anHTTPErrorStatusIsReportedForAllThree() async throws {
        let server = try await LocalHTTPServer(routes: ["/gone": .init(status: .gone, body: Array("gone".utf8))])
        let address = server.url("/missing.txt")
        let reports = await ConcurrentAnalysisRunner().run(try TextSource(argument: address))
        let gone = server.url("/gone")
        await #expect(throws: StatsError.httpStatus(url: gone, code: 410, reason: "Gone")) {
            _ = try await TextSource(argument: gone).openReader(chunkSize: 16)
        }
        try await server.shutdown()
        #expect(reports.count == 3)
        for report in reports {
            #expect(report.failure as? StatsError == .httpStatus(url: address, code: 404, reason: "Not Found"))
        }
        #expect(
            StatsError.httpStatus(url: address, code: 404, reason: "Not Found").description
                == "\(address): server answered HTTP 404 Not Found")
    }

    @Test(.timeLimit(.minutes(10)))
    func aRefusedConnectionIsAClearError() async throws {
        // Take a free port, then close the server so nothing listens there.
        let server = try await LocalHTTPServer(routes: [:])
        let address = server.url("/text")
        try await server.shutdown()
        await #expect {
            _ = try await TextSource(argument: address).openReader(chunkSize: 16)
        } throws: { error in
            guard case .unreachable(let url, let reason) = error as? StatsError else { return false }
            // Under load another test's server may take the freed port and drop
            // the connection: either way the user gets one unreachable line.
            return url == address && ["connection refused", "connection reset by peer"].contains(reason)
        }
    }
}
