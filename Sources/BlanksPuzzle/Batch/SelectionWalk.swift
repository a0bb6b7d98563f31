import BlanksCorpus
import BlanksModel
import BlanksSupport
import Foundation

/// One walk over a batch's selection order: the positions of the whole batch,
/// or those of one shard, tried in rank order with up to `jobs` revisions at
/// a time and emitted in rank order (docs/DESIGN.md, "Shards do their share").
///
/// The order: pass 0 is every latest revision, then every older one, each
/// group by `BatchGenerator.ranked` (held as deep as the walk reaches:
/// `SelectionRanking`); pass p ≥ 1 draws again (`variant` p) from
/// the latest revisions only, and happens only when pass p − 1 gave a puzzle.
/// A position's rank is `p × passSize + index`. Shard i of n owns the indices
/// ≡ i (mod n) of every pass, so one revision always belongs to one shard and
/// a revision that failed once is passed over later by the shard that knows it.
struct SelectionWalk: Sendable {
    let store: RevisionStore
    let generator: PuzzleGenerator
    let request: BatchRequest
    let ranking: SelectionRanking
    let jobs: Int

    init(store: RevisionStore, generator: PuzzleGenerator, request: BatchRequest, ranking: SelectionRanking, jobs: Int)
    {
        self.store = store
        self.generator = generator
        self.request = request
        self.ranking = ranking
        self.jobs = max(1, jobs)
    }

    /// The ranking a walk toward `written` puzzles starts with: deep enough
    /// for the positions of every shard up to this one's quota, with room
    /// for revisions passed over. Its keys are computed on `jobs` threads.
    static func ranking(store: RevisionStore, request: BatchRequest, written: Int, jobs: Int) throws
        -> SelectionRanking
    {
        let shards = request.shard?.count ?? 1
        let (positions, overflow) = written.multipliedReportingOverflow(by: shards)
        return try SelectionRanking(
            store: store, seed: request.seed, level: request.level,
            depth: SelectionRanking.depth(positions: overflow ? Int.max : positions), jobs: jobs)
    }

    var latestCount: Int { ranking.latestCount }
    var passSize: Int { ranking.count }

    /// Where a walk ends (besides running out of revisions): after `written`
    /// puzzles, or before the first position ranked above `rank`.
    struct Stop: Sendable {
        var written: Int
        var rank = Int.max
    }

    struct Outcome: Sendable {
        var written: Int
        /// The rank of the first position this walk owns and did not try
        /// (it stopped first); nil when it tried every position it owns.
        var nextRank: Int?
    }

    /// What one position gave.
    private enum Attempt: Sendable {
        case made(id: String, line: Data)
        /// The page's title names it in the report; "" when it could not be read.
        case skipped(PuzzleGenerationError, title: String)
        case failed(any Error)
    }

    /// Walks until `stop`, calling `emit` for each puzzle in rank order.
    /// O(positions tried) generator calls; at most `chunkLimit × jobs` lines held at once.
    func run(
        until stop: Stop, events: (BatchGenerator.Event) -> Void,
        emit: (BatchManifest.Entry, Data) throws -> Void
    ) throws -> Outcome {
        var failed = Set<Int>()
        var ranking = ranking
        var written = 0
        var pass = 0
        func stops(before rank: Int) -> Bool { written >= stop.written || rank > stop.rank }
        let cache = stop.written > ownedLatestCount ? PassageCache() : nil
        while true {
            var owned = ownedIndices(pass: pass).makeIterator()
            var added = 0
            while true {
                // The next positions this walk owns, less the revisions that failed in an earlier pass.
                var gathered: [Int] = []
                let size = chunkSize(written: written, stop: stop)
                while gathered.count < size, let index = owned.next() {
                    if !failed.isEmpty {
                        try ranking.cover(through: index)
                        if failed.contains(ranking.revid(at: index)) { continue }
                    }
                    gathered.append(index)
                }
                let chunk = gathered
                guard let first = chunk.first, let last = chunk.last else { break }
                let next = pass * passSize + first
                if stops(before: next) { return Outcome(written: written, nextRank: next) }
                try ranking.cover(through: last)
                let variant = pass
                let held = ranking
                let attempts = ParallelMap.map(count: chunk.count, jobs: jobs) { offset in
                    let index = chunk[offset]
                    return attempt(
                        revid: held.revid(at: index), variant: variant, cache: index < held.latestCount ? cache : nil)
                }
                for (index, attempt) in zip(chunk, attempts) {
                    let rank = pass * passSize + index
                    if stops(before: rank) { return Outcome(written: written, nextRank: rank) }
                    let revid = held.revid(at: index)
                    switch attempt {
                    case .made(let id, let line):
                        try emit(.init(id: id, revid: revid, rank: rank), line)
                        written += 1
                        added += 1
                        events(.progress(done: written, target: stop.written))
                    case .skipped(let error, let title):
                        failed.insert(revid)
                        events(.skipped(error, title: title))
                    case .failed(let error):
                        throw error
                    }
                }
            }
            if added == 0 { return Outcome(written: written, nextRank: nil) }
            pass += 1
        }
    }

    /// Lines computed at once per job: enough to keep every job busy, few
    /// enough that work past the stop and memory stay small.
    static let chunkLimit = 256

    private func chunkSize(written: Int, stop: Stop) -> Int {
        let remaining = max(1, stop.written - written)
        return jobs == 1 ? min(remaining, Self.chunkLimit) : min(max(remaining, 4 * jobs), Self.chunkLimit * jobs)
    }

    /// The indices of pass `pass` this walk owns, in rank order.
    private func ownedIndices(pass: Int) -> StrideTo<Int> {
        let size = pass == 0 ? passSize : latestCount
        guard let shard = request.shard else { return stride(from: 0, to: size, by: 1) }
        return stride(from: shard.index, to: size, by: shard.count)
    }

    /// How many latest revisions this walk owns: the positions of each pass after the first.
    private var ownedLatestCount: Int {
        guard let shard = request.shard else { return latestCount }
        return latestCount > shard.index ? (latestCount - shard.index - 1) / shard.count + 1 : 0
    }

    /// The puzzle of one position; a page's passage is made once per walk
    /// when `cache` is given (its later variants draw from the same passage).
    private func attempt(revid: Int, variant: Int, cache: PassageCache?) -> Attempt {
        var title = ""
        do {
            var work = PuzzleGenerator.GenerationWork()
            var passage: PuzzlePassage
            if let cached = cache?.passage(revid: revid) {
                passage = cached
            } else {
                let revision = try store.readRevision(revid: revid)
                title = revision.title
                passage = try generator.passage(from: revision, level: request.level, work: &work)
                cache?.store(passage, revid: revid)
            }
            title = passage.source.title
            let wasGrown = passage.isGrown
            let puzzle = try generator.puzzle(
                from: &passage, seed: request.seed, variant: variant,
                revision: { try store.readRevision(revid: revid) }, work: &work)
            if passage.isGrown != wasGrown { cache?.store(passage, revid: revid) }
            return .made(id: puzzle.id, line: PuzzleLineEncoder.encode(puzzle))
        } catch let error as PuzzleGenerationError {
            return .skipped(error, title: title)
        } catch let error as CorpusError {
            return .skipped(.unreadable(revid: revid, reason: error.description), title: title)
        } catch {
            return .failed(error)
        }
    }
}
