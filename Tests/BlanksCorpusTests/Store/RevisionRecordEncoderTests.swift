import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// The direct encoder writes the bytes of the general-purpose canonical
/// encoder (stored files are pinned byte for byte): every Unicode scalar in
/// every string field, and the extremes of every number.
@Suite struct RevisionRecordEncoderTests {
    static func revision(content: String, title: String = "T", number: Int = 1) -> Revision {
        Revision(
            site: "en.wikipedia.org", pageid: number, ns: number, title: title, revid: number, parentid: number,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content), contentmodel: "wikitext",
            content: content)
    }

    @Test func everyUnicodeScalarIsWrittenAsTheCanonicalEncoderWritesIt() throws {
        let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init)
        for start in stride(from: 0, to: scalars.count, by: 4_096) {
            let chunk = scalars[start..<min(start + 4_096, scalars.count)]
            var text = String.UnicodeScalarView()
            text.append(contentsOf: chunk)
            var reversed = String.UnicodeScalarView()
            reversed.append(contentsOf: chunk.reversed())
            let revision = Self.revision(content: String(text), title: String(reversed))
            #expect(
                RevisionRecordEncoder.encode(revision) == (try CanonicalJSON.encode(revision)),
                "scalars from U+\(String(scalars[start].value, radix: 16))")
        }
    }

    @Test(arguments: [Int.min, -1, 0, 7, Int.max])
    func numbersAndEmptyStringsMatchTheCanonicalEncoder(number: Int) throws {
        for content in ["", "\"\\/\u{7F}\r\n", "'''A''' – [[b|c]] 😀"] {
            var revision = Self.revision(content: content, title: "", number: number)
            revision.site = ""
            #expect(
                RevisionRecordEncoder.encode(revision) == (try CanonicalJSON.encode(revision)),
                "\(number) \(content.debugDescription)")
        }
    }

    @Test func aZimProvenanceIsWrittenAsTheCanonicalEncoderWritesItAndReadBack() throws {
        var revision = Self.revision(content: "<p>Text \u{1}\"</p>")
        revision.contentmodel = "html"
        revision.zim = ZimProvenance(
            archive: "wikipedia_en_all", archiveTitle: "Wikipédia \"all\"", date: "2024-01-02",
            language: "eng", source: "", creator: "Wikipedia", publisher: "Kiwix",
            license: "CC BY-SA 4.0", path: "A/Caf\u{E9}/x")
        let bytes = RevisionRecordEncoder.encode(revision)
        #expect(bytes == (try CanonicalJSON.encode(revision)))
        #expect(try JSONDecoder().decode(Revision.self, from: bytes) == revision)
        // A dump-made record keeps its ten fields: the provenance is absent, not null.
        #expect(
            !String(decoding: RevisionRecordEncoder.encode(Self.revision(content: "x")), as: UTF8.self).contains("zim"))
    }
}
