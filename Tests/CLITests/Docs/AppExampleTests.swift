import BlanksTestSupport
import Foundation
import Testing

/// docs/app.md's example is real code: its `swift` block that imports BlanksModel is
/// compiled as it stands against the built library, run on the batch the page names, and
/// must print the page's `text` block.
@Suite struct AppExampleTests {
    static let page = repositoryRoot.appendingPathComponent("docs/app.md")
    static let build = CommandRunner.binary.deletingLastPathComponent()

    /// The fenced blocks of `text` with the info string `language`, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current?.joined(separator: "\n") ?? "")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theExampleCompilesRunsAndPrintsWhatThePageShows() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let code = try #require(Self.blocks("swift", in: text).first { $0.contains("import BlanksModel") })
        let shown = try #require(Self.blocks("text", in: text).first)
        #expect(code.split(separator: "\n").count <= 16, "a dozen lines or so")

        let scratch = try TemporaryDirectory("app")
        defer { scratch.remove() }
        try Data((code + "\n").utf8).write(to: scratch.url.appendingPathComponent("main.swift"))
        let objects = try FileManager.default.contentsOfDirectory(
            atPath: Self.build.appendingPathComponent("BlanksModel.build").path
        )
        .filter { $0.hasSuffix(".swift.o") }.sorted()
        .map { Self.build.appendingPathComponent("BlanksModel.build/\($0)").path }
        #expect(!objects.isEmpty)
        let compiled = try CommandRunner.run(
            ["swiftc", "-I", Self.build.appendingPathComponent("Modules").path, "main.swift"]
                + objects + ["-o", "app"],
            in: scratch.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(compiled.status == 0, "\(compiled.stderr)")

        let generated = try CommandRunner.run([
            "generate", "--seed", "demo", "--count", "5", "--level", "1",
            "--out", scratch.path("Output"), "--print-path"
        ])
        #expect(generated.status == 0, "\(generated.stderr)")
        let ran = try CommandRunner.run(
            [generated.stdout.trimmingCharacters(in: .newlines)], in: scratch.url,
            executable: scratch.url.appendingPathComponent("app"))
        #expect(ran.status == 0, "\(ran.stderr)")
        #expect(ran.stdout == shown + "\n")
    }
}
