import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksText

@Suite struct SegmentationTestSetTests {
    static let shippedSet = repositoryRoot.appendingPathComponent("Data/segmentation/corpus-sentences.jsonl")

    @Test func excerptsJoinSentencesAndCountNonBoundaries() throws {
        let jsonl = #"""
            {"revid": 1, "sentences": ["Dr. Lee came.", "He said \"Go.\" she left."], "title": "T"}

            {"revid": 2, "sentences": ["One sentence, e.g. this."], "title": "U"}
            """#
        let set = try SegmentationTestSet.parse(jsonl: Data(jsonl.utf8))
        #expect(set.excerpts.count == 2)
        #expect(
            set.excerpts[0].paragraph == .init(text: "Dr. Lee came. He said \"Go.\" she left.", sentenceStarts: [0, 14])
        )
        #expect(set.boundaries == 1)
        #expect(set.nonBoundaries == 3)  // "Dr." "Go.\"" "e.g."
    }

    @Test func badLinesAreNamed() {
        let cases: [(String, SegmentationTestSetError)] = [
            (
                "{\"revid\": 1, \"sentences\": [\"A.\"], \"title\": \"T\"}\nnot json",
                .init(lineNumber: 2, reason: .notAnExcerpt)
            ),
            (
                "{\"revid\": \"x\", \"sentences\": [\"A.\"], \"title\": \"T\"}",
                .init(lineNumber: 1, reason: .notAnExcerpt)
            ),
            ("{\"revid\": 1, \"sentences\": [], \"title\": \"T\"}", .init(lineNumber: 1, reason: .noSentences)),
            (
                "{\"revid\": 1, \"sentences\": [\"A.\", \" B.\"], \"title\": \"T\"}",
                .init(lineNumber: 1, reason: .badSentence(2))
            ),
            ("{\"revid\": 1, \"sentences\": [\"\"], \"title\": \"T\"}", .init(lineNumber: 1, reason: .badSentence(1))),
            (
                "{\"revid\": 1, \"sentences\": [\"A.\\nB.\"], \"title\": \"T\"}",
                .init(lineNumber: 1, reason: .badSentence(1))
            ),
            ("\n\n", .init(lineNumber: 0, reason: .empty))
        ]
        for (jsonl, expected) in cases {
            #expect(throws: expected) { try SegmentationTestSet.parse(jsonl: Data(jsonl.utf8)) }
        }
        #expect(
            SegmentationTestSetError(lineNumber: 2, reason: .notAnExcerpt).description.hasPrefix("line 2: expected"))
        #expect(SegmentationTestSetError(lineNumber: 0, reason: .empty).description.hasPrefix("no excerpts"))
    }

    /// The shipped hand-checked set: every excerpt names its revision, about 300
    /// decisions are checked, and the segmenter keeps its precision on it.
    @Test func shippedCorpusSetKeepsPrecision() throws {
        let set = try SegmentationTestSet.parse(jsonl: Data(contentsOf: Self.shippedSet))
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Corpus/manifest.jsonl"), encoding: .utf8)
        for excerpt in set.excerpts {
            #expect(manifest.contains("\"revid\":\(excerpt.revid),") && !excerpt.title.isEmpty, "\(excerpt.title)")
        }
        #expect(set.boundaries + set.nonBoundaries >= 300)
        var evaluation = SentenceBoundaryEvaluation()
        for excerpt in set.excerpts { evaluation.add(excerpt.paragraph, segmenter: SentenceSegmenter()) }
        // Floors: precision 0.9677 is 6 false boundaries on this set; the segmenter must not fall below them.
        #expect(evaluation.score.precision >= 0.9677, "\(evaluation.misses)")
        #expect(evaluation.score.recall >= 0.99, "\(evaluation.misses)")
    }
}
