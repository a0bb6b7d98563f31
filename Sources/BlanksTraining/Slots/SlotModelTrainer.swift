import BlanksSlots

/// Counts the slot model from tokenized sentences: every word unigram and
/// bigram, and the trigrams seen at least `minimumTrigramCount` times (a
/// trigram seen once says little and would triple the file), with two
/// sentence starts before each sentence and one end after it.
///
/// Deterministic: counts do not depend on the order of hashing, and the
/// table is sorted by key, so the same sentences give the same model bytes.
package struct SlotModelTrainer: Sendable {
    package var minimumTrigramCount: UInt32

    package init(minimumTrigramCount: UInt32 = 2) {
        self.minimumTrigramCount = minimumTrigramCount
    }

    package func train(_ sentences: [[String]]) -> SlotModel {
        var lower: [UInt32: UInt32] = [:]
        var trigrams: [UInt32: UInt32] = [:]
        var tokens: UInt64 = 0
        var counted: UInt32 = 0
        for words in sentences where !words.isEmpty {
            counted &+= 1
            let hashes = [SlotGram.start, SlotGram.start] + words.map(SlotGram.hash) + [SlotGram.end]
            lower[SlotGram.key(SlotGram.start), default: 0] &+= 1
            lower[SlotGram.key(SlotGram.start, SlotGram.start), default: 0] &+= 1
            for index in 2..<hashes.count {
                tokens += 1
                lower[SlotGram.key(hashes[index]), default: 0] &+= 1
                lower[SlotGram.key(hashes[index - 1], hashes[index]), default: 0] &+= 1
                trigrams[SlotGram.key(hashes[index - 2], hashes[index - 1], hashes[index]), default: 0] &+= 1
            }
        }
        for (key, count) in trigrams where count >= minimumTrigramCount {
            lower[key, default: 0] &+= count
        }
        let keys = lower.keys.sorted()
        // Sorted and distinct by construction; every stored count is at least 1.
        return SlotModel(keys: keys, counts: keys.map { lower[$0] ?? 1 }, sentences: counted, tokens: tokens)
    }
}
