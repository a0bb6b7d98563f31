import Foundation

/// What an import makes of one parsed page, on the worker threads: the
/// checks that read the whole text (SHA-1, record size) and, for a revision
/// not stored yet, its file's bytes (canonical JSON, gzip). A pure function
/// of the page, so the outcome is the same on whichever thread it is made;
/// what depends on the pages before it (a revision id met twice in one dump)
/// is left to the one consumer, which takes outcomes in page order.
struct PagePreparer: Sendable {
    /// A parsed page and the wiki it belongs to.
    struct Work: Sendable {
        var page: DumpPageParser.Page
        var site: String
    }

    enum Outcome: Sendable {
        case redirect, otherNamespace, otherContentModel
        /// Not stored: one line naming the page and revision.
        case rejected(String)
        /// In the corpus before the import began.
        case stored
        /// A revision new to the corpus before the import and too large to store.
        case tooLarge(revid: Int, reason: String)
        /// A revision new to the corpus before the import, with its entry and file bytes.
        case fresh(ManifestEntry, file: Data)
        /// Its file could not be made (the record outgrew the size bound after all).
        case failed(revid: Int, Error)

        /// The revision id of an outcome for a revision new to the corpus before the import.
        var newRevid: Int? {
            switch self {
            case .tooLarge(let revid, _), .failed(let revid, _): return revid
            case .fresh(let entry, _): return entry.revid
            case .redirect, .otherNamespace, .otherContentModel, .rejected, .stored: return nil
            }
        }
    }

    let store: RevisionStore
    /// The corpus's index when the import began.
    let manifest: Manifest
    /// The largest text kept for an element other than a revision's `<text>` (for messages).
    let fieldLimit: Int

    func prepare(_ work: Work) -> Outcome {
        switch classify(work.page, site: work.site) {
        case .keep(let revision):
            if manifest.contains(revid: revision.revid) { return .stored }
            if let refusal = store.sizeRefusal(for: revision) {
                return .tooLarge(revid: revision.revid, reason: refusal.description)
            }
            do {
                return .fresh(ManifestEntry(revision), file: try store.revisionFileBytes(revision))
            } catch {
                return .failed(revid: revision.revid, error)
            }
        case .redirect: return .redirect
        case .otherNamespace: return .otherNamespace
        case .otherContentModel: return .otherContentModel
        case .rejected(let why): return .rejected(why)
        }
    }

    enum Verdict {
        case keep(Revision)
        case redirect, otherNamespace, otherContentModel
        case rejected(String)
    }

    /// Kept: a namespace-0 wikitext page that is no redirect, whose latest
    /// revision has its text, ids, and content matching the dump's sha1.
    func classify(_ page: DumpPageParser.Page, site: String) -> Verdict {
        guard page.ns == 0 else { return .otherNamespace }
        guard !page.isRedirect else { return .redirect }
        if let oversized = page.oversized {
            return .rejected(
                "page \(page.id) \"\(page.title)\": <\(oversized.element)> holds \(oversized.bytes) bytes, "
                    + "more than the limit of \(fieldLimit) bytes")
        }
        guard let revision = page.latest else { return .rejected("page \(page.id) \"\(page.title)\": no revision") }
        guard revision.model == "wikitext" else { return .otherContentModel }
        if let bytes = revision.textBytes {
            return .rejected(
                CorpusError.revisionTooLarge(
                    pageid: page.id, title: page.title, revid: revision.id,
                    contentBytes: bytes, limit: store.sizeLimit
                ).description)
        }
        guard let content = revision.text else {
            return .rejected(
                "page \(page.id) \"\(page.title)\": revision \(revision.id) has no text (deleted or not exported)")
        }
        if content.prefix(9).lowercased() == "#redirect" { return .redirect }
        let actual = ContentHash.sha1Hex(of: content)
        if let recorded = revision.sha1, !recorded.isEmpty {
            let expected = ContentHash.hexFromBase36(recorded) ?? recorded.lowercased()
            guard expected == actual else {
                return .rejected(
                    "page \(page.id) \"\(page.title)\": revision \(revision.id) content does not match its sha1 \(recorded)"
                )
            }
        }
        guard revision.id > 0, page.id > 0 else {
            return .rejected("page \"\(page.title)\": missing page or revision id")
        }
        return .keep(
            Revision(
                site: site, pageid: page.id, ns: page.ns, title: page.title, revid: revision.id,
                parentid: revision.parentID, timestamp: revision.timestamp, sha1: actual,
                contentmodel: revision.model, content: content))
    }
}
