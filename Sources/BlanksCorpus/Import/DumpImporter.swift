import BlanksSupport
import Foundation

/// Imports a MediaWiki XML export (schema 0.10 or 0.11; plain, gzip or
/// bzip2, multistream included) into a corpus, streaming: memory holds one
/// page at a time and one group of revisions being committed.
///
/// Kept: namespace-0 pages that are not redirects and whose content model is
/// wikitext, each with its latest revision (by timestamp, then id). Revisions
/// already stored are skipped, so importing a dump twice adds nothing.
/// Revisions are committed in groups (`RevisionStore.commit`: compressed on
/// every core, flushed together, one journal append) while the next group is
/// read (`PipelinedCommitter`), so the cost is linear in the dump, whatever
/// the size of the corpus.
public struct DumpImporter {
    public static let supportedSchemas: Set<String> = ["0.10", "0.11"]

    public let store: RevisionStore
    /// Revisions written per group commit.
    public var batchSize = 2_000
    /// Content bytes held before a group commit: with `batchSize`, this
    /// bounds memory whatever the size of the revisions (two groups at a
    /// time: one being read while the one before is committed).
    public var batchBytes = 64 << 20
    /// Ceilings on the XML itself; a revision's text is capped by the store's `sizeLimit`.
    public var xmlLimits = XMLLimits()
    /// Threads that decode a multistream bzip2 dump and compress revision
    /// files (default: every core). The corpus is the same bytes for every value.
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)

    public init(store: RevisionStore) {
        self.store = store
    }

    /// What an import did. `stoppedAt` is set when the dump was malformed
    /// or truncated: every page before that point was still imported.
    public struct Report: Sendable, Equatable {
        public var pages = 0
        public var added = 0
        public var alreadyStored = 0
        public var redirects = 0
        public var otherNamespaces = 0
        public var otherContentModels = 0
        /// Pages whose content did not match the dump's sha1, had no text, or
        /// were too large to store: each a line naming the page and revision.
        public var rejected: [String] = []
        public var schema: String?
        /// Uncompressed XML bytes read.
        public var xmlBytes = 0
        public var warnings: [String] = []
        public var stoppedAt: XMLReadError?
        /// The page being read when the import stopped (`page 12 "Anarchism"`).
        public var stoppedInPage: String?
    }

    /// Imports `url`; the gzip or bzip2 magic number at its start selects decompression.
    public func importDump(at url: URL, progress: (Report) -> Void = { _ in }) throws -> Report {
        switch try DumpCompression(of: url) {
        case .gzip: return try importDump(from: GzipByteSource(url: url), progress: progress)
        case .bzip2 where jobs > 1: return try importDump(from: ParallelBzip2ByteSource(url: url, jobs: jobs), progress: progress)
        case .bzip2: return try importDump(from: Bzip2ByteSource(url: url), progress: progress)
        case .none: return try importDump(from: FileByteSource(url: url), progress: progress)
        }
    }

    public func importDump<S: ByteSource>(from source: S, progress: (Report) -> Void = { _ in }) throws -> Report {
        let lock = try store.openForWriting()
        try store.createIfNeeded(lock: lock)
        let manifest = try store.loadManifest()
        var committed = Set<Int>()  // revids stored by this import, beside `manifest`
        var reader = XMLPullReader(source: source, limits: xmlLimits)
        var report = Report()
        var parser = DumpPageParser(textLimit: store.sizeLimit)
        var pending: [Revision] = []
        var pendingBytes = 0
        let committer = PipelinedCommitter(store: store, lock: lock, jobs: jobs)
        defer {
            try? committer.finish()  // never return while a group is still being written
            lock.release()
        }

        func flush() throws {
            try committer.submit(pending)
            report.added += pending.count
            pending.removeAll(keepingCapacity: true)
            pendingBytes = 0
            progress(report)
        }

        do {
            while let event = try reader.next() {
                guard let page = try parser.consume(event, line: reader.line) else { continue }
                report.pages += 1
                switch classify(page, site: parser.site, fieldLimit: parser.fieldLimit) {
                case .keep(let revision):
                    if manifest.contains(revid: revision.revid) || committed.contains(revision.revid) {
                        report.alreadyStored += 1
                    } else if let refusal = store.sizeRefusal(for: revision) {
                        report.rejected.append(refusal.description)
                    } else {
                        committed.insert(revision.revid)
                        pending.append(revision)
                        pendingBytes = pendingBytes.saturatingAdding(revision.content.utf8.count)
                    }
                case .redirect: report.redirects += 1
                case .otherNamespace: report.otherNamespaces += 1
                case .otherContentModel: report.otherContentModels += 1
                case .rejected(let why): report.rejected.append(why)
                }
                if pending.count >= batchSize || pendingBytes >= batchBytes { try flush() }
            }
        } catch let error as XMLReadError {
            report.stoppedAt = error
            report.stoppedInPage = parser.openPage
        }
        try flush()
        try committer.finish()
        // A new corpus is left as one file; an old one compacts when due (`commit`).
        if manifest.count == 0 { try store.compact(lock: lock) }
        report.xmlBytes = reader.bytesRead
        report.schema = parser.schema
        if let schema = parser.schema, !Self.supportedSchemas.contains(schema) {
            report.warnings.append("export schema \(schema) is not one of \(Self.supportedSchemas.sorted().joined(separator: ", ")); read as 0.11")
        }
        return report
    }

    enum Verdict {
        case keep(Revision)
        case redirect, otherNamespace, otherContentModel
        case rejected(String)
    }

    func classify(_ page: DumpPageParser.Page, site: String, fieldLimit: Int) -> Verdict {
        guard page.ns == 0 else { return .otherNamespace }
        guard !page.isRedirect else { return .redirect }
        if let oversized = page.oversized {
            return .rejected("page \(page.id) \"\(page.title)\": <\(oversized.element)> holds \(oversized.bytes) bytes, "
                + "more than the limit of \(fieldLimit) bytes")
        }
        guard let revision = page.latest else { return .rejected("page \(page.id) \"\(page.title)\": no revision") }
        guard revision.model == "wikitext" else { return .otherContentModel }
        if let bytes = revision.textBytes {
            return .rejected(CorpusError.revisionTooLarge(pageid: page.id, title: page.title, revid: revision.id,
                                                          contentBytes: bytes, limit: store.sizeLimit).description)
        }
        guard let content = revision.text else {
            return .rejected("page \(page.id) \"\(page.title)\": revision \(revision.id) has no text (deleted or not exported)")
        }
        if content.prefix(9).lowercased() == "#redirect" { return .redirect }
        let actual = ContentHash.sha1Hex(of: content)
        if let recorded = revision.sha1, !recorded.isEmpty {
            let expected = ContentHash.hexFromBase36(recorded) ?? recorded.lowercased()
            guard expected == actual else {
                return .rejected("page \(page.id) \"\(page.title)\": revision \(revision.id) content does not match its sha1 \(recorded)")
            }
        }
        guard revision.id > 0, page.id > 0 else {
            return .rejected("page \"\(page.title)\": missing page or revision id")
        }
        return .keep(Revision(site: site, pageid: page.id, ns: page.ns, title: page.title, revid: revision.id,
                              parentid: revision.parentID, timestamp: revision.timestamp, sha1: actual,
                              contentmodel: revision.model, content: content))
    }
}
