import BlanksCorpus

/// The one writer of a sync: holds the corpus lock and the set of stored
/// revision ids, stores the new revisions each response brings, keeps the
/// counts, and decides when to stop. Workers making requests in parallel all
/// hand their results here. A response costs work for its own revisions only
/// (a set lookup each, then one group commit), never for the corpus's size.
actor SyncLedger {
    private let store: RevisionStore
    private let lock: CorpusLock
    private var stored: Set<Int>
    private let staleResponseLimit: Int
    private let malformedLimit: Int
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var progress: SyncProgress
    private var staleResponses = 0
    private var malformedInRow = 0
    private(set) var exhausted = false

    init(store: RevisionStore, lock: CorpusLock, manifest: Manifest, configuration: SyncConfiguration) {
        self.store = store
        self.lock = lock
        self.stored = Set(manifest.entries.lazy.map(\.revid))
        self.staleResponseLimit = configuration.staleResponseLimit
        self.malformedLimit = configuration.malformedLimit
        self.progress = SyncProgress(target: configuration.count)
        self.started = clock.now
    }

    /// False once the target is reached or the wiki looks exhausted.
    var wantsMore: Bool { !exhausted && progress.stored < progress.target }

    var snapshot: SyncProgress {
        var current = progress
        current.elapsed = clock.now - started
        return current
    }

    /// Stores the revisions not yet in the corpus (up to the target) and
    /// counts the response; true when it brought at least one new revision.
    func accept(_ selection: PageSelector.Selection, attempts: Int) throws -> Bool {
        progress.requests += attempts
        progress.retries += attempts - 1
        progress.rejected += selection.rejected.count
        malformedInRow = 0
        var seen = Set<Int>()
        let fresh = selection.revisions.filter { !stored.contains($0.revid) && seen.insert($0.revid).inserted }
        progress.alreadyStored += selection.revisions.count - fresh.count
        let wanted = Array(fresh.prefix(max(progress.target - progress.stored, 0)))
        if !wanted.isEmpty {
            for revision in wanted {
                if let refusal = store.refusal(for: revision) { throw refusal }
            }
            let added = try store.commit(wanted, lock: lock)
            stored.formUnion(added.lazy.map(\.revid))
            progress.stored += added.count
        }
        if fresh.isEmpty {
            staleResponses += 1
            if staleResponses >= staleResponseLimit { exhausted = true }
        } else {
            staleResponses = 0
        }
        return !fresh.isEmpty
    }

    /// A random walk (a request without `continue` and its continuations)
    /// visits every article once; one that found nothing new means none is left.
    func walkEnded(foundNew: Bool) {
        if !foundNew { exhausted = true }
    }

    /// Counts a skipped malformed response; throws when too many came in a row.
    func recordMalformed(_ malformed: MalformedResponse, endpoint: String) throws {
        progress.requests += malformed.attempts
        progress.retries += malformed.attempts - 1
        progress.malformed += 1
        malformedInRow += 1
        if malformedInRow >= malformedLimit {
            throw SyncError.tooManyMalformedResponses(
                endpoint: endpoint, count: malformedInRow, lastReason: malformed.reason)
        }
    }
}
