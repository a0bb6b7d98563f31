import BlanksCorpus
import Foundation

/// Downloads random article revisions from a MediaWiki API into a corpus.
///
/// Each worker (one by default) walks `generator=random` through its
/// `continue` chain; every response's new revisions are checked against
/// their sha1 and stored through the revision store's atomic writes before
/// the next request, so a cancelled or killed sync leaves a valid corpus
/// and the next run simply continues. Revisions already stored are skipped
/// by revision id; a newer revision of a known page is stored beside the
/// older one and the manifest marks it latest.
package struct SyncEngine: Sendable {
    package let configuration: SyncConfiguration
    package let store: RevisionStore
    package let userAgent: UserAgent

    package init(configuration: SyncConfiguration, store: RevisionStore, userAgent: UserAgent) {
        self.configuration = configuration
        self.store = store
        self.userAgent = userAgent
    }

    /// Runs until `count` new revisions are stored, the wiki has no more,
    /// or the task is cancelled. Throws `SyncError` or `CorpusError` when it
    /// cannot go on; what was stored before stays stored. A run that stores
    /// nothing removes the empty corpus it created (`UnusedCorpusCleanup`).
    package func run(events: @escaping @Sendable (SyncEvent) -> Void = { _ in }) async throws -> SyncReport {
        let cleanup = UnusedCorpusCleanup(store: store)
        // Held until the cleanup is done, so no other writer is using what it removes.
        let lock = try store.openForWriting()
        defer { withExtendedLifetime(lock) {} }
        do {
            let report = try await sync(lock: lock, events: events)
            if report.progress.stored == 0 { cleanup.removeIfUnused() }
            return report
        } catch {
            cleanup.removeIfUnused()
            throw error
        }
    }

    private func sync(lock: CorpusLock, events: @escaping @Sendable (SyncEvent) -> Void) async throws -> SyncReport {
        try store.createIfNeeded(lock: lock)
        let manifest = try store.loadManifest()
        let ledger = SyncLedger(store: store, lock: lock, manifest: manifest, configuration: configuration)
        let client = try MediaWikiClient(
            endpoint: configuration.endpoint, userAgent: userAgent,
            retry: configuration.retry, timeout: configuration.timeout,
            responseSizeLimit: configuration.responseSizeLimit)
        let outcome: SyncReport.Outcome
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<configuration.concurrency {
                    group.addTask { try await walk(client: client, ledger: ledger, events: events) }
                }
                try await group.waitForAll()
            }
            let progress = await ledger.snapshot
            outcome = progress.stored >= progress.target ? .completed : .exhausted
        } catch is CancellationError {
            outcome = .interrupted
        } catch {
            await client.shutdown()
            throw error
        }
        await client.shutdown()
        return SyncReport(outcome: outcome, progress: await ledger.snapshot)
    }

    /// One worker: requests batches and hands them to the ledger until it wants no more.
    private func walk(
        client: MediaWikiClient, ledger: SyncLedger,
        events: @escaping @Sendable (SyncEvent) -> Void
    ) async throws {
        let selector = PageSelector(site: configuration.site, revisionSizeLimit: store.sizeLimit)
        var continuation: [String: String] = [:]
        var walkFoundNew = false
        while await ledger.wantsMore {
            try Task.checkCancellation()
            let query = RandomRevisionsQuery(
                batchSize: configuration.batchSize, maxlag: configuration.maxlag,
                continuation: continuation)
            let reply: MediaWikiClient.Reply<RandomRevisionsResponse>
            do {
                reply = try await client.get(query.parameters, as: RandomRevisionsResponse.self) {
                    events(.retrying($0))
                }
            } catch let malformed as MalformedResponse {
                events(.malformedResponse(malformed))
                try await ledger.recordMalformed(malformed, endpoint: configuration.endpoint.absoluteString)
                continuation = [:]
                walkFoundNew = false
                continue
            }
            let selection = selector.select(reply.value)
            for rejected in selection.rejected { events(.rejected(rejected)) }
            if try await ledger.accept(selection, attempts: reply.attempts) { walkFoundNew = true }
            events(.progress(await ledger.snapshot))
            let next = reply.value.continue ?? [:]
            if next.isEmpty {
                await ledger.walkEnded(foundNew: walkFoundNew)
                walkFoundNew = false
            } else if next == continuation {
                // A server repeating its continuation would loop forever: start a new walk.
                walkFoundNew = false
                continuation = [:]
                continue
            }
            continuation = next
        }
    }
}
