import BlanksTestSupport
import Foundation
import Testing

/// `import --jobs N` checks pages and makes their files on N threads while
/// one thread reads and one writes: what it prints and writes is the same
/// for every N, rejections included and in page order.
@Suite struct ImportJobsCommandTests {
    /// 60 pages: every fifth has no text (rejected, named in a line); every seventh repeats
    /// the revision before it (already stored, unless that one had no text).
    static var dump: TinyDump {
        TinyDump(
            pages: (1...60).map { id in
                let revid = id % 7 == 0 ? 1_000 + id - 1 : 1_000 + id
                let text =
                    id % 5 == 0
                    ? nil : "Page \(id) is an article. " + String(repeating: "It has words. ", count: id * 20)
                return TinyDump.Page(id: id, revid: revid, title: "Page \(id)", text: text)
            })
    }

    @Test func everyJobCountPrintsAndWritesTheSame() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("dump.xml")
        try Data(Self.dump.xml.utf8).write(to: file)
        var runs: [(summary: String, stderr: [String], files: [String: Data])] = []
        for jobs in ["1", "2", "4"] {
            let corpus = directory.appendingPathComponent("Corpus-\(jobs)")
            let result = try CommandRunner.run(
                ["import", file.path, "--jobs", jobs, "--corpus", corpus.path], timeout: .seconds(120))
            #expect(result.status == 1, "\(result)")  // rejections make the exit status 1
            let summary = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            runs.append((summary, result.stderrLines, try Bzip2MultistreamCommandTests.files(corpus)))
        }
        let first = try #require(runs.first)
        #expect(
            first.summary.hasSuffix(
                "60 pages read, 43 revisions added, 5 already stored, 0 redirects, "
                    + "0 in other namespaces, 0 not wikitext, 12 rejected"), "\(first.summary)")
        #expect(first.stderr.count == 12)
        #expect(
            first.stderr.first?.contains("\"Page 5\"") == true && first.stderr.last?.contains("\"Page 60\"") == true)
        for run in runs.dropFirst() {
            #expect(run.summary == first.summary)
            #expect(run.stderr == first.stderr)
            #expect(run.files == first.files)
        }
    }
}
