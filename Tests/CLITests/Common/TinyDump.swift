import BlanksTestSupport
import Foundation

/// A hand-written MediaWiki XML export of a few pages, imported into a scratch corpus,
/// for tests that need titles or texts the sample dump does not have.
struct TinyDump {
    struct Page {
        var id: Int
        var revid: Int
        var title: String
        /// nil: a revision without text, which import rejects.
        var text: String?
    }

    var pages: [Page]

    var xml: String {
        let pages = pages.map { page in
            """
              <page>
                <title>\(page.title)</title>
                <ns>0</ns>
                <id>\(page.id)</id>
                <revision>
                  <id>\(page.revid)</id>
                  <timestamp>2016-01-01T00:00:00Z</timestamp>
                  <model>wikitext</model>
                  <format>text/x-wiki</format>
            \(page.text.map { "      <text xml:space=\"preserve\">\($0)</text>\n" } ?? "")    </revision>
              </page>

            """
        }
        return """
            <mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">
              <siteinfo><sitename>Test</sitename><dbname>testwiki</dbname><base>https://test.example.org/wiki/Main_Page</base></siteinfo>
            \(pages.joined())</mediawiki>

            """
    }

    /// Writes the dump in a new scratch folder and imports it into `corpus` there.
    func imported() throws -> (corpus: String, result: CommandResult) {
        let directory = try TemporaryDirectory("cli").url
        let dump = directory.appendingPathComponent("dump.xml")
        try Data(xml.utf8).write(to: dump)
        let corpus = directory.appendingPathComponent("corpus").path
        return (corpus, try CommandRunner.run(["import", dump.path, "--corpus", corpus]))
    }
}
