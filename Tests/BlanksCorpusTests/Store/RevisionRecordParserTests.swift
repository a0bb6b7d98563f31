import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// The revision record reader that replaces `JSONDecoder` on the reading
/// path: the same revision for every record it reads, nil (so `JSONDecoder`
/// decides) for anything it is not sure of.
@Suite struct RevisionRecordParserTests {
    static let corpus = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))

    static func decoded(_ json: String) -> Revision? {
        try? JSONDecoder().decode(Revision.self, from: Data(json.utf8))
    }

    static func record(content: String = #""text""#, extra: String = "", pageid: String = "12") -> String {
        #"{"content":\#(content),"contentmodel":"wikitext","ns":0,"pageid":\#(pageid),"parentid":0,"revid":7,"#
            + #""sha1":"abc","site":"en.wikipedia.org","timestamp":"2016-04-22T10:19:33Z","title":"T"\#(extra)}"#
    }

    @Test func everyEmbeddedRevisionReadsAsJSONDecoderReadsIt() throws {
        let entries = try Self.corpus.loadManifest().entries
        #expect(entries.count > 100)
        for entry in entries {
            let json = try GzipCodec.decompress(try Data(contentsOf: Self.corpus.fileURL(revid: entry.revid)))
            let fast = RevisionRecordParser.parse(json)
            #expect(fast != nil, "revid \(entry.revid)")
            #expect(fast == (try JSONDecoder().decode(Revision.self, from: json)), "revid \(entry.revid)")
        }
    }

    @Test func escapesWhiteSpaceAndKeyOrderReadAsJSONDecoderReadsThem() throws {
        let contents = [
            #""a\"b\\c\/d\be\ff\ng\rh\ti""#, #""caf\u00e9 \u00E9 \u0000 \u001f""#, #""smile \ud83d\ude00 end""#,
            #""plain ünïcödé ✓ 😀""#, #""""#, #""\\u0041""#
        ]
        for content in contents {
            let json = Self.record(content: content)
            let fast = RevisionRecordParser.parse(Data(json.utf8))
            #expect(fast != nil, "\(content)")
            #expect(fast == Self.decoded(json), "\(content)")
        }
        let spaced =
            " {\n \"title\" : \"T\", \"site\":\"s\" ,\"timestamp\":\"t\",\"sha1\":\"x\",\"contentmodel\":\"w\","
            + "\"content\":\"c\",\"ns\":-1,\"pageid\":5,\"revid\":9,\"parentid\":0 }\r\n"
        #expect(RevisionRecordParser.parse(Data(spaced.utf8)) == Self.decoded(spaced))
        #expect(RevisionRecordParser.parse(Data(spaced.utf8))?.ns == -1)
    }

    @Test func anythingUnsureIsLeftToJSONDecoder() {
        let unsure = [
            Self.record(extra: #","extra":1"#),  // unknown key: JSONDecoder ignores it
            Self.record(extra: #","title":"again""#),  // repeated key
            Self.record(pageid: "12.0"), Self.record(pageid: "1e3"), Self.record(pageid: "012"),
            Self.record(pageid: "99999999999999999999"), Self.record(pageid: "-"), Self.record(pageid: #""12""#),
            Self.record(content: #""lone \ud83d high""#), Self.record(content: #""lone \ude00 low""#),
            Self.record(content: #""bad \x escape""#), Self.record(content: #""short \u12""#),
            Self.record(content: "\"raw \n newline\""), Self.record(content: "12"),
            String(Self.record().dropLast()), Self.record() + "x", Self.record() + "{}",
            #"{"content":"c"}"#, "[]", "", "{}"
        ]
        for json in unsure {
            #expect(RevisionRecordParser.parse(Data(json.utf8)) == nil, "\(json)")
        }
        var invalidUTF8 = Data(Self.record(content: #""ab""#).utf8)
        let quote = invalidUTF8.firstIndex(of: UInt8(ascii: "a"))!
        invalidUTF8[quote] = 0xFF
        #expect(RevisionRecordParser.parse(invalidUTF8) == nil)
    }

    @Test func aRecordTheParserDeclinesStillReadsOrIsRefusedInOneLine() throws {
        let folder = try TemporaryDirectory().url
        let store = RevisionStore(directory: folder)
        let content = "Some text."
        let sha1 = ContentHash.sha1Hex(of: content)
        let withExtra =
            #"{"content":"Some text.","contentmodel":"wikitext","extra":[1,2],"ns":0,"pageid":3,"parentid":0,"#
            + #""revid":44,"sha1":"\#(sha1)","site":"en.wikipedia.org","timestamp":"2016-04-22T10:19:33Z","title":"T"}"#
        let url = store.fileURL(revid: 44)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try GzipCodec.compress(Data(withExtra.utf8)).write(to: url)
        #expect(try store.readRevision(revid: 44).content == content)

        try GzipCodec.compress(Data(#"{"content":"Some text.","revid":44"#.utf8)).write(to: url)
        do {
            _ = try store.readRevision(revid: 44)
            Issue.record("a truncated record was read")
        } catch let error as CorpusError {
            #expect(error.description.contains(url.path) && !error.description.contains("\n"))
        }
    }
}
