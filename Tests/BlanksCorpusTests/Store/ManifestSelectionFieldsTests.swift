import Foundation
import Testing

@testable import BlanksCorpus

/// The in-place reader of a manifest line takes revid and latest from the
/// line's own members only, and gives nil (so the full decoder decides) for
/// anything it is not sure of.
@Suite struct ManifestSelectionFieldsTests {
    static func read(_ text: String) -> ManifestSelectionFields? {
        Data(text.utf8).withUnsafeBytes { ManifestSelectionFields.read($0) }
    }

    static let canonical =
        #"{"bytes":4017,"latest":true,"ns":0,"pageid":708,"revid":633996293,"sha1":"46bf","timestamp":"2014-11-15T22:32:09Z","title":"Transport"}"#

    @Test func aCanonicalLineGivesItsRevidAndFlag() {
        #expect(Self.read(Self.canonical) == ManifestSelectionFields(revid: 633_996_293, latest: true))
        #expect(
            Self.read(Self.canonical.replacingOccurrences(of: "true", with: "false"))
                == ManifestSelectionFields(revid: 633_996_293, latest: false))
    }

    @Test func keysInAnyOrderWithSpacesAndEscapesRead() {
        let line =
            #" { "title" : "A \"revid\":7, \\ \u00e9" , "revid" : 12 , "latest" : false, "sha1":"x", "ns":-1, "pageid":3, "bytes":0, "timestamp":"t" } "#
        #expect(Self.read(line) == ManifestSelectionFields(revid: 12, latest: false))
    }

    @Test(arguments: [
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"sha1":"a","timestamp":"t","title":"x"}"#,  // no revid
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"revid":3,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":0,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":0,"revid":2,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":-1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2.5,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":02,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":99999999999999999999,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":1,"ns":0,"pageid":1,"revid":2,"sha1":"a","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"a","timestamp":"t","title":"x","extra":1}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"a","timestamp":"t","title":"x"} trailing"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"a","timestamp":"t","title":"unterminated}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"a","timestamp":"t","title":null}"#,
        ""
    ])
    func anythingUnsureGivesNil(line: String) {
        #expect(Self.read(line) == nil)
    }
}
