import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSync

@Suite struct PageSelectorTests {
    static let article = "'''Anarchism''' is a political philosophy."
    static let list = "A '''list''' of things."

    /// A formatversion=2 answer as MediaWiki 1.39 gives it, content truncated after two pages.
    static let response = """
        {"continue":{"rvcontinue":"40|400","continue":"grncontinue||"},
         "query":{"pages":[
          {"pageid":12,"ns":0,"title":"Anarchism","revisions":[{"revid":716551092,"parentid":716000000,
            "timestamp":"2016-04-22T10:19:33Z","sha1":"\(ContentHash.sha1Hex(of: article))",
            "slots":{"main":{"contentmodel":"wikitext","contentformat":"text/x-wiki","content":"\(article)"}}}]},
          {"pageid":20,"ns":0,"title":"Mercury","pageprops":{"disambiguation":""},"revisions":[{"revid":200,
            "timestamp":"2016-01-01T00:00:00Z","sha1":"\(ContentHash.sha1Hex(of: "x"))",
            "slots":{"main":{"contentmodel":"wikitext","content":"x"}}}]},
          {"pageid":30,"ns":0,"title":"Lists","revisions":[{"revid":300,"parentid":0,
            "timestamp":"2016-02-01T00:00:00Z","sha1":"0000000000000000000000000000000000000000",
            "slots":{"main":{"contentmodel":"wikitext","content":"\(list)"}}}]},
          {"pageid":35,"ns":0,"title":"Data","revisions":[{"revid":350,"timestamp":"2016-02-01T00:00:00Z",
            "sha1":"\(ContentHash.sha1Hex(of: "{}"))","slots":{"main":{"contentmodel":"json","content":"{}"}}}]},
          {"pageid":38,"ns":0,"title":"Hidden","revisions":[{"revid":380,"timestamp":"2016-02-01T00:00:00Z",
            "sha1hidden":true,"slots":{"main":{"texthidden":true}}}]},
          {"pageid":40,"ns":0,"title":"Later"},
          {"pageid":41,"ns":0,"title":"Even later"}
         ]}}
        """

    func decoded() throws -> RandomRevisionsResponse {
        try JSONDecoder().decode(RandomRevisionsResponse.self, from: Data(Self.response.utf8))
    }

    @Test func takesArticlesWhoseContentMatchesItsSHA1() throws {
        let selection = PageSelector(site: "en.wikipedia.org").select(try decoded())
        #expect(selection.revisions.count == 1)
        let revision = try #require(selection.revisions.first)
        #expect(revision.revid == 716_551_092 && revision.pageid == 12 && revision.parentid == 716_000_000)
        #expect(revision.title == "Anarchism" && revision.site == "en.wikipedia.org")
        #expect(revision.content == Self.article && revision.contentMatchesSHA1)
        #expect(revision.timestamp == "2016-04-22T10:19:33Z" && revision.contentmodel == "wikitext")
    }

    @Test func refusesDisambiguationMismatchedOtherModelsAndHiddenPages() throws {
        let selection = PageSelector(site: "en.wikipedia.org").select(try decoded())
        let reasons = selection.rejected.map { "\($0.title): \($0.reason)" }
        #expect(selection.rejected.map(\.title) == ["Mercury", "Lists", "Data", "Hidden"])
        #expect(selection.rejected[0].reason == .disambiguation)
        #expect(
            selection.rejected[1].reason
                == .sha1Mismatch(
                    reported: "0000000000000000000000000000000000000000",
                    actual: ContentHash.sha1Hex(of: Self.list)), "\(reasons)")
        #expect(selection.rejected[2].reason == .notWikitext(model: "json"))
        #expect(selection.rejected[3].reason == .hidden)
    }

    @Test func pagesLeftForTheContinuationAreNotRefused() throws {
        let response = try decoded()
        #expect(PageSelector(site: "x").select(response).pending == 2)
        #expect(response.continue == ["rvcontinue": "40|400", "continue": "grncontinue||"])
    }

    @Test func numericContinuationValuesAreKeptAsText() throws {
        let json = #"{"batchcomplete":true,"continue":{"grncontinue":"0.5|0.7|12|0","offset":40},"query":{"pages":[]}}"#
        let response = try JSONDecoder().decode(RandomRevisionsResponse.self, from: Data(json.utf8))
        #expect(response.continue?["offset"] == "40")
        #expect(response.batchcomplete == true)
    }
}
