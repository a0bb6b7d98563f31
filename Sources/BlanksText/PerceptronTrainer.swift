/// Trains the averaged-perceptron tagger. Deterministic: the same sentences,
/// clusters and options give a model that encodes to the same bytes.
///
/// `options.members` perceptrons are trained side by side, each visiting the
/// sentences in its own seeded order, and their averaged weights are summed
/// into one model: tagging still looks up the same features per token, and
/// the sum smooths out the order-dependence of any single run.
///
/// With `options.passes == 2` a second pass is trained on top of the first. It
/// reads the first pass's tags of the words to the right, and those tags must
/// carry the first pass's real mistakes, not the near-perfect tags it gives
/// the sentences it was trained on: so the training sentences are split into
/// `options.folds` folds and each fold is tagged by a first pass trained on
/// the others (jackknifing).
public struct PerceptronTrainer: Sendable {
    /// What one epoch achieved, reported as training goes.
    public struct EpochReport: Sendable {
        /// What was being trained.
        public enum Stage: Sendable, Equatable {
            /// The first pass, on all training sentences.
            case firstPass
            /// The first pass trained without fold `k` (0-based), to tag it.
            case fold(Int)
            /// The second pass.
            case secondPass
        }
        public var stage: Stage
        public var epoch: Int
        /// Share of non-dictionary training tokens the members predicted right during the epoch.
        public var trainAccuracy: Double
        /// Scores of the model so far on the held-out sentences, if any (never for folds).
        public var dev: TaggerEvaluation?
    }

    public var options: TaggerTrainingOptions

    public init(options: TaggerTrainingOptions = TaggerTrainingOptions()) {
        self.options = options
    }

    /// Trains on `sentences`. When `dev` is not empty the averaged model is
    /// scored on it after every epoch (for choosing settings; it never changes
    /// the weights).
    public func train(
        _ sentences: [TaggedSentence], clusters: TaggerWordClusters = .none, wordList: TaggerWordList = .none,
        dev: [TaggedSentence] = [], report: (EpochReport) -> Void = { _ in }
    ) -> TaggerModel {
        let lexicon = Self.lexicon(sentences, clusters: clusters, wordList: wordList)
        let dictionary = tagDictionary(sentences)
        let cachedWords = cachedWords(sentences)
        func model(_ passes: [(keys: [UInt64], weights: [Int16])]) -> TaggerModel {
            TaggerModel(lexicon: lexicon, dictionaryKeys: dictionary.keys, dictionaryTags: dictionary.tags,
                        weights: TaggerWeightTable(passes: passes), cachedWords: cachedWords)
        }
        let twoPasses = options.passes >= 2
        let first = trainPass(sentences, lexicon: lexicon, dictionary: dictionary,
                              backwards: twoPasses, lookahead: nil, scoreEveryEpoch: !dev.isEmpty && !twoPasses) { epoch, accuracy, weights in
            // A lone right-to-left pass is not the model, so only a one-pass model is scored here.
            report(EpochReport(stage: .firstPass, epoch: epoch, trainAccuracy: accuracy,
                               dev: twoPasses ? nil : Self.score(model([weights]), on: dev)))
        }
        guard twoPasses else { return model([first]) }
        let lookahead = outOfFoldTags(sentences, clusters: clusters, wordList: wordList, report: report)
        let second = trainPass(sentences, lexicon: lexicon, dictionary: dictionary,
                               backwards: false, lookahead: lookahead, scoreEveryEpoch: !dev.isEmpty) { epoch, accuracy, weights in
            report(EpochReport(stage: .secondPass, epoch: epoch, trainAccuracy: accuracy,
                               dev: Self.score(model([first, weights]), on: dev)))
        }
        return model([first, second])
    }

    private static func score(_ model: TaggerModel, on dev: [TaggedSentence]) -> TaggerEvaluation? {
        dev.isEmpty ? nil : TaggerEvaluation(tagger: POSTagger(model: model), sentences: dev)
    }

    /// The first-pass tags of every training sentence, each from a first pass
    /// that never saw it, padded like `TaggerModel.paddedInfos`. Sentence i
    /// belongs to fold i mod `options.folds`.
    private func outOfFoldTags(_ sentences: [TaggedSentence], clusters: TaggerWordClusters, wordList: TaggerWordList,
                               report: (EpochReport) -> Void) -> [[Int]] {
        let folds = max(options.folds, 2)
        var tags = [[Int]](repeating: [], count: sentences.count)
        for fold in 0..<folds {
            let rest = sentences.indices.filter { $0 % folds != fold }.map { sentences[$0] }
            let lexicon = Self.lexicon(rest, clusters: clusters, wordList: wordList)
            let dictionary = tagDictionary(rest)
            let weights = trainPass(rest, lexicon: lexicon, dictionary: dictionary, backwards: true,
                                    lookahead: nil, scoreEveryEpoch: false) { epoch, accuracy, _ in
                report(EpochReport(stage: .fold(fold), epoch: epoch, trainAccuracy: accuracy, dev: nil))
            }
            let model = TaggerModel(lexicon: lexicon, dictionaryKeys: dictionary.keys, dictionaryTags: dictionary.tags,
                                    weights: TaggerWeightTable(passes: [weights]))
            for index in stride(from: fold, to: sentences.count, by: folds) {
                tags[index] = model.paddedTags(sentences[index].words, firstPassBackwards: true)
            }
        }
        return tags
    }

    /// Trains one pass for `options.epochs` epochs, right to left when
    /// `backwards`. `onEpoch` gets the epoch, the members' accuracy on the
    /// tokens they scored during it, and the quantised weights so far (built
    /// every epoch when `scoreEveryEpoch`, else empty until the last).
    private func trainPass(
        _ sentences: [TaggedSentence], lexicon: TaggerLexicon, dictionary: (keys: [UInt64], tags: [UInt8]),
        backwards: Bool, lookahead: [[Int]]?, scoreEveryEpoch: Bool,
        onEpoch: (Int, Double, (keys: [UInt64], weights: [Int16])) -> Void
    ) -> (keys: [UInt64], weights: [Int16]) {
        let dictionaryTable = TaggerHashTable(keys: dictionary.keys)
        let examples = sentences.map { sentence in
            (infos: TaggerModel.paddedInfos(sentence.words, lexicon: lexicon), gold: sentence.tags.map(\.index))
        }
        let memberCount = max(options.members, 1)
        let epochs = max(options.epochs, 1)
        var members = [PerceptronWeights](repeating: PerceptronWeights(), count: memberCount)
        var shufflers = (0..<memberCount).map { PerceptronShuffler(seed: options.seed &+ UInt64($0)) }
        var orders = [[Int]](repeating: Array(examples.indices), count: memberCount)
        var keys = [UInt64](repeating: 0, count: TaggerFeatures.maxCount)
        var scores = [Int32](repeating: 0, count: UPOS.count)
        var result: (keys: [UInt64], weights: [Int16]) = ([], [])
        for epoch in 1...epochs {
            var seen = 0, right = 0
            for member in 0..<memberCount {
                shufflers[member].shuffle(&orders[member])
                for index in orders[member] {
                    let example = examples[index]
                    var previous = TaggerFeatures.startTag, secondPrevious = TaggerFeatures.startTag
                    example.infos.withUnsafeBufferPointer { infos in
                        keys.withUnsafeMutableBufferPointer { keys in
                            Self.withOptionalBuffer(lookahead?[index]) { lookahead in
                                let count = example.gold.count
                                for step in 0..<count {
                                    let i = backwards ? count - 1 - step : step
                                    let gold = example.gold[i]
                                    let guess: Int
                                    let entry = dictionaryTable.row(infos[i + 2].exact)
                                    if entry >= 0 {
                                        guess = Int(dictionary.tags[entry])
                                    } else {
                                        let base = keys.baseAddress!
                                        var n = TaggerFeatures.staticFeatures(infos, index: i, into: base)
                                        n += TaggerFeatures.historyFeatures(infos, index: i, previousTag: previous,
                                                                            secondPreviousTag: secondPrevious,
                                                                            lookahead: lookahead, into: base + n)
                                        let features = UnsafeBufferPointer(rebasing: keys[0..<n])
                                        members[member].tick()
                                        guess = members[member].best(features, scores: &scores)
                                        seen += 1
                                        if guess == gold {
                                            right += 1
                                        } else {
                                            members[member].update(features, gold: gold, guess: guess)
                                        }
                                    }
                                    secondPrevious = previous
                                    previous = guess
                                }
                            }
                        }
                    }
                }
            }
            if epoch == epochs || scoreEveryEpoch {
                result = PerceptronWeights.quantizedSum(of: members, minimumWeight: options.minimumWeight)
            }
            onEpoch(epoch, seen == 0 ? 1 : Double(right) / Double(seen), result)
        }
        return result
    }

    /// Runs `body` with the array's base address, or nil without an array.
    private static func withOptionalBuffer<R>(_ values: [Int]?, _ body: (UnsafePointer<Int>?) -> R) -> R {
        guard let values else { return body(nil) }
        return values.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// Frequency classes from the training words, clusters and capitalisation
    /// from `clusters`, dictionary classes from `wordList`, keyed by the same
    /// lowercased-word hash the tagger computes.
    static func lexicon(_ sentences: [TaggedSentence], clusters: TaggerWordClusters,
                        wordList: TaggerWordList = .none) -> TaggerLexicon {
        var counts: [UInt64: Int] = [:]
        for sentence in sentences {
            for word in sentence.words { counts[TaggerWordInfo(word: word, lexicon: .empty).lower, default: 0] += 1 }
        }
        var entries: [UInt64: TaggerLexicon.Entry] = [:]
        for (key, count) in counts {
            var entry = TaggerLexicon.Entry.unknown
            entry.frequencyClass = TaggerLexicon.frequencyClass(count: count)
            entries[key] = entry
        }
        for (i, word) in clusters.words.enumerated() {
            let key = TaggerWordInfo(word: word, lexicon: .empty).lower
            var entry = entries[key] ?? .unknown
            entry.cluster = clusters.fine[i] + 1
            entry.coarseCluster = clusters.coarse[i] + 1
            entry.capitalization = clusters.capitalization[i]
            entries[key] = entry
        }
        // Listed words that training or clustering saw keep their classes in
        // their entry; the others go to the compact table (keys that collide
        // in 32 bits share the union of their classes).
        var listed: [UInt32: UInt8] = [:]
        for (i, word) in wordList.words.enumerated() {
            let key = TaggerWordInfo(word: word, lexicon: .empty).lower
            if entries[key] != nil {
                entries[key]?.wordClasses = wordList.classes[i]
            } else {
                listed[TaggerWordClassTable.key(key), default: 0] |= wordList.classes[i]
            }
        }
        let keys = entries.keys.sorted()
        let listedKeys = listed.keys.sorted()
        return TaggerLexicon(keys: keys, entries: keys.compactMap { entries[$0] },
                             listed: TaggerWordClassTable(keys: listedKeys, classes: listedKeys.compactMap { listed[$0] }))
    }

    /// Word forms frequent enough in training to have their static-feature
    /// scores summed at load (`TaggerWordCache`), sorted by their UTF-8 bytes.
    private func cachedWords(_ sentences: [TaggedSentence]) -> [String] {
        var counts: [String: Int] = [:]
        for sentence in sentences {
            for word in sentence.words { counts[word, default: 0] += 1 }
        }
        return counts.filter { $0.value >= options.cachedWordMinCount }.map(\.key)
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Word forms frequent and unambiguous enough to tag without scoring.
    private func tagDictionary(_ sentences: [TaggedSentence]) -> (keys: [UInt64], tags: [UInt8]) {
        var counts: [UInt64: [Int]] = [:]
        for sentence in sentences {
            for (word, tag) in zip(sentence.words, sentence.tags) {
                counts[TaggerWordInfo(word: word, lexicon: .empty).exact, default: Array(repeating: 0, count: UPOS.count)][tag.index] += 1
            }
        }
        var chosen: [(UInt64, UInt8)] = []
        for (key, tagCounts) in counts {
            let total = tagCounts.reduce(0, +)
            guard total >= options.dictionaryMinCount, let top = tagCounts.max() else { continue }
            guard Double(top) / Double(total) >= options.dictionaryMinShare,
                  let tag = tagCounts.firstIndex(of: top) else { continue }
            chosen.append((key, UInt8(tag)))
        }
        chosen.sort { $0.0 < $1.0 }
        return (chosen.map(\.0), chosen.map(\.1))
    }
}
