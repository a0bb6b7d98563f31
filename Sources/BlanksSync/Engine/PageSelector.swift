import BlanksCorpus

/// Decides which pages of a response become corpus revisions.
///
/// A page is taken when it is an article (namespace 0), not a
/// disambiguation page, its latest revision's content is present and is
/// wikitext, and the content hashes to the sha1 the server reported.
/// A page whose revisions are absent is not skipped: the server truncated
/// the result and its content arrives with the continuation.
public struct PageSelector: Sendable {
    /// Host of the wiki, recorded in each revision's `site`.
    public let site: String

    public init(site: String) {
        self.site = site
    }

    /// Why a page was not taken.
    public enum Rejection: Sendable, Equatable, CustomStringConvertible {
        case disambiguation
        case notAnArticle(ns: Int)
        case hidden
        case notWikitext(model: String)
        case sha1Mismatch(reported: String, actual: String)

        public var description: String {
            switch self {
            case .disambiguation: return "disambiguation page"
            case .notAnArticle(let ns): return "namespace \(ns), not an article"
            case .hidden: return "content or sha1 hidden by the wiki"
            case .notWikitext(let model): return "content model \(model), not wikitext"
            case .sha1Mismatch(let reported, let actual):
                return "content has sha1 \(actual) but the server reported \(reported); not stored"
            }
        }
    }

    public struct Rejected: Sendable, Equatable {
        public var title: String
        public var revid: Int?
        public var reason: Rejection
    }

    public struct Selection: Sendable, Equatable {
        /// Revisions taken, in the response's page order.
        public var revisions: [Revision] = []
        public var rejected: [Rejected] = []
        /// Pages whose content the server left for the continuation.
        public var pending = 0
    }

    public func select(_ response: RandomRevisionsResponse) -> Selection {
        var selection = Selection()
        for page in response.query?.pages ?? [] {
            if page.missing == true || page.invalid == true { continue }
            guard let pageid = page.pageid else { continue }
            if page.pageprops?.disambiguation != nil {
                selection.rejected.append(Rejected(title: page.title, revid: nil, reason: .disambiguation))
                continue
            }
            guard page.ns == 0 else {
                selection.rejected.append(Rejected(title: page.title, revid: nil, reason: .notAnArticle(ns: page.ns)))
                continue
            }
            guard let revision = page.revisions?.first else {
                selection.pending += 1
                continue
            }
            let slot = revision.slots?.main
            guard revision.sha1hidden != true, slot?.texthidden != true,
                  let sha1 = revision.sha1, let content = slot?.content else {
                selection.rejected.append(Rejected(title: page.title, revid: revision.revid, reason: .hidden))
                continue
            }
            let model = slot?.contentmodel ?? "wikitext"
            guard model == "wikitext" else {
                selection.rejected.append(Rejected(title: page.title, revid: revision.revid, reason: .notWikitext(model: model)))
                continue
            }
            let actual = ContentHash.sha1Hex(of: content)
            guard actual == sha1.lowercased() else {
                selection.rejected.append(Rejected(title: page.title, revid: revision.revid,
                                                   reason: .sha1Mismatch(reported: sha1, actual: actual)))
                continue
            }
            selection.revisions.append(Revision(
                site: site, pageid: pageid, ns: page.ns, title: page.title, revid: revision.revid,
                parentid: revision.parentid ?? 0, timestamp: revision.timestamp, sha1: actual,
                contentmodel: model, content: content))
        }
        return selection
    }
}
