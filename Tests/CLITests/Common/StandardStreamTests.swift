import BlanksTestSupport
import Foundation
import Testing

/// Results on standard output either arrive whole or the command says they
/// did not: a full disk or a closed descriptor is one error line and exit 1,
/// never a silent success with lost output.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct StandardStreamTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path

    /// Runs the binary with `arguments` under `sh`, standard output redirected by `redirection`.
    private func run(_ arguments: [String], redirection: String, input: String? = nil) throws -> CommandResult {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        return try CommandRunner.run(
            ["-c", "\"$0\" \(quoted) \(redirection)", CommandRunner.binary.path],
            input: input, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static let commands: [[String]] = [
        ["corpus", "list", "--corpus", corpus],
        ["corpus", "attribution", "--corpus", corpus],
        ["corpus", "show", "716551092", "--content", "--corpus", corpus],
        ["--help"]
    ]

    @Test(arguments: commands)
    func aFullDiskOnStandardOutputFails(_ arguments: [String]) throws {
        let result = try run(arguments, redirection: "> /dev/full")
        #expect(result.status == 1, "\(arguments): \(result)")
        #expect(result.stderr.contains("wikiblanks: standard output: No space left on device"), "\(result.stderr)")
    }

    @Test(arguments: commands)
    func aClosedStandardOutputFails(_ arguments: [String]) throws {
        let result = try run(arguments, redirection: ">&-")
        #expect(result.status == 1, "\(arguments): \(result)")
        #expect(result.stderr.contains("wikiblanks: standard output: Bad file descriptor"), "\(result.stderr)")
    }

    @Test func jsonLinesOnAFullDiskFail() throws {
        let result = try run(
            ["text", "strip", "--jsonl"], redirection: "> /dev/full",
            input: #"{"id":1,"text":"One sentence here."}"# + "\n")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("standard output: No space left on device"), "\(result.stderr)")
    }

    /// An error line that cannot be written (standard error on a full disk) is lost, but
    /// the command neither traps nor changes its exit status.
    @Test func aFullStandardErrorDoesNotTrap() throws {
        let result = try run(["corpus", "show", "1", "--corpus", Self.corpus], redirection: "2> /dev/full")
        #expect(result.status == 1 && result.signal == nil, "\(result)")
    }

    /// A closed standard output is never handed to a file the command opens: the
    /// batch written with it closed is intact and nothing printed lands in it.
    @Test func aClosedStandardOutputIsNotReused() throws {
        let out = try TemporaryDirectory("cli").url
        let result = try run(
            [
                "generate", "--seed", "s", "--count", "2", "--corpus", Self.corpus, "--out", out.path,
                "--print-path"
            ], redirection: ">&-")
        #expect(result.status == 1, "\(result)")
        let batches = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
        #expect(batches.count == 1)
        let validated = try CommandRunner.run(["validate", out.appendingPathComponent(batches[0]).path])
        #expect(validated.status == 0, "\(validated)")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let result = try run(["corpus", "list", "--corpus", Self.corpus], redirection: "| head -c 1 >/dev/null")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
