import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// A walk that starts from a ranking one position deep, and so grows and
/// rescans the index many times (past pages passed over, into older
/// revisions, through the later passes), makes the same puzzles at the same
/// ranks as one whose first scan holds the whole order.
@Suite struct SelectionWalkDepthTests {
    static func walk(_ request: BatchRequest, depth: Int, written: Int) throws -> [String] {
        let store = PuzzleTestSupport.corpus
        let ranking = try SelectionRanking(
            store: store, seed: request.seed, level: request.level, depth: depth, jobs: 2)
        let walk = SelectionWalk(
            store: store, generator: PuzzleTestSupport.generator, request: request, ranking: ranking, jobs: 2)
        var lines: [String] = []
        let outcome = try walk.run(until: .init(written: written), events: { _ in }) { entry, line in
            lines.append("\(entry.rank) \(entry.revid) \(entry.id) \(line.count)")
        }
        lines.append("next \(outcome.nextRank.map(String.init) ?? "none")")
        return lines
    }

    @Test(arguments: [nil, try? ShardSpec(index: 1, count: 3)])
    func aShallowFirstScanGivesTheSameWalk(shard: ShardSpec?) throws {
        // More puzzles than the corpus has pages: the walk reaches the later passes.
        let request = BatchRequest(seed: "depth", count: 150, level: Level.all[0], shard: shard)
        let written = shard?.quota(batchCount: request.count) ?? request.count
        let deep = try Self.walk(request, depth: 100_000, written: written)
        let shallow = try Self.walk(request, depth: 1, written: written)
        // A ranking one deep answers only the first position: every later one needed a rescan.
        #expect(deep.count > 2)
        #expect(shallow == deep)
    }
}
