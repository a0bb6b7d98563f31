import Foundation

/// Commits groups of revisions on a background thread while the caller reads
/// the next group: parsing the dump and compressing the previous group
/// overlap. Still one writer — a group starts only once the previous one is
/// recorded — and a failed group's error is thrown by the next `submit` or
/// by `finish`. Memory: at most two groups at a time.
final class PipelinedCommitter: @unchecked Sendable {
    private let store: RevisionStore
    private let lock: CorpusLock
    private let jobs: Int
    private let queue = DispatchQueue(label: "wikiblanks.import.commit")
    private let running = DispatchGroup()
    private let errorLock = NSLock()
    private var failure: Error?

    init(store: RevisionStore, lock: CorpusLock, jobs: Int) {
        self.store = store
        self.lock = lock
        self.jobs = jobs
    }

    /// Waits for the group before, then starts committing `revisions`.
    func submit(_ revisions: [Revision]) throws {
        try finish()
        guard !revisions.isEmpty else { return }
        running.enter()
        queue.async { [self] in
            defer { running.leave() }
            do {
                _ = try store.commit(revisions, lock: lock, jobs: jobs)
            } catch {
                errorLock.lock()
                failure = error
                errorLock.unlock()
            }
        }
    }

    /// Waits until every submitted group is recorded; throws the first failure.
    func finish() throws {
        running.wait()
        errorLock.lock()
        defer { errorLock.unlock() }
        if let failure {
            self.failure = nil
            throw failure
        }
    }
}
