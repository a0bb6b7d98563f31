import Foundation
import Testing

@testable import BlanksTagger
@testable import BlanksTraining

@Suite struct TaggerTrainingTests {
    @Test func learnsATinyHandMadeCorpus() {
        let tagger = POSTagger(model: TaggerFixtures.tinyModel())
        for sentence in TaggerFixtures.tinyCorpus {
            #expect(tagger.tag(sentence.words) == sentence.tags, "\(sentence.words)")
        }
        let score = TaggerEvaluation(tagger: tagger, sentences: TaggerFixtures.tinyCorpus)
        #expect(score.accuracy == 1)
        #expect(score.unseenTokens == 0)
    }

    @Test func generalisesFromSpellingToAnUnseenWord() {
        let tagger = POSTagger(model: TaggerFixtures.tinyModel())
        // "mouse" never occurred; its context is the one nouns had.
        let tags = tagger.tag(["the", "mouse", "sat", "on", "the", "mat", "."])
        #expect(tags[1] == .noun)
        #expect(!tagger.model.knows("mouse"))
        #expect(tagger.model.knows("CAT"))
    }

    @Test func trainingIsDeterministicToTheByte() throws {
        let first = try TaggerModelFile.encode(TaggerFixtures.tinyModel())
        let second = try TaggerModelFile.encode(TaggerFixtures.tinyModel())
        #expect(first == second)
        // A different seed visits sentences in another order.
        var options = TaggerTrainingOptions()
        options.epochs = 20
        options.seed = 7
        let other = try TaggerModelFile.encode(PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus))
        #expect(other != first)
    }

    @Test func reportsEveryEpochWithDevScores() {
        var options = TaggerTrainingOptions()
        options.epochs = 3
        options.passes = 1
        var epochs: [Int] = []
        _ = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus, dev: TaggerFixtures.tinyCorpus) {
            report in
            epochs.append(report.epoch)
            #expect(report.stage == .pass(0))
            #expect(report.dev?.tokens == TaggerFixtures.tinyCorpus.map(\.words.count).reduce(0, +))
        }
        #expect(epochs == [1, 2, 3])
    }

    @Test func laterPassesAreTrainedOnTagsFromPassesThatNeverSawTheSentence() {
        var options = TaggerTrainingOptions()
        options.epochs = 2
        options.folds = 3
        for passes in [2, 3] {
            options.passes = passes
            var stages: [PerceptronTrainer.EpochReport.Stage] = []
            let model = PerceptronTrainer(options: options).train(
                TaggerFixtures.tinyCorpus, dev: TaggerFixtures.tinyCorpus
            ) { report in
                stages.append(report.stage)
                // Only the whole model is scored: its first passes alone are not the tagger.
                #expect((report.dev != nil) == (report.stage == .pass(passes - 1)))
            }
            var expected: [PerceptronTrainer.EpochReport.Stage] = []
            for pass in 0..<passes {
                expected += [.pass(pass), .pass(pass)]
                if pass < passes - 1 {
                    for fold in 0..<3 { expected += [.fold(pass: pass, fold: fold), .fold(pass: pass, fold: fold)] }
                }
            }
            #expect(stages == expected)
            #expect(model.passCount == passes)
        }
        options.passes = 1
        #expect(PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus).passCount == 1)
    }

    @Test func passesRunInAlternatingDirections() {
        #expect(!TaggerModel.runsBackwards(pass: 0, of: 1))
        #expect([0, 1].map { TaggerModel.runsBackwards(pass: $0, of: 2) } == [true, false])
        #expect([0, 1, 2].map { TaggerModel.runsBackwards(pass: $0, of: 3) } == [true, false, true])
    }

    @Test func everyPassCountLearnsTheTinyCorpus() {
        for passes in [1, 2, 3] {
            var options = TaggerTrainingOptions()
            options.epochs = 20
            options.passes = passes
            let tagger = POSTagger(model: PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus))
            #expect(tagger.model.passCount == passes)
            for sentence in TaggerFixtures.tinyCorpus {
                #expect(tagger.tag(sentence.words) == sentence.tags, "\(passes) passes: \(sentence.words)")
            }
        }
    }

    @Test func frequentUnambiguousWordsGoToTheTagDictionary() {
        let repeated = Array(repeating: TaggerFixtures.sentence("the/DET cat/NOUN sat/VERB ./PUNCT"), count: 60)
        let model = PerceptronTrainer().train(repeated)
        #expect(model.dictionaryCount == 4)
        #expect(POSTagger(model: model).tag(["the", "cat", "sat", "."]) == [.det, .noun, .verb, .punct])
    }

    @Test func ensembleMembersAreSummedIntoOneModel() throws {
        var options = TaggerTrainingOptions()
        options.epochs = 20
        options.members = 1
        let one = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
        options.members = 3
        let three = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
        let again = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
        #expect(try TaggerModelFile.encode(three) == TaggerModelFile.encode(again))
        #expect(three != one)
        for sentence in TaggerFixtures.tinyCorpus {
            #expect(POSTagger(model: three).tag(sentence.words) == sentence.tags, "\(sentence.words)")
        }
    }

    @Test func shufflerIsSeededAndKeepsEveryItem() {
        var a = PerceptronShuffler(seed: 42)
        var b = PerceptronShuffler(seed: 42)
        var first = Array(0..<100)
        var second = Array(0..<100)
        a.shuffle(&first)
        b.shuffle(&second)
        #expect(first == second)
        #expect(first != Array(0..<100))
        #expect(first.sorted() == Array(0..<100))
        var c = PerceptronShuffler(seed: 1)
        for bound in [1, 2, 7, 1000] { #expect((0..<bound).contains(c.below(bound))) }
    }

    @Test func clustersPutInterchangeableWordsTogether() {
        var text: [[String]] = []
        for animal in ["cat", "dog", "cow", "hen"] {
            for verb in ["runs", "eats", "sleeps", "sits"] {
                for determiner in ["the", "a", "one"] { text.append([determiner, animal, verb, "."]) }
            }
        }
        var clusterer = TaggerWordClusterer()
        clusterer.fineClasses = 6
        clusterer.coarseClasses = 3
        clusterer.minCount = 1
        let clusters = clusterer.cluster(text)
        #expect(clusters == clusterer.cluster(text))
        func fine(_ word: String) -> UInt16? { clusters.words.firstIndex(of: word).map { clusters.fine[$0] } }
        #expect(fine("cat") == fine("dog"))
        #expect(fine("runs") == fine("eats"))
        #expect(fine("cat") != fine("runs"))
        #expect(clusters.words == clusters.words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
