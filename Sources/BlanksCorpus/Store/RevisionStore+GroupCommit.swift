import BlanksSupport
import Foundation

extension RevisionStore {
    /// Stores `revisions` (distinct, not yet stored, each passing
    /// `refusal(for:)`) as one group, and returns their manifest entries.
    ///
    /// Encoding and compression run on `jobs` threads (default: every core); the files are then written
    /// under temporary names, flushed together, renamed into place, the
    /// renames flushed, and only then are the entries appended to the journal.
    /// A crash at any point leaves every file under a real name complete; a
    /// file whose entry never reached the journal is an orphan that
    /// `CorpusVerifier` reports and adding the revision again registers.
    /// Cost: O(size of the revisions), plus a compaction when it falls due.
    package func commit(
        _ revisions: [Revision], lock: CorpusLock,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [ManifestEntry] {
        guard !revisions.isEmpty else { return [] }
        let files = try compressConcurrently(revisions, jobs: jobs)
        let group = StagedRevisionGroup(store: self)
        for (revision, data) in zip(revisions, files) {
            try group.stage(ManifestEntry(revision), file: data)
        }
        return try group.commit(lock: lock)
    }

    /// Folds the journal into `manifest.jsonl` once it holds at least as many
    /// bytes as the manifest: the manifest at least doubles between two
    /// compactions, so rewriting it costs O(1) per entry amortized.
    package func compactIfDue(lock: CorpusLock) throws {
        let journalBytes = journal.size
        guard journalBytes > 0, journalBytes >= manifestSize else { return }
        try compact(lock: lock)
    }

    /// Rewrites `manifest.jsonl` with the journal's entries merged in and its
    /// selection sidecar (`SelectionSidecar`), then removes the journal.
    /// O(n log n) in the corpus size. A crash after the rename leaves a stale
    /// sidecar (readers scan the index) and lines that merging again leaves as they are.
    package func compact(lock: CorpusLock) throws {
        guard journal.size > 0 else { return }
        let merged = try loadManifest()
        let encoded = try merged.encoded()
        try AtomicFile.write(encoded, to: manifestURL, stagingDirectory: stagingURL)
        let sidecar = try SelectionSidecarWriter(directory: directory, stagingDirectory: stagingURL)
        for entry in merged.entries {
            try sidecar.append(ManifestSelectionFields(revid: entry.revid, latest: entry.latest))
        }
        try sidecar.finish(sha256: ContentHash.sha256Hex(of: encoded), stamp: try indexStamp())
        try journal.remove()
    }

    /// Writes the selection sidecar of the index as it is, folding the journal
    /// in first when there is one (`corpus reindex`): after a copy of the
    /// corpus, or when `corpus verify` finds the sidecar stale or corrupt.
    /// Takes the writer's lock. Without a journal the index is read once, in
    /// pieces: memory stays flat. Returns what the new sidecar holds, read back.
    package func reindex() throws -> IndexScanSummary {
        guard FileManager.default.fileExists(atPath: manifestURL.path) || journal.size > 0 else {
            throw CorpusError.notACorpus(path: directory.path)
        }
        let lock = try openForWriting()
        defer { lock.release() }
        try rewriteSelectionSidecar(lock: lock)
        do {
            return try SelectionSidecar.read(path: selectionSidecarURL.path, indexPath: manifestURL.path) { _ in }
        } catch {
            throw CorpusError.cannotWrite(path: selectionSidecarURL.path, reason: "does not read back: \(error)")
        }
    }

    private func rewriteSelectionSidecar(lock: CorpusLock) throws {
        guard journal.size == 0 else { return try compact(lock: lock) }
        let before = try indexStamp()
        let sidecar = try SelectionSidecarWriter(directory: directory, stagingDirectory: stagingURL)
        let summary = try scanSelectionFields { fields in try sidecar.append(fields) }
        guard try indexStamp() == before else {
            throw CorpusError.cannotWrite(
                path: selectionSidecarURL.path,
                reason: "\(manifestURL.path) changed while it was read; run again")
        }
        try sidecar.finish(sha256: summary.sha256, stamp: before)
    }

    /// The stamp of `manifest.jsonl` as it is now; a missing index is not a corpus.
    private func indexStamp() throws -> IndexFileStamp {
        guard let stamp = IndexFileStamp(path: manifestURL.path) else {
            throw CorpusError.notACorpus(path: directory.path)
        }
        return stamp
    }

    private var manifestSize: Int {
        ((try? FileManager.default.attributesOfItem(atPath: manifestURL.path)[.size]) as? Int) ?? 0
    }

    /// Each revision's file bytes (canonical JSON, gzip), computed on `jobs` threads, in input order.
    private func compressConcurrently(_ revisions: [Revision], jobs: Int) throws -> [Data] {
        let slots = OrderedSlots<Result<Data, Error>>(count: revisions.count)
        let workers = min(max(jobs, 1), revisions.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: revisions.count, by: workers) {
                slots.set(index, Result { try revisionFileBytes(revisions[index]) })
            }
        }
        return try slots.all().map { slot in
            guard let slot else { throw CorpusError.invalidRevision(revid: 0, reason: "not compressed") }
            return try slot.get()
        }
    }
}

/// Per-index result slots filled from concurrent workers, read back in index order.
final class OrderedSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func all() -> [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
