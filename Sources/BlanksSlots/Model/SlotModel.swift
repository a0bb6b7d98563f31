/// A trained slot model: counts of word unigrams, bigrams and trigrams (with
/// sentence-start and sentence-end marks), keyed by `SlotGram` and sorted by
/// key, so the same counts always make the same table and the same file.
///
/// Immutable once built; `SlotScorer` reads it, `SlotModelFile` stores it.
package struct SlotModel: Sendable, Equatable {
    /// Ascending and distinct.
    package let keys: [UInt32]
    /// The count of each key, at least 1.
    package let counts: [UInt32]
    /// Sentences counted (the count of the sentence-start history).
    package let sentences: UInt32
    /// Words counted, with one sentence end per sentence: the unigram total.
    package let tokens: UInt64
    /// Where each key's top 16 bits start in `keys` (65,537 entries), so a
    /// lookup searches a handful of keys instead of the whole table.
    private let buckets: [UInt32]

    /// The model of `keys` and their `counts` when the keys are ascending and
    /// distinct and every count is positive (what a lookup relies on); nil otherwise.
    package static func checked(keys: [UInt32], counts: [UInt32], sentences: UInt32, tokens: UInt64) -> SlotModel? {
        guard keys.count == counts.count, keys.count < Int(UInt32.max), !counts.contains(0) else { return nil }
        for index in keys.indices.dropFirst() where keys[index - 1] >= keys[index] { return nil }
        return SlotModel(keys: keys, counts: counts, sentences: sentences, tokens: tokens)
    }

    /// A model from tables built sorted and positive (the trainer's).
    package init(keys: [UInt32], counts: [UInt32], sentences: UInt32, tokens: UInt64) {
        self.keys = keys
        self.counts = counts
        self.sentences = sentences
        self.tokens = tokens
        var buckets = [UInt32](repeating: 0, count: 65_537)
        var position = 0
        for bucket in 0..<65_536 {
            buckets[bucket] = UInt32(position)
            while position < keys.count && Int(keys[position] >> 16) == bucket { position += 1 }
        }
        buckets[65_536] = UInt32(keys.count)
        self.buckets = buckets
    }

    /// Number of n-grams counted.
    package var entryCount: Int { keys.count }

    /// The count of `key`, 0 when the model never saw it.
    @inline(__always)
    package func count(_ key: UInt32) -> UInt32 {
        let bucket = Int(key >> 16)
        var low = Int(buckets[bucket])
        var high = Int(buckets[bucket + 1])
        while low < high {
            let middle = (low + high) / 2
            let found = keys[middle]
            if found == key { return counts[middle] }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return 0
    }

    package static func == (lhs: SlotModel, rhs: SlotModel) -> Bool {
        lhs.keys == rhs.keys && lhs.counts == rhs.counts && lhs.sentences == rhs.sentences && lhs.tokens == rhs.tokens
    }
}
