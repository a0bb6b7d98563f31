import Testing

@testable import BlanksText

@Suite struct HTMLEntitiesTests {
    @Test func namedNumericAndHexReferences() {
        #expect(
            HTMLEntities.decode("&amp; &lt;b&gt; &eacute;t&eacute; &#233; &#xE9; &Omega;&alpha;") == "& <b> été é é Ωα")
        #expect(HTMLEntities.decode("&nbsp;") == "\u{A0}")
    }

    @Test func malformedReferencesAreKeptAsWritten() {
        for text in ["AT&T", "&unknown;", "&#;", "&#xZZ;", "&#99999999;", "& amp;", "&amp", "&#0;"] {
            #expect(HTMLEntities.decode(text) == text)
        }
    }
}
