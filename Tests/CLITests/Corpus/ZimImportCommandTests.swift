import BlanksTestSupport
import Foundation
import Testing

/// `import` reads Kiwix ZIM archives (told by their magic number) through
/// libzim: articles made by the real MediaWiki and the real libzim writer,
/// a real Kiwix Wikibooks archive in both namespace layouts, and every
/// deliberately damaged archive of openzim's test suite, each refused in
/// one line. Fixtures and their licence: Tests/Fixtures/zim/README.md.
@Suite struct ZimImportCommandTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/zim")
    static let sample = fixtures.appendingPathComponent("sample-articles.zim").path

    /// Every file under `folder`, by relative path, with its bytes.
    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func sampleArticlesImportOncePerArticleAndVerify() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("Corpus").path
        let first = try CommandRunner.run(["import", Self.sample, "--corpus", corpus], timeout: .seconds(120))
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stdout.contains(
                "18 entries read, 16 articles, 16 revisions added, 0 already stored, 1 redirects, 1 not articles, 0 rejected"
            ),
            "\(first.stdout)")
        #expect(first.stdout.contains("MB/s") && first.stdout.contains("articles/s"), "\(first.stdout)")
        let before = try Self.files(under: URL(fileURLWithPath: corpus))
        let again = try CommandRunner.run(["import", Self.sample, "--corpus", corpus], timeout: .seconds(120))
        #expect(again.stdout.contains("0 revisions added, 16 already stored"), "\(again.stdout)")
        #expect(try Self.files(under: URL(fileURLWithPath: corpus)) == before, "a second import changed the corpus")
        let verify = try CommandRunner.run(["corpus", "verify", "--corpus", corpus])
        #expect(verify.status == 0 && verify.stdout.contains("16 revisions checked, 0 bad"), "\(verify)")
    }

    @Test func theCorpusIsTheSameBytesForEveryJobCount() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        var corpora: [[String: Data]] = []
        for jobs in [1, 3] {
            let corpus = directory.appendingPathComponent("jobs\(jobs)")
            let result = try CommandRunner.run(
                ["import", Self.sample, "--corpus", corpus.path, "--jobs", "\(jobs)"],
                timeout: .seconds(120))
            #expect(result.status == 0, "\(result)")
            // The selection sidecar is left out: its stamp names each corpus's own index file.
            corpora.append(
                try Self.files(under: corpus).filter {
                    !$0.key.hasSuffix(".lock") && !$0.key.hasSuffix("/manifest.selection")
                })
        }
        #expect(corpora[0].count > 16)
        #expect(corpora[0] == corpora[1])
    }

    @Test func puzzlesFromTheArchiveValidateAgainstIt() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("Corpus").path
        try #require(
            try CommandRunner.run(["import", Self.sample, "--corpus", corpus], timeout: .seconds(120)).status == 0)
        let generate = try CommandRunner.run(
            [
                "generate", "--seed", "zim", "--count", "6", "--level", "0", "--corpus", corpus,
                "--out", directory.appendingPathComponent("out").path, "--print-path"
            ],
            timeout: .seconds(300))
        try #require(generate.status == 0, "\(generate)")
        let batch = generate.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let validate = try CommandRunner.run(["validate", batch, "--corpus", corpus], timeout: .seconds(300))
        #expect(validate.status == 0 && validate.stdout.contains("6 puzzles, 0 failures"), "\(validate)")
        let puzzles = try String(contentsOfFile: batch + "/puzzles.jsonl", encoding: .utf8)
        #expect(
            puzzles.contains("\"url\":\"https://en.wikipedia.org/wiki/"),
            "the article's page on the wiki the archive names")
        #expect(puzzles.contains("\"license\":\"CC BY-SA 3.0\""))
        let show = try CommandRunner.run([
            "corpus", "show", "--corpus", corpus,
            String(puzzles.split(separator: "\"revid\":")[1].prefix { $0.isNumber })
        ])
        #expect(show.status == 0 && show.stdout.contains("wikipedia_en_wikiblanks-sample"), "\(show)")
        let attribution = try CommandRunner.run(["corpus", "attribution", "--corpus", corpus])
        #expect(
            attribution.stdout.contains(
                "| Adobe | Kiwix archive wikipedia\\_en\\_wikiblanks-sample 2016-05-01 | https://en.wikipedia.org/wiki/Adobe |"
            ),
            "\(attribution.stdout)")
    }

    @Test func aRealKiwixWikibooksArchiveImportsInBothLayouts() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        for layout in ["withns", "noTitleListingV0"] {
            let archive = Self.fixtures.appendingPathComponent(
                "zim-testing-suite/\(layout)/wikibooks_be_all_nopic_2017-02.zim")
            let corpus = directory.appendingPathComponent(layout).path
            let result = try CommandRunner.run(["import", archive.path, "--corpus", corpus], timeout: .seconds(120))
            #expect(result.status == 0, "\(layout): \(result)")
            #expect(result.stdout.contains("66 articles, 66 revisions added"), "\(layout): \(result.stdout)")
            #expect(result.stdout.contains("5 redirects"), "\(layout): \(result.stdout)")
            #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)
        }
    }

    @Test func everyInvalidArchiveOfTheSuiteIsRefusedInOneLine() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let suite = Self.fixtures.appendingPathComponent("zim-testing-suite")
        let invalid = try Self.files(under: suite).keys.filter { $0.contains("/invalid.") }.sorted()
        #expect(invalid.count >= 30)
        for name in invalid {
            let corpus = directory.appendingPathComponent("Corpus").path
            let result = try CommandRunner.run(["import", suite.path + name, "--corpus", corpus], timeout: .seconds(60))
            #expect(result.status == 1 && !result.timedOut && result.signal == nil, "\(name): \(result)")
            #expect(result.stderrLines.count == 1 && result.stdout.isEmpty, "\(name): \(result)")
            #expect(result.stderr.contains(suite.path + name), "\(name): \(result.stderr)")
            #expect(
                !FileManager.default.fileExists(atPath: corpus), "\(name): a corpus was made from a refused archive")
        }
    }

    @Test func anArchiveWithoutANameIsRefusedBeforeAnyCorpusIsMade() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("Corpus").path
        let archive = Self.fixtures.appendingPathComponent("zim-testing-suite/nons/small.zim").path
        let result = try CommandRunner.run(["import", archive, "--corpus", corpus])
        #expect(result.status == 1 && result.stderrLines.count == 1, "\(result)")
        #expect(result.stderr.contains("metadata \"Name\" is missing"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: corpus))
    }

    /// Articles made to hurt (scripts/zim/make_hostile_zim.py): nesting 200,000 deep, a
    /// 1 MiB attribute, control-character entities, script and style holding markup, an
    /// unterminated tag, HTML that is not UTF-8. Each is imported or skipped with its
    /// path, and generating from them ends normally, never by a signal.
    @Test func hostileArticlesAreSkippedByPathOrReadWithoutATrap() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("Corpus").path
        let archive = Self.fixtures.appendingPathComponent("hostile-articles.zim").path
        let result = try CommandRunner.run(["import", archive, "--corpus", corpus], timeout: .seconds(120))
        #expect(result.status == 1 && result.signal == nil, "\(result)")
        #expect(result.stdout.contains("7 entries read, 6 articles, 6 revisions added"), "\(result.stdout)")
        #expect(
            result.stderrLines.count == 1
                && result.stderr.contains("entry \"Not_utf8\": its HTML is not valid UTF-8; skipped"),
            "\(result.stderr)")
        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)
        let generate = try CommandRunner.run(
            [
                "generate", "--seed", "h", "--count", "6", "--corpus", corpus,
                "--out", directory.appendingPathComponent("out").path
            ],
            timeout: .seconds(300))
        #expect(generate.signal == nil && !generate.timedOut && !generate.stderr.contains("Fatal error"), "\(generate)")
    }
}
