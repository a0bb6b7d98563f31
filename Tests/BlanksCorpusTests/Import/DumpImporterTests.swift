import BlanksTestSupport
import Foundation
import FoundationXML
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

#if canImport(FoundationXML)
#endif

@Suite struct DumpImporterTests {
    static func page(
        id: Int, title: String, ns: Int = 0, redirect: Bool = false, revisions: [(Int, String, String)],
        model: String = "wikitext"
    ) -> String {
        let revs = revisions.map { revid, timestamp, text in
            """
                <revision>
                  <id>\(revid)</id>
                  <parentid>\(revid - 1)</parentid>
                  <timestamp>\(timestamp)</timestamp>
                  <contributor><username>X</username><id>1</id></contributor>
                  <model>\(model)</model>
                  <format>text/x-wiki</format>
                  <text xml:space="preserve" bytes="\(text.utf8.count)">\(text)</text>
                </revision>
            """
        }.joined(separator: "\n")
        return """
              <page>
                <title>\(title)</title>
                <ns>\(ns)</ns>
                <id>\(id)</id>
            \(redirect ? "    <redirect title=\"Elsewhere\" />\n" : "")\(revs)
              </page>
            """
    }

    static func dump(_ pages: [String], schema: String = "0.11") -> String {
        """
        <mediawiki xmlns="http://www.mediawiki.org/xml/export-\(schema)/" version="\(schema)" xml:lang="en">
          <siteinfo>
            <sitename>Wikipedia</sitename>
            <base>https://en.wikipedia.org/wiki/Main_Page</base>
          </siteinfo>
        \(pages.joined(separator: "\n"))
        </mediawiki>

        """
    }

    static func importText(_ xml: String, into store: RevisionStore? = nil) throws -> (
        DumpImporter.Report, RevisionStore
    ) {
        let directory = try TemporaryDirectory().url
        let store = store ?? RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        let file = try TestSupport.file(xml, in: directory)
        return (try DumpImporter(store: store).importDump(at: file), store)
    }

    // MARK: The real sample

    /// The sample's articles as an independent parser (Foundation's XMLParser) sees them.
    final class ReferenceReader: NSObject, XMLParserDelegate {
        var articles: [(revid: Int, sha1: String, title: String)] = []
        private var path: [String] = []
        private var text = ""
        private var title = "", ns = "", revid = "", sha1 = "", redirect = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            path.append(name)
            text = ""
            if name == "page" {
                title = ""
                ns = ""
                revid = ""
                sha1 = ""
                redirect = false
            }
            if name == "redirect" { redirect = true }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let parent = path.count >= 2 ? path[path.count - 2] : ""
            switch (parent, name) {
            case ("page", "title"): title = text
            case ("page", "ns"): ns = text
            case ("revision", "id"): revid = text
            case ("revision", "sha1"): sha1 = text
            case (_, "page") where ns == "0" && !redirect:
                articles.append((Int(revid) ?? -1, sha1, title))
            default: break
            }
            path.removeLast()
        }
    }

    @Test func theSampleGivesExactlyIts106ArticlesWithTheirIdsAndSha1() throws {
        let xml = try GzipCodec.decompress(Data(contentsOf: TestSupport.sampleDump), limit: .max)
        let reference = ReferenceReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reference
        #expect(parser.parse())
        #expect(reference.articles.count == 106)

        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        let report = try DumpImporter(store: store).importDump(at: TestSupport.sampleDump)
        #expect(report.added == 106 && report.stoppedAt == nil && report.rejected.isEmpty)
        #expect(report.schema == "0.10")
        let manifest = try store.loadManifest()
        #expect(manifest.entries.map(\.revid) == reference.articles.map(\.revid).sorted())
        for article in reference.articles {
            let entry = try #require(manifest.entry(revid: article.revid))
            #expect(entry.sha1 == ContentHash.hexFromBase36(article.sha1))
            #expect(entry.title == article.title)
            let revision = try store.readRevision(revid: article.revid)
            #expect(revision.site == "en.wikipedia.org" && revision.contentmodel == "wikitext")
        }
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test func importingTwiceAddsNothing() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        _ = try DumpImporter(store: store).importDump(at: TestSupport.sampleDump)
        let manifestBefore = try Data(contentsOf: store.manifestURL)
        let second = try DumpImporter(store: store).importDump(at: TestSupport.sampleDump)
        #expect(second.added == 0 && second.alreadyStored == 106)
        #expect(try Data(contentsOf: store.manifestURL) == manifestBefore)
    }

    @Test func theEmbeddedCorpusIsTheSampleImported() throws {
        let embedded = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        _ = try DumpImporter(store: store).importDump(at: TestSupport.sampleDump)
        #expect(try embedded.loadManifest() == store.loadManifest())
        #expect(try CorpusVerifier(store: embedded).verify().isValid)
    }

    /// Pins the stored bytes: importing the sample writes the embedded
    /// corpus's manifest and revision files byte for byte, whatever `jobs`.
    @Test(arguments: [1, 2, 4])
    func theSampleImportsToTheEmbeddedCorpusFilesByteForByte(jobs: Int) throws {
        let embedded = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        var importer = DumpImporter(store: store)
        importer.jobs = jobs
        _ = try importer.importDump(at: TestSupport.sampleDump)
        let imported = try Bzip2DumpTests.contents(of: store)
        #expect(imported.count == 107)
        for (path, bytes) in imported {
            #expect(try Data(contentsOf: embedded.directory.appendingPathComponent(path)) == bytes, "\(path)")
        }
    }

    // MARK: Selection

    @Test func keepsOnlyNamespaceZeroNonRedirectWikitextAndTheLatestRevision() throws {
        let xml = Self.dump([
            Self.page(
                id: 1, title: "Kept",
                revisions: [
                    (11, "2016-01-02T00:00:00Z", "newest"),
                    (10, "2015-01-01T00:00:00Z", "older")
                ]),
            Self.page(id: 2, title: "Talk:Kept", ns: 1, revisions: [(20, "2016-01-01T00:00:00Z", "talk")]),
            Self.page(
                id: 3, title: "Redirected", redirect: true,
                revisions: [(30, "2016-01-01T00:00:00Z", "#REDIRECT [[Kept]]")]),
            Self.page(
                id: 4, title: "Untagged redirect", revisions: [(40, "2016-01-01T00:00:00Z", "#redirect [[Kept]]")]),
            Self.page(id: 5, title: "Styles", revisions: [(50, "2016-01-01T00:00:00Z", "a {}")], model: "css"),
            Self.page(
                id: 6, title: "Entities &amp; unicode",
                revisions: [(60, "2016-01-01T00:00:00Z", "&lt;b&gt; caf&#233; &#x1F600;")])
        ])
        let (report, store) = try Self.importText(xml)
        #expect(report.pages == 6 && report.added == 2)
        #expect(report.otherNamespaces == 1 && report.redirects == 2 && report.otherContentModels == 1)
        #expect(try store.loadManifest().entries.map(\.revid) == [11, 60])
        #expect(try store.readRevision(revid: 11).content == "newest")
        let decoded = try store.readRevision(revid: 60)
        #expect(decoded.content == "<b> café 😀" && decoded.title == "Entities & unicode")
    }

    @Test func aSha1MismatchIsRejectedWithThePageNamed() throws {
        var xml = Self.dump([Self.page(id: 1, title: "Bad", revisions: [(11, "2016-01-01T00:00:00Z", "text")])])
        xml = xml.replacingOccurrences(of: "<format>", with: "<sha1>phoiac9h4m842xq45sp7s6u21eteeq1</sha1><format>")
        let (report, store) = try Self.importText(xml)
        #expect(report.added == 0 && report.rejected.count == 1)
        #expect(report.rejected[0].contains("\"Bad\""))
        #expect(try store.loadManifest().count == 0)
    }

    // MARK: Bad input

    @Test func aTruncatedDumpKeepsEveryCompletePageAndSaysWhereItStopped() throws {
        let pages = (1...5).map {
            Self.page(id: $0, title: "P\($0)", revisions: [($0 * 10, "2016-01-01T00:00:00Z", "text \($0)")])
        }
        let xml = Self.dump(pages)
        let cut = xml.range(of: "<title>P4</title>")!.lowerBound
        let (report, store) = try Self.importText(String(xml[..<cut]))
        #expect(report.added == 3)
        guard case .truncated(let line, let element) = report.stoppedAt else {
            Issue.record("expected truncation, got \(String(describing: report.stoppedAt))")
            return
        }
        #expect(element == "page" && line > 1)
        #expect(try store.loadManifest().entries.map(\.revid) == [10, 20, 30])
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test func aTruncatedGzipDumpKeepsCompletePages() throws {
        let pages = (1...200).map {
            Self.page(
                id: $0, title: "P\($0)",
                revisions: [($0 * 10, "2016-01-01T00:00:00Z", String(repeating: "word\($0) ", count: 200))])
        }
        let compressed = try GzipCodec.compress(Data(Self.dump(pages).utf8))
        let directory = try TemporaryDirectory().url
        let file = directory.appendingPathComponent("dump.xml.gz")
        try compressed.prefix(compressed.count * 2 / 3).write(to: file)
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        let report = try DumpImporter(store: store).importDump(at: file)
        #expect(report.stoppedAt?.description.contains("truncated gzip data") == true)
        let manifest = try store.loadManifest()
        #expect(manifest.count > 0 && manifest.count < 200)
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test(arguments: [
        ("<mediawiki><page><title>x</title></mediawiki>", "does not match"),
        ("<mediawiki><page><title>a &bogus; b</title></page></mediawiki>", "unknown entity"),
        ("<html><body>not a dump</body></html>", "not a MediaWiki export"),
        ("<mediawiki><page attr=unquoted></page></mediawiki>", "unquoted attribute"),
        ("<mediawiki></mediawiki><mediawiki></mediawiki>", "second root"),
        ("just some text", "outside the root")
    ])
    func malformedXMLIsReportedWithItsLine(xml: String, expected: String) throws {
        let (report, store) = try Self.importText(xml)
        let stop = try #require(report.stoppedAt)
        #expect(stop.description.contains(expected), "\(stop)")
        #expect(stop.description.contains("line 1"))
        #expect(try store.loadManifest().count == 0)
    }

    @Test func aMissingFileIsAClearError() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        #expect(throws: CorpusError.self) {
            try DumpImporter(store: store).importDump(at: URL(fileURLWithPath: "/nonexistent/dump.xml"))
        }
    }

    @Test func theBase36Sha1OfDumpsConvertsToTheAPIsHex() {
        // sha1("") in both notations.
        #expect(
            ContentHash.hexFromBase36("phoiac9h4m842xq45sp7s6u21eteeq1") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(ContentHash.sha1Hex(of: "") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(ContentHash.hexFromBase36("not base 36!") == nil)
        #expect(ContentHash.hexFromBase36(String(repeating: "z", count: 40)) == nil)
    }
}
