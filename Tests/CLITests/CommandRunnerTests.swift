import BlanksTestSupport
import Foundation
import Testing

/// The runner every test here starts commands with: a hung command must fail
/// its test, not hang the run; a command that forks must not keep it waiting.
@Suite struct CommandRunnerTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func aCommandPastItsTimeIsKilledAndReportedAsTimedOut() throws {
        let started = Date()
        do {
            let result = try CommandRunner.run(
                ["-c", "echo started >&2; exec sleep 60"], timeout: .seconds(1),
                executable: Self.shell)
            Issue.record("not timed out: \(result)")
        } catch let CommandRunner.Failure.timedOut(result, _) {
            #expect(result.timedOut && result.signal == SIGKILL && result.status == 128 + SIGKILL)
            #expect(result.stderrLines == ["started"])
            #expect("\(CommandRunner.Failure.timedOut(result, after: .seconds(1)))".contains("timed out after 1"))
        }
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func aChildLeftRunningInTheBackgroundDoesNotKeepTheCallerWaiting() throws {
        let started = Date()
        let result = try CommandRunner.run(
            ["-c", "sleep 10 & echo forked"], timeout: .seconds(20), executable: Self.shell)
        #expect(result.status == 0 && result.stdout == "forked\n")
        #expect(Date().timeIntervalSince(started) < 8)
    }

    @Test func inputDirectoryAndEnvironmentReachTheCommand() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let result = try CommandRunner.run(
            ["-c", "pwd; cat; echo \"${WIKIBLANKS_A-unset} $WIKIBLANKS_B\"; echo oops >&2; exit 3"],
            input: "typed\n", in: temp.url,
            environment: ["WIKIBLANKS_A": nil, "WIKIBLANKS_B": "set"], executable: Self.shell)
        let directory = temp.url.resolvingSymlinksInPath().path
        #expect(result.stdout == "\(directory)\ntyped\nunset set\n")
        #expect(result.stderrLines == ["oops"] && result.status == 3 && result.signal == nil && !result.timedOut)
    }

    @Test func aPipeTakesInputWhileTheCommandRunsAndASignalIsReported() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let running = try CommandRunner.start(
            ["-c", "read line; echo \"got $line\" > seen; exec sleep 60"], in: temp.url,
            executable: Self.shell)
        running.send("one\n")
        #expect(
            CommandRunner.waitUntil(seconds: 20) {
                (try? String(contentsOfFile: temp.path("seen"), encoding: .utf8)) == "got one\n"
            })
        #expect(running.isRunning)
        running.kill(SIGTERM)
        let result = try running.wait()
        #expect(result.signal == SIGTERM && result.status == 128 + SIGTERM && !result.timedOut)
        #expect(!running.isRunning)
    }

    @Test func aMissingProgramIsAClearError() {
        #expect(throws: CommandRunner.Failure.self) {
            try CommandRunner.run([], executable: URL(fileURLWithPath: "/nonexistent/wikiblanks"))
        }
    }
}
