import BlanksSyncTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSync

/// Engine set-up and corpus checks shared by the sync tests.
enum TestSupport {
    /// Quick retries, so that fault tests take seconds.
    static let fastRetry = RetryPolicy(
        maxAttempts: 4, baseDelay: .milliseconds(20), maxDelay: .milliseconds(100),
        maxRetryAfter: .seconds(2), maxlagWait: .milliseconds(200))

    static let userAgent: UserAgent = {
        // A local endpoint with a valid contact cannot be refused.
        try! UserAgent(endpoint: URL(string: "http://127.0.0.1/api.php")!, contact: "wikiblanks-tests@example.org")
    }()

    static func engine(
        endpoint: URL, corpus: URL, count: Int, batchSize: Int = 10, concurrency: Int = 1,
        timeout: Duration = .seconds(20), retry: RetryPolicy = fastRetry
    ) -> SyncEngine {
        let configuration = SyncConfiguration(
            endpoint: endpoint, count: count, concurrency: concurrency,
            batchSize: batchSize, timeout: timeout, retry: retry)
        return SyncEngine(configuration: configuration, store: RevisionStore(directory: corpus), userAgent: userAgent)
    }

    /// Checks that the corpus verifies, holds `count` revisions and no leftover
    /// temporary or unregistered files; returns its manifest.
    @discardableResult
    static func expectValidCorpus(_ corpus: URL, count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Manifest
    {
        let problems = try SyncedCorpus.problems(corpus, count: count)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        return try RevisionStore(directory: corpus).loadManifest()
    }

    /// Checks each stored revision against the server's copy of the same revision id.
    static func expectMatchesServer(_ corpus: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let store = RevisionStore(directory: corpus)
        for entry in try store.loadManifest().entries {
            let stored = try store.readRevision(revid: entry.revid)
            let server = try await MediaWikiServer.revision(entry.revid)
            #expect(server?.sha1 == stored.sha1, "revision \(entry.revid) sha1", sourceLocation: sourceLocation)
            #expect(
                server?.content == stored.content, "revision \(entry.revid) content", sourceLocation: sourceLocation)
            #expect(ContentHash.sha1Hex(of: stored.content) == server?.sha1, sourceLocation: sourceLocation)
        }
    }
}

/// Collects a sync's events for assertions.
final class EventRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [SyncEvent] = []

    func record(_ event: SyncEvent) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    var events: [SyncEvent] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var retries: [RetryNotice] {
        events.compactMap { if case .retrying(let notice) = $0 { return notice } else { return nil } }
    }

    var malformed: [MalformedResponse] {
        events.compactMap { if case .malformedResponse(let response) = $0 { return response } else { return nil } }
    }

    var rejected: [PageSelector.Rejected] {
        events.compactMap { if case .rejected(let rejected) = $0 { return rejected } else { return nil } }
    }
}
