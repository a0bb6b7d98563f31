import Foundation
import Testing

@testable import BlanksPuzzle

@Suite struct PuzzleKeyTests {
    /// The batch form hashes the same text as the one-at-a-time form, for
    /// any seed and any revid (negative and extreme ones too).
    @Test(arguments: ["nightly", "", "séed\nwith lines", String(repeating: "x", count: 300)])
    func selectionKeysEqualOneAtATime(seed: String) {
        let revids = [1, 7, 10, 99, 100, 633_996_293, -5, 0, Int.max, Int.min]
        for level in [0, 6] {
            #expect(
                PuzzleKey.selectionKeys(seed: seed, level: level, revids: revids)
                    == revids.map { PuzzleKey.selectionKey(seed: seed, level: level, revid: $0) })
        }
        #expect(PuzzleKey.selectionKeys(seed: seed, level: 0, revids: []).isEmpty)
    }

    /// A pinned key, so a change in the hashed text (which would reorder
    /// every batch) fails here and not only in the batch pins.
    @Test func aSelectionKeyIsPinned() {
        // The first 8 bytes, big-endian, of SHA-256("select\nnightly\n0\n633996293").
        #expect(PuzzleKey.selectionKey(seed: "nightly", level: 0, revid: 633_996_293) == 0x1166_D3C0_499E_D68C)
        #expect(PuzzleKey.selectionKeys(seed: "nightly", level: 0, revids: [633_996_293]) == [0x1166_D3C0_499E_D68C])
        // … and of SHA-256("select\nnightly\n3\n633996293").
        #expect(PuzzleKey.selectionKey(seed: "nightly", level: 3, revid: 633_996_293) == 0x63ED_FCF5_2633_637A)
        #expect(
            PuzzleKey.selectionKey(seed: "a", level: 0, revid: 1)
                != PuzzleKey.selectionKey(seed: "a", level: 0, revid: 10))
    }

    /// The levels of one seed rank the same pages differently, so a player
    /// or a nightly job moving up a level meets other articles first.
    @Test func levelsOfOneSeedDrawDifferentOrders() {
        let revids = Array(1...40)
        let orders = (0...6).map { level in
            revids.sorted {
                PuzzleKey.selectionKey(seed: "s", level: level, revid: $0)
                    < PuzzleKey.selectionKey(seed: "s", level: level, revid: $1)
            }
        }
        #expect(Set(orders.map { Array($0.prefix(5)) }).count == 7)
        // The same seed and level keep their order.
        #expect(
            orders[2]
                == revids.sorted {
                    PuzzleKey.selectionKey(seed: "s", level: 2, revid: $0)
                        < PuzzleKey.selectionKey(seed: "s", level: 2, revid: $1)
                })
    }
}
