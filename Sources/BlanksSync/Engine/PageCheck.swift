import Foundation

/// What no wiki sends in a page of a `generator=random` answer, checked
/// before anything is computed from it or stored: ids ≤ 0, a title that
/// MediaWiki could not have (empty, over its 255 bytes, control
/// characters), an implausible timestamp, a sha1 that is not 40 hex digits.
/// Each problem is one short phrase naming the value, for the skip message.
enum PageCheck {
    /// MediaWiki's longest title, in UTF-8 bytes.
    static let longestTitle = 255

    static func problem(of page: RandomRevisionsResponse.Page) -> String? {
        guard let pageid = page.pageid else { return "no page id" }
        guard pageid > 0 else { return "page id \(pageid) is not positive" }
        if page.title.isEmpty { return "empty title" }
        if page.title.utf8.count > longestTitle {
            return "title of \(page.title.utf8.count) bytes, longer than any wiki allows (\(longestTitle))"
        }
        if page.title.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "title holds control characters"
        }
        return nil
    }

    static func problem(of revision: RandomRevisionsResponse.PageRevision, now: Date) -> String? {
        guard revision.revid > 0 else { return "revision id \(revision.revid) is not positive" }
        if let parentid = revision.parentid, parentid < 0 { return "parent revision id \(parentid) is negative" }
        return RevisionTimestamp.problem(revision.timestamp, now: now)
    }

    static func problem(ofSHA1 sha1: String) -> String? {
        let hex =
            sha1.utf8.count == 40
            && sha1.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20)
            }
        return hex ? nil : "sha1 \"\(ServerText.shown(sha1, limit: 48))\" is not 40 hex digits"
    }

    /// The most bytes the revision's JSON can take: each content or title byte
    /// escaped at its longest (`\u001B` for a control character), plus the
    /// other fields. Linear in the content; no encoding is done.
    static func storedSizeBound(title: String, content: String) -> Int {
        let fields = 1024
        return [title, content].reduce(fields) { total, text in
            text.utf8.reduce(total) { sum, byte in
                sum + (byte < 0x20 ? 6 : byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 2 : 1)
            }
        }
    }
}
