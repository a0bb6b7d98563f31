import BlanksTestSupport
import Foundation
import Testing

/// `make release` (and so `make run`) shows the build as two lines, not hundreds: every line
/// is kept in the log, and a failed build still shows its errors and keeps its exit status.
@Suite struct QuietBuildTests {
    static let script = repositoryRoot.appendingPathComponent("scripts/quiet-build.sh")

    @Test func hundredsOfProgressLinesBecomeTwoAndTheLogKeepsThemAll() throws {
        let scratch = try TemporaryDirectory("make")
        defer { scratch.remove() }
        let log = scratch.path("build.log")
        let result = try CommandRunner.run(
            [log, "/bin/sh", "-c", "for i in $(seq 1 300); do echo \"[$i/300] Compiling x$i.swift\"; done"],
            executable: Self.script)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 2, "\(result.stderr)")
        #expect(
            result.stderrLines.last?.range(of: #"^built in [0-9]+ s \(300 steps\)$"#, options: .regularExpression)
                != nil,
            "\(result.stderr)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").count == 300)
    }

    @Test func aFailedBuildShowsItsErrorsAndKeepsItsStatus() throws {
        let scratch = try TemporaryDirectory("make")
        defer { scratch.remove() }
        let result = try CommandRunner.run(
            [
                scratch.path("build.log"), "/bin/sh", "-c",
                "echo '[1/2] Compiling a.swift'; echo 'a.swift:3:1: error: cannot find x in scope'; exit 7"
            ],
            executable: Self.script)
        #expect(result.status == 7)
        #expect(result.stderrLines.contains("a.swift:3:1: error: cannot find x in scope"), "\(result.stderr)")
        #expect(
            result.stderrLines.last == "build failed after 0 s (exit 7)"
                || result.stderrLines.last?.hasPrefix("build failed after ") == true)
    }
}
