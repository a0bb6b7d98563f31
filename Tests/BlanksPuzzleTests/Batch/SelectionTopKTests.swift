import Testing

@testable import BlanksPuzzle

/// The bounded heap keeps exactly the first `capacity` pairs of the full
/// sort by (key, revid), ties in the key included, for any input order.
@Suite struct SelectionTopKTests {
    typealias Candidate = SelectionTopK.Candidate

    /// Made-up pairs with many equal keys (keys from 0..<`keys`), distinct revids, in a scrambled order.
    static func pairs(count: Int, keys: UInt64, seed: UInt64) -> [Candidate] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 17
        }
        var pairs = (0..<count).map { Candidate(key: next() % keys, revid: 1 + $0 * 7) }
        for i in pairs.indices.reversed() where i > 0 { pairs.swapAt(i, Int(next() % UInt64(i + 1))) }
        return pairs
    }

    @Test(arguments: [0, 1, 2, 5, 64, 499, 500, 1000])
    func keepsTheFirstOfTheFullSortTiesIncluded(capacity: Int) {
        for (keys, seed) in [(3 as UInt64, 1 as UInt64), (50, 2), (UInt64.max, 3)] {
            let pairs = Self.pairs(count: 500, keys: keys, seed: seed)
            var top = SelectionTopK(capacity: capacity)
            for pair in pairs { top.offer(key: pair.key, revid: pair.revid) }
            let full = pairs.sorted { ($0.key, $0.revid) < ($1.key, $1.revid) }
            #expect(top.ascending() == Array(full.prefix(capacity)))
            #expect(top.count == min(capacity, pairs.count))
        }
    }

    @Test func equalKeysAreOrderedByRevidWhicheverComesFirst() {
        var forward = SelectionTopK(capacity: 2)
        var backward = SelectionTopK(capacity: 2)
        for revid in [30, 10, 20] { forward.offer(key: 5, revid: revid) }
        for revid in [20, 10, 30] { backward.offer(key: 5, revid: revid) }
        #expect(forward.ascending().map(\.revid) == [10, 20])
        #expect(backward.ascending().map(\.revid) == [10, 20])
    }

    @Test func aLargerKeyNeverDisplacesASmallerOne() {
        var top = SelectionTopK(capacity: 1)
        top.offer(key: 1, revid: 9)
        top.offer(key: 2, revid: 1)
        #expect(top.ascending() == [Candidate(key: 1, revid: 9)])
    }
}
