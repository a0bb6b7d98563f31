import BlanksSyncTestSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport
@testable import BlanksSync

/// Sync through `FaultProxy` in front of the real MediaWiki. After each
/// fault: the counts are right, nothing is half-written, the corpus verifies.
@Suite(.serialized, .enabled(if: MediaWikiServer.isAvailable, Comment(rawValue: MediaWikiServer.skipMessage)))
struct FaultInjectionTests {
    /// Syncs `count` revisions through a proxy with `plan`, checks the corpus, and returns what happened.
    func sync(
        count: Int = 10, plan: FaultPlan, timeout: Duration = .seconds(20), concurrency: Int = 1,
        retry: RetryPolicy = TestSupport.fastRetry,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (SyncReport, EventRecorder) {
        let server = try #require(MediaWikiServer.url)
        let corpus = try TemporaryDirectory().url
        let recorder = EventRecorder()
        let report = try await FaultProxy.with(upstream: server, plan: plan) { proxy in
            try await TestSupport.engine(
                endpoint: proxy.endpoint, corpus: corpus, count: count, concurrency: concurrency,
                timeout: timeout, retry: retry
            ).run(events: recorder.record)
        }
        #expect(report.outcome == .completed, sourceLocation: sourceLocation)
        #expect(report.progress.stored == count, sourceLocation: sourceLocation)
        #expect(
            report.progress.requests == plan.requests.count, "every HTTP request counted",
            sourceLocation: sourceLocation)
        try TestSupport.expectValidCorpus(corpus, count: count, sourceLocation: sourceLocation)
        try await TestSupport.expectMatchesServer(corpus, sourceLocation: sourceLocation)
        return (report, recorder)
    }

    @Test func identifiesItselfAndMakesOneRequestAtATime() async throws {
        let plan = FaultPlan([])
        _ = try await sync(count: 25, plan: plan)
        #expect(plan.maxConcurrentRequests == 1)
        for request in plan.requests {
            #expect(request.userAgent == "wikiblanks/\(ToolInfo.version) (wikiblanks-tests@example.org)")
            #expect(request.acceptEncoding?.contains("gzip") == true)
            #expect(request.uri.contains("maxlag=5") && request.uri.contains("formatversion=2"))
            #expect(request.uri.contains("generator=random"))
        }
    }

    @Test func concurrencyIsBoundedByTheOption() async throws {
        let plan = FaultPlan([], afterwards: .delay(.milliseconds(200)))
        _ = try await sync(count: 30, plan: plan, concurrency: 3)
        #expect(plan.maxConcurrentRequests <= 3)
        #expect(plan.maxConcurrentRequests >= 2, "three workers overlap on 200 ms responses")
    }

    @Test func serviceUnavailableWithRetryAfterIsHonoured() async throws {
        let plan = FaultPlan([.status(503, retryAfter: "1")])
        let (report, recorder) = try await sync(plan: plan)
        #expect(report.progress.retries == 1)
        let notice = try #require(recorder.retries.first)
        #expect(notice.problem == .status(503))
        #expect(notice.retryAfter == .seconds(1))
        #expect(notice.delay >= .seconds(1), "waited at least what Retry-After asked")
    }

    @Test func tooManyRequestsIsRetriedWithBackoff() async throws {
        let plan = FaultPlan([.status(429, retryAfter: nil), .status(429, retryAfter: nil)])
        let (report, recorder) = try await sync(plan: plan)
        #expect(report.progress.retries == 2)
        #expect(recorder.retries.map(\.problem) == [.status(429), .status(429)])
        #expect(recorder.retries.map(\.failures) == [1, 2])
        #expect(recorder.retries.allSatisfy { $0.delay <= .milliseconds(100) })
    }

    @Test func maxlagErrorWaitsAndRetries() async throws {
        let plan = FaultPlan([.maxlag])
        let (report, recorder) = try await sync(plan: plan)
        #expect(report.progress.retries == 1)
        let notice = try #require(recorder.retries.first)
        #expect(notice.problem == .maxlag(lag: 3.5))
        #expect(notice.retryAfter == .seconds(1) && notice.delay >= .seconds(1))
    }

    @Test func droppedConnectionIsRetried() async throws {
        let (report, recorder) = try await sync(plan: FaultPlan([.drop]))
        #expect(report.progress.retries == 1)
        #expect(recorder.retries.first.map { if case .connection = $0.problem { true } else { false } } == true)
    }

    @Test func truncatedBodyIsRetriedAndNeverStored() async throws {
        let (report, recorder) = try await sync(plan: FaultPlan([.truncate]))
        #expect(report.progress.retries == 1)
        #expect(recorder.retries.count == 1)
    }

    @Test func slowResponsePastTheTimeoutIsRetried() async throws {
        let (report, recorder) = try await sync(plan: FaultPlan([.delay(.seconds(6))]), timeout: .seconds(2))
        // A loaded machine may time out a real response too; the delayed one always does.
        #expect(report.progress.retries >= 1)
        #expect(recorder.retries.first?.problem == .timeout(seconds: 2))
    }

    @Test func malformedJSONIsReportedAndSkipped() async throws {
        let (report, recorder) = try await sync(plan: FaultPlan([.malformedJSON]))
        #expect(report.progress.malformed == 1)
        #expect(report.progress.retries == 0)
        #expect(recorder.malformed.count == 1)
        #expect(recorder.malformed.first?.description.contains("not JSON") == true)
    }

    @Test func gzipResponsesAreDecompressed() async throws {
        let plan = FaultPlan([], afterwards: .gzip)
        let (report, _) = try await sync(count: 15, plan: plan)
        #expect(report.progress.retries == 0 && report.progress.malformed == 0)
        #expect(plan.requests.allSatisfy { $0.fault == .gzip })
    }

    @Test func contentThatDoesNotMatchItsSHA1IsNotStored() async throws {
        let (report, recorder) = try await sync(plan: FaultPlan([.corruptContent]))
        let mismatch = try #require(
            recorder.rejected.first {
                if case .sha1Mismatch = $0.reason { true } else { false }
            })
        #expect(report.progress.rejected >= 1)
        // expectMatchesServer (in `sync`) already checked that every stored revision is the server's.
        #expect(mismatch.revid != nil)
    }

    @Test func persistentFailureGivesUpWithAClearErrorAndKeepsWhatWasStored() async throws {
        let server = try #require(MediaWikiServer.url)
        let corpus = try TemporaryDirectory().url
        let plan = FaultPlan([.passThrough], afterwards: .status(503, retryAfter: nil))
        await #expect {
            try await FaultProxy.with(upstream: server, plan: plan) { proxy in
                try await TestSupport.engine(endpoint: proxy.endpoint, corpus: corpus, count: 30).run()
            }
        } throws: { error in
            guard case SyncError.gaveUp(_, let attempts, let lastProblem) = error else { return false }
            return attempts == TestSupport.fastRetry.maxAttempts && lastProblem == "HTTP 503"
                && "\(error)".contains("run again later to resume")
        }
        #expect(plan.requests.count == 1 + TestSupport.fastRetry.maxAttempts)
        let manifest = try TestSupport.expectValidCorpus(
            corpus, count: try RevisionStore(directory: corpus).loadManifest().count)
        #expect(manifest.count > 0 && manifest.count <= 10, "the first response's revisions are kept")
    }

    @Test func errorsThatRetryingCannotFixStopAtOnce() async throws {
        let server = try #require(MediaWikiServer.url)
        for (fault, expected) in [
            (Fault.status(404, retryAfter: nil), "HTTP status 404"),
            (Fault.apiError, "readapidenied: You need read permission")
        ] {
            let corpus = try TemporaryDirectory().url
            let plan = FaultPlan([fault])
            await #expect {
                try await FaultProxy.with(upstream: server, plan: plan) { proxy in
                    try await TestSupport.engine(endpoint: proxy.endpoint, corpus: corpus, count: 5).run()
                }
            } throws: { error in
                error is SyncError && "\(error)".contains(expected)
            }
            #expect(plan.requests.count == 1, "not retried: \(fault)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: corpus.path).isEmpty,
                "a sync that stored nothing leaves the folder as it found it")
        }
    }

    @Test func endlessMalformedResponsesEndTheSync() async throws {
        let server = try #require(MediaWikiServer.url)
        let corpus = try TemporaryDirectory().url
        let plan = FaultPlan([], afterwards: .malformedJSON)
        await #expect(throws: SyncError.self) {
            try await FaultProxy.with(upstream: server, plan: plan) { proxy in
                try await TestSupport.engine(endpoint: proxy.endpoint, corpus: corpus, count: 5).run()
            }
        }
        #expect(plan.requests.count == SyncConfiguration(endpoint: server, count: 1).malformedLimit)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: corpus.path).isEmpty,
            "a sync that stored nothing leaves the folder as it found it")
    }
}
