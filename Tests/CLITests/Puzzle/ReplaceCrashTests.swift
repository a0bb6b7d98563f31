import BlanksTestSupport
import Foundation
import Testing

/// `generate --force` over an existing batch, killed at each step of the
/// replace (strace's fault injection sends SIGKILL as the process enters the
/// step's system call): at every such instant the batch's name holds a
/// complete batch that validates, and the next run ends with the new one.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct ReplaceCrashTests {
    static let corpus = repositoryRoot.appendingPathComponent("Corpus").path
    static let strace = URL(fileURLWithPath: "/usr/bin/strace")

    /// System calls of the replace, and which of their calls to kill at.
    static let steps: [(call: String, when: Int)] = [
        ("renameat2", 1), ("rename", 1), ("rename", 2), ("unlinkat", 1), ("unlinkat", 3), ("rmdir", 1)
    ]

    @Test func straceIsInstalled() {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.strace.path),
            "strace is missing: scripts/ensure-deps.sh installs it (Debian strace)")
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")),
        arguments: 0..<steps.count)
    func aKilledReplaceLeavesACompleteBatch(step: Int) throws {
        let (call, when) = Self.steps[step]
        let root = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = [
            "generate", "--seed", "crash", "--count", "2", "--corpus", Self.corpus, "--out", root.path,
            "--force", "--print-path", "--jobs", "1"
        ]
        let first = try CommandRunner.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let batch = first.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let killed = try CommandRunner.run(
            [
                "-f", "-qq", "-o", "/dev/null",
                "-e", "inject=\(call):signal=SIGKILL:when=\(when)",
                CommandRunner.binary.path
            ] + arguments,
            executable: Self.strace)
        #expect(!killed.timedOut)
        let between = try CommandRunner.run(["validate", batch])
        #expect(between.status == 0, "killed at \(call) #\(when): \(between.stdout)\(between.stderr)")

        let again = try CommandRunner.run(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        let after = try CommandRunner.run(["validate", batch])
        #expect(after.status == 0, "\(after.stdout)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
