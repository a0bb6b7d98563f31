import BlanksSupport

/// A trained slot model: counts of word unigrams, bigrams and trigrams (with
/// sentence-start and sentence-end marks), keyed by `SlotGram` and sorted by
/// key, so the same counts always make the same table and the same file.
///
/// Immutable once built; `SlotScorer` reads it, `SlotModelFile` stores it.
/// Its tables are read where they lie (`ModelMemory`: a mapped model file
/// or a heap block) and never written, so the model is `Sendable` though it
/// holds pointers into them.
package struct SlotModel: @unchecked Sendable, Equatable {
    /// Keeps the memory `keyWords` and `countWords` point into.
    private let memory: ModelMemory
    /// Ascending and distinct: `entryCount` keys.
    private let keyWords: UnsafePointer<UInt32>
    /// The count of each key, at least 1.
    private let countWords: UnsafePointer<UInt32>
    /// Number of n-grams counted.
    package let entryCount: Int
    /// Sentences counted (the count of the sentence-start history).
    package let sentences: UInt32
    /// Words counted, with one sentence end per sentence: the unigram total.
    package let tokens: UInt64
    /// Where each key's top 16 bits start among the keys (65,537 entries), so
    /// a lookup searches a handful of keys instead of the whole table.
    private let buckets: [UInt32]

    /// The keys, ascending and distinct.
    package var keys: [UInt32] { Array(UnsafeBufferPointer(start: keyWords, count: entryCount)) }
    /// The count of each key, at least 1.
    package var counts: [UInt32] { Array(UnsafeBufferPointer(start: countWords, count: entryCount)) }

    /// The model of `keys` and their `counts` when the keys are ascending and
    /// distinct and every count is positive (what a lookup relies on); nil otherwise.
    package static func checked(keys: [UInt32], counts: [UInt32], sentences: UInt32, tokens: UInt64) -> SlotModel? {
        guard keys.count == counts.count, keys.count < Int(UInt32.max) else { return nil }
        return checked(
            in: (keys + counts).withUnsafeBytes { ModelMemory(copying: $0, alignment: 4) }, keysAt: 0,
            entries: keys.count,
            sentences: sentences,
            tokens: tokens)
    }

    /// The model whose `entries` keys lie in `memory` from byte `offset` (a
    /// multiple of 4), in the machine's byte order, their counts right after
    /// them, read in place, when the keys are ascending and distinct and
    /// every count positive; nil otherwise. The caller checked that they fit.
    static func checked(
        in memory: ModelMemory, keysAt offset: Int, entries: Int, sentences: UInt32, tokens: UInt64
    ) -> SlotModel? {
        let keys = (memory.base + offset).bindMemory(to: UInt32.self, capacity: 2 * entries)
        guard let buckets = buckets(keys: keys, counts: keys + entries, entries: entries, checking: true) else {
            return nil
        }
        return SlotModel(
            memory: memory, keyWords: keys, countWords: keys + entries, entryCount: entries, sentences: sentences,
            tokens: tokens, buckets: buckets)
    }

    /// A model from tables built sorted and positive (the trainer's).
    package init(keys: [UInt32], counts: [UInt32], sentences: UInt32, tokens: UInt64) {
        let memory = (keys + counts).withUnsafeBytes { ModelMemory(copying: $0, alignment: 4) }
        let keyWords = memory.base.bindMemory(to: UInt32.self, capacity: keys.count + counts.count)
        self.init(
            memory: memory, keyWords: keyWords, countWords: keyWords + keys.count, entryCount: keys.count,
            sentences: sentences, tokens: tokens,
            buckets: Self.buckets(keys: keyWords, counts: keyWords + keys.count, entries: keys.count, checking: false)
                ?? [])
    }

    private init(
        memory: ModelMemory, keyWords: UnsafePointer<UInt32>, countWords: UnsafePointer<UInt32>, entryCount: Int,
        sentences: UInt32, tokens: UInt64, buckets: [UInt32]
    ) {
        self.memory = memory
        self.keyWords = keyWords
        self.countWords = countWords
        self.entryCount = entryCount
        self.sentences = sentences
        self.tokens = tokens
        self.buckets = buckets
    }

    /// The `buckets` of ascending keys, in one pass over them that, when
    /// `checking`, also confirms they ascend strictly and no count is zero
    /// (nil when one breaks that).
    private static func buckets(
        keys: UnsafePointer<UInt32>, counts: UnsafePointer<UInt32>, entries: Int, checking: Bool
    ) -> [UInt32]? {
        var buckets = [UInt32](repeating: UInt32(entries), count: 65_537)
        var next = 0
        var previous: UInt32 = 0
        var valid = true
        buckets.withUnsafeMutableBufferPointer { buckets in
            for index in 0..<entries {
                let key = keys[index]
                if checking && ((index > 0 && previous >= key) || counts[index] == 0) {
                    valid = false
                    return
                }
                previous = key
                let bucket = Int(key >> 16)
                while next <= bucket {
                    buckets[next] = UInt32(index)
                    next += 1
                }
            }
        }
        return valid ? buckets : nil
    }

    /// The count of `key`, 0 when the model never saw it.
    @inline(__always)
    package func count(_ key: UInt32) -> UInt32 {
        let bucket = Int(key >> 16)
        var low = Int(buckets[bucket])
        var high = Int(buckets[bucket + 1])
        while low < high {
            let middle = (low + high) / 2
            let found = keyWords[middle]
            if found == key { return countWords[middle] }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return 0
    }

    package static func == (lhs: SlotModel, rhs: SlotModel) -> Bool {
        lhs.keys == rhs.keys && lhs.counts == rhs.counts && lhs.sentences == rhs.sentences && lhs.tokens == rhs.tokens
    }
}
