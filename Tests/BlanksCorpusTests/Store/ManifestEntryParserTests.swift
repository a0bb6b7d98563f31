import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

/// The manifest line reader gives what `JSONDecoder` gives, or nil so that
/// `JSONDecoder` decides.
@Suite struct ManifestEntryParserTests {
    static let line =
        #"{"bytes":4017,"latest":true,"ns":0,"pageid":708,"revid":633996293,"sha1":"46bf","timestamp":"2014-11-15T22:32:09Z","title":"Transport in \"Angola\""}"#

    @Test func everyEmbeddedManifestLineReadsAsJSONDecoderReadsIt() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Corpus/manifest.jsonl"))
        var count = 0
        for line in data.split(separator: 0x0A) {
            let fast = ManifestEntryParser.parse(Data(line))
            #expect(fast != nil)
            #expect(fast == (try JSONDecoder().decode(ManifestEntry.self, from: Data(line))))
            count += 1
        }
        #expect(count > 100)
    }

    @Test func keysInAnyOrderAndWhiteSpaceRead() throws {
        let reordered =
            #"{ "title":"T", "revid":7, "pageid":3, "ns":0, "bytes":0, "latest":false, "sha1":"", "timestamp":"t" }"#
        let fast = try #require(ManifestEntryParser.parse(Data(reordered.utf8)))
        #expect(fast == (try JSONDecoder().decode(ManifestEntry.self, from: Data(reordered.utf8))))
        #expect(ManifestEntryParser.parse(Data(Self.line.utf8))?.title == #"Transport in "Angola""#)
    }

    @Test(arguments: [
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t","title":"x","extra":1}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t","revid":3}"#,
        #"{"bytes":1,"latest":1,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t","title":"x"}"#,
        #"{"bytes":"1","latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t","title":"x"}"#,
        #"{"bytes":1.0,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t","title":"x"}"#,
        #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t"}"#
    ])
    func anythingElseIsLeftToJSONDecoder(line: String) {
        #expect(ManifestEntryParser.parse(Data(line.utf8)) == nil)
    }

    /// A line the reader declines still goes through `JSONDecoder`: an
    /// extra key is accepted as before, a fraction is refused in one line.
    @Test func declinedLinesAreDecidedAsBefore() throws {
        let extra =
            #"{"bytes":1,"latest":true,"ns":0,"pageid":1,"revid":2,"sha1":"s","timestamp":"t","title":"x","extra":1}"#
        let manifest = try Manifest.decode(Data(extra.utf8), path: "m.jsonl")
        #expect(manifest.entries.map(\.revid) == [2])
        let fraction =
            #"{"bytes":1,"latest":true,"ns":0,"pageid":1.5,"revid":2,"sha1":"s","timestamp":"t","title":"x"}"#
        #expect(throws: CorpusError.malformedManifest(path: "m.jsonl", line: 1, reason: "not a manifest entry")) {
            try Manifest.decode(Data(fraction.utf8), path: "m.jsonl")
        }
    }
}
