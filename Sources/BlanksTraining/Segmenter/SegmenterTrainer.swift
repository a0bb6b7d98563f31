import BlanksText

/// Trains the segmenter's learned decision (`SegmenterModel`) on the sentence
/// boundaries of a treebank. Deterministic: the same paragraphs, unlabelled
/// text and options give a model that encodes to the same bytes.
///
/// The segmenter runs over each training paragraph with the rules proposing
/// candidates; at every candidate the rules are not certain of, the features
/// are recorded with the gold answer (is the next character a gold sentence
/// start?), and the gold answer is followed so later candidates see the gold
/// sentence starts. `options.members` averaged perceptrons (the tagger's
/// `PerceptronWeights`, with two classes) visit those examples in their own
/// seeded orders and are summed.
package struct SegmenterTrainer: Sendable {
    /// What one epoch achieved.
    package struct EpochReport: Sendable {
        package var epoch: Int
        /// Share of training candidates the members decided right during the epoch.
        package var trainAccuracy: Double
        /// Boundary scores of the model so far on the dev paragraphs, if any.
        package var dev: SentenceBoundaryEvaluation.Score?
        /// The model so far: built after every epoch when there are dev
        /// paragraphs, else only after the last.
        package var model: SegmenterModel?
    }

    package var options: SegmenterTrainingOptions

    package init(options: SegmenterTrainingOptions = SegmenterTrainingOptions()) {
        self.options = options
    }

    /// The Punkt-style statistics of `unlabelled` prose and the training paragraphs' text.
    package func wordStats(_ paragraphs: [SentenceBoundaryEvaluation.Paragraph], unlabelled: [String])
        -> SegmenterWordStats
    {
        var counter = SegmenterWordStatsCounter()
        for text in unlabelled { counter.add(text) }
        for paragraph in paragraphs { counter.add(paragraph.text) }
        return counter.stats(minimumCount: max(options.minimumWordCount, 1))
    }

    /// Trains on `paragraphs`. When `dev` is not empty the model is scored on it
    /// after every epoch (for choosing settings; it never changes the weights).
    package func train(
        _ paragraphs: [SentenceBoundaryEvaluation.Paragraph], unlabelled: [String] = [],
        dev: [SentenceBoundaryEvaluation.Paragraph] = [], report: (EpochReport) -> Void = { _ in }
    ) -> SegmenterModel {
        let tableBits = min(
            max(options.tableBits, SegmenterModel.tableBitsRange.lowerBound),
            SegmenterModel.tableBitsRange.upperBound)
        let margin = min(
            max(options.margin, SegmenterModel.marginRange.lowerBound), SegmenterModel.marginRange.upperBound)
        let stats = wordStats(paragraphs, unlabelled: unlabelled)
        var recorder = Recorder(mask: UInt64(1) << UInt64(tableBits) - 1, stats: stats)
        let segmenter = SentenceSegmenter(model: nil)
        for paragraph in paragraphs {
            recorder.goldStarts = Set(paragraph.sentenceStarts)
            let units = Array(paragraph.text.utf16)
            _ = units.withUnsafeBufferPointer { segmenter.sentences(in: $0, decider: &recorder) }
        }
        let examples = recorder.labels.count
        let memberCount = max(options.members, 1)
        let epochs = max(options.epochs, 1)
        var members = [PerceptronWeights](repeating: PerceptronWeights(classes: 2), count: memberCount)
        var shufflers = (0..<memberCount).map { PerceptronShuffler(seed: options.seed &+ UInt64($0)) }
        var orders = [[Int]](repeating: Array(0..<examples), count: memberCount)
        var scores = [Int32](repeating: 0, count: 2)
        var model = SegmenterModel(tableBits: tableBits, slots: [], slotWeights: [], stats: stats)
        recorder.features.withUnsafeBufferPointer { features in
            for epoch in 1...epochs {
                var seen = 0
                var right = 0
                for member in 0..<memberCount {
                    shufflers[member].shuffle(&orders[member])
                    for index in orders[member] {
                        let example = UnsafeBufferPointer(
                            rebasing: features[recorder.starts[index]..<recorder.starts[index + 1]])
                        let gold = recorder.labels[index] ? 1 : 0
                        members[member].tick()
                        let guess = members[member].best(example, scores: &scores)
                        seen += 1
                        if guess == gold {
                            right += 1
                        } else {
                            members[member].update(example, gold: gold, guess: guess)
                        }
                    }
                }
                let built = epoch == epochs || !dev.isEmpty
                if built { model = Self.model(members, tableBits: tableBits, margin: margin, stats: stats) }
                report(
                    EpochReport(
                        epoch: epoch, trainAccuracy: seen == 0 ? 1 : Double(right) / Double(seen),
                        dev: dev.isEmpty ? nil : Self.score(model, on: dev), model: built ? model : nil))
            }
        }
        return model
    }

    /// The summed averaged weights as a model: each row's boundary weight (the
    /// other class's is its negative, since every update moves both by one).
    private static func model(
        _ members: [PerceptronWeights], tableBits: Int, margin: Int32,
        stats: SegmenterWordStats
    ) -> SegmenterModel {
        let (keys, weights) = PerceptronWeights.quantizedSum(of: members)
        var slots: [Int] = []
        var slotWeights: [Int16] = []
        for (row, key) in keys.enumerated() where weights[row * 2 + 1] != 0 {
            slots.append(Int(key))
            slotWeights.append(weights[row * 2 + 1])
        }
        return SegmenterModel(
            tableBits: tableBits, margin: margin, slots: slots, slotWeights: slotWeights, stats: stats)
    }

    /// Boundary precision, recall and F1 of `model` on `paragraphs`.
    package static func score(_ model: SegmenterModel, on paragraphs: [SentenceBoundaryEvaluation.Paragraph])
        -> SentenceBoundaryEvaluation.Score
    {
        var evaluation = SentenceBoundaryEvaluation()
        let segmenter = SentenceSegmenter(model: model)
        for paragraph in paragraphs { evaluation.add(paragraph, segmenter: segmenter) }
        return evaluation.score
    }

    /// Records each candidate's feature slots and gold answer, and answers with the gold.
    private struct Recorder: BoundaryDecider, SegmenterFeatureSink {
        let mask: UInt64
        let stats: SegmenterWordStats
        let abbreviations = Abbreviations.standard
        var goldStarts: Set<Int> = []
        var features: [UInt64] = []
        var starts: [Int] = [0]
        var labels: [Bool] = []

        init(mask: UInt64, stats: SegmenterWordStats) {
            self.mask = mask
            self.stats = stats
        }

        mutating func add(_ feature: UInt64) { features.append(feature & mask) }

        /// Gold answers stand as they are: the aside rule is applied after the model, not learned.
        static var keepsAsides: Bool { false }

        mutating func decide(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision)
            -> Bool
        {
            let stats = self.stats
            let abbreviations = self.abbreviations
            SegmenterFeatures.extract(
                text, candidate, rule: rule, abbreviations: abbreviations, stats: stats, into: &self)
            starts.append(features.count)
            let gold = goldStarts.contains(candidate.next)
            labels.append(gold)
            return gold
        }
    }
}
