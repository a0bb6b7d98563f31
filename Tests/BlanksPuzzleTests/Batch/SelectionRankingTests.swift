import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// The streamed ranking answers every position exactly as the full sort of
/// the whole index (`BatchGenerator.ranked` of the latest, then of the older
/// revisions) does, growing and rescanning as deep as it is asked, and
/// refuses an index that changed between two scans.
@Suite struct SelectionRankingTests {
    /// A made-up index of distinct revids, about a third of them older revisions.
    static func entries(count: Int, seed: UInt64) -> [ManifestEntry] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var used = Set<Int>()
        return (0..<count).map { index in
            var revid = 1 + next(100_000)
            while !used.insert(revid).inserted { revid = 1 + next(100_000) }
            return ManifestEntry(
                revid: revid, pageid: 1 + index, ns: 0, title: "P\(index)", timestamp: "t",
                sha1: "s", bytes: 1, latest: next(3) != 0)
        }
    }

    /// A scan over `entries` in revid order, in runs of `run` entries, that
    /// counts its calls; with `falseStart`, it first gives made-up entries
    /// and restarts, as a scan does that finds its sidecar damaged midway.
    final class Index: @unchecked Sendable {
        var entries: [ManifestEntry]
        var scans = 0
        let run: Int
        let falseStart: Bool
        init(_ entries: [ManifestEntry], run: Int = 7, falseStart: Bool = false) {
            self.entries = entries.sorted { $0.revid < $1.revid }
            self.run = run
            self.falseStart = falseStart
        }

        func scan(restart: () -> Void, _ body: (ManifestSelectionChunk) throws -> Void) throws -> IndexScanSummary {
            scans += 1
            if falseStart {
                try Self.give((1...50).map { ManifestSelectionFields(revid: $0, latest: $0 % 2 == 0) }, run: 9, body)
                restart()
            }
            try Self.give(entries.map { ManifestSelectionFields(revid: $0.revid, latest: $0.latest) }, run: run, body)
            return IndexScanSummary(
                sha256: "\(entries.count)", revisions: entries.count, pages: entries.filter(\.latest).count)
        }

        static func give(
            _ fields: [ManifestSelectionFields], run: Int, _ body: (ManifestSelectionChunk) throws -> Void
        ) throws {
            let words = fields.map { $0.packed.littleEndian }
            try words.withUnsafeBytes { raw in
                for start in stride(from: 0, to: words.count, by: run) {
                    let end = min(start + run, words.count)
                    try body(
                        ManifestSelectionChunk(words: UnsafeRawBufferPointer(rebasing: raw[(start * 8)..<(end * 8)])))
                }
            }
        }
    }

    static func ranking(_ index: Index, seed: String, level: Level, depth: Int, jobs: Int = 2) throws
        -> SelectionRanking
    {
        try SelectionRanking(seed: seed, level: level, depth: depth, jobs: jobs, indexPath: "index") {
            try index.scan(restart: $0, $1)
        }
    }

    static func fullOrder(_ entries: [ManifestEntry], seed: String, level: Level) -> [Int] {
        (BatchGenerator.ranked(entries.filter(\.latest), seed: seed, level: level)
            + BatchGenerator.ranked(entries.filter { !$0.latest }, seed: seed, level: level)).map(\.revid)
    }

    @Test(arguments: [(1 as UInt64, 1), (2, 3), (3, 17), (4, 1000)])
    func everyPositionEqualsTheFullSort(seed: UInt64, depth: Int) throws {
        let entries = Self.entries(count: 1 + Int(seed) * 97, seed: seed)
        for level in [Level.all[0], Level.all[4]] {
            let index = Index(entries)
            var ranking = try Self.ranking(index, seed: "s\(seed)", level: level, depth: depth)
            let full = Self.fullOrder(entries, seed: "s\(seed)", level: level)
            try ranking.cover(through: full.count - 1)
            #expect((0..<full.count).map { ranking.revid(at: $0) } == full)
            #expect(ranking.count == entries.count)
            #expect(ranking.latestCount == entries.filter(\.latest).count)
        }
    }

    /// Runs long enough to be cut among threads give the full sort's order
    /// for any number of threads and any length of run.
    @Test(arguments: [(1, 40_000), (2, 40_000), (3, 9_000), (4, 25_000), (2, 1)])
    func everyThreadCountAndRunLengthGivesTheFullSort(jobs: Int, run: Int) throws {
        let entries = Self.entries(count: 30_000, seed: 11)
        let full = Self.fullOrder(entries, seed: "threads", level: Level.all[0])
        var ranking = try Self.ranking(
            Index(entries, run: run), seed: "threads", level: Level.all[0], depth: 3_000, jobs: jobs)
        #expect((0..<3_000).map { ranking.revid(at: $0) } == Array(full.prefix(3_000)))
        try ranking.cover(through: full.count - 1)
        #expect((0..<full.count).map { ranking.revid(at: $0) } == full)
    }

    /// What a scan gave before it restarted is dropped: the ranking is the index's alone.
    @Test func entriesGivenBeforeARestartAreDropped() throws {
        let entries = Self.entries(count: 400, seed: 12)
        let full = Self.fullOrder(entries, seed: "restart", level: Level.all[0])
        let ranking = try Self.ranking(
            Index(entries, falseStart: true), seed: "restart", level: Level.all[0], depth: 1_000)
        #expect((0..<full.count).map { ranking.revid(at: $0) } == full)
    }

    @Test func growsFourfoldAndRescansOnlyWhenAskedBeyondItsDepth() throws {
        let entries = Self.entries(count: 300, seed: 7)
        let index = Index(entries)
        var ranking = try Self.ranking(index, seed: "grow", level: Level.all[0], depth: 5)
        let full = Self.fullOrder(entries, seed: "grow", level: Level.all[0])
        try ranking.cover(through: 4)
        #expect(index.scans == 1)
        #expect((0..<5).map { ranking.revid(at: $0) } == Array(full.prefix(5)))
        try ranking.cover(through: 5)
        #expect(index.scans == 2)
        #expect(ranking.depth == 20)
        #expect((0..<20).map { ranking.revid(at: $0) } == Array(full.prefix(20)))
        // An older revision's position comes after every latest one: reaching it holds them all.
        try ranking.cover(through: ranking.latestCount)
        #expect(index.scans == 3)
        #expect((0...ranking.latestCount).map { ranking.revid(at: $0) } == Array(full.prefix(ranking.latestCount + 1)))
    }

    /// A scan that has seen more latest revisions than its depth ranks no
    /// further older ones (no walk reads them before a deeper scan), and a
    /// walk that reaches them still finds the full sort's order.
    @Test func olderRevisionsAreRankedOnlyWhenTheDepthCanReachThem() throws {
        let entries = Self.entries(count: 3_000, seed: 13)
        let olderCount = entries.filter { !$0.latest }.count
        var ranking = try Self.ranking(Index(entries, run: 50), seed: "older", level: Level.all[0], depth: 100)
        #expect(olderCount > 500)
        #expect(ranking.older.count < 100)
        let full = Self.fullOrder(entries, seed: "older", level: Level.all[0])
        try ranking.cover(through: ranking.latestCount + 5)
        #expect(
            (0...(ranking.latestCount + 5)).map { ranking.revid(at: $0) } == Array(full.prefix(ranking.latestCount + 6))
        )
    }

    @Test func anIndexThatChangedBetweenScansIsRefused() throws {
        let index = Index(Self.entries(count: 50, seed: 8))
        var ranking = try Self.ranking(index, seed: "change", level: Level.all[0], depth: 2)
        index.entries.removeLast()
        #expect(throws: BatchError.corpusChanged(path: "index")) { try ranking.cover(through: 10) }
    }

    @Test func theFirstDepthCoversEveryShardsPositionsWithRoom() {
        #expect(SelectionRanking.depth(positions: 1) == SelectionRanking.minimumDepth)
        #expect(SelectionRanking.depth(positions: 10_000) == 40_000)
        #expect(SelectionRanking.depth(positions: Int.max) == Int.max)
    }
}
