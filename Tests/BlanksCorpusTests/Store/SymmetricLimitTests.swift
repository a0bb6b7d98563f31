import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// Whatever `add` writes, `readRevision` reads back: the write side refuses
/// what the read side would.
@Suite struct SymmetricLimitTests {
    static func revision(_ content: String, revid: Int = 7, title: String = "T") -> Revision {
        Revision(
            site: "en.wikipedia.org", pageid: 3, ns: 0, title: title, revid: revid, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
    }

    static func store(sizeLimit: Int) throws -> RevisionStore {
        RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"), sizeLimit: sizeLimit)
    }

    @Test func aRecordExactlyAtTheLimitIsStoredAndReadBackOneByteMoreIsRefused() throws {
        let content = "A \u{01}\u{1F} \"quoted\" \\ back/slash é\u{7F}\n" + String(repeating: "\u{00}", count: 300)
        let revision = Self.revision(content)
        let size = try CanonicalJSON.encode(revision).count

        let fits = try Self.store(sizeLimit: size)
        #expect(fits.refusal(for: revision) == nil)
        var manifest = Manifest()
        _ = try fits.add([revision], to: &manifest, lock: try fits.openForWriting())
        #expect(try fits.readRevision(revid: 7) == revision)

        let tight = try Self.store(sizeLimit: size - 1)
        let expected = CorpusError.revisionTooLarge(
            pageid: 3, title: "T", revid: 7, contentBytes: content.utf8.count, limit: size - 1)
        #expect(tight.refusal(for: revision) == expected)
        var empty = Manifest()
        #expect(throws: expected) { try tight.add([revision], to: &empty, lock: try tight.openForWriting()) }
        #expect(!FileManager.default.fileExists(atPath: tight.fileURL(revid: 7).path))
        #expect(empty.count == 0)
    }

    @Test func theMessageNamesPageTitleAndRevision() {
        let error = CorpusError.revisionTooLarge(pageid: 2, title: "Controls", revid: 12, contentBytes: 12, limit: 64)
        #expect(error.description.hasPrefix(#"page 2 "Controls": revision 12: too large to store"#))
    }

    @Test(arguments: [
        "", "plain", "\u{00}\u{01}\u{1F}\u{7F}", "\"\\/", "é€😀", "\u{2028}\u{2029}\u{85}\u{9B}", "a\r\n\tb"
    ])
    func theCheapBoundIsNeverBelowTheEncodedSize(text: String) throws {
        let encoded = try CanonicalJSON.encode([text])
        #expect(RevisionRecordSize.escapedBound(text) >= encoded.count - 2)  // minus the array's brackets
        let revision = Self.revision(String(repeating: text, count: 50), title: text)
        #expect(RevisionRecordSize.fixedOverhead >= (try CanonicalJSON.encode(Self.revision("", title: "")).count))
        let size = try CanonicalJSON.encode(revision).count
        #expect(RevisionRecordSize.fits(revision, limit: size))
        #expect(!RevisionRecordSize.fits(revision, limit: size - 1))
    }
}

extension SymmetricLimitTests {
    @Test func aRevisionFileLargerThanAnyRecordIsRefusedBeforeItIsRead() throws {
        let store = try Self.store(sizeLimit: 4096)
        var manifest = Manifest()
        let revision = Self.revision("Small.")
        _ = try store.add([revision], to: &manifest, lock: try store.openForWriting())
        let url = store.fileURL(revid: 7)
        try Data(count: store.compressedSizeLimit + 1).write(to: url)
        #expect(
            throws: CorpusError.unreadableRevision(
                revid: 7, path: url.path,
                reason:
                    "file of \(store.compressedSizeLimit + 1) bytes is larger than any revision record (\(store.compressedSizeLimit) bytes at most)"
            )
        ) {
            try store.readRevision(revid: 7)
        }
    }

    @Test func incompressibleRecordsAtTheLimitStayUnderTheFileLimit() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<60_000).map { _ in UInt8.random(in: 0x21...0x7E, using: &generator) }
        let content = String(
            decoding: bytes.filter { $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "/") },
            as: UTF8.self)
        let revision = Self.revision(content)
        let json = try CanonicalJSON.encode(revision)
        let store = try Self.store(sizeLimit: json.count)
        #expect(try GzipCodec.compress(json).count <= store.compressedSizeLimit)
    }
}
