import BlanksCorpus

extension PuzzleKey {
    /// The RNG seed of a trace puzzle: (seed, level, position) only, so a
    /// puzzle does not depend on the batch's count or shards.
    package static func traceSeed(seed: String, level: Int, position: Int) -> UInt64 {
        firstWord(digest("trace rng\n\(seed)\n\(level)\n\(position)"))
    }

    /// A trace puzzle's stable id: (seed, level, position, generator version).
    package static func tracePuzzleID(seed: String, level: Int, position: Int, version: String) -> String {
        String(ContentHash.hex(digest("trace id\n\(version)\n\(seed)\n\(level)\n\(position)")).prefix(24))
    }

    /// Which of `count` shards makes the trace puzzle at `position` (0-based).
    package static func traceShard(seed: String, position: Int, count: Int) -> Int {
        Int(firstWord(digest("trace shard\n\(seed)\n\(position)")) % UInt64(max(count, 1)))
    }
}
