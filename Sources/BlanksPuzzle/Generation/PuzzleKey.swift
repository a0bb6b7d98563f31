import BlanksCorpus
import BlanksSupport

/// Every value derived from a batch seed, in one place so the generator, the
/// validator and the merger agree. All are SHA-256 of a fixed text layout,
/// read big-endian: the same on every machine, unlike `Hasher`.
package enum PuzzleKey {
    /// The RNG seed of one puzzle: depends on (seed, revid, level) only, so a
    /// puzzle does not depend on which other puzzles share its batch, and a
    /// new generator version changes a puzzle's draw only where its rules or
    /// tags change. `variant` > 0 only when a batch reuses a page (see
    /// `BatchGenerator`).
    package static func generatorSeed(seed: String, revid: Int, level: Int, variant: Int = 0) -> UInt64 {
        firstWord(digest("rng\n\(drawSalt)\n\(seed)\n\(revid)\n\(level)" + suffix(variant)))
    }

    /// A fixed part of every draw's input. Changing it would reshuffle every
    /// puzzle ever generated, so it never changes.
    private static let drawSalt = "0.1.0"

    /// The puzzle's stable id.
    package static func puzzleID(
        seed: String, revid: Int, level: Int, variant: Int = 0,
        version: String
    ) -> String {
        String(ContentHash.hex(digest("id\n\(version)\n\(seed)\n\(revid)\n\(level)" + suffix(variant))).prefix(24))
    }

    private static func suffix(_ variant: Int) -> String {
        variant == 0 ? "" : "\nvariant \(variant)"
    }

    /// The rank of a revision in the batch's selection order: revisions are
    /// tried by ascending key. It depends on the level too, so the levels of
    /// one seed draw different pages.
    package static func selectionKey(seed: String, level: Int, revid: Int) -> UInt64 {
        firstWord(digest("select\n\(seed)\n\(level)\n\(revid)"))
    }

    /// `selectionKey` of every revid, each the same value (`SelectionHasher`). O(n).
    package static func selectionKeys(seed: String, level: Int, revids: [Int]) -> [UInt64] {
        let hasher = SelectionHasher(seed: seed, level: level)
        return revids.withUnsafeBufferPointer { revids in
            [UInt64](unsafeUninitializedCapacity: revids.count) { keys, count in
                hasher.keys(revids: revids, into: keys)
                count = revids.count
            }
        }
    }

    /// Which of `count` shards a revision belongs to (0-based).
    package static func shard(seed: String, revid: Int, count: Int) -> Int {
        Int(firstWord(digest("shard\n\(seed)\n\(revid)")) % UInt64(max(count, 1)))
    }

    static func digest(_ text: String) -> DigestBytes {
        SHA256Hasher.hash(utf8: text)
    }

    static func firstWord<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.prefix(8).reduce(0) { ($0 << 8) | UInt64($1) }
    }
}
