import BlanksCorpus
import Foundation

/// Decides which pages of a response become corpus revisions.
///
/// A page is taken when it is an article (namespace 0), not a
/// disambiguation page, its latest revision's content is present and is
/// wikitext, and the content hashes to the sha1 the server reported.
/// A page whose revisions are absent is not skipped: the server truncated
/// the result and its content arrives with the continuation. A page no wiki
/// would send (`PageCheck`) and one too large to read back are refused, each
/// named in its own rejection, and the other pages of the response are kept.
package struct PageSelector: Sendable {
    /// Host of the wiki, recorded in each revision's `site`.
    package let site: String
    /// The store's read limit: a revision whose file could exceed it is not stored.
    package let revisionSizeLimit: Int

    package init(site: String, revisionSizeLimit: Int = RevisionStore.defaultSizeLimit) {
        self.site = site
        self.revisionSizeLimit = revisionSizeLimit
    }

    /// Why a page was not taken.
    package enum Rejection: Sendable, Equatable, CustomStringConvertible {
        case disambiguation
        case notAnArticle(ns: Int)
        case hidden
        case notWikitext(model: String)
        case sha1Mismatch(reported: String, actual: String)
        /// Ids, title, timestamp or sha1 that no wiki sends (a revision id ≤ 0, a date in 9999, …).
        case nonsense(String)
        /// A page the response holds but that is not a page as the API describes it.
        case unreadable(String)
        /// Content whose revision file could exceed the store's read limit.
        case tooLarge(bytes: Int, limit: Int)

        package var description: String {
            switch self {
            case .disambiguation: return "disambiguation page"
            case .notAnArticle(let ns): return "namespace \(ns), not an article"
            case .hidden: return "content or sha1 hidden by the wiki"
            case .notWikitext(let model): return "content model \(ServerText.shown(model, limit: 40)), not wikitext"
            case .sha1Mismatch(let reported, let actual):
                return "content has sha1 \(actual) but the server reported \(reported); not stored"
            case .nonsense(let reason): return "skipped, \(reason)"
            case .unreadable(let reason): return "skipped, unreadable: \(reason)"
            case .tooLarge(let bytes, let limit):
                return "skipped, its revision file could reach \(bytes) bytes, over the corpus limit of \(limit)"
            }
        }

        /// True for what only a broken or hostile server sends, as opposed to pages a wiki simply has.
        package var isSuspicious: Bool {
            switch self {
            case .disambiguation, .notAnArticle, .hidden, .notWikitext: return false
            case .sha1Mismatch, .nonsense, .unreadable, .tooLarge: return true
            }
        }
    }

    package struct Rejected: Sendable, Equatable, CustomStringConvertible {
        package var title: String
        package var pageid: Int?
        package var revid: Int?
        package var reason: Rejection

        package init(title: String, pageid: Int? = nil, revid: Int?, reason: Rejection) {
            self.title = title
            self.pageid = pageid
            self.revid = revid
            self.reason = reason
        }

        /// `page 12 "Title" (revision 34): reason`, with the server's text escaped and shortened.
        package var description: String {
            var name = pageid.map { "page \($0) " } ?? "page "
            name += "\"\(ServerText.shown(title, limit: 100))\""
            if let revid { name += " (revision \(revid))" }
            return "\(name): \(reason)"
        }
    }

    package struct Selection: Sendable, Equatable {
        /// Revisions taken, in the response's page order.
        package var revisions: [Revision] = []
        package var rejected: [Rejected] = []
        /// Pages whose content the server left for the continuation.
        package var pending = 0
    }

    /// The revisions to store and the pages refused; `now` bounds the timestamps.
    package func select(_ response: RandomRevisionsResponse, now: Date = Date()) -> Selection {
        var selection = Selection()
        for page in response.query?.unreadable ?? [] {
            selection.rejected.append(
                Rejected(
                    title: page.title ?? "#\(page.position + 1) of the response",
                    pageid: page.pageid, revid: nil, reason: .unreadable(page.reason)))
        }
        for page in response.query?.pages ?? [] {
            if page.missing == true || page.invalid == true { continue }
            let reject = { (revid: Int?, reason: Rejection) in
                selection.rejected.append(
                    Rejected(title: page.title, pageid: page.pageid, revid: revid, reason: reason))
            }
            if let problem = PageCheck.problem(of: page) {
                reject(nil, .nonsense(problem))
                continue
            }
            guard let pageid = page.pageid else { continue }
            if page.pageprops?.disambiguation != nil {
                reject(nil, .disambiguation)
                continue
            }
            guard page.ns == 0 else {
                reject(nil, .notAnArticle(ns: page.ns))
                continue
            }
            guard let revision = page.revisions?.first else {
                selection.pending += 1
                continue
            }
            if let problem = PageCheck.problem(of: revision, now: now) {
                reject(revision.revid, .nonsense(problem))
                continue
            }
            let slot = revision.slots?.main
            guard revision.sha1hidden != true, slot?.texthidden != true,
                let sha1 = revision.sha1, let content = slot?.content
            else {
                reject(revision.revid, .hidden)
                continue
            }
            let model = slot?.contentmodel ?? "wikitext"
            guard model == "wikitext" else {
                reject(revision.revid, .notWikitext(model: model))
                continue
            }
            if let problem = PageCheck.problem(ofSHA1: sha1) {
                reject(revision.revid, .nonsense(problem))
                continue
            }
            let bound = PageCheck.storedSizeBound(title: page.title, content: content)
            guard bound <= revisionSizeLimit else {
                reject(revision.revid, .tooLarge(bytes: bound, limit: revisionSizeLimit))
                continue
            }
            let actual = ContentHash.sha1Hex(of: content)
            guard actual == sha1.lowercased() else {
                reject(revision.revid, .sha1Mismatch(reported: sha1, actual: actual))
                continue
            }
            selection.revisions.append(
                Revision(
                    site: site, pageid: pageid, ns: page.ns, title: page.title, revid: revision.revid,
                    parentid: revision.parentid ?? 0, timestamp: revision.timestamp, sha1: actual,
                    contentmodel: model, content: content))
        }
        return selection
    }
}
