/// One revision as the manifest lists it: enough to list and select
/// revisions without decompressing their files.
public struct ManifestEntry: Codable, Hashable, Sendable {
    public var revid: Int
    package var pageid: Int
    package var ns: Int
    package var title: String
    package var timestamp: String
    package var sha1: String
    /// UTF-8 bytes of the content.
    package var bytes: Int
    /// True for the newest stored revision of its page (by timestamp, then revid).
    package var latest: Bool

    public init(
        revid: Int, pageid: Int, ns: Int, title: String, timestamp: String,
        sha1: String, bytes: Int, latest: Bool = true
    ) {
        self.revid = revid
        self.pageid = pageid
        self.ns = ns
        self.title = title
        self.timestamp = timestamp
        self.sha1 = sha1
        self.bytes = bytes
        self.latest = latest
    }

    package init(_ revision: Revision) {
        self.init(
            revid: revision.revid, pageid: revision.pageid, ns: revision.ns, title: revision.title,
            timestamp: revision.timestamp, sha1: revision.sha1,
            bytes: revision.content.utf8.count)
    }
}
