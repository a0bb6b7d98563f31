import Foundation
import Testing

@testable import BlanksSync

/// The request deadline, the redirect rule, and server text in messages.
@Suite struct NetworkGuardTests {
    let endpoint = URL(string: "https://wiki.example.org/w/api.php")!

    @Test func theDeadlineCancelsAnOperationThatWouldNotEnd() async throws {
        let started = ContinuousClock.now
        await #expect(throws: RequestDeadline.Exceeded.self) {
            try await RequestDeadline.run(within: .milliseconds(100)) {
                try await Task.sleep(for: .seconds(3600))
            }
        }
        #expect(ContinuousClock.now - started < .seconds(1800), "watchdog: the hour-long sleep was cancelled")
        let value = try await RequestDeadline.run(within: .seconds(300)) { 42 }
        #expect(value == 42)
    }

    @Test func redirectsStayOnTheSameOrigin() throws {
        let here = endpoint.appendingPathComponent("x")
        #expect(
            try SameOriginRedirect.target(of: "/api.php?a=1", from: here, endpoint: endpoint).absoluteString
                == "https://wiki.example.org/api.php?a=1")
        #expect(
            try SameOriginRedirect.target(
                of: "https://WIKI.example.org:443/w/api.php", from: here,
                endpoint: endpoint
            ).host == "WIKI.example.org")
        for location in [
            "http://wiki.example.org/w/api.php", "https://wiki.example.org:8443/w/api.php",
            "https://evil.example/w/api.php", "//evil.example/x", "file:///etc/passwd", "", nil
        ] {
            #expect(throws: SyncError.self, "\(location ?? "nil")") {
                _ = try SameOriginRedirect.target(of: location, from: here, endpoint: endpoint)
            }
        }
    }

    @Test func serverTextIsEscapedAndShortened() {
        #expect(ServerText.shown("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(ServerText.shown(String(repeating: "x", count: 1000)).count == ServerText.limit + 1)
        let api = SyncError.apiError(code: "bad\u{1B}", info: String(repeating: "y", count: 10_000)).description
        #expect(!api.contains("\u{1B}") && api.count < 500)
    }
}
