import BlanksTestSupport
import Foundation
import Testing

/// `generate` says which pages it passed over in one line by reason, lists them with their
/// titles only with `--verbose`, warns of reused pages before its success line, and writes
/// the same puzzles whichever way it reports.
@Suite struct PassOverReportTests {
    @Test func passedOverPagesAreOneLineAndVerboseListsEachWithItsTitle() throws {
        let out = try TemporaryDirectory("cli")
        defer { out.remove() }
        let quiet = try CommandRunner.run([
            "generate", "--seed", "demo", "--count", "5", "--level", "1", "--out", out.path("quiet")
        ])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        let summaries = quiet.stderrLines.filter { $0.contains("passed over") }
        #expect(summaries.count == 1, "\(quiet.stderr)")
        #expect(!quiet.stderrLines.contains { $0.hasPrefix("revision ") }, "\(quiet.stderr)")
        let summary = try #require(summaries.first)
        #expect(summary.hasSuffix(" (--verbose lists them)"))
        let total = try #require(Int(summary.prefix { $0.isNumber }))

        let verbose = try CommandRunner.run([
            "generate", "--seed", "demo", "--count", "5", "--level", "1", "--verbose",
            "--out", out.path("verbose")
        ])
        let listed = verbose.stderrLines.filter { $0.hasPrefix("revision ") }
        #expect(listed.count == total, "\(verbose.stderr)")
        #expect(
            listed.allSatisfy {
                $0.range(of: #"^revision [0-9]+ \(.+\): (skipped|used up), "#, options: .regularExpression) != nil
            },
            "\(listed)")
        #expect(listed.contains { $0.contains("(Anarchism)") }, "\(listed)")

        let batch = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path("quiet")).first)
        let quietBytes = try Data(contentsOf: URL(fileURLWithPath: out.path("quiet/\(batch)/puzzles.jsonl")))
        let verboseBytes = try Data(contentsOf: URL(fileURLWithPath: out.path("verbose/\(batch)/puzzles.jsonl")))
        #expect(quietBytes == verboseBytes)
    }

    @Test func theReusedPagesWarningComesBeforeTheSuccessLine() throws {
        let out = try TemporaryDirectory("cli")
        defer { out.remove() }
        let result = try CommandRunner.run([
            "generate", "--seed", "nightly", "--count", "100", "--out", out.path("out"), "--print-path"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderrLines
        let warning = try #require(lines.firstIndex { $0.contains("fewer usable pages") }, "\(result.stderr)")
        let success = try #require(lines.firstIndex { $0.contains(": 100 puzzles, seed") }, "\(result.stderr)")
        let passedOver = try #require(lines.firstIndex { $0.contains("passed over") }, "\(result.stderr)")
        #expect(passedOver < warning && warning < success, "\(result.stderr)")
    }
}
