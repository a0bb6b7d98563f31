import BlanksCorpus
import BlanksModel
import BlanksSupport

/// The first positions of a batch's selection order (`SelectionWalk`'s pass
/// 0: the latest revisions by `BatchGenerator.ranked`, then the older ones),
/// as deep as the walk has needed: one scan of the corpus index keeps the
/// `depth` first of each group (`SelectionTopK`), and a walk that runs short
/// — many revisions passed over, or a batch larger than the corpus — grows
/// the depth fourfold and scans again. Memory is O(depth), not O(corpus),
/// and a batch of 100 puzzles scans the index once at any corpus size.
///
/// Every scan must see the index the first one saw: a changed digest (an
/// import meanwhile) is refused rather than mixing two orders.
struct SelectionRanking: Sendable {
    /// One pass over the index: hands its entries to `body` in runs (calling
    /// `restart` before giving them again from the first), returns the counts and digest.
    typealias Scan =
        @Sendable (_ restart: () -> Void, _ body: (ManifestSelectionChunk) throws -> Void) throws -> IndexScanSummary

    /// Depth of a first scan at the least: ranking more costs almost nothing
    /// (only pairs that beat the deepest kept enter the heap), and it spares
    /// a rescan to batches whose pages are often passed over.
    static let minimumDepth = 1024

    private let scan: Scan
    private let seed: String
    private let level: Int
    /// Threads a scan computes selection keys on.
    private let jobs: Int
    /// What `scan` names in a `corpusChanged` error.
    private let indexPath: String
    let summary: IndexScanSummary
    private(set) var depth: Int
    /// The first `depth` latest revisions (fewer if the corpus has fewer), in rank order.
    private(set) var latest: [Int] = []
    /// The first `depth` older revisions, in rank order: complete only when
    /// the corpus has at most `depth` latest revisions (otherwise no older
    /// position is read before a deeper scan, and the scan spares their keys).
    private(set) var older: [Int] = []
    /// How many scans of the index this ranking has made.
    private(set) var scans = 0

    init(store: RevisionStore, seed: String, level: Level, depth: Int, jobs: Int) throws {
        try self.init(seed: seed, level: level, depth: depth, jobs: jobs, indexPath: store.manifestURL.path) {
            restart, body in
            try store.scanSelectionChunks(restart: restart, body)
        }
    }

    init(seed: String, level: Level, depth: Int, jobs: Int, indexPath: String, scan: @escaping Scan) throws {
        self.scan = scan
        self.indexPath = indexPath
        self.seed = seed
        self.level = level.number
        self.jobs = max(1, jobs)
        self.depth = max(1, depth)
        var first = IndexScanSummary(sha256: "", revisions: 0, pages: 0)
        (first, latest, older) = try Self.rank(
            depth: self.depth, seed: seed, level: level.number, jobs: self.jobs, scan: scan)
        summary = first
        scans = 1
    }

    /// The depth a batch of `positions` positions of the selection order starts with.
    static func depth(positions: Int) -> Int {
        max(minimumDepth, positions.saturatingAdding(positions).saturatingAdding(positions).saturatingAdding(positions))
    }

    var latestCount: Int { summary.pages }
    /// The positions of pass 0: every revision.
    var count: Int { summary.revisions }

    /// The revid at `index` of pass 0; `index` must be covered (`cover(through:)`).
    func revid(at index: Int) -> Int {
        index < latestCount ? latest[index] : older[index - latestCount]
    }

    /// Makes `revid(at:)` answer for every index up to `index` (< `count`),
    /// scanning again as deep as needed: an older revision's position comes
    /// after every latest one, so reaching it holds all the latest.
    mutating func cover(through index: Int) throws {
        let needed = index < latestCount ? index + 1 : max(latestCount, index - latestCount + 1)
        guard needed > depth else { return }
        depth = max(needed, depth.saturatingAdding(depth).saturatingAdding(depth).saturatingAdding(depth))
        let (again, latest, older) = try Self.rank(depth: depth, seed: seed, level: level, jobs: jobs, scan: scan)
        guard again == summary else { throw BatchError.corpusChanged(path: indexPath) }
        self.latest = latest
        self.older = older
        scans += 1
    }

    /// One scan: each run of entries is cut into `jobs` contiguous shares,
    /// each thread keeps the first `depth` of its shares of every run
    /// (`SelectionShares`), and their union's first `depth` are the ranking.
    /// The order is total (key, then revid), so the result is the same for
    /// any `jobs` and any cut of the runs (`SelectionRankingTests`).
    ///
    /// Once more than `depth` latest revisions were seen, older ones are
    /// passed over without a key: an older position comes after every latest
    /// one, so reaching one needs a scan deeper than the latest count anyway
    /// (`cover`), and on a corpus with history that spares most of the keys.
    private static func rank(
        depth: Int, seed: String, level: Int, jobs: Int, scan: Scan
    ) throws -> (IndexScanSummary, latest: [Int], older: [Int]) {
        var shares = SelectionShares(count: jobs, depth: depth)
        var latestSeen = 0
        let summary = try scan({
            shares = SelectionShares(count: jobs, depth: depth)
            latestSeen = 0
        }) { run in
            shares.offer(run, seed: seed, level: level, older: latestSeen <= depth)
            latestSeen += run.latestCount
        }
        let (latest, older) = shares.merged(depth: depth)
        return (summary, latest.ascending().map(\.revid), older.ascending().map(\.revid))
    }
}
