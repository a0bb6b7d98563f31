/// A trained tagger: the lexicon, the tag dictionary of frequent unambiguous
/// words, and the averaged-perceptron weights of its passes, quantised to 16
/// bits. Immutable once built; `POSTagger` runs it, `TaggerModelFile` stores it.
///
/// A model has one greedy left-to-right pass, or two: a right-to-left pass,
/// then a left-to-right pass that sees everything the first saw plus the tags
/// the first pass chose for the word and the two words after it, so a choice
/// can depend on what follows ("that" before a noun or a clause) at twice the
/// cost of one pass.
public struct TaggerModel: Sendable, Equatable {
    let lexicon: TaggerLexicon
    /// Exact-form hashes of words tagged without scoring, sorted ascending.
    let dictionaryKeys: [UInt64]
    /// The tag index of each dictionary key.
    let dictionaryTags: [UInt8]
    /// The right-to-left pass of a two-pass model, or the only (left-to-right) pass.
    let firstPass: TaggerWeightTable
    /// The pass that reads the first pass's tags to the right, if trained.
    let secondPass: TaggerWeightTable?
    private let dictionaryTable: TaggerHashTable

    init(lexicon: TaggerLexicon, dictionaryKeys: [UInt64], dictionaryTags: [UInt8],
         firstPass: TaggerWeightTable, secondPass: TaggerWeightTable? = nil) {
        precondition(dictionaryKeys.count == dictionaryTags.count)
        self.lexicon = lexicon
        self.dictionaryKeys = dictionaryKeys
        self.dictionaryTags = dictionaryTags
        self.firstPass = firstPass
        self.secondPass = secondPass
        self.dictionaryTable = TaggerHashTable(keys: dictionaryKeys)
    }

    /// Number of feature rows with weights, over all passes.
    public var featureCount: Int { firstPass.keys.count + (secondPass?.keys.count ?? 0) }

    /// Number of word forms in the tag dictionary.
    public var dictionaryCount: Int { dictionaryKeys.count }

    /// Number of tagging passes (1 or 2).
    public var passCount: Int { secondPass == nil ? 1 : 2 }

    /// True when the lowercased word occurred in the training data.
    public func knows(_ word: String) -> Bool {
        TaggerWordInfo(word: word, lexicon: lexicon).entry.frequencyClass > 0
    }

    /// Tags a sentence. Each pass is greedy, each choice feeding the next
    /// position's tag-history features. Deterministic: integer scores, ties
    /// go to the tag that comes first in `UPOS.allCases`.
    func tagIndices(_ words: [String]) -> [Int] {
        guard !words.isEmpty else { return [] }
        let infos = Self.paddedInfos(words, lexicon: lexicon)
        let tags: [Int]
        if let secondPass {
            let lookahead = run(firstPass, infos, backwards: true, lookahead: nil)
            tags = run(secondPass, infos, backwards: false, lookahead: lookahead)
        } else {
            tags = run(firstPass, infos, backwards: false, lookahead: nil)
        }
        return Array(tags[2..<(words.count + 2)])
    }

    /// The sentence's word infos with two boundary entries on each side, the
    /// layout `TaggerFeatures.extract` reads.
    static func paddedInfos(_ words: [String], lexicon: TaggerLexicon) -> [TaggerWordInfo] {
        var infos = [TaggerWordInfo](repeating: .boundary, count: words.count + 4)
        for (i, word) in words.enumerated() { infos[i + 2] = TaggerWordInfo(word: word, lexicon: lexicon) }
        return infos
    }

    /// One greedy pass over padded infos, left to right or right to left;
    /// returns the tags padded the same way (`TaggerFeatures.endTag` outside).
    func run(_ pass: TaggerWeightTable, _ infos: [TaggerWordInfo], backwards: Bool, lookahead: [Int]?) -> [Int] {
        let count = infos.count - 4
        let ordered = backwards ? Array(infos.reversed()) : infos
        var tags = [Int](repeating: TaggerFeatures.endTag, count: infos.count)
        ordered.withUnsafeBufferPointer { infos in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: TaggerFeatures.maxCount) { keys in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: TaggerFeatures.maxCount) { rows in
                    Self.withOptionalBuffer(lookahead) { lookahead in
                        dictionaryTable.withProbe { dictionary in
                            pass.withScorer { scorer in
                                var previous = TaggerFeatures.startTag, secondPrevious = TaggerFeatures.startTag
                                for i in 0..<count {
                                    let entry = dictionary.row(infos[i + 2].exact)
                                    let tag: Int
                                    if entry >= 0 {
                                        tag = Int(dictionaryTags[entry])
                                    } else {
                                        let n = TaggerFeatures.extract(
                                            infos, index: i, initial: i == (backwards ? count - 1 : 0),
                                            previousTag: previous, secondPreviousTag: secondPrevious,
                                            lookahead: lookahead, into: keys.baseAddress!)
                                        tag = scorer.bestTag(keys: UnsafeBufferPointer(rebasing: keys[0..<n]), rows: rows)
                                    }
                                    tags[i + 2] = tag
                                    secondPrevious = previous
                                    previous = tag
                                }
                            }
                        }
                    }
                }
            }
        }
        return backwards ? tags.reversed() : tags
    }

    /// Runs `body` with the array's base address, or nil without an array.
    static func withOptionalBuffer<R>(_ values: [Int]?, _ body: (UnsafePointer<Int>?) -> R) -> R {
        guard let values else { return body(nil) }
        return values.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    public static func == (lhs: TaggerModel, rhs: TaggerModel) -> Bool {
        lhs.lexicon == rhs.lexicon && lhs.dictionaryKeys == rhs.dictionaryKeys
            && lhs.dictionaryTags == rhs.dictionaryTags && lhs.firstPass == rhs.firstPass
            && lhs.secondPass == rhs.secondPass
    }
}
