import BlanksSupport
import Foundation

/// How large a revision's JSON record is, measured before it is written: the
/// reader refuses a record past the store's size limit, so the writer must
/// too. JSON escaping grows text — a control character becomes a 6-byte
/// `\u00XX` — so the content's own size is not enough.
enum RevisionRecordSize {
    /// Bytes of the record's keys, punctuation and numbers (each at most 20 digits), rounded up.
    static let fixedOverhead = 512

    /// True when the canonical JSON of `revision` is at most `limit` bytes.
    ///
    /// An upper bound counted over the strings settles almost every revision
    /// in one pass without allocating; only a record whose bound passes the
    /// limit is encoded to measure it exactly (once its content alone fits).
    static func fits(_ revision: Revision, limit: Int) -> Bool {
        let strings =
            [revision.site, revision.title, revision.timestamp, revision.sha1, revision.contentmodel, revision.content]
            + (revision.zim?.canonicalMembers.map(\.1) ?? [])
        // Every byte escapes to at most 6: most records fit without a pass over their text.
        let rawBytes = strings.reduce(0) { $0.saturatingAdding($1.utf8.count.saturatingAdding(2)) }
        if rawBytes <= (limit - fixedOverhead) / 6 { return true }
        var bound = fixedOverhead
        for string in strings { bound = bound.saturatingAdding(escapedBound(string)) }
        if bound <= limit { return true }
        guard revision.content.utf8.count <= limit, let json = try? CanonicalJSON.encode(revision) else { return false }
        return json.count <= limit
    }

    /// The most bytes `text` can take as a JSON string, quotes included: 6 for
    /// a control character or DEL (`\u00XX`), 2 for `"`, `\` and `/`, 1 otherwise.
    static func escapedBound(_ text: String) -> Int {
        var bytes = 2
        for byte in text.utf8 {
            switch byte {
            case 0x00..<0x20, 0x7F: bytes += 6
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes += 2
            default: bytes += 1
            }
        }
        return bytes
    }
}
