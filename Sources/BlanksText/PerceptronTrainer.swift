/// Trains the greedy averaged-perceptron tagger. Deterministic: the same
/// sentences, clusters and options give a model that encodes to the same bytes.
///
/// `options.members` perceptrons are trained side by side, each visiting the
/// sentences in its own seeded order, and their averaged weights are summed
/// into one model: tagging still looks up the same features per token, and
/// the sum smooths out the order-dependence of any single run.
public struct PerceptronTrainer: Sendable {
    /// What one epoch achieved, reported as training goes.
    public struct EpochReport: Sendable {
        public var epoch: Int
        /// Share of non-dictionary training tokens the members predicted right during the epoch.
        public var trainAccuracy: Double
        /// Scores of the ensemble so far on the held-out sentences, if any.
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
        _ sentences: [TaggedSentence], clusters: TaggerWordClusters = .none, dev: [TaggedSentence] = [],
        report: (EpochReport) -> Void = { _ in }
    ) -> TaggerModel {
        let lexicon = Self.lexicon(sentences, clusters: clusters)
        let (dictionaryKeys, dictionaryTags) = tagDictionary(sentences)
        let dictionary = TaggerHashTable(keys: dictionaryKeys)
        let examples = sentences.map { sentence in
            (infos: Self.paddedInfos(sentence.words, lexicon: lexicon), gold: sentence.tags.map(\.index))
        }
        let memberCount = max(options.members, 1)
        var members = [PerceptronWeights](repeating: PerceptronWeights(), count: memberCount)
        var shufflers = (0..<memberCount).map { PerceptronShuffler(seed: options.seed &+ UInt64($0)) }
        var orders = [[Int]](repeating: Array(examples.indices), count: memberCount)
        var keys = [UInt64](repeating: 0, count: TaggerFeatures.maxCount)
        var scores = [Int32](repeating: 0, count: UPOS.count)
        var model = TaggerModel(lexicon: lexicon, dictionaryKeys: dictionaryKeys, dictionaryTags: dictionaryTags,
                                featureKeys: [], weights: [])
        for epoch in 1...max(options.epochs, 1) {
            var seen = 0, right = 0
            for member in 0..<memberCount {
                shufflers[member].shuffle(&orders[member])
                for index in orders[member] {
                    let example = examples[index]
                    var previous = TaggerFeatures.startTag, secondPrevious = TaggerFeatures.startTag
                    example.infos.withUnsafeBufferPointer { infos in
                        keys.withUnsafeMutableBufferPointer { keys in
                            for (i, gold) in example.gold.enumerated() {
                                let guess: Int
                                let entry = dictionary.row(infos[i + 2].exact)
                                if entry >= 0 {
                                    guess = Int(dictionaryTags[entry])
                                } else {
                                    let n = TaggerFeatures.extract(infos, index: i, previousTag: previous,
                                                                   secondPreviousTag: secondPrevious, into: keys.baseAddress!)
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
            let isLast = epoch == max(options.epochs, 1)
            if isLast || !dev.isEmpty {
                let (featureKeys, quantized) = PerceptronWeights.quantizedSum(of: members)
                model = TaggerModel(lexicon: lexicon, dictionaryKeys: dictionaryKeys, dictionaryTags: dictionaryTags,
                                    featureKeys: featureKeys, weights: quantized)
            }
            let devScore = dev.isEmpty ? nil : TaggerEvaluation(tagger: POSTagger(model: model), sentences: dev)
            report(EpochReport(epoch: epoch, trainAccuracy: seen == 0 ? 1 : Double(right) / Double(seen), dev: devScore))
        }
        return model
    }

    static func paddedInfos(_ words: [String], lexicon: TaggerLexicon) -> [TaggerWordInfo] {
        var infos = [TaggerWordInfo](repeating: .boundary, count: words.count + 4)
        for (i, word) in words.enumerated() { infos[i + 2] = TaggerWordInfo(word: word, lexicon: lexicon) }
        return infos
    }

    /// Frequency classes from the training words, clusters and capitalisation
    /// from `clusters`, keyed by the same lowercased-word hash the tagger computes.
    static func lexicon(_ sentences: [TaggedSentence], clusters: TaggerWordClusters) -> TaggerLexicon {
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
        let keys = entries.keys.sorted()
        return TaggerLexicon(keys: keys, entries: keys.compactMap { entries[$0] })
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
