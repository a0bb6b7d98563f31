import Foundation
import Testing

@testable import BlanksCorpus

/// What a ZIM-made revision is called and linked as: ids that no MediaWiki
/// id can be and JavaScript reads exactly, stable for an unchanged article;
/// a link to the article on the wiki the archive names, never a made-up one.
@Suite struct ZimIdentityTests {
    @Test func idsLieAboveMediaWikiIdsAndBelowTwoToThe53() {
        for path in ["A", "Anarchism", "A/Caf\u{E9}", ""] {
            let ids = [
                ZimRevisionID.pageid(archive: "x", path: path),
                ZimRevisionID.revid(archive: "x", path: path, sha1: "ab")
            ]
            for id in ids { #expect(id >= 1 << 52 && id < 1 << 53, "\(path): \(id)") }
        }
        #expect(
            ZimRevisionID.revid(archive: "x", path: "P", sha1: "1")
                == ZimRevisionID.revid(archive: "x", path: "P", sha1: "1"))
        #expect(
            ZimRevisionID.revid(archive: "x", path: "P", sha1: "1")
                != ZimRevisionID.revid(archive: "x", path: "P", sha1: "2"))
        #expect(ZimRevisionID.pageid(archive: "x", path: "P") != ZimRevisionID.pageid(archive: "y", path: "P"))
    }

    @Test func theWikiIsTheSourceOrAWikimediaArchiveName() {
        #expect(ZimArticleLink.wikiHost(source: "https://en.wikipedia.org/", archive: "anything") == "en.wikipedia.org")
        #expect(ZimArticleLink.wikiHost(source: "fr.wikivoyage.org", archive: "") == "fr.wikivoyage.org")
        #expect(ZimArticleLink.wikiHost(source: "", archive: "wikipedia_en_all_nopic") == "en.wikipedia.org")
        #expect(ZimArticleLink.wikiHost(source: "", archive: "kiwix.wikibooks_be_all") == "be.wikibooks.org")
        #expect(ZimArticleLink.wikiHost(source: "", archive: "gutenberg_en_all") == nil)
        #expect(ZimArticleLink.wikiHost(source: "not a host", archive: "phet_en") == nil)
    }

    @Test func linksGoToTheArticleOrStayInTheArchive() {
        func provenance(_ archive: String, _ source: String, _ path: String) -> ZimProvenance {
            ZimProvenance(
                archive: archive, archiveTitle: "", date: "2024-01-01", language: "", source: source,
                creator: "", publisher: "", license: "", path: path)
        }
        let wiki = provenance("wikipedia_en_all", "", "A/Caf\u{E9} au lait.html")
        #expect(
            ZimArticleLink(site: "en.wikipedia.org", provenance: wiki).url
                == "https://en.wikipedia.org/wiki/Caf%C3%A9%20au%20lait")
        let other = provenance("phet_en", "", "Sim?x")
        #expect(ZimArticleLink(site: "phet_en", provenance: other).url == "zim://phet_en/Sim%3Fx")
    }

    @Test func theArchiveDateMustBeADay() {
        #expect(ZimArchiveMetadata.isDate("2017-02-13"))
        for bad in ["", "2017-2-13", "2017-13-01", "2017-02-32", "２０１７-02-13", "2017/02/13", "2017-02-13T00"] {
            #expect(!ZimArchiveMetadata.isDate(bad), "\(bad)")
        }
    }
}
