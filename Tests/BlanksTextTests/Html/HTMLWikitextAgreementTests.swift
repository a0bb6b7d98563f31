import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksText

/// The same article read from its wikitext (the embedded corpus) and from
/// the HTML MediaWiki renders of it (a ZIM made by the real libzim writer
/// from the real MediaWiki's `action=parse`, `scripts/zim/`) must give the
/// same usable prose, or nearly: the HTML path is held to the wikitext bar.
///
/// Known, expected differences: the test wiki has no templates, so a
/// template the wikitext stripper renders itself (`{{convert}}`, `{{lang}}`,
/// dates) is a red link in the HTML, removed with a mark that may withhold
/// its paragraph; and MediaWiki's own rendering of markup the wikitext
/// stripper approximates (nested quotes, `<br>`, entities in links).
@Suite struct HTMLWikitextAgreementTests {
    static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/zim/sample-articles.zim")

    struct Agreement {
        var articles = 0
        var wikitextParagraphs = 0
        var htmlParagraphs = 0
        /// Usable wikitext paragraphs the HTML path gives word for word.
        var shared = 0
        var onlyWikitext: [String] = []
        var onlyHTML: [String] = []
        /// HTML paragraphs withheld, with the defect that withholds each.
        var withheldHTML: [String] = []
    }

    static func agreement(archiveURL: URL) throws -> Agreement {
        let corpus = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))
        let byTitle = Dictionary(
            try corpus.loadManifest().entries.filter(\.latest).map { ($0.title, $0.revid) },
            uniquingKeysWith: max)
        let archive = try ZimArchive(url: archiveURL)
        var result = Agreement()
        let stripper = WikitextStripper()
        for index in 0..<(try archive.entryCount()) {
            let entry = try archive.entry(at: index)
            guard entry.isHTML, !entry.isRedirect, let revid = byTitle[entry.title],
                case .bytes(let bytes) = try archive.content(of: entry, limit: 64 << 20)
            else { continue }
            let wikitext = stripper.strip(try corpus.readRevision(revid: revid).content).paragraphs.map(\.text)
            let stripped = HTMLStripper().strip(String(decoding: bytes, as: UTF8.self))
            let html = stripped.paragraphs.map(\.text)
            result.withheldHTML += stripped.entries.filter { !$0.isUsable }.map {
                "\(entry.title): \($0.defect.map { "\($0)" } ?? ""): \($0.text)"
            }
            result.articles += 1
            result.wikitextParagraphs += wikitext.count
            result.htmlParagraphs += html.count
            let htmlSet = Set(html)
            let wikitextSet = Set(wikitext)
            result.shared += wikitext.filter { htmlSet.contains($0) }.count
            result.onlyWikitext += wikitext.filter { !htmlSet.contains($0) }.map { "\(entry.title): \($0)" }
            result.onlyHTML += html.filter { !wikitextSet.contains($0) }.map { "\(entry.title): \($0)" }
        }
        return result
    }

    @Test func mostUsableParagraphsReadTheSameFromBothSources() throws {
        let url =
            ProcessInfo.processInfo.environment["WIKIBLANKS_ZIM_SAMPLE"].map(URL.init(fileURLWithPath:)) ?? Self.fixture
        let agreement = try Self.agreement(archiveURL: url)
        let differing = agreement.wikitextParagraphs - agreement.shared
        print(
            "HTML/wikitext agreement over \(agreement.articles) articles: \(agreement.shared) of "
                + "\(agreement.wikitextParagraphs) usable wikitext paragraphs read the same from HTML "
                + "(\(differing) differ or are withheld there); HTML gives \(agreement.htmlParagraphs) usable, "
                + "\(agreement.onlyHTML.count) not among the wikitext ones")
        if ProcessInfo.processInfo.environment["WIKIBLANKS_ZIM_SAMPLE_DIFFS"] != nil {
            for line in agreement.onlyWikitext { print("W| \(line)") }
            for line in agreement.onlyHTML { print("H| \(line)") }
            for line in agreement.withheldHTML { print("X| \(line)") }
        }
        #expect(agreement.articles >= 10)
        #expect(agreement.wikitextParagraphs >= 50)
        #expect(Double(agreement.shared) >= 0.85 * Double(agreement.wikitextParagraphs))
    }
}
