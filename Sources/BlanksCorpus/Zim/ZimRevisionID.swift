import BlanksSupport

/// The page and revision ids of a ZIM-made revision. An archive has no
/// MediaWiki ids, and the corpus is keyed by revision id, so both are drawn
/// from SHA-256: the page id from the archive's name and the entry's path
/// (the same article in the archive's next release keeps it), the revision
/// id from those and the content's SHA-1 (changed content is a new
/// revision, unchanged content the same one: importing twice adds nothing).
///
/// Each is 2⁵² plus 52 bits of the digest: above any MediaWiki id (so never
/// mistaken for one of a dump-made revision) and below 2⁵³, so JavaScript
/// readers of a puzzle's `revid` read it exactly.
enum ZimRevisionID {
    static let base = 1 << 52

    static func pageid(archive: String, path: String) -> Int {
        id(of: "zim-page\u{0}\(archive)\u{0}\(path)")
    }

    static func revid(archive: String, path: String, sha1: String) -> Int {
        id(of: "zim-revision\u{0}\(archive)\u{0}\(path)\u{0}\(sha1)")
    }

    private static func id(of key: String) -> Int {
        let digest = SHA256Hasher.hash(utf8: key)
        var value = 0
        for byte in digest.prefix(7) { value = value << 8 | Int(byte) }
        return base | (value >> 4)
    }
}
