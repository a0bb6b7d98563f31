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

    /// Rewrites `manifest.jsonl` with the journal's entries merged in, then
    /// removes the journal. O(n log n) in the corpus size.
    package func compact(lock: CorpusLock) throws {
        guard journal.size > 0 else { return }
        let merged = try loadManifest()
        try AtomicFile.write(try merged.encoded(), to: manifestURL, stagingDirectory: stagingURL)
        try journal.remove()
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
