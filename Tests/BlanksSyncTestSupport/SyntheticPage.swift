import BlanksCorpus
import Foundation

/// One page of a made-up `generator=random` answer (formatversion=2), for
/// `ScriptedServer`. The id fields and the timestamp are raw JSON, so a test
/// can send what no real wiki would: `-5`, `0`, `1e300`, `"abc"`, `null`.
public struct SyntheticPage: Sendable {
    public var pageid: String
    public var revid: String
    public var parentid: String
    public var title: String
    /// Raw JSON for the timestamp, quotes included.
    public var timestamp: String
    public var content: String
    /// The sha1 the server reports; nil reports the content's real one.
    public var sha1: String?

    /// A plain, valid article whose ids are `number` (page) and `number + 1000` (revision).
    public init(_ number: Int, title: String? = nil) {
        pageid = String(number)
        revid = String(number + 1000)
        parentid = "0"
        self.title = title ?? "Article \(number)"
        timestamp = "\"2016-04-22T10:19:33Z\""
        content = "Article \(number) is a test article.\n\nIt has two paragraphs."
        sha1 = nil
    }

    /// The page as formatversion=2 JSON.
    public var json: String {
        let reported = sha1 ?? ContentHash.sha1Hex(of: content)
        return #"{"pageid":\#(pageid),"ns":0,"title":\#(Self.quoted(title)),"revisions":[{"revid":\#(revid),"#
            + #""parentid":\#(parentid),"timestamp":\#(timestamp),"sha1":\#(Self.quoted(reported)),"#
            + #""slots":{"main":{"contentmodel":"wikitext","content":\#(Self.quoted(content))}}}]}"#
    }

    /// A complete answer holding `pages`, with no continuation (one whole random walk).
    public static func response(_ pages: [SyntheticPage]) -> String {
        #"{"batchcomplete":true,"query":{"pages":["# + pages.map(\.json).joined(separator: ",") + "]}}"
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
