@testable import BlanksPuzzle
import Foundation
import Testing

@Suite struct PuzzleKeyTests {
    /// The batch form hashes the same text as the one-at-a-time form, for
    /// any seed and any revid (negative and extreme ones too).
    @Test(arguments: ["nightly", "", "séed\nwith lines", String(repeating: "x", count: 300)])
    func selectionKeysEqualOneAtATime(seed: String) {
        let revids = [1, 7, 10, 99, 100, 633_996_293, -5, 0, Int.max, Int.min]
        #expect(PuzzleKey.selectionKeys(seed: seed, revids: revids)
            == revids.map { PuzzleKey.selectionKey(seed: seed, revid: $0) })
        #expect(PuzzleKey.selectionKeys(seed: seed, revids: []).isEmpty)
    }

    /// A pinned key, so a change in the hashed text (which would reorder
    /// every batch) fails here and not only in the batch pins.
    @Test func aSelectionKeyIsPinned() {
        // The first 8 bytes, big-endian, of SHA-256("select\nnightly\n633996293").
        #expect(PuzzleKey.selectionKey(seed: "nightly", revid: 633_996_293) == 0xF191_7A66_58F6_5007)
        #expect(PuzzleKey.selectionKeys(seed: "nightly", revids: [633_996_293]) == [0xF191_7A66_58F6_5007])
        #expect(PuzzleKey.selectionKey(seed: "a", revid: 1) != PuzzleKey.selectionKey(seed: "a", revid: 10))
    }
}
