import Foundation

/// Imports the HTML articles of a Kiwix ZIM archive into a corpus, one
/// revision per article (`ZimEntryPreparer`), keeping what attribution needs
/// (`ZimProvenance`). Redirects, non-HTML entries and entries outside the
/// article namespace are counted and skipped; an entry that cannot be read
/// or is too large is named and skipped.
///
/// Entries are read in path order, a chunk at a time: `jobs` threads read,
/// hash and compress a chunk's entries (libzim reads one archive from many
/// threads), and the calling thread, the one writer, takes their outcomes in
/// index order and commits groups as `DumpImporter` does. So the corpus and
/// the report are the same bytes for every `jobs`, a second import adds
/// nothing, and memory is bounded by one chunk of entries of at most the
/// store's size limit each.
package struct ZimImporter {
    package let store: RevisionStore
    package var batchSize = 2_000
    package var batchBytes = 64 << 20
    package var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Check the archive's MD5 checksum before reading it (one pass over the file).
    package var verifyChecksum = true

    package init(store: RevisionStore) {
        self.store = store
    }

    public struct Report: Sendable, Equatable {
        /// User entries of the archive, all kinds.
        package var entries = 0
        package var articles = 0
        package var added = 0
        package var alreadyStored = 0
        package var redirects = 0
        package var nonArticles = 0
        /// Entries skipped, each a line naming the archive and the entry.
        package var rejected: [String] = []
        /// Bytes of the archive file.
        package var archiveBytes = 0
        /// HTML bytes of the articles read.
        package var htmlBytes = 0
    }

    /// Entries handed to the workers at once.
    static let chunkSize = 256

    package func importArchive(at url: URL, progress: (Report) -> Void = { _ in }) throws -> Report {
        let archive = try ZimArchive(url: url, verifyChecksum: verifyChecksum)
        let metadata = try ZimArchiveMetadata.read(from: archive)
        let count = Int(try archive.entryCount())
        let lock = try store.openForWriting()
        defer { lock.release() }
        try store.createIfNeeded(lock: lock)
        let manifest = try store.loadManifest()
        let preparer = ZimEntryPreparer(archive: archive, metadata: metadata, store: store, manifest: manifest)

        var report = Report()
        report.entries = count
        report.archiveBytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        var committed = Set<Int>()
        let group = StagedRevisionGroup(store: store)
        defer { group.discard() }
        func commitGroup() throws {
            report.added += try group.commit(lock: lock).count
            progress(report)
        }
        var start = 0
        while start < count {
            let (first, end) = (start, min(count, start + Self.chunkSize))
            let slots = OrderedSlots<ZimEntryPreparer.Outcome>(count: end - start)
            let workers = min(max(1, jobs), end - start)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for offset in stride(from: worker, to: end - first, by: workers) {
                    slots.set(offset, preparer.prepare(index: UInt32(first + offset)))
                }
            }
            for case let outcome? in slots.all() {
                if case .fresh(let entry, let file) = outcome {
                    report.articles += 1
                    report.htmlBytes += entry.bytes
                    if committed.contains(entry.revid) {
                        report.alreadyStored += 1
                        continue
                    }
                    committed.insert(entry.revid)
                    try group.stage(entry, file: file)
                } else {
                    switch outcome {
                    case .redirect: report.redirects += 1
                    case .nonArticle: report.nonArticles += 1
                    case .rejected(let why): report.rejected.append(why)
                    case .stored:
                        report.articles += 1
                        report.alreadyStored += 1
                    case .fresh: break
                    }
                }
                if group.count >= batchSize || group.contentBytes >= batchBytes { try commitGroup() }
            }
            start = end
        }
        try commitGroup()
        if manifest.count == 0 { try store.compact(lock: lock) }
        return report
    }
}
