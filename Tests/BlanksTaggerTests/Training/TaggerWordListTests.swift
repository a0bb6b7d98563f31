import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksTagger
@testable import BlanksTraining

@Suite struct TaggerWordListTests {
    @Test func readsPartsOfSpeechAndCasePerLine() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("words.tsv")
        try Data("runs\tnv\tl\nparis\tn\tc\nnasa\t-\tu\nzyx\t-\t-\n\n".utf8).write(to: file)
        let list = try TaggerWordList.read(contentsOf: file)
        #expect(list.words == ["nasa", "paris", "runs", "zyx"])
        let classes = list.classes.map(TaggerWordList.Classes.init(rawValue:))
        #expect(
            classes == [
                [.otherCase, .listed], [.noun, .capitalised, .listed],
                [.noun, .verb, .lowercase, .listed], [.listed]
            ])
        #expect(classes[2].partsOfSpeech == [.noun, .verb])
    }

    @Test func refusesMalformedFilesNamingTheLine() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, Int)] = [
            ("good\tn\tl\nbad line\n", 2),  // not three fields
            ("good\tn\tl\nodd\tnx\tl\n", 2),  // "x" is not a part of speech
            ("odd\tn\tlz\n", 1),  // "z" is not a case
            ("odd\t\tl\n", 1),  // empty field
            ("\tn\tl\n", 1)  // no word
        ]
        for (text, line) in cases {
            let file = directory.appendingPathComponent("bad.tsv")
            try Data(text.utf8).write(to: file)
            do {
                _ = try TaggerWordList.read(contentsOf: file)
                Issue.record("accepted \(text.debugDescription)")
            } catch {
                guard case .badLine(let name, let number, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(name == file.path)
                #expect(number == line, "\(text.debugDescription)")
            }
        }
        let empty = directory.appendingPathComponent("empty.tsv")
        try Data("\n".utf8).write(to: empty)
        #expect(throws: TaggerInputError.empty(file: empty.path)) { try TaggerWordList.read(contentsOf: empty) }
        let corrupt = directory.appendingPathComponent("bad.tsv.gz")
        try Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xde, 0xad]).write(to: corrupt)
        #expect(throws: TaggerInputError.notGzip(file: corrupt.path)) { try TaggerWordList.read(contentsOf: corrupt) }
        let missing = directory.appendingPathComponent("missing.tsv")
        #expect(throws: TaggerInputError.self) { try TaggerWordList.read(contentsOf: missing) }
    }

    @Test func theShippedWordListKnowsNamesNounsAndAdjectives() throws {
        let list = try TaggerWordList.read(
            contentsOf: TaggerFixtures.dataDirectory.appendingPathComponent("english-lexicon.tsv.gz"))
        #expect(list.words.count > 250_000)
        func classes(_ word: String) -> TaggerWordList.Classes? {
            list.words.firstIndex(of: word).map { TaggerWordList.Classes(rawValue: list.classes[$0]) }
        }
        #expect(classes("badgers")?.contains(.noun) == true, "an inflection finds its WordNet lemma")
        #expect(classes("dodgy")?.partsOfSpeech == [.adjective])
        #expect(classes("woodrow")?.contains(.capitalised) == true)
        #expect(classes("woodrow")?.contains(.lowercase) == false)
        #expect(classes("xqzvw") == nil)
    }

    @Test func trainingStoresEachListedWordsClassesInTheModel() throws {
        let list = TaggerWordList(
            words: ["mat", "zebra", "Quickly"], classes: [[.noun, .lowercase], [.noun], [.adverb]])
        var options = TaggerTrainingOptions()
        options.epochs = 3
        let model = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus, wordList: list)
        func entry(_ word: String) -> TaggerLexicon.Entry {
            TaggerWordInfo(word: word, lexicon: model.lexicon).entry
        }
        #expect(entry("mat").wordClasses == TaggerWordList.Classes([.noun, .lowercase, .listed]).rawValue)
        #expect(entry("mat").frequencyClass > 0, "a training word keeps its frequency")
        #expect(entry("zebra").wordClasses == TaggerWordList.Classes([.noun, .listed]).rawValue)
        #expect(entry("zebra").frequencyClass == 0, "a listed word is still unseen in training")
        #expect(entry("quickly").wordClasses != 0, "listed words are matched lowercased")
        #expect(entry("cat").wordClasses == 0)
        #expect(!model.knows("zebra"))
        let loaded = try TaggerModelFile.decode(TaggerModelFile.encode(model))
        #expect(loaded == model)
    }
}

@Suite struct TaggerWordClassTableTests {
    @Test func findsEveryKeyAndNothingElse() {
        let hashes: [UInt64] = (1...5_000).map { TaggerHash.string("word\($0)") }
        var byKey: [UInt32: UInt8] = [:]
        for (i, hash) in hashes.enumerated() { byKey[TaggerWordClassTable.key(hash), default: 0] |= UInt8(1 + i % 200) }
        let keys = byKey.keys.sorted()
        let table = TaggerWordClassTable(keys: keys, classes: keys.map { byKey[$0]! })
        for hash in hashes { #expect(table.classes(hash) == byKey[TaggerWordClassTable.key(hash)]) }
        for i in 1...5_000 {
            let other = TaggerHash.string("other\(i)")
            if byKey[TaggerWordClassTable.key(other)] == nil { #expect(table.classes(other) == 0) }
        }
        #expect(TaggerWordClassTable.empty.classes(hashes[0]) == 0)
    }

    @Test func aKeyOfZeroIsStoredAsOne() {
        #expect(TaggerWordClassTable.key(0x0000_0000_1234_5678) == 1)
        #expect(TaggerWordClassTable.key(0xabcd_ef01_0000_0000) == 0xabcd_ef01)
    }
}
