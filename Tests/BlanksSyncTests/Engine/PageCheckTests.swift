import BlanksSyncTestSupport
import Foundation
import Testing

@testable import BlanksSync

/// The checks that keep a nonsense page out of the corpus.
@Suite struct PageCheckTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14

    @Test func plausibleTimestampsPass() {
        for text in ["2016-04-22T10:19:33Z", "2000-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "2023-11-14T23:00:00Z"] {
            #expect(RevisionTimestamp.problem(text, now: now) == nil, "\(text)")
        }
    }

    @Test func absurdTimestampsAreNamed() {
        let cases = [
            "": "is not YYYY-MM-DDTHH:MM:SSZ", "2016-04-22 10:19:33": "is not YYYY-MM-DDTHH:MM:SSZ",
            "2016-02-30T00:00:00Z": "is not a date", "1900-02-29T00:00:00Z": "is not a date",
            "2016-13-01T00:00:00Z": "is not a date", "2016-01-01T24:00:00Z": "is not a date",
            "1969-12-31T23:59:59Z": "before 1970", "9999-12-31T23:59:59Z": "in the future",
            "2023-11-16T00:00:00Z": "in the future", "２０１６-04-22T10:19:33Z": "is not YYYY"
        ]
        for (text, expected) in cases {
            #expect(RevisionTimestamp.problem(text, now: now)?.contains(expected) == true, "\(text)")
        }
        let long = String(repeating: "9", count: 100_000)
        #expect((RevisionTimestamp.problem(long, now: now)?.count ?? 0) < 100, "a huge value is shortened")
    }

    @Test func sha1MustBeFortyHexDigits() {
        #expect(PageCheck.problem(ofSHA1: "da39a3ee5e6b4b0d3255bfef95601890afd80709") == nil)
        #expect(PageCheck.problem(ofSHA1: "DA39A3EE5E6B4B0D3255BFEF95601890AFD80709") == nil)
        #expect(PageCheck.problem(ofSHA1: "g39a3ee5e6b4b0d3255bfef95601890afd80709") != nil)
        #expect(PageCheck.problem(ofSHA1: "") != nil)
        #expect(PageCheck.problem(ofSHA1: String(repeating: "a", count: 41)) != nil)
    }

    @Test func storedSizeBoundCountsTheWorstEscape() {
        #expect(PageCheck.storedSizeBound(title: "", content: "") == 1024)
        #expect(PageCheck.storedSizeBound(title: "ab", content: "\"\\\u{1B}é") == 1024 + 2 + 2 + 2 + 6 + 2)
    }

    @Test func aRevisionTooLargeToReadBackIsRefused() throws {
        var page = SyntheticPage(1, title: "Control")
        page.content = String(repeating: "\u{01}", count: 2000)
        let response = try JSONDecoder().decode(
            RandomRevisionsResponse.self,
            from: Data(SyntheticPage.response([page]).utf8))
        let selection = PageSelector(site: "x", revisionSizeLimit: 10_000).select(response)
        #expect(selection.revisions.isEmpty)
        #expect(selection.rejected.first?.reason == .tooLarge(bytes: 1024 + 7 + 12_000, limit: 10_000))
        let roomy = PageSelector(site: "x", revisionSizeLimit: 20_000).select(response)
        #expect(roomy.revisions.count == 1)
    }
}
