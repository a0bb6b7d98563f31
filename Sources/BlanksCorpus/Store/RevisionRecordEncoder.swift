import BlanksSupport
import Foundation

/// A revision's record as canonical JSON, written directly: byte for byte
/// what `CanonicalJSON.encode(revision)` gives (keys sorted, `/` unescaped,
/// `"`, `\` and control characters escaped as Foundation escapes them), at a
/// fraction of the cost — Foundation's string escaping was a tenth of a
/// real-article import's CPU. `CanonicalJSONWriter` does the writing; tests
/// hold this to `CanonicalJSON` on every Unicode scalar.
enum RevisionRecordEncoder {
    static func encode(_ revision: Revision) -> Data {
        var json = CanonicalJSONWriter(reservingCapacity: revision.content.utf8.count + revision.title.utf8.count + 320)
        json.object([
            "content": .string(revision.content), "contentmodel": .string(revision.contentmodel),
            "ns": .integer(revision.ns), "pageid": .integer(revision.pageid), "parentid": .integer(revision.parentid),
            "revid": .integer(revision.revid), "sha1": .string(revision.sha1), "site": .string(revision.site),
            "timestamp": .string(revision.timestamp), "title": .string(revision.title),
        ])
        return Data(json.bytes)
    }
}
