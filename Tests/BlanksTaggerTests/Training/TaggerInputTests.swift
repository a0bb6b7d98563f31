import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksTagger
@testable import BlanksTraining

@Suite struct TaggerInputTests {
    @Test func conlluSkipsMultiwordTokensAndEmptyNodes() throws {
        let text = """
            # sent_id = 1
            # text = I don't know.
            1\tI\tI\tPRON\tPRP\t_\t4\tnsubj\t_\t_
            2-3\tdon't\t_\t_\t_\t_\t_\t_\t_\t_
            2\tdo\tdo\tAUX\tVBP\t_\t4\taux\t_\t_
            3\tn't\tnot\tPART\tRB\t_\t4\tadvmod\t_\t_
            3.1\tgone\tgo\tVERB\tVBN\t_\t_\t_\t_\t_
            4\tknow\tknow\tVERB\tVB\t_\t0\troot\t_\t_
            5\t.\t.\tPUNCT\t.\t_\t4\tpunct\t_\t_

            1\tHi\thi\tINTJ\tUH\t_\t0\troot\t_\t_

            """
        let sentences = try CoNLLUReader.parse(text)
        #expect(sentences.count == 2)
        #expect(sentences[0].words == ["I", "do", "n't", "know", "."])
        #expect(sentences[0].tags == [.pron, .aux, .part, .verb, .punct])
        #expect(sentences[1].tags == [.intj])
    }

    @Test func conlluRejectsBadLinesWithTheirNumber() {
        #expect(throws: TaggerInputError.badLine(file: "f", line: 2, reason: "\"NOPE\" is not a UPOS tag")) {
            try CoNLLUReader.parse("1\ta\ta\tDET\t_\t_\t_\t_\t_\t_\n2\tb\tb\tNOPE\t_\t_\t_\t_\t_\t_\n", file: "f")
        }
        #expect(throws: TaggerInputError.self) { try CoNLLUReader.parse("just words\n", file: "f") }
        #expect(throws: TaggerInputError.self) { try CoNLLUReader.parse("x\ta\ta\tDET\n", file: "f") }
    }

    @Test func readsTheGzipTreebankAndRefusesACorruptOne() throws {
        let dev = try CoNLLUReader.read(
            contentsOf: TaggerFixtures.dataDirectory.appendingPathComponent("en_ewt-ud-dev.conllu.gz"))
        #expect(dev.count == 2001)
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let corrupt = directory.appendingPathComponent("bad.conllu.gz")
        try Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xde, 0xad, 0xbe, 0xef]).write(to: corrupt)
        #expect(throws: TaggerInputError.notGzip(file: corrupt.path)) { try CoNLLUReader.read(contentsOf: corrupt) }
        let empty = directory.appendingPathComponent("empty.conllu")
        try Data("# only a comment\n".utf8).write(to: empty)
        #expect(throws: TaggerInputError.empty(file: empty.path)) { try CoNLLUReader.read(contentsOf: empty) }
        #expect(throws: TaggerInputError.self) {
            try CoNLLUReader.read(contentsOf: directory.appendingPathComponent("missing.conllu"))
        }
    }

    @Test func unlabelledTextIsReadAsOneSentencePerLine() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("text.txt")
        try Data("The cat  sat .\n\n\tA dog ran\n".utf8).write(to: file)
        #expect(
            try TaggerWordClusterer.readSentences(contentsOf: file) == [["The", "cat", "sat", "."], ["A", "dog", "ran"]]
        )
    }

    @Test func clusteringInputIsTheTreebankThenEachUnlabelledFile() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("text.txt")
        try Data("the cat sat\nthe dog sat\nthe cat ran\n".utf8).write(to: file)
        let training = [TaggedSentence(words: ["The", "cat"], tags: [.det, .noun])]
        var clusterer = TaggerWordClusterer()
        clusterer.fineClasses = 2
        clusterer.coarseClasses = 1
        clusterer.minCount = 1
        let clustered = try clusterer.cluster(training: training, unlabelled: [file])
        #expect(clustered.sentences == 4)
        #expect(clustered.clusters.words.count > 0)
        let missing = directory.appendingPathComponent("missing.txt")
        #expect(throws: TaggerInputError.self) {
            try clusterer.cluster(training: training, unlabelled: [file, missing])
        }
    }
}
