import BlanksTagger

/// Trains the averaged-perceptron tagger. Deterministic: the same sentences,
/// clusters and options give a model that encodes to the same bytes.
///
/// `options.members` perceptrons are trained side by side, each visiting the
/// sentences in its own seeded order, and their averaged weights are summed
/// into one model: tagging still looks up the same features per token, and
/// the sum smooths out the order-dependence of any single run.
///
/// With `options.passes` above 1, each further pass is trained on top of the
/// ones before. It reads the previous pass's tags of the words ahead of it,
/// and those tags must carry that pass's real mistakes, not the near-perfect
/// tags it gives the sentences it was trained on: so the training sentences
/// are split into `options.folds` folds and each fold is tagged by passes
/// trained on the others (jackknifing).
package struct PerceptronTrainer: Sendable {
    /// What one epoch achieved, reported as training goes.
    package struct EpochReport: Sendable {
        /// What was being trained.
        package enum Stage: Sendable, Equatable {
            /// Pass `k` (0-based) of the model, on all training sentences.
            case pass(Int)
            /// Pass `pass` trained without fold `fold` (0-based), to tag it.
            case fold(pass: Int, fold: Int)
        }
        package var stage: Stage
        package var epoch: Int
        /// Share of non-dictionary training tokens the members predicted right during the epoch.
        package var trainAccuracy: Double
        /// Scores of the model so far on the held-out sentences, if any: only
        /// for the last pass, since the earlier ones alone are not the model.
        package var dev: TaggerEvaluation?
    }

    package var options: TaggerTrainingOptions

    package init(options: TaggerTrainingOptions = TaggerTrainingOptions()) {
        self.options = options
    }

    /// Trains on `sentences`. When `dev` is not empty the averaged model is
    /// scored on it after every epoch of the last pass (for choosing
    /// settings; it never changes the weights).
    package func train(
        _ sentences: [TaggedSentence], clusters: TaggerWordClusters = .none, wordList: TaggerWordList = .none,
        dev: [TaggedSentence] = [], report: (EpochReport) -> Void = { _ in }
    ) -> TaggerModel {
        let lexicon = Self.lexicon(sentences, clusters: clusters, wordList: wordList)
        let dictionary = tagDictionary(sentences)
        let cachedWords = cachedWords(sentences)
        func model(_ passes: [(keys: [UInt64], weights: [Int16])]) -> TaggerModel {
            TaggerModel(
                lexicon: lexicon, dictionaryKeys: dictionary.keys, dictionaryTags: dictionary.tags,
                weights: TaggerWeightTable(passes: passes), cachedWords: cachedWords)
        }
        let passCount = min(max(options.passes, 1), TaggerModel.maxPasses)
        var passes: [(keys: [UInt64], weights: [Int16])] = []
        var lookahead: [[Int]]? = nil
        var folds = FoldModels(
            sentences, folds: max(options.folds, 2), trainer: self, clusters: clusters, wordList: wordList)
        for pass in 0..<passCount {
            let last = pass == passCount - 1
            let weights = trainPass(
                sentences, lexicon: lexicon, dictionary: dictionary,
                backwards: TaggerModel.runsBackwards(pass: pass, of: passCount), lookahead: lookahead,
                scoreEveryEpoch: last && !dev.isEmpty
            ) { epoch, accuracy, weights in
                report(
                    EpochReport(
                        stage: .pass(pass), epoch: epoch, trainAccuracy: accuracy,
                        dev: last ? Self.score(model(passes + [weights]), on: dev) : nil))
            }
            passes.append(weights)
            if !last { lookahead = folds.addPass(lookahead: lookahead, of: passCount, report: report) }
        }
        return model(passes)
    }

    private static func score(_ model: TaggerModel, on dev: [TaggedSentence]) -> TaggerEvaluation? {
        dev.isEmpty ? nil : TaggerEvaluation(tagger: POSTagger(model: model), sentences: dev)
    }

    /// The passes trained without each fold, which tag the fold they never saw.
    /// Sentence i belongs to fold i mod `folds`; each fold's passes have their
    /// own lexicon and tag dictionary, built from the other folds when the
    /// first pass is added (a one-pass model never needs them).
    private struct FoldModels {
        let sentences: [TaggedSentence]
        let trainer: PerceptronTrainer
        let clusters: TaggerWordClusters
        let wordList: TaggerWordList
        /// Per fold: the indices of the other folds' sentences, their lexicon,
        /// tag dictionary and the passes trained so far.
        let rest: [[Int]]
        var lexicons: [TaggerLexicon] = []
        var dictionaries: [(keys: [UInt64], tags: [UInt8])] = []
        var passes: [[(keys: [UInt64], weights: [Int16])]]

        init(
            _ sentences: [TaggedSentence], folds: Int, trainer: PerceptronTrainer,
            clusters: TaggerWordClusters, wordList: TaggerWordList
        ) {
            self.sentences = sentences
            self.trainer = trainer
            self.clusters = clusters
            self.wordList = wordList
            rest = (0..<folds).map { fold in sentences.indices.filter { $0 % folds != fold } }
            passes = Array(repeating: [], count: folds)
        }

        /// Trains the next pass of every fold (reading `lookahead`, the
        /// previous level's out-of-fold tags, for the other folds' sentences)
        /// and returns every sentence's tags from the passes that never saw it,
        /// padded like `TaggerModel.paddedInfos`.
        mutating func addPass(lookahead: [[Int]]?, of passCount: Int, report: (EpochReport) -> Void) -> [[Int]] {
            let folds = rest.count
            let pass = passes[0].count
            if lexicons.isEmpty {
                for indices in rest {
                    let others = indices.map { self.sentences[$0] }
                    lexicons.append(PerceptronTrainer.lexicon(others, clusters: clusters, wordList: wordList))
                    dictionaries.append(trainer.tagDictionary(others))
                }
            }
            var tags = [[Int]](repeating: [], count: sentences.count)
            for fold in 0..<folds {
                let weights = trainer.trainPass(
                    rest[fold].map { sentences[$0] }, lexicon: lexicons[fold], dictionary: dictionaries[fold],
                    backwards: TaggerModel.runsBackwards(pass: pass, of: passCount),
                    lookahead: lookahead.map { all in rest[fold].map { all[$0] } }, scoreEveryEpoch: false
                ) { epoch, accuracy, _ in
                    report(
                        EpochReport(
                            stage: .fold(pass: pass, fold: fold), epoch: epoch, trainAccuracy: accuracy, dev: nil))
                }
                passes[fold].append(weights)
                let model = TaggerModel(
                    lexicon: lexicons[fold], dictionaryKeys: dictionaries[fold].keys,
                    dictionaryTags: dictionaries[fold].tags,
                    weights: TaggerWeightTable(passes: passes[fold]))
                for index in stride(from: fold, to: sentences.count, by: folds) {
                    tags[index] = model.paddedTags(sentences[index].words, asPassesOf: passCount)
                }
            }
            return tags
        }
    }

    /// Trains one pass for `options.epochs` epochs, right to left when
    /// `backwards`. `onEpoch` gets the epoch, the members' accuracy on the
    /// tokens they scored during it, and the quantised weights so far (built
    /// every epoch when `scoreEveryEpoch`, else empty until the last).
    func trainPass(
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
            var seen = 0
            var right = 0
            for member in 0..<memberCount {
                shufflers[member].shuffle(&orders[member])
                for index in orders[member] {
                    let example = examples[index]
                    var previous = TaggerFeatures.startTag
                    var secondPrevious = TaggerFeatures.startTag
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
                                        n += TaggerFeatures.historyFeatures(
                                            infos, index: i, previousTag: previous,
                                            secondPreviousTag: secondPrevious,
                                            lookahead: lookahead, direction: backwards ? -1 : 1,
                                            into: base + n)
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
    static func lexicon(
        _ sentences: [TaggedSentence], clusters: TaggerWordClusters,
        wordList: TaggerWordList = .none
    ) -> TaggerLexicon {
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
        return TaggerLexicon(
            keys: keys, entries: keys.compactMap { entries[$0] },
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
    func tagDictionary(_ sentences: [TaggedSentence]) -> (keys: [UInt64], tags: [UInt8]) {
        var counts: [UInt64: [Int]] = [:]
        for sentence in sentences {
            for (word, tag) in zip(sentence.words, sentence.tags) {
                counts[
                    TaggerWordInfo(word: word, lexicon: .empty).exact, default: Array(repeating: 0, count: UPOS.count)][
                        tag.index] += 1
            }
        }
        var chosen: [(UInt64, UInt8)] = []
        for (key, tagCounts) in counts {
            let total = tagCounts.reduce(0, +)
            guard total >= options.dictionaryMinCount, let top = tagCounts.max() else { continue }
            guard Double(top) / Double(total) >= options.dictionaryMinShare,
                let tag = tagCounts.firstIndex(of: top)
            else { continue }
            chosen.append((key, UInt8(tag)))
        }
        chosen.sort { $0.0 < $1.0 }
        return (chosen.map(\.0), chosen.map(\.1))
    }
}
