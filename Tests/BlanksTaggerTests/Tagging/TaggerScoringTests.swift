import Foundation
import Testing

@testable import BlanksTagger
@testable import BlanksTraining

/// The tagger's fast paths (static scores shared by both passes, cached word
/// forms, tag tables summed at load) must give exactly the tags of the plain
/// definition: every feature looked up one by one.
@Suite struct TaggerScoringTests {
    /// Tags `words` the slow way: no cached forms, no tag tables, no sharing.
    static func referenceTags(_ model: TaggerModel, _ words: [String]) -> [UPOS] {
        let count = words.count
        let infos = TaggerModel.paddedInfos(words, lexicon: model.lexicon)
        var keys = [UInt64](repeating: 0, count: TaggerFeatures.maxCount)
        var rows = [Int](repeating: 0, count: TaggerFeatures.maxCount)
        func run(pass: Int, backwards: Bool, lookahead: [Int]?) -> [Int] {
            var tags = [Int](repeating: TaggerFeatures.endTag, count: count + 4)
            var previous = TaggerFeatures.startTag
            var secondPrevious = TaggerFeatures.startTag
            for step in 0..<count {
                let i = backwards ? count - 1 - step : step
                let tag: Int
                if let k = model.dictionaryKeys.firstIndex(of: infos[i + 2].exact) {
                    tag = Int(model.dictionaryTags[k])
                } else {
                    tag = infos.withUnsafeBufferPointer { infos in
                        keys.withUnsafeMutableBufferPointer { keys in
                            rows.withUnsafeMutableBufferPointer { rows in
                                (lookahead ?? []).withUnsafeBufferPointer { look in
                                    var n = TaggerFeatures.staticFeatures(infos, index: i, into: keys.baseAddress!)
                                    n += TaggerFeatures.historyFeatures(
                                        infos, index: i, previousTag: previous, secondPreviousTag: secondPrevious,
                                        lookahead: lookahead == nil ? nil : look.baseAddress,
                                        direction: backwards ? -1 : 1,
                                        into: keys.baseAddress! + n)
                                    return model.weights.withScorer { scorer in
                                        scorer.rows(of: keys.baseAddress!, count: n, into: rows.baseAddress!)
                                        var scores = TagScores.zero
                                        scorer.add(rows: rows.baseAddress!, count: n, pass: pass, to: &scores)
                                        return scores.best
                                    }
                                }
                            }
                        }
                    }
                }
                tags[i + 2] = tag
                secondPrevious = previous
                previous = tag
            }
            return tags
        }
        var tags = run(pass: 0, backwards: TaggerModel.runsBackwards(pass: 0, of: model.passCount), lookahead: nil)
        for pass in 1..<model.passCount {
            tags = run(
                pass: pass, backwards: TaggerModel.runsBackwards(pass: pass, of: model.passCount), lookahead: tags)
        }
        return tags[2..<(count + 2)].map { UPOS(index: $0) ?? .x }
    }

    static func devSample() throws -> [[String]] {
        let dev = try CoNLLUReader.read(
            contentsOf: TaggerFixtures.dataDirectory.appendingPathComponent("en_ewt-ud-dev.conllu.gz"))
        return dev.prefix(250).map(\.words) + [
            ["Ébène", "et", "ÉTÉ", "café", "—", "naïve", "résumé", "."],
            ["東京", "は", "大きい", "。"],
            [String(repeating: "x", count: 10_000)],
            ["a"]
        ]
    }

    @Test func theShippedModelTagsExactlyAsThePlainDefinition() throws {
        let tagger = try POSTagger.bundled()
        #expect(tagger.model.cache.words.count > 1000, "frequent forms are cached")
        for words in try Self.devSample() {
            #expect(tagger.tag(words) == Self.referenceTags(tagger.model, words), "\(words.prefix(8))")
        }
    }

    @Test func cachedFormsChangeNoTag() throws {
        let model = try POSTagger.bundled().model
        let uncached = TaggerModel(
            lexicon: model.lexicon, dictionaryKeys: Array(model.dictionaryKeys),
            dictionaryTags: Array(model.dictionaryTags), weights: model.weights, cachedWords: [])
        #expect(uncached.cache.words.isEmpty)
        for words in try Self.devSample() {
            #expect(POSTagger(model: uncached).tag(words) == POSTagger(model: model).tag(words), "\(words.prefix(8))")
        }
    }

    @Test func oneTwoAndThreePassTinyModelsMatchThePlainDefinition() {
        for passes in [1, 2, 3] {
            var options = TaggerTrainingOptions()
            options.passes = passes
            options.cachedWordMinCount = 1
            let model = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
            #expect(!model.cache.words.isEmpty)
            for words in TaggerModelFileTests.sample + TaggerFixtures.tinyCorpus.map(\.words) {
                #expect(
                    POSTagger(model: model).tag(words) == Self.referenceTags(model, words), "\(passes) passes: \(words)"
                )
            }
        }
    }

    @Test func smallWeightsArePrunedAndOnlyThose() {
        var options = TaggerTrainingOptions()
        options.epochs = 20
        options.minimumWeight = 1
        let everyRow = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
        options.minimumWeight = 8_000
        let pruned = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
        #expect(pruned.featureCount < everyRow.featureCount)
        #expect(pruned.featureCount > 0)
        // Every kept row has a weight at or above the threshold in some pass.
        let width = pruned.passCount * UPOS.count
        for row in 0..<pruned.featureCount {
            let weights = pruned.weights.storage[(row * width)..<((row + 1) * width)]
            #expect(weights.contains { $0.magnitude >= 8_000 })
        }
    }

    @Test func shapesFollowTheDocumentedClassesOnBothPaths() {
        func shape(_ symbols: String) -> UInt64 {
            var hash = TaggerHash.fnvOffset
            for byte in symbols.utf8 { hash = TaggerHash.step(hash, byte) }
            return TaggerHash.mix(hash ^ 0x73)
        }
        let ascii = TaggerWordInfo(word: "McDonald's", lexicon: .empty)
        #expect(ascii.shape == shape("XxXxx'x"))
        #expect(
            ascii.flags.contains(.initialUpper) && ascii.flags.contains(.apostrophe) && !ascii.flags.contains(.nonASCII)
        )
        let accented = TaggerWordInfo(word: "Éclair’s", lexicon: .empty)
        #expect(accented.shape == shape("Xxx*x"))
        #expect(accented.flags.contains(.apostrophe) && accented.flags.contains(.nonASCII))
        let capitals = TaggerWordInfo(word: "ÉTÉ", lexicon: .empty)
        #expect(capitals.shape == shape("XX"))
        #expect(capitals.flags.contains(.allUpper))
        #expect(TaggerWordInfo(word: "3-4", lexicon: .empty).shape == shape("d-d"))
    }

    /// A lexicon lookup hashes only the lowercased word, and finds what the
    /// full word info finds, for ASCII words, accented and cased ones, and
    /// forms the shipped word list holds or lacks.
    @Test func theLexiconFactsAreThoseOfTheFullWordInfo() throws {
        let model = try POSTagger.bundled().model
        for word in [
            "the", "The", "THE", "river", "Rivers", "café", "Éclair", "naïve", "straße", "İstanbul", "Ωmega",
            "of", "e-mail", "don't", "zzyzx", "", "3rd", "Σίσυφος"
        ] {
            let info = TaggerWordInfo(word: word, lexicon: model.lexicon)
            #expect(TaggerWordInfo.lowerHash(word) == info.lower, "\(word)")
            let facts = model.lexiconFacts(word)
            #expect(
                facts.classes == TaggerWordClasses(rawValue: info.entry.wordClasses)
                    && facts.seenInTraining == (info.entry.frequencyClass > 0), "\(word)")
        }
        #expect(model.lexiconFacts("the").seenInTraining && !model.lexiconFacts("zzyzx").seenInTraining)
    }

    /// The entries tagging hands on are the lexicon facts of each word
    /// lowercased, for words the model caches (frequent forms), words it
    /// hashes afresh, cased, accented and unknown ones: the blank rules read
    /// them instead of looking the candidate up again.
    @Test func taggingHandsOnTheLexiconFactsOfEachWordLowercased() throws {
        let tagger = try POSTagger.bundled()
        let words = [
            "The", "river", "RIVERS", "of", "Éclair", "naïve", "İstanbul", "\u{212A}m", "zzyzx", "kestrels", "3rd",
            "don't", "e-mail", "Σίσυφος", "."
        ]
        let (tags, margins, lexicon) = tagger.tagWithMarginsAndLexicon(words)
        #expect((tags, margins) == tagger.tagWithMargins(words))
        #expect(lexicon.count == words.count)
        var listed = 0
        for (word, entry) in zip(words, lexicon) {
            let (classes, seen) = TaggerModel.lexiconFacts(of: entry)
            let facts = tagger.model.lexiconFacts(word.lowercased())
            #expect(classes == facts.classes && seen == facts.seenInTraining, "\(word)")
            if entry != .unknown { listed += 1 }
        }
        #expect(listed >= 5, "the sentence holds words the lexicon lists")
        #expect(tagger.tagWithMarginsAndLexicon([]).lexicon.isEmpty)
    }

    /// Lowercasing a word twice changes nothing more, scalar by scalar over
    /// all of Unicode: so the entry of a word's lowercase, which tagging
    /// reads, is the entry of its lowercase lowercased, which `lexiconFacts` reads.
    @Test func lowercasingTwiceIsLowercasingOnce() {
        var changed: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let once = String(scalar).lowercased()
            if !once.utf8.elementsEqual(once.lowercased().utf8) { changed.append(value) }
        }
        #expect(changed.isEmpty, "\(changed)")
    }
}
