import Foundation

/// What an import makes of one archive entry, on the worker threads: its
/// directory entry and, for an HTML article, its content, digest and
/// revision file. A pure function of the archive and the index, so the
/// outcome is the same on whichever thread it is made.
struct ZimEntryPreparer: Sendable {
    enum Outcome: Sendable {
        case redirect
        /// Not an HTML page, or outside the article namespace of an archive with namespaces.
        case nonArticle
        /// Not stored: one line naming the entry.
        case rejected(String)
        /// In the corpus before the import began.
        case stored
        /// A revision new to the corpus before the import, with its entry and file bytes.
        case fresh(ManifestEntry, file: Data)

        var newRevid: Int? {
            if case .fresh(let entry, _) = self { return entry.revid }
            return nil
        }
    }

    let archive: ZimArchive
    let metadata: ZimArchiveMetadata
    let store: RevisionStore
    /// The corpus's index when the import began.
    let manifest: Manifest

    /// The site every revision of this archive records.
    var site: String { ZimArticleLink.site(source: metadata.source, archive: metadata.name) }

    func prepare(index: UInt32) -> Outcome {
        let entry: ZimEntry
        do {
            entry = try archive.entry(at: index)
        } catch {
            return .rejected(error.description)
        }
        if entry.isRedirect { return .redirect }
        if !entry.isHTML || (archive.hasNamespaces && !entry.path.hasPrefix("A/")) { return .nonArticle }
        let bytes: Data
        do {
            switch try archive.content(of: entry, limit: store.sizeLimit) {
            case .bytes(let data): bytes = data
            case .tooLarge(let size):
                return .rejected(
                    ZimError.entry(
                        file: archive.file, path: entry.path,
                        reason: "\(size) bytes of HTML, more than the limit of \(store.sizeLimit) bytes; skipped"
                    ).description)
            }
        } catch {
            return .rejected(error.description)
        }
        guard let html = String(validating: bytes, as: UTF8.self) else {
            return .rejected(
                ZimError.entry(file: archive.file, path: entry.path, reason: "its HTML is not valid UTF-8; skipped")
                    .description)
        }
        let revision = revision(of: entry, html: html)
        if manifest.contains(revid: revision.revid) { return .stored }
        if let refusal = store.sizeRefusal(for: revision) {
            return .rejected(
                ZimError.entry(file: archive.file, path: entry.path, reason: "\(refusal); skipped").description)
        }
        do {
            return .fresh(ManifestEntry(revision), file: try store.revisionFileBytes(revision))
        } catch {
            return .rejected(
                ZimError.entry(file: archive.file, path: entry.path, reason: "\(error); skipped").description)
        }
    }

    /// The record of an HTML article: content model `html`, ids from `ZimRevisionID`,
    /// the archive's date as its timestamp, and its provenance.
    func revision(of entry: ZimEntry, html: String) -> Revision {
        let sha1 = ContentHash.sha1Hex(of: html)
        let title = entry.title.isEmpty ? ZimArticleLink.articleName(path: entry.path) : entry.title
        return Revision(
            site: site, pageid: ZimRevisionID.pageid(archive: metadata.name, path: entry.path), ns: 0,
            title: title, revid: ZimRevisionID.revid(archive: metadata.name, path: entry.path, sha1: sha1),
            parentid: 0, timestamp: metadata.timestamp, sha1: sha1, contentmodel: Self.contentModel,
            content: html, zim: metadata.provenance(path: entry.path))
    }

    /// The content model of a ZIM-made revision: the article's rendered HTML.
    static let contentModel = "html"
}
