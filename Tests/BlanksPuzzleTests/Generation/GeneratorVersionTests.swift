import BlanksSlots
import BlanksTestSupport
import BlanksText
import Foundation
import Testing

@testable import BlanksPuzzle
@testable import BlanksSupport
@testable import BlanksTagger

@Suite struct GeneratorVersionTests {
    @Test func theVersionIsTheRulesNumberAndTheModelFingerprints() throws {
        let tagger = try POSTagger.bundled()
        let scorer = try SlotScorer.bundled()
        let version = GeneratorVersion.string(tagger: tagger, scorer: scorer)
        #expect(version == "\(GeneratorVersion.rules).\(tagger.fingerprint).\(scorer.fingerprint)")
        for fingerprint in [tagger.fingerprint, scorer.fingerprint] {
            #expect(fingerprint.count == 8)
            #expect(fingerprint.allSatisfy { $0.isHexDigit })
        }
        #expect(!version.contains(ToolInfo.version))
        // A retrained scorer (here: the same counts never written to a file) gives another version.
        #expect(GeneratorVersion.string(tagger: tagger, scorer: SlotScorer(model: scorer.model)) != version)
    }

    /// The segmenter's model is compiled in, so it is not part of the version
    /// string: a retrained one is a change to the rules. This pin makes a
    /// retrain that forgets to raise `GeneratorVersion.rules` fail here.
    @Test func aRetrainedSegmenterRaisesTheRulesNumber() throws {
        let segmenter = try SegmenterModel.shipped.get()
        #expect(
            segmenter.fingerprint == "04040efe" && GeneratorVersion.rules == 16,
            "the segmenter model changed: raise GeneratorVersion.rules, then pin the new fingerprint and rules number here"
        )
    }

    /// The synonym table is not part of the version string either: a rebuilt
    /// one may judge other answers synonyms, a change to the rules.
    @Test func aRebuiltSynonymTableRaisesTheRulesNumber() throws {
        #expect(
            try SynonymTable.bundled().fingerprint == "723b8b2f" && GeneratorVersion.rules == 16,
            "the synonym table changed: raise GeneratorVersion.rules, then pin the new fingerprint and rules number here"
        )
    }

    @Test func theSameModelBytesGiveTheSameFingerprint() throws {
        let folder = try TemporaryDirectory("generator-version")
        defer { folder.remove() }
        let bundledURL = try #require(POSTagger.bundledModelURL)
        let bytes = try Data(contentsOf: bundledURL)
        let copy = folder.url.appendingPathComponent("copy.model")
        try bytes.write(to: copy)
        let bundled = try POSTagger.bundled()
        let copied = try POSTagger(contentsOf: copy)
        #expect(copied.fingerprint == bundled.fingerprint)

        // Re-encoding the loaded model reproduces the file, and so the fingerprint.
        let rewritten = folder.url.appendingPathComponent("rewritten.model")
        try TaggerModelFile.write(bundled.model, to: rewritten)
        #expect(try Data(contentsOf: rewritten) == bytes)
        #expect(try POSTagger(contentsOf: rewritten).fingerprint == bundled.fingerprint)
        let retrained = POSTagger(model: bundled.model)
        #expect(retrained.fingerprint != bundled.fingerprint)
    }

    @Test func idsFollowTheGeneratorVersion() {
        let a = PuzzleKey.puzzleID(seed: "s", revid: 7, level: 1, version: "1.aaaaaaaa")
        let b = PuzzleKey.puzzleID(seed: "s", revid: 7, level: 1, version: "1.bbbbbbbb")
        let c = PuzzleKey.puzzleID(seed: "s", revid: 7, level: 1, version: "2.aaaaaaaa")
        #expect(a != b)
        #expect(a != c)
    }
}
