import BlanksModel
import BlanksSupport
import BlanksTestSupport
import Testing

@testable import BlanksExport

@Suite struct SourceAttributionTests {
    @Test func linksAreBuiltFromTheIdsAndTheLicenceFollowsTheTimestamp() {
        var source = PuzzleFixtures.puzzle().source
        source.url = "javascript:alert(1)"
        let old = SourceAttribution(source)
        #expect(old.revisionURL == "https://en.wikipedia.org/w/index.php?oldid=716551092")
        #expect(old.historyURL == "https://en.wikipedia.org/w/index.php?curid=12&action=history")
        #expect(old.licence == .ccBySA30)
        #expect(!old.html.contains("javascript"))
        source.timestamp = "2023-06-07T00:00:00Z"
        source.title = "<i>x</i>"
        let new = SourceAttribution(source)
        #expect(new.licence == .ccBySA40)
        #expect(new.html.contains("<a href=\"https://creativecommons.org/licenses/by-sa/4.0/\">CC BY-SA 4.0</a>"))
        #expect(new.html.contains("&lt;i&gt;x&lt;/i&gt;"))
        #expect(new.html.contains(SourceAttribution.changeNote))
    }
}
