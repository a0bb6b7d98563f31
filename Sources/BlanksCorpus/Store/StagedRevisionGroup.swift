import BlanksSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One group commit in the making: each revision file is written to
/// `.staging/` under a temporary name as soon as its bytes are ready, and
/// `commit` publishes the whole group at once — flushed together, renamed
/// into place, the renames flushed, and only then recorded in the journal.
///
/// A crash at any point leaves every file under a real name complete; a file
/// whose entry never reached the journal is an orphan that `CorpusVerifier`
/// reports and adding the revision again registers. Temporaries of a group
/// that is dropped before its commit are removed. Memory: the group's entries,
/// never its files' bytes. One writer at a time (the holder of `CorpusLock`).
final class StagedRevisionGroup {
    private let store: RevisionStore
    private var staged: [(temporary: URL, destination: URL)] = []
    private(set) var entries: [ManifestEntry] = []
    /// Content bytes of the staged revisions (what an import's `batchBytes` bounds).
    private(set) var contentBytes = 0
    /// Folders whose entries change: the staging folder first, then each revision folder.
    private var folders: [URL] = []
    private var knownFolders = Set<String>()

    init(store: RevisionStore) {
        self.store = store
    }

    deinit { discard() }

    var count: Int { entries.count }

    /// Writes one revision's file bytes to a temporary name, unflushed.
    func stage(_ entry: ManifestEntry, file: Data) throws {
        if folders.isEmpty { try prepare(store.stagingURL) }
        let destination = store.fileURL(revid: entry.revid)
        try prepare(destination.deletingLastPathComponent())
        let temporary = AtomicFile.temporaryURL(for: destination, stagingDirectory: store.stagingURL)
        try AtomicFile.writeUnflushed(file, to: temporary, naming: destination)
        staged.append((temporary, destination))
        entries.append(entry)
        contentBytes = contentBytes.saturatingAdding(entry.bytes)
    }

    /// Publishes the staged files and records them; returns their entries and
    /// leaves the group empty for the next one. Cost: O(size of the group),
    /// plus a compaction when it falls due.
    func commit(lock: CorpusLock) throws -> [ManifestEntry] {
        guard !entries.isEmpty else { return [] }
        guard FileSystemFlush.flush(files: staged.map(\.temporary), folders: [store.stagingURL]) else {
            throw CorpusError.cannotWrite(path: store.stagingURL.path, reason: "flushing the new revision files failed")
        }
        for (index, file) in staged.enumerated() where rename(file.temporary.path, file.destination.path) != 0 {
            let error = CorpusError.cannotWrite(path: file.destination.path, reason: String(cString: strerror(errno)))
            discard(from: index)
            throw error
        }
        staged = []
        guard FileSystemFlush.flush(files: [], folders: folders) else {
            throw CorpusError.cannotWrite(
                path: store.directory.path, reason: "flushing the new revision folders failed")
        }
        let recorded = entries
        try store.journal.append(recorded)
        entries = []
        contentBytes = 0
        folders = []
        knownFolders = []
        try store.compactIfDue(lock: lock)
        return recorded
    }

    /// Removes the temporaries not yet renamed (from `index` on); the group is then empty.
    func discard(from index: Int = 0) {
        for file in staged[min(index, staged.count)...] { unlink(file.temporary.path) }
        staged = []
        entries = []
        contentBytes = 0
    }

    /// Creates `folder` once per group and remembers it for the flush of the renames.
    private func prepare(_ folder: URL) throws {
        guard knownFolders.insert(folder.path).inserted else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CorpusError.cannotWrite(path: folder.path, reason: FileByteSource.reason(error))
        }
        folders.append(folder)
    }
}
