import BlanksSyncTestSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSync

/// Sync against servers that misbehave on purpose:
/// each ends with a result or one clear error, long before its watchdog.
/// `ScriptedServer` needs no MediaWiki, so these run everywhere.
@Suite struct HostileServerTests {
    /// Far above what any of these syncs should take, even on a loaded machine.
    static let watchdog = Duration.seconds(600)

    /// Syncs from `server` into a corpus folder that does not exist yet.
    func sync(
        _ server: ScriptedServer, corpus: URL, count: Int = 3, timeout: Duration = .seconds(120),
        responseSizeLimit: Int = SyncConfiguration.defaultResponseSizeLimit,
        events: @escaping @Sendable (SyncEvent) -> Void = { _ in }
    ) async throws -> SyncReport {
        let configuration = SyncConfiguration(
            endpoint: server.endpoint, count: count, batchSize: 10, timeout: timeout,
            retry: RetryPolicy(
                maxAttempts: 2, baseDelay: .milliseconds(20),
                maxDelay: .milliseconds(50)),
            responseSizeLimit: responseSizeLimit)
        let engine = SyncEngine(
            configuration: configuration, store: RevisionStore(directory: corpus),
            userAgent: TestSupport.userAgent)
        return try await RequestDeadline.run(within: Self.watchdog) { try await engine.run(events: events) }
    }

    func newCorpus() throws -> URL {
        try TemporaryDirectory().url.appendingPathComponent("new/corpus")
    }

    @Test func aBodySentOneByteAtATimeEndsAtTheRequestDeadline() async throws {
        let body = SyntheticPage.response([SyntheticPage(1), SyntheticPage(2), SyntheticPage(3)])
        let corpus = try newCorpus()
        try await ScriptedServer.with([], afterwards: .trickle(body, interval: .milliseconds(50))) { server in
            await #expect {
                _ = try await sync(server, corpus: corpus, timeout: .seconds(1))
            } throws: { error in
                guard case SyncError.gaveUp(_, let attempts, let lastProblem) = error else { return false }
                return attempts == 2 && lastProblem == "no response within 1.0 s"
            }
            #expect(server.requests.count == 2)
        }
        #expect(
            !FileManager.default.fileExists(atPath: corpus.deletingLastPathComponent().path),
            "no empty corpus folder left")
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
        let corpus = try newCorpus()
        try await ScriptedServer.with([], afterwards: .declaredLength(300 << 20)) { server in
            await #expect {
                _ = try await sync(server, corpus: corpus)
            } throws: { error in
                guard case SyncError.responseTooLarge(let url, let limit) = error else { return false }
                return url == server.endpoint.absoluteString && limit == SyncConfiguration.defaultResponseSizeLimit
                    && "\(error)".contains("larger than 268435456 bytes")
            }
            #expect(server.requests.count == 1, "not retried")
        }
    }

    @Test func aStreamedBodyOverTheLimitIsRefused() async throws {
        let corpus = try newCorpus()
        try await ScriptedServer.with([], afterwards: .chunked(bytes: 3 << 20)) { server in
            await #expect {
                _ = try await sync(server, corpus: corpus, responseSizeLimit: 1 << 20)
            } throws: { error in
                if case SyncError.responseTooLarge(_, 1 << 20) = error { true } else { false }
            }
        }
    }

    @Test(arguments: [
        "http://localhost:PORT/w/api.php", "https://127.0.0.1:PORT/w/api.php",
        "http://127.0.0.1:1/w/api.php", "http://attacker.example/steal"
    ])
    func aRedirectToAnotherOriginIsRefused(location: String) async throws {
        let corpus = try newCorpus()
        try await ScriptedServer.with([], afterwards: .redirect(status: 302, location: "")) { probe in
            let target = location.replacingOccurrences(of: "PORT", with: String(probe.port))
            try await ScriptedServer.with(
                [.redirect(status: 302, location: target)],
                afterwards: .json(SyntheticPage.response([SyntheticPage(1)]))
            ) { server in
                await #expect {
                    _ = try await sync(server, corpus: corpus, count: 1)
                } throws: { error in
                    guard case SyncError.redirectRefused(_, let shown, let reason) = error else { return false }
                    return shown == target && reason == "to another host or scheme"
                }
                #expect(server.requests.count == 1)
            }
            #expect(probe.requests.isEmpty, "the other server never heard from us")
        }
    }

    @Test func aRedirectOnTheSameOriginIsFollowed() async throws {
        let corpus = try newCorpus()
        let pages = SyntheticPage.response([SyntheticPage(1), SyntheticPage(2)])
        try await ScriptedServer.with(
            [.redirect(status: 301, location: "/wiki/api.php?moved=1")],
            afterwards: .json(pages)
        ) { server in
            let report = try await sync(server, corpus: corpus, count: 2)
            #expect(report.outcome == .completed && report.progress.stored == 2)
            #expect(server.requests.count == 2)
            #expect(server.requests.last == "/wiki/api.php?moved=1")
        }
        try TestSupport.expectValidCorpus(corpus, count: 2)
    }

    @Test func endlessRedirectsStopAfterTheLimit() async throws {
        try await ScriptedServer.with([], afterwards: .redirect(status: 307, location: "/w/api.php")) { server in
            await #expect {
                _ = try await sync(server, corpus: try newCorpus())
            } throws: { error in
                guard case SyncError.redirectRefused(_, _, let reason) = error else { return false }
                return reason == "more than \(SameOriginRedirect.limit) times"
            }
            #expect(server.requests.count == SameOriginRedirect.limit + 1)
        }
    }

    @Test func nonsensePagesAreSkippedByNameAndTheRestAreStored() async throws {
        var pages = [SyntheticPage(1), SyntheticPage(2)]
        var negativeRevision = SyntheticPage(3)
        negativeRevision.revid = "-5"
        var zeroPage = SyntheticPage(4)
        zeroPage.pageid = "0"
        var hugeRevision = SyntheticPage(5)
        hugeRevision.revid = "1e300"
        var textRevision = SyntheticPage(6)
        textRevision.revid = "\"abc\""
        var farFuture = SyntheticPage(7)
        farFuture.timestamp = "\"9999-12-31T23:59:59Z\""
        var noDate = SyntheticPage(8)
        noDate.timestamp = "\"\""
        var escape = SyntheticPage(9, title: "Evil\u{1B}]0;owned\u{07}title")
        escape.revid = "0"
        var badSHA1 = SyntheticPage(10)
        badSHA1.sha1 = String(repeating: "z", count: 5000)
        var negativeParent = SyntheticPage(11)
        negativeParent.parentid = "-1"
        var controlTitle = SyntheticPage(12, title: "Bell\u{07}")
        controlTitle.revid = "1012"
        pages += [
            negativeRevision, zeroPage, hugeRevision, textRevision, farFuture, noDate, escape, badSHA1,
            negativeParent, controlTitle
        ]
        let corpus = try newCorpus()
        let recorder = EventRecorder()
        let report = try await ScriptedServer.with([], afterwards: .json(SyntheticPage.response(pages))) { server in
            try await sync(server, corpus: corpus, count: 2, events: recorder.record)
        }
        #expect(report.outcome == .completed && report.progress.stored == 2)
        let manifest = try TestSupport.expectValidCorpus(corpus, count: 2)
        #expect(manifest.entries.map(\.revid) == [1001, 1002])
        let lines = recorder.rejected.map(\.description)
        #expect(lines.count == 10, "\(lines)")
        for expected in [
            "(revision -5): skipped, revision id -5 is not positive",
            "page 0 \"Article 4\": skipped, page id 0 is not positive",
            "\"Article 5\": skipped, unreadable: ", "\"Article 6\": skipped, unreadable: ",
            "timestamp 9999-12-31T23:59:59Z is in the future",
            "timestamp \"\" is not YYYY-MM-DDTHH:MM:SSZ",
            "page 9 \"Evil\\u{1B}]0;owned\\u{07}title\": skipped, title holds control characters",
            "is not 40 hex digits", "parent revision id -1 is negative",
            "page 12 \"Bell\\u{07}\": skipped, title holds control characters"
        ] {
            #expect(lines.contains { $0.contains(expected) }, "\(expected) in \(lines)")
        }
        #expect(lines.allSatisfy { $0.count < 400 }, "a 5000-character sha1 is shortened")
        #expect(recorder.rejected.allSatisfy { $0.reason.isSuspicious })
    }

    @Test func jsonThatIsNoAPIAnswerIsMalformedNotAnEmptyWiki() async throws {
        let corpus = try newCorpus()
        try await ScriptedServer.with([], afterwards: .json(#"{"not":"mediawiki"}"#)) { server in
            await #expect {
                _ = try await sync(server, corpus: corpus)
            } throws: { error in
                guard case SyncError.tooManyMalformedResponses(_, let count, let reason) = error else { return false }
                return count == 10 && reason.contains("no batchcomplete, query or continue")
            }
            #expect(server.requests.count == 10)
        }
        #expect(
            !FileManager.default.fileExists(atPath: corpus.deletingLastPathComponent().path),
            "no empty corpus folder left")
    }

    @Test func anEmptyWikiIsExhaustedAndLeavesNoEmptyCorpus() async throws {
        let corpus = try newCorpus()
        let report = try await ScriptedServer.with([], afterwards: .json(#"{"batchcomplete":true}"#)) { server in
            try await sync(server, corpus: corpus)
        }
        #expect(report.outcome == .exhausted && report.progress.stored == 0)
        #expect(!FileManager.default.fileExists(atPath: corpus.deletingLastPathComponent().path))
    }

    @Test func anExistingFolderIsKeptButNotMadeACorpus() async throws {
        let folder = try TemporaryDirectory().url
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let empty = try TemporaryDirectory().url
        for corpus in [folder, empty] {
            try await ScriptedServer.with([], afterwards: .json(#"{"not":"mediawiki"}"#)) { server in
                await #expect(throws: SyncError.self) { _ = try await sync(server, corpus: corpus) }
            }
            #expect(FileManager.default.fileExists(atPath: corpus.path))
            #expect(
                !FileManager.default.fileExists(atPath: corpus.appendingPathComponent(RevisionStore.manifestName).path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path) == [])
    }
}
