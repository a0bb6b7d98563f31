/// A trained tagger: the lexicon, the tag dictionary of frequent unambiguous
/// words, and the averaged-perceptron weights of its passes, quantised to 16
/// bits. Immutable once built; `POSTagger` runs it, `TaggerModelFile` stores it.
/// Its tables live in heap buffers (a model trained or decoded from the
/// compressed format) or in a mapped model image, read in place.
///
/// A model has one greedy left-to-right pass, or several: a right-to-left
/// pass, then a left-to-right pass that also sees the tags the first pass
/// chose for the word and the two words after it, so a choice can depend on
/// what follows ("that" before a noun or a clause), then (with three) a
/// right-to-left pass that reads the second pass's tags to the left. All
/// passes read the same static features (the words and their spelling),
/// looked up once per word, so a later pass costs only its tag-history and
/// look-ahead features.
package struct TaggerModel: Sendable, Equatable {
    package let lexicon: TaggerLexicon
    /// The tag index of each dictionary key (one at or past `UPOS.count`, in
    /// a damaged image, makes the word scored instead).
    package let dictionaryTags: TaggerBuffer<UInt8>
    /// The weights of every pass: pass 0 is the right-to-left pass of a
    /// two-pass model, or the only (left-to-right) pass.
    package let weights: TaggerWeightTable
    /// Static-feature scores of frequent forms, summed when the model is built.
    package let cache: TaggerWordCache
    /// Scores of the tag-only features, summed when the model is built.
    let tagTables: TaggerTagTables
    /// Maps a dictionary word's exact hash to its row in `dictionaryTags`.
    let dictionaryTable: TaggerHashTable

    package init(
        lexicon: TaggerLexicon, dictionaryKeys: [UInt64], dictionaryTags: [UInt8], weights: TaggerWeightTable,
        cachedWords: [String] = []
    ) {
        precondition(dictionaryKeys.count == dictionaryTags.count)
        precondition((1...Self.maxPasses).contains(weights.passCount))
        self.init(
            lexicon: lexicon, dictionaryTags: TaggerBuffer(dictionaryTags),
            dictionaryTable: TaggerHashTable(keys: dictionaryKeys), weights: weights,
            cache: TaggerWordCache(words: cachedWords, lexicon: lexicon, weights: weights),
            tagTables: TaggerTagTables(weights: weights))
    }

    /// A model from stored tables, consistent with each other (the image
    /// reader checks every count a lookup relies on).
    init(
        lexicon: TaggerLexicon, dictionaryTags: TaggerBuffer<UInt8>,
        dictionaryTable: TaggerHashTable, weights: TaggerWeightTable, cache: TaggerWordCache, tagTables: TaggerTagTables
    ) {
        self.lexicon = lexicon
        self.dictionaryTags = dictionaryTags
        self.dictionaryTable = dictionaryTable
        self.weights = weights
        self.cache = cache
        self.tagTables = tagTables
    }

    /// Number of feature rows with weights (a row holds every pass's weights).
    package var featureCount: Int { weights.table.rowCount }

    /// Number of word forms in the tag dictionary.
    package var dictionaryCount: Int { dictionaryTags.count }

    /// Exact-form hashes of words tagged without scoring, ascending (the tags' order).
    package var dictionaryKeys: [UInt64] { dictionaryTable.keysByRow }

    /// Number of tagging passes (1 to `maxPasses`).
    package var passCount: Int { weights.passCount }

    /// The most passes a model may have.
    package static let maxPasses = 3

    /// Whether pass `pass` of a model with `passCount` passes runs right to
    /// left. A lone pass runs left to right; with more, the first runs right
    /// to left and the directions alternate, so each pass after the first
    /// reads the previous pass's tags of the words it has not reached yet.
    package static func runsBackwards(pass: Int, of passCount: Int) -> Bool {
        passCount > 1 && pass % 2 == 0
    }

    /// What the model knows of the lowercased word before any context: what
    /// the word list built into it says the word can be (empty for a form it
    /// does not list), and whether training saw it. One lookup for both.
    package func lexiconFacts(_ word: String) -> (classes: TaggerWordClasses, seenInTraining: Bool) {
        Self.lexiconFacts(of: lexicon.entry(TaggerWordInfo.lowerHash(word)) ?? .unknown)
    }

    /// `lexiconFacts` of a word whose lexicon entry is read already (`tagIndicesWithMargins`).
    package static func lexiconFacts(of entry: TaggerLexicon.Entry) -> (
        classes: TaggerWordClasses, seenInTraining: Bool
    ) {
        (TaggerWordClasses(rawValue: entry.wordClasses), entry.frequencyClass > 0)
    }

    /// True when the lowercased word occurred in the training data.
    package func knows(_ word: String) -> Bool {
        TaggerWordInfo(word: word, lexicon: lexicon).entry.frequencyClass > 0
    }

    /// Tags a sentence. Each pass is greedy, each choice feeding the next
    /// word's tag-history features. Deterministic: integer scores, ties go to
    /// the tag that comes first in `UPOS.allCases`.
    func tagIndices(_ words: [String]) -> [Int] {
        guard !words.isEmpty else { return [] }
        let tags = paddedTags(words, asPassesOf: passCount)
        return Array(tags[2..<(words.count + 2)])
    }

    /// Tags a sentence like `tagIndices` and says how sure the last pass was
    /// of each tag (`TagScores.margin`), and hands on each word's lexicon
    /// entry as tagging read it: the entry of the word lowercased
    /// (`lexiconFacts`), which a caller judging the words then need not look up again.
    func tagIndicesWithMargins(_ words: [String]) -> (tags: [Int], margins: [Int32], entries: [TaggerLexicon.Entry]) {
        guard !words.isEmpty else { return ([], [], []) }
        var margins = [Int32](repeating: .max, count: words.count)
        var entries = [TaggerLexicon.Entry](repeating: .unknown, count: words.count)
        let tags = margins.withUnsafeMutableBufferPointer { margins in
            entries.withUnsafeMutableBufferPointer { entries in
                paddedTags(
                    words, asPassesOf: passCount, margins: margins.baseAddress, lexiconEntries: entries.baseAddress)
            }
        }
        return (Array(tags[2..<(words.count + 2)]), margins, entries)
    }

    /// The sentence's word infos with two boundary entries on each side, the
    /// layout `TaggerFeatures` reads.
    package static func paddedInfos(_ words: [String], lexicon: TaggerLexicon) -> [TaggerWordInfo] {
        var infos = [TaggerWordInfo](repeating: .boundary, count: words.count + 4)
        for (i, word) in words.enumerated() { infos[i + 2] = TaggerWordInfo(word: word, lexicon: lexicon) }
        return infos
    }

    /// The last pass's tags, padded like `paddedInfos` with
    /// `TaggerFeatures.endTag`. The passes run in the directions of a model of
    /// `plannedPasses` passes (`runsBackwards`): training tags its folds with
    /// the first passes of the model it is building.
    /// `margins`, when given, receives the last pass's margin of each word;
    /// `lexiconEntries`, each word's lexicon entry.
    package func paddedTags(
        _ words: [String], asPassesOf plannedPasses: Int,
        margins: UnsafeMutablePointer<Int32>? = nil, lexiconEntries: UnsafeMutablePointer<TaggerLexicon.Entry>? = nil
    ) -> [Int] {
        precondition(plannedPasses >= passCount)
        let count = words.count
        // Cached forms come with their word info; only the rest are hashed and scanned.
        // The cache and the lexicon are tens of megabytes: every word's slot is asked for before
        // the first is read, then every cached word's info and every other word's lexicon slot,
        // so the words wait on memory together, not in turn.
        var infos = [TaggerWordInfo](repeating: .boundary, count: count + 4)
        var entries = [Int](repeating: cache.boundaryEntry, count: count + 4)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { hashes in
            cache.table.withProbe { table in
                for (i, word) in words.enumerated() {
                    hashes[i] = TaggerWordInfo.exactHash(word)
                    table.prefetch(hashes[i])
                }
                for i in 0..<count {
                    entries[i + 2] = table.row(hashes[i])
                    if entries[i + 2] >= 0 { cache.prefetchInfo(entries[i + 2]) }
                }
            }
        }
        for (i, word) in words.enumerated() where entries[i + 2] < 0 {
            infos[i + 2] = TaggerWordInfo(spelling: word)
            lexicon.prefetch(infos[i + 2].lower)
        }
        for i in 0..<count {
            if entries[i + 2] >= 0 {
                infos[i + 2] = cache.info(entries[i + 2])
            } else if let found = lexicon.entry(infos[i + 2].lower) {
                infos[i + 2].entry = found
            }
            lexiconEntries?[i] = infos[i + 2].entry
        }
        var dictionary = [Int](repeating: -1, count: count)
        var statics = [TagScores](repeating: .zero, count: count * passCount)
        // Every pass's padded tags, one after the other: pass p reads pass p − 1's.
        let width = count + 4
        var passTags = [Int](repeating: TaggerFeatures.endTag, count: width * passCount)
        infos.withUnsafeBufferPointer { infos in
            entries.withUnsafeBufferPointer { entries in
                dictionary.withUnsafeMutableBufferPointer { dictionary in
                    statics.withUnsafeMutableBufferPointer { statics in
                        weights.withScorer { scorer in
                            dictionaryTable.withProbe { table in
                                cache.withVectors { vectors in
                                    withExtendedLifetime(dictionaryTags) {
                                        TaggerStaticScoring(
                                            infos: infos, entries: entries, dictionaryTable: table,
                                            dictionaryTags: dictionaryTags.base, scorer: scorer,
                                            vectors: vectors, passCount: passCount
                                        )
                                        .run(dictionary: dictionary, statics: statics.baseAddress!)
                                    }
                                }
                            }
                            let stageKeys = TaggerPassRun.stages * TaggerFeatures.maxDynamic
                            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: stageKeys) { keys in
                                withUnsafeTemporaryAllocation(of: Int.self, capacity: stageKeys) { rows in
                                    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * TaggerPassRun.stages) {
                                        state in
                                        tagTables.withTables { tables in
                                            let run = TaggerPassRun(
                                                infos: infos, dictionary: UnsafeBufferPointer(dictionary),
                                                statics: UnsafePointer(statics.baseAddress!), passCount: passCount,
                                                scorer: scorer, tagTables: tables, keys: keys.baseAddress!,
                                                rows: rows.baseAddress!, stageState: state.baseAddress!)
                                            passTags.withUnsafeMutableBufferPointer { all in
                                                let base = all.baseAddress!
                                                for pass in 0..<passCount {
                                                    let tags = UnsafeMutableBufferPointer(
                                                        start: base + pass * width, count: width)
                                                    run.tag(
                                                        pass: pass,
                                                        backwards: Self.runsBackwards(pass: pass, of: plannedPasses),
                                                        lookahead: pass == 0
                                                            ? nil : UnsafePointer(base + (pass - 1) * width),
                                                        into: tags,
                                                        margins: pass == passCount - 1 ? margins : nil)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return Array(passTags.suffix(width))
    }

    package static func == (lhs: TaggerModel, rhs: TaggerModel) -> Bool {
        lhs.lexicon == rhs.lexicon && lhs.dictionaryKeys == rhs.dictionaryKeys
            && lhs.dictionaryTags == rhs.dictionaryTags && lhs.weights == rhs.weights
            && lhs.cache.words == rhs.cache.words
    }
}
