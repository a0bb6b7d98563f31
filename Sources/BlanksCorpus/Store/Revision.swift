import Foundation

/// One stored article revision: the JSON record inside each revision file.
public struct Revision: Codable, Hashable, Sendable {
    /// Host name of the wiki, e.g. "en.wikipedia.org".
    package var site: String
    package var pageid: Int
    package var ns: Int
    package var title: String
    package var revid: Int
    /// 0 when the revision has no parent (a page's first revision).
    package var parentid: Int
    /// ISO 8601 in UTC, as MediaWiki gives it ("2016-04-22T10:19:33Z").
    package var timestamp: String
    /// Lower-case hex SHA-1 of the UTF-8 content, as the API reports it.
    package var sha1: String
    package var contentmodel: String
    package var content: String
    /// Set only for a revision read from a Kiwix ZIM archive (content model
    /// `html`): the archive and entry it came from. Absent from dump- and
    /// API-made records, whose bytes it leaves unchanged.
    package var zim: ZimProvenance?

    package init(
        site: String, pageid: Int, ns: Int, title: String, revid: Int, parentid: Int,
        timestamp: String, sha1: String, contentmodel: String, content: String, zim: ZimProvenance? = nil
    ) {
        self.site = site
        self.pageid = pageid
        self.ns = ns
        self.title = title
        self.revid = revid
        self.parentid = parentid
        self.timestamp = timestamp
        self.sha1 = sha1
        self.contentmodel = contentmodel
        self.content = content
        self.zim = zim
    }

    /// True when `sha1` is the SHA-1 of `content`.
    package var contentMatchesSHA1: Bool {
        ContentHash.sha1Hex(of: content) == sha1.lowercased()
    }

    /// A permanent link to this revision on its wiki; for a ZIM-made
    /// revision, its article's page on the wiki the archive names as its
    /// source (`ZimArticleLink`).
    package var url: String {
        if let zim { return ZimArticleLink(site: site, provenance: zim).url }
        return "https://\(site)/w/index.php?oldid=\(revid)"
    }
}
