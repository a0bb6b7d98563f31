import Testing

@testable import BlanksText
@testable import BlanksTraining

/// Training the segmenter's boundary decision on a small hand-made treebank.
@Suite struct SegmenterTrainingTests {
    /// Paragraphs in which "Bldg." (unlisted) never ends a sentence, even
    /// before a capital, while ordinary words before a capital do.
    static let fixture: [SentenceBoundaryEvaluation.Paragraph] = (0..<12).map { k in
        SentenceBoundaryEvaluation.Paragraph(sentences: [
            "The office is in Bldg. North \(k) near the gate.",
            "Visitors sign in at the desk.",
            "Bldg. West \(k) holds the library.",
            "It opens at nine."
        ])
    }

    static func train(seed: UInt64 = SegmenterTrainingOptions().seed) -> SegmenterModel {
        var options = SegmenterTrainingOptions()
        options.epochs = 5
        options.members = 2
        options.tableBits = 12
        options.margin = 0
        options.seed = seed
        return SegmenterTrainer(options: options).train(
            fixture, unlabelled: ["A paragraph of unlabelled prose, e.g. this."])
    }

    @Test func trainingIsDeterministicToTheByte() {
        let first = Self.train().encoded()
        #expect(Self.train().encoded() == first)
        #expect(Self.train(seed: 99).tableBits == 12)
    }

    @Test func learnsWhatTheRulesGetWrong() {
        let text = "The office is in Bldg. North 3 near the gate. Visitors sign in at the desk."
        let rules = SentenceSegmenter(model: nil).sentences(in: text)
        #expect(rules.count == 3)  // the rules split after the unlisted "Bldg."
        let learned = SentenceSegmenter(model: Self.train()).sentences(in: text)
        #expect(learned.count == 2)
        let score = SegmenterTrainer.score(Self.train(), on: Self.fixture)
        #expect(score.precision == 1 && score.recall == 1)
    }

    @Test func reportsEveryEpochWithDevScores() {
        var options = SegmenterTrainingOptions()
        options.epochs = 3
        options.members = 1
        options.tableBits = 10
        var reports: [SegmenterTrainer.EpochReport] = []
        _ = SegmenterTrainer(options: options).train(Self.fixture, dev: Array(Self.fixture.prefix(2))) {
            reports.append($0)
        }
        #expect(reports.map(\.epoch) == [1, 2, 3])
        #expect(reports.allSatisfy { $0.dev != nil && $0.trainAccuracy > 0 })
    }

    @Test func wordStatisticsIncludeTheTrainingText() {
        let stats = SegmenterTrainer().wordStats(Self.fixture, unlabelled: [])
        let bldg = stats.value(SegmenterWordStats.key("Bldg"))
        #expect(SegmenterWordStats.periodClass(bldg) == 1 + 4 * 3 + 2)  // 24 times, always with a stop
    }
}
