import BlanksSyncTestSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

/// Sync against the real MediaWiki that `make test` starts (106 articles).
/// Serialized: one test drains the whole wiki, and php -S has few workers.
@Suite(.serialized, .enabled(if: MediaWikiServer.isAvailable, Comment(rawValue: MediaWikiServer.skipMessage)))
struct SyncIntegrationTests {
    @Test func serverHoldsTheSampleArticles() async throws {
        let titles = try await MediaWikiServer.articleTitles()
        #expect(titles.count >= 100, "the sample dump has 106 articles; the server lists \(titles.count)")
        #expect(titles.contains("Anarchism"))
    }

    @Test func syncsFiftyRevisionsIdenticalToTheServers() async throws {
        let corpus = try TemporaryDirectory().url
        let server = try #require(MediaWikiServer.url)
        let report = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 50, batchSize: 50).run()
        #expect(report.outcome == .completed)
        #expect(report.progress.stored == 50)
        #expect(report.progress.malformed == 0 && report.progress.retries == 0)
        let manifest = try TestSupport.expectValidCorpus(corpus, count: 50)
        #expect(Set(manifest.entries.map(\.pageid)).count == 50, "50 distinct pages")
        #expect(manifest.entries.allSatisfy { $0.ns == 0 && $0.latest })
        try await TestSupport.expectMatchesServer(corpus)
        let revision = try RevisionStore(directory: corpus).readRevision(revid: manifest.entries[0].revid)
        #expect(revision.site == "127.0.0.1:\(server.port ?? 80)")
        #expect(revision.contentmodel == "wikitext")
    }

    @Test func truncatedResultsAreContinued() async throws {
        // The test wiki caps API results at 1 MiB, so 50 articles never fit in one response.
        let corpus = try TemporaryDirectory().url
        let server = try #require(MediaWikiServer.url)
        let report = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 60, batchSize: 50).run()
        #expect(report.progress.stored == 60)
        #expect(report.progress.requests > 2, "60 articles of ~50 kB cannot come in two 1 MiB responses")
        try TestSupport.expectValidCorpus(corpus, count: 60)
    }

    @Test func aSecondRunResumesAndSkipsWhatIsStored() async throws {
        let corpus = try TemporaryDirectory().url
        let server = try #require(MediaWikiServer.url)
        let first = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 20).run()
        #expect(first.progress.stored == 20)
        let before = try RevisionStore(directory: corpus).loadManifest()
        let second = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 30).run()
        #expect(second.outcome == .completed)
        #expect(second.progress.stored == 30)
        let after = try TestSupport.expectValidCorpus(corpus, count: 50)
        #expect(Set(before.entries.map(\.revid)).isSubset(of: Set(after.entries.map(\.revid))))
    }

    @Test func askingForMoreThanTheWikiHasEndsWhenNothingNewComes() async throws {
        let corpus = try TemporaryDirectory().url
        let server = try #require(MediaWikiServer.url)
        let articles = try await MediaWikiServer.articleTitles().count
        let report = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 1000, batchSize: 50).run()
        #expect(report.outcome == .exhausted)
        #expect(report.progress.stored == articles)
        #expect(report.progress.requests < 60, "stops soon after the wiki runs dry, not in an endless loop")
        try TestSupport.expectValidCorpus(corpus, count: articles)
        let again = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 5, batchSize: 50).run()
        #expect(again.outcome == .exhausted)
        #expect(again.progress.stored == 0 && again.progress.alreadyStored >= articles)
    }

    @Test func aNewerRevisionOfAStoredPageIsAddedAndMarkedLatest() async throws {
        let server = try #require(MediaWikiServer.url)
        let probe = try TemporaryDirectory().url
        _ = try await TestSupport.engine(endpoint: server, corpus: probe, count: 1).run()
        let current = try RevisionStore(directory: probe).readRevision(
            revid: try #require(RevisionStore(directory: probe).loadManifest().entries.first).revid)

        // An older revision of the same page under an id the server does not have.
        var olderID = 1
        while try await MediaWikiServer.revision(olderID) != nil { olderID += 7919 }
        let oldText = "An older text of \(current.title)."
        let older = Revision(
            site: current.site, pageid: current.pageid, ns: 0, title: current.title, revid: olderID,
            parentid: 0, timestamp: "2001-01-15T00:00:00Z", sha1: ContentHash.sha1Hex(of: oldText),
            contentmodel: "wikitext", content: oldText)
        let corpus = try TemporaryDirectory().url
        let store = RevisionStore(directory: corpus)
        do {
            let lock = try store.openForWriting()
            try store.createIfNeeded(lock: lock)
            var manifest = try store.loadManifest()
            _ = try store.add([older], to: &manifest, lock: lock)
        }
        let report = try await TestSupport.engine(endpoint: server, corpus: corpus, count: 1000, batchSize: 50).run()
        #expect(report.outcome == .exhausted)
        let manifest = try RevisionStore(directory: corpus).loadManifest()
        let ofPage = manifest.entries.filter { $0.pageid == current.pageid }
        #expect(ofPage.map(\.revid).sorted() == [olderID, current.revid].sorted())
        #expect(manifest.entry(revid: current.revid)?.latest == true)
        #expect(manifest.entry(revid: olderID)?.latest == false)
    }
}
