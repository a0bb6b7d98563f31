import BlanksTestSupport
import Foundation
import Testing

/// `scripts/wiki-prose.py --leave-out` drops the articles a labelled set names, so the
/// held-out slot model of `make eval` never counts a labelled sentence; a labels file
/// it cannot read stops it with the file and line, not a model trained on everything.
@Suite struct WikiProseScriptTests {
    static let script = repositoryRoot.appendingPathComponent("scripts/wiki-prose.py")

    static let dump = """
        <mediawiki xmlns="http://www.mediawiki.org/xml/export-0.10/">
        <page><title>Kept Page</title><ns>0</ns><revision><text>\
        The river flows slowly through the quiet green valley near the old town every spring.\
        </text></revision></page>
        <page><title>Labelled Page</title><ns>0</ns><revision><text>\
        The tower stands proudly above the busy harbour where fishing boats arrive every morning.\
        </text></revision></page>
        </mediawiki>
        """

    private func run(_ arguments: [String], in scratch: TemporaryDirectory) throws -> CommandResult {
        let dump = scratch.path("dump.xml")
        try Self.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        return try CommandRunner.run(
            ["python3", Self.script.path, dump] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func aLabelledArticleIsLeftOutAndTheOthersKept() throws {
        let scratch = try TemporaryDirectory("prose")
        defer { scratch.remove() }
        let labels = scratch.path("labels.jsonl")
        try "{\"title\": \"Labelled Page\", \"answer\": \"above\"}\n\n".write(
            toFile: labels, atomically: true, encoding: .utf8)
        let all = try run([], in: scratch)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.contains("harbour") && all.stdout.contains("valley"))
        let heldOut = try run(["--leave-out", labels], in: scratch)
        #expect(heldOut.status == 0, "\(heldOut.stderr)")
        #expect(heldOut.stdout.contains("valley"))
        #expect(!heldOut.stdout.contains("harbour"))
    }

    @Test func aLabelsLineWithoutATitleStopsWithItsFileAndLine() throws {
        let scratch = try TemporaryDirectory("prose")
        defer { scratch.remove() }
        let labels = scratch.path("labels.jsonl")
        try "{\"title\": \"Kept Page\"}\n{\"answer\": \"of\"}\n".write(
            toFile: labels, atomically: true, encoding: .utf8)
        let result = try run(["--leave-out", labels], in: scratch)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("labels.jsonl:2: not a JSON object with a title"), "\(result.stderr)")
    }
}
