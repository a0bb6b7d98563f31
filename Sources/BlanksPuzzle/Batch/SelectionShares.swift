import BlanksCorpus
import Dispatch

/// The first `depth` latest and older revisions of a selection scan, kept per
/// thread: a run of index entries is cut into one contiguous share per
/// thread, each thread hashes the selection keys of its share
/// (`PuzzleKey.SelectionHasher`, one SHA-256 block a revid, `keyBatch` at a
/// time: what is left of a scan's cost once the sidecar spares parsing the
/// index) into its own heaps, and `merged` keeps the first `depth` of their union.
///
/// Which thread saw which entry changes nothing: the first `depth` of a union
/// are the first `depth` of the union of each part's first `depth`, and the
/// order (key, then revid) is total. A run too short to be worth the threads
/// goes whole to the first share.
final class SelectionShares: @unchecked Sendable {
    struct Share {
        var latest: SelectionTopK
        var older: SelectionTopK
    }

    /// One share per thread; thread i touches share i only, and only within `offer`.
    private let shares: UnsafeMutableBufferPointer<Share>

    /// Entries a thread takes at the least before a run is cut (a thread
    /// costs tens of microseconds to start; a key costs about 0.03 µs).
    static let minimumShare = 4096

    init(count: Int, depth: Int) {
        shares = .allocate(capacity: max(1, count))
        shares.initialize(
            repeating: Share(latest: SelectionTopK(capacity: depth), older: SelectionTopK(capacity: depth)))
    }

    deinit {
        shares.deinitialize()
        shares.deallocate()
    }

    /// Offers every entry of `run` under the selection keys of `seed` and
    /// `level` (the older revisions only when `older`); returns when every
    /// thread is done with it.
    func offer(_ run: ManifestSelectionChunk, seed: String, level: Int, older: Bool) {
        let threads = min(shares.count, run.count / Self.minimumShare)
        guard threads > 1 else { return offer(run, into: 0, seed: seed, level: level, older: older) }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let share = (run.count * thread / threads)..<(run.count * (thread + 1) / threads)
            offer(run.slice(share), into: thread, seed: seed, level: level, older: older)
        }
    }

    /// The first `depth` of every share's latest and older revisions.
    func merged(depth: Int) -> (latest: SelectionTopK, older: SelectionTopK) {
        var latest = SelectionTopK(capacity: depth)
        var older = SelectionTopK(capacity: depth)
        for share in shares {
            for candidate in share.latest.ascending() { latest.offer(key: candidate.key, revid: candidate.revid) }
            for candidate in share.older.ascending() { older.offer(key: candidate.key, revid: candidate.revid) }
        }
        return (latest, older)
    }

    /// Entries whose keys are computed together (`SelectionHasher.keys`, four blocks at a time).
    static let keyBatch = 256

    private func offer(_ run: ManifestSelectionChunk, into index: Int, seed: String, level: Int, older: Bool) {
        let hasher = PuzzleKey.SelectionHasher(seed: seed, level: level)
        let size = Self.keyBatch
        withUnsafeTemporaryAllocation(of: Int.self, capacity: size) { revids in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: size) { latest in
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: size) { keys in
                    var position = run.startIndex
                    while position < run.endIndex {
                        let (next, count) = run.gather(from: position, older: older, revids: revids, latest: latest)
                        position = next
                        hasher.keys(revids: UnsafeBufferPointer(rebasing: revids[..<count]), into: keys)
                        for entry in 0..<count {
                            if latest[entry] {
                                shares[index].latest.offer(key: keys[entry], revid: revids[entry])
                            } else {
                                shares[index].older.offer(key: keys[entry], revid: revids[entry])
                            }
                        }
                    }
                }
            }
        }
    }
}
