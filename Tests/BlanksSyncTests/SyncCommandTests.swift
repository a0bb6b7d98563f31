import BlanksCorpus
import Foundation
import Testing

/// The `wikiblanks sync` command, run as a separate process.
@Suite struct SyncCommandTests {
    @Test func wikimediaEndpointWithoutContactIsRefusedBeforeAnyRequest() throws {
        let corpus = try TestSupport.scratchDirectory().appendingPathComponent("corpus")
        let result = try CommandRunner.run(["sync", "--endpoint", "https://en.wikipedia.org/w/api.php",
                                            "--count", "1", "--corpus", corpus.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("User-Agent policy") && result.errors.contains("--contact"))
        #expect(result.errors.split(separator: "\n").count == 1, "one line: \(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: corpus.path), "nothing written")
    }

    @Test func badOptionsAreRefused() throws {
        let corpus = try TestSupport.scratchDirectory().path
        let zero = try CommandRunner.run(["sync", "--endpoint", "http://127.0.0.1:9/api.php", "--count", "0", "--corpus", corpus])
        #expect(zero.status != 0 && zero.errors.contains("--count"))
        let endpoint = try CommandRunner.run(["sync", "--endpoint", "not a url", "--count", "1", "--corpus", corpus])
        #expect(endpoint.status == 1 && endpoint.errors.contains("not an http(s) URL"))
    }

    @Test func unreachableServerGivesUpWithExitOne() throws {
        let corpus = try TestSupport.scratchDirectory().path
        // Port 9 (discard) on loopback has no listener here: every connection is refused.
        let result = try CommandRunner.run(["sync", "--endpoint", "http://127.0.0.1:9/api.php", "--count", "1",
                                            "--corpus", corpus, "--attempts", "2", "--timeout", "2"])
        #expect(result.status == 1)
        #expect(result.errors.contains("gave up after 2 attempts"))
        #expect(try RevisionStore(directory: URL(fileURLWithPath: corpus)).loadManifest().count == 0)
    }
}

/// The command against the real MediaWiki: success, exhaustion, and interruption.
@Suite(.serialized, .enabled(if: MediaWikiServer.isAvailable, MediaWikiServer.skipMessage))
struct SyncCommandServerTests {
    @Test func storesTheRevisionsAskedForAndExitsZero() throws {
        let server = try #require(MediaWikiServer.url)
        let corpus = try TestSupport.scratchDirectory().path
        let result = try CommandRunner.run(["sync", "--endpoint", server.absoluteString, "--count", "7", "--corpus", corpus])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("7 new revisions stored"))
        #expect(result.errors.contains("sync: 7/7 stored"), "plain progress lines when not a terminal")
        try TestSupport.expectValidCorpus(URL(fileURLWithPath: corpus), count: 7)
    }

    @Test func runningOutOfArticlesExitsThree() async throws {
        let server = try #require(MediaWikiServer.url)
        let articles = try await MediaWikiServer.articleTitles().count
        let corpus = try TestSupport.scratchDirectory().path
        let result = try CommandRunner.run(["sync", "--endpoint", server.absoluteString, "--count", "500", "--corpus", corpus])
        #expect(result.status == 3)
        #expect(result.errors.contains("only \(articles) of 500 new revisions stored"))
        try TestSupport.expectValidCorpus(URL(fileURLWithPath: corpus), count: articles)
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func signalMidSyncLeavesAValidCorpusAndTheNextRunResumes(signal: Int32, status: Int32) async throws {
        let server = try #require(MediaWikiServer.url)
        let directory = try TestSupport.scratchDirectory()
        let corpus = directory.appendingPathComponent("corpus")
        let manifest = corpus.appendingPathComponent(RevisionStore.manifestName)
        let plan = FaultPlan([], afterwards: .delay(.milliseconds(300)))
        try await FaultProxy.with(upstream: server, plan: plan) { proxy in
            let process = try CommandRunner.start(
                ["sync", "--endpoint", proxy.endpoint.absoluteString, "--count", "100", "--batch-size", "3",
                 "--corpus", corpus.path], errors: directory.appendingPathComponent("stderr.txt"))
            // Wait until some revisions are stored, then interrupt mid-run.
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline, process.isRunning {
                let lines = (try? String(contentsOf: manifest, encoding: .utf8))?.split(separator: "\n").count ?? 0
                if lines >= 6 { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(process.isRunning, "still syncing when the signal is sent")
            kill(process.processIdentifier, signal)
            while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
            #expect(process.terminationStatus == status)
        }
        let errors = try String(contentsOf: directory.appendingPathComponent("stderr.txt"), encoding: .utf8)
        #expect(errors.contains("interrupted:") && errors.contains("run the same command to resume"))
        let stored = try RevisionStore(directory: corpus).loadManifest().count
        #expect(stored >= 6 && stored < 100)
        try TestSupport.expectValidCorpus(corpus, count: stored)
        let verify = try CommandRunner.run(["corpus", "verify", "--corpus", corpus.path])
        #expect(verify.status == 0, "\(verify.errors)")

        let resumed = try CommandRunner.run(["sync", "--endpoint", server.absoluteString, "--count", "10",
                                             "--corpus", corpus.path])
        #expect(resumed.status == 0, "\(resumed.errors)")
        try TestSupport.expectValidCorpus(corpus, count: stored + 10)
    }
}
