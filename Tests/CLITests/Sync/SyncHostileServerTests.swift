import BlanksSyncTestSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

/// `wikiblanks sync` against servers that misbehave on purpose (issues 14 and 21):
/// one clear error line and the documented exit status, long before the watchdog,
/// and no empty corpus left when nothing was stored.
@Suite struct SyncHostileServerTests {
    /// The CommandRunner watchdog: far above the few seconds each of these takes.
    static let watchdog = Duration.seconds(120)

    func sync(_ server: ScriptedServer, corpus: URL, _ extra: [String] = []) throws -> CommandResult {
        try CommandRunner.run(
            [
                "sync", "--endpoint", server.endpoint.absoluteString, "--count", "2",
                "--corpus", corpus.path
            ] + extra,
            environment: SyncBinary.environment, timeout: Self.watchdog)
    }

    @Test func aTricklingServerGivesUpAfterTheAttempts() async throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        let body = SyntheticPage.response([SyntheticPage(1), SyntheticPage(2)])
        let result = try await ScriptedServer.with([], afterwards: .trickle(body, interval: .milliseconds(50))) {
            server in
            try sync(server, corpus: corpus, ["--timeout", "1", "--attempts", "2"])
        }
        #expect(result.status == 1)
        #expect(
            result.stderrLines.last?.contains("gave up after 2 attempts (last: no response within 1.0 s)") == true,
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: corpus.path), "no empty corpus left")
    }

    @Test func jsonThatIsNoAPIAnswerExitsOneAsMalformed() async throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        let result = try await ScriptedServer.with([], afterwards: .json(#"{"not":"mediawiki"}"#)) { server in
            try sync(server, corpus: corpus)
        }
        #expect(result.status == 1, "documented in docs/sync.md: malformed responses end the sync with 1, not 3")
        #expect(result.stderrLines.last?.contains("10 malformed responses in a row") == true, "\(result.stderr)")
        #expect(result.stderr.contains("no batchcomplete, query or continue member"))
        #expect(!FileManager.default.fileExists(atPath: corpus.path))
    }

    @Test func anOffHostRedirectIsRefused() async throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        let result = try await ScriptedServer.with(
            [], afterwards: .redirect(status: 302, location: "http://attacker.example/api.php")
        ) { server in
            try sync(server, corpus: corpus)
        }
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("redirected to another host or scheme (Location: http://attacker.example/api.php)"))
    }

    @Test func anOversizedResponseIsRefusedNamingTheURLAndLimit() async throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        let (result, endpoint) = try await ScriptedServer.with([], afterwards: .declaredLength(1 << 40)) { server in
            (try sync(server, corpus: corpus), server.endpoint.absoluteString)
        }
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "wikiblanks: \(endpoint): response larger than 268435456 bytes, the limit for one "
                    + "response; is this a MediaWiki api.php?"
            ])
    }

    @Test func nonsensePagesAreNamedEscapedAndSkipped() async throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        var negative = SyntheticPage(3, title: "Evil\u{1B}[2J")
        negative.revid = "-5"
        var future = SyntheticPage(4)
        future.timestamp = "\"9999-01-01T00:00:00Z\""
        let pages = SyntheticPage.response([negative, SyntheticPage(1), future, SyntheticPage(2)])
        let result = try await ScriptedServer.with([], afterwards: .json(pages)) { server in
            try sync(server, corpus: corpus)
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(#"sync: page 3 "Evil\u{1B}[2J": skipped, title holds control characters"#))
        #expect(
            result.stderr.contains(
                "sync: page 4 \"Article 4\" (revision 1004): skipped, timestamp "
                    + "9999-01-01T00:00:00Z is in the future"))
        #expect(!result.stderr.contains("\u{1B}"), "no raw escape reaches the terminal")
        #expect(try SyncedCorpus.problems(corpus, count: 2) == [])
    }

    @Test func anUnreachableServerLeavesNoCorpusAndABalancedMessage() throws {
        let corpus = try TemporaryDirectory().url.appendingPathComponent("corpus")
        let result = try SyncBinary.run([
            "sync", "--endpoint", "http://127.0.0.1:9/api.php", "--count", "1",
            "--corpus", corpus.path, "--attempts", "2", "--timeout", "2"
        ])
        #expect(result.status == 1)
        let line = try #require(result.stderrLines.last)
        #expect(line.filter { $0 == "(" }.count == line.filter { $0 == ")" }.count, "\(line)")
        #expect(!FileManager.default.fileExists(atPath: corpus.path), "no empty corpus left")
    }
}
