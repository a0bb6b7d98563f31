import BlanksSyncTestSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

/// How the sync tests run the binary: without a contact from this process's environment.
enum SyncBinary {
    static let environment: [String: String?] = ["WIKIBLANKS_CONTACT": nil]

    static func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(arguments, environment: environment)
    }
}

/// The `wikiblanks sync` command, run as a separate process.
@Suite struct SyncCommandTests {
    @Test func wikimediaEndpointWithoutContactIsRefusedBeforeAnyRequest() throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        let result = try SyncBinary.run([
            "sync", "--endpoint", "https://en.wikipedia.org/w/api.php",
            "--count", "1", "--corpus", corpus.path
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("User-Agent policy") && result.stderr.contains("--contact"))
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: corpus.path), "nothing written")
    }

    @Test func badOptionsAreRefused() throws {
        let corpus = try TemporaryDirectory().url.path
        let zero = try SyncBinary.run([
            "sync", "--endpoint", "http://127.0.0.1:9/api.php", "--count", "0", "--corpus", corpus
        ])
        #expect(zero.status != 0 && zero.stderr.contains("--count"))
        let endpoint = try SyncBinary.run(["sync", "--endpoint", "not a url", "--count", "1", "--corpus", corpus])
        #expect(endpoint.status == 1 && endpoint.stderr.contains("not an http(s) URL"))
    }

    @Test func unreachableServerGivesUpWithExitOne() throws {
        let corpus = try TemporaryDirectory().url.path
        // Port 9 (discard) on loopback has no listener here: every connection is refused.
        let result = try SyncBinary.run([
            "sync", "--endpoint", "http://127.0.0.1:9/api.php", "--count", "1",
            "--corpus", corpus, "--attempts", "2", "--timeout", "2"
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("gave up after 2 attempts"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: corpus) == [], "the folder given is not made a corpus")
    }
}

/// The command against the real MediaWiki: success, exhaustion, and interruption.
@Suite(.serialized, .enabled(if: MediaWikiServer.isAvailable, Comment(rawValue: MediaWikiServer.skipMessage)))
struct SyncCommandServerTests {
    @Test func storesTheRevisionsAskedForAndExitsZero() throws {
        let server = try #require(MediaWikiServer.url)
        let corpus = try TemporaryDirectory().url.path
        let result = try SyncBinary.run([
            "sync", "--endpoint", server.absoluteString, "--count", "7", "--corpus", corpus
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("7 new revisions stored"))
        #expect(result.stderr.contains("sync: 7/7 stored"), "plain progress lines when not a terminal")
        #expect(try SyncedCorpus.problems(URL(fileURLWithPath: corpus), count: 7) == [])
    }

    @Test func runningOutOfArticlesExitsThree() async throws {
        let server = try #require(MediaWikiServer.url)
        let articles = try await MediaWikiServer.articleTitles().count
        let corpus = try TemporaryDirectory().url.path
        let result = try SyncBinary.run([
            "sync", "--endpoint", server.absoluteString, "--count", "500", "--corpus", corpus
        ])
        #expect(result.status == 3)
        #expect(result.stderr.contains("only \(articles) of 500 new revisions stored"))
        #expect(try SyncedCorpus.problems(URL(fileURLWithPath: corpus), count: articles) == [])
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func signalMidSyncLeavesAValidCorpusAndTheNextRunResumes(signal: Int32, status: Int32) async throws {
        let server = try #require(MediaWikiServer.url)
        let directory = try TemporaryDirectory().url
        let corpus = directory.appendingPathComponent("corpus")
        let manifest = corpus.appendingPathComponent(RevisionStore.manifestName)
        let plan = FaultPlan([], afterwards: .delay(.milliseconds(300)))
        let interrupted = try await FaultProxy.with(upstream: server, plan: plan) { proxy in
            let running = try CommandRunner.start(
                [
                    "sync", "--endpoint", proxy.endpoint.absoluteString, "--count", "100", "--batch-size", "3",
                    "--corpus", corpus.path
                ], input: .none, environment: SyncBinary.environment)
            // Wait until some revisions are stored, then interrupt mid-run.
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline, running.isRunning {
                let lines = (try? String(contentsOf: manifest, encoding: .utf8))?.split(separator: "\n").count ?? 0
                if lines >= 6 { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(running.isRunning, "still syncing when the signal is sent")
            running.kill(signal)
            while running.isRunning { try await Task.sleep(for: .milliseconds(20)) }
            return try running.wait()
        }
        #expect(interrupted.status == status && interrupted.signal == nil)
        let errors = interrupted.stderr
        #expect(errors.contains("interrupted:") && errors.contains("run the same command to resume"))
        let stored = try RevisionStore(directory: corpus).loadManifest().count
        #expect(stored >= 6 && stored < 100)
        #expect(try SyncedCorpus.problems(corpus, count: stored) == [])
        let verify = try SyncBinary.run(["corpus", "verify", "--corpus", corpus.path])
        #expect(verify.status == 0, "\(verify.stderr)")

        let resumed = try SyncBinary.run([
            "sync", "--endpoint", server.absoluteString, "--count", "10",
            "--corpus", corpus.path
        ])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try SyncedCorpus.problems(corpus, count: stored + 10) == [])
    }
}
