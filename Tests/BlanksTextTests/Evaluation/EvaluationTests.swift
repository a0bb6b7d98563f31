import Foundation
import Testing

@testable import BlanksText

@Suite struct EvaluationTests {
    static let conllu = """
        # newdoc id = doc1
        # newpar id = p1
        # sent_id = 1
        # text = Dr. Smith arrived.
        1\tDr.\tDr.\tPROPN\t_\t_\t0\troot\t_\t_

        # sent_id = 2
        # text = he left
        1\the\the\tPRON\t_\t_\t0\troot\t_\t_

        # sent_id = 3
        # text = Then rain.
        1\tThen\tthen\tADV\t_\t_\t0\troot\t_\t_

        # newpar id = p2
        # sent_id = 4
        # text = Alone here.
        1\tAlone\talone\tADJ\t_\t_\t0\troot\t_\t_

        """

    @Test func goldParagraphsJoinSentencesWithOneSpace() {
        let paragraphs = SentenceBoundaryEvaluation.paragraphs(conllu: Self.conllu)
        #expect(
            paragraphs == [
                .init(text: "Dr. Smith arrived. he left Then rain.", sentenceStarts: [0, 19, 27]),
                .init(text: "Alone here.", sentenceStarts: [0])
            ])
    }

    @Test func boundariesAreScoredInsideParagraphsOnly() {
        var evaluation = SentenceBoundaryEvaluation()
        for paragraph in SentenceBoundaryEvaluation.paragraphs(conllu: Self.conllu) {
            evaluation.add(paragraph, segmenter: SentenceSegmenter())
        }
        // Gold boundaries: before "he" (found: a lowercase opener after a stop) and before "Then" (no stop: missed).
        let score = evaluation.score
        #expect(score.paragraphs == 2)
        #expect(score.sentences == 4)
        #expect(score.truePositives + score.falseNegatives == 2)
        #expect(score.truePositives == 1)  // "he left Then": no stop before "Then"
        #expect(score.falseNegatives == 1)
        #expect(score.falsePositives == 0)
        #expect(score.precision == 1)
        #expect(score.recall == 0.5)
        #expect(abs(score.f1 - 2.0 / 3.0) < 1e-9)
        #expect(evaluation.misses.map(\.kind) == [.falseNegative])
        #expect(evaluation.misses.first?.context.hasSuffix("he left |Then rain.") == true)
    }

    @Test func emptyScoreIsNotADivisionByZero() {
        let score = SentenceBoundaryEvaluation.Score()
        #expect(score.precision == 1 && score.recall == 1 && score.f1 == 1)
    }

    @Test func stripEvaluationCountsParagraphsLeaksAndPassages() {
        var evaluation = StripEvaluation(passageSentences: 3)
        evaluation.add(
            article: "a", wikitext: "One is here. Two is here.\n\nThree is here.\n== Notes ==\nFour is here.")
        evaluation.add(article: "b", wikitext: "{{Infobox}}\n* list only")
        evaluation.add(
            article: "c",
            wikitext: "Kept is here. Also kept here.\n\nWithheld {{unclosed. Too many words.\n\nAfter it, here.")
        #expect(evaluation.articles == 3)
        #expect(evaluation.paragraphs == 4)
        #expect(evaluation.sentences == 6)
        #expect(evaluation.withheld == 1)
        #expect(evaluation.withheldByReason == [.markup: 1])
        #expect(evaluation.leaks.isEmpty)
        #expect(evaluation.articlesWithoutProse == 1)
        // "c" has three usable sentences, but no run holds them all: the withheld paragraph breaks it.
        #expect(evaluation.articlesReachingPassage == 1)
        #expect(evaluation.leadsReachingPassage == 2)
    }

    @Test func leakCheckFindsEachPattern() {
        for pattern in MarkupLeakCheck.patterns {
            #expect(MarkupLeakCheck.leaks(in: "a\(pattern)b") == [pattern])
        }
        #expect(MarkupLeakCheck.leaks(in: "Clean text, with (brackets) and 'quotes'.").isEmpty)
        #expect(MarkupLeakCheck.leaks(in: "x [[y]] z") == ["[[", "]]"])
    }

    @Test func textRecordsDecodeStringAndNumberIds() throws {
        #expect(
            try TextRecord.decode(line: Array(#"{"id":"a","text":"x"}"#.utf8), lineNumber: 1)
                == TextRecord(id: .string("a"), text: "x"))
        #expect(
            try TextRecord.decode(line: Array(#"{"id":7,"text":""}"#.utf8), lineNumber: 1)
                == TextRecord(id: .number(7), text: ""))
        for bad in [#"{"id":"a"}"#, #"{"text":"x"}"#, "not json", #"{"id":[1],"text":"x"}"#, #"["a","b"]"#] {
            #expect(throws: TextRecordError(lineNumber: 3)) {
                try TextRecord.decode(line: Array(bad.utf8), lineNumber: 3)
            }
        }
        #expect(TextRecordError(lineNumber: 3).description.hasPrefix("line 3:"))
    }
}
