/// A trained tagger: the lexicon, the tag dictionary of frequent unambiguous
/// words, and the averaged-perceptron weights, quantised to 16 bits. Immutable
/// once built; `POSTagger` runs it, `TaggerModelFile` stores it.
public struct TaggerModel: Sendable, Equatable {
    let lexicon: TaggerLexicon
    /// Exact-form hashes of words tagged without scoring, sorted ascending.
    let dictionaryKeys: [UInt64]
    /// The tag index of each dictionary key.
    let dictionaryTags: [UInt8]
    /// Feature keys with a weight row, sorted ascending.
    let featureKeys: [UInt64]
    /// `featureKeys.count` rows of `UPOS.count` weights.
    let weights: [Int16]
    private let dictionaryTable: TaggerHashTable
    private let featureTable: TaggerHashTable

    init(lexicon: TaggerLexicon, dictionaryKeys: [UInt64], dictionaryTags: [UInt8],
         featureKeys: [UInt64], weights: [Int16]) {
        precondition(dictionaryKeys.count == dictionaryTags.count)
        precondition(weights.count == featureKeys.count * UPOS.count)
        self.lexicon = lexicon
        self.dictionaryKeys = dictionaryKeys
        self.dictionaryTags = dictionaryTags
        self.featureKeys = featureKeys
        self.weights = weights
        self.dictionaryTable = TaggerHashTable(keys: dictionaryKeys)
        self.featureTable = TaggerHashTable(keys: featureKeys)
    }

    /// Number of features with weights.
    public var featureCount: Int { featureKeys.count }

    /// Number of word forms in the tag dictionary.
    public var dictionaryCount: Int { dictionaryKeys.count }

    /// True when the lowercased word occurred in the training data.
    public func knows(_ word: String) -> Bool {
        TaggerWordInfo(word: word, lexicon: lexicon).entry.frequencyClass > 0
    }

    /// Tags a sentence greedily left to right, each choice feeding the next
    /// position's tag-history features. Deterministic: integer scores, ties
    /// go to the tag that comes first in `UPOS.allCases`.
    func tagIndices(_ words: [String]) -> [Int] {
        guard !words.isEmpty else { return [] }
        var infos = [TaggerWordInfo](repeating: .boundary, count: words.count + 4)
        for (i, word) in words.enumerated() { infos[i + 2] = TaggerWordInfo(word: word, lexicon: lexicon) }
        var result = [Int](repeating: 0, count: words.count)
        var keys = [UInt64](repeating: 0, count: TaggerFeatures.maxCount)
        var scores = [Int32](repeating: 0, count: UPOS.count)
        var rows = [Int](repeating: 0, count: TaggerFeatures.maxCount)
        var previous = TaggerFeatures.startTag, secondPrevious = TaggerFeatures.startTag
        infos.withUnsafeBufferPointer { infos in
            keys.withUnsafeMutableBufferPointer { keys in
                scores.withUnsafeMutableBufferPointer { scores in
                rows.withUnsafeMutableBufferPointer { rows in
                    weights.withUnsafeBufferPointer { weights in
                        for i in 0..<words.count {
                            let tag: Int
                            let entry = dictionaryTable.row(infos[i + 2].exact)
                            if entry >= 0 {
                                tag = Int(dictionaryTags[entry])
                            } else {
                                let n = TaggerFeatures.extract(infos, index: i, previousTag: previous,
                                                               secondPreviousTag: secondPrevious,
                                                               into: keys.baseAddress!)
                                tag = bestTag(keys: UnsafeBufferPointer(rebasing: keys[0..<n]),
                                              weights: weights, rows: rows, scores: scores)
                            }
                            result[i] = tag
                            secondPrevious = previous
                            previous = tag
                        }
                    }
                }
                }
            }
        }
        return result
    }

    /// Looks every feature up first and sums rows after, so the table's cache
    /// misses overlap instead of waiting on each other.
    @inline(__always)
    private func bestTag(keys: UnsafeBufferPointer<UInt64>, weights: UnsafeBufferPointer<Int16>,
                         rows: UnsafeMutableBufferPointer<Int>, scores: UnsafeMutableBufferPointer<Int32>) -> Int {
        for (j, key) in keys.enumerated() { rows[j] = featureTable.row(key) }
        for t in 0..<UPOS.count { scores[t] = 0 }
        for j in 0..<keys.count {
            let row = rows[j]
            if row < 0 { continue }
            let base = row * UPOS.count
            for t in 0..<UPOS.count { scores[t] &+= Int32(weights[base + t]) }
        }
        var best = 0
        for t in 1..<UPOS.count where scores[t] > scores[best] { best = t }
        return best
    }

    public static func == (lhs: TaggerModel, rhs: TaggerModel) -> Bool {
        lhs.lexicon == rhs.lexicon && lhs.dictionaryKeys == rhs.dictionaryKeys
            && lhs.dictionaryTags == rhs.dictionaryTags && lhs.featureKeys == rhs.featureKeys
            && lhs.weights == rhs.weights
    }
}
