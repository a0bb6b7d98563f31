import Foundation
import Testing

@testable import BlanksPuzzle

/// The evaluation counts what the rules reject among labelled blanks, by
/// label, kind and rule, and names a line it cannot read.
@Suite struct BlankTargetEvaluationTests {
    static func evaluate(_ lines: [String]) throws -> BlankTargetEvaluation {
        try BlankTargetEvaluation(
            testSet: Data(lines.joined(separator: "\n").utf8), analyzer: PuzzleTestSupport.analyzer)
    }

    @Test func recallAndCostAreCountedApart() throws {
        let evaluation = try Self.evaluate([
            #"{"sentence": "The lake covers 40 sq mi of land.", "start": 19, "answer": "mi", "worth": false, "bad": ["unit"]}"#,
            #"{"sentence": "The goverment fell in spring.", "answer": "goverment", "worth": false, "bad": ["typo"]}"#,
            #"{"sentence": "The river ran past the old mill.", "answer": "river", "worth": true, "bad": []}"#,
            "",
            #"{"sentence": "The river ran past the old mill.", "answer": "trivial", "worth": false, "bad": ["other"]}"#
        ])
        #expect(evaluation.notWorth == .init(blanks: 2, rejected: 2))
        #expect(evaluation.worth == .init(blanks: 1, rejected: 0))
        #expect(evaluation.byKind["unit"] == .init(blanks: 1, rejected: 1))
        #expect(evaluation.byRule[.unit] == 1 && evaluation.byRule[.lexicon] == 1)
        #expect(evaluation.unmatched == 1)
        #expect(
            evaluation.lines.first
                == "labelled blanks: 4; not worth asking 3 (75.0 %), another option fits 0 (0.0 %), tag right 4 (100.0 %)"
        )
        #expect(evaluation.lines.dropFirst().first?.contains("2/2") == true)
        #expect(evaluation.rejectionLines.count == 2)
    }

    /// A puzzle is usable as is when its passage is clean and every blank is
    /// worth asking, tagged right and has one answer.
    @Test func passagesAndUsablePuzzlesAreCountedPerPuzzle() throws {
        let evaluation = try Self.evaluate([
            #"{"puzzle": "p1", "sentence": "The river ran past the old mill.", "answer": "river", "worth": true, "passageDefects": []}"#,
            #"{"puzzle": "p1", "sentence": "The mill stood by the river.", "answer": "by", "worth": true, "alsoFits": []}"#,
            #"{"puzzle": "p2", "sentence": "The river ran past the old mill.", "answer": "past", "worth": true, "passageDefects": ["colon-end"]}"#,
            #"{"puzzle": "p3", "sentence": "The river ran past the old mill.", "answer": "old", "worth": true, "passageDefects": []}"#,
            #"{"puzzle": "p3", "sentence": "The mill stood by the river.", "answer": "by", "worth": true, "alsoFits": ["near"]}"#
        ])
        #expect(evaluation.labels.passages == 3 && evaluation.labels.defectivePassages == 1)
        #expect(evaluation.usablePuzzles == 1)
        #expect(
            evaluation.lines.contains("passages with a defect: 1 of 3 (33.3 %); puzzles usable as is: 1 of 3 (33.3 %)"))
    }

    /// A blank whose only fault is a give-away is counted apart from the
    /// word's own faults; one with both kinds counts as the word's fault.
    @Test func giveAwaysAreCountedApartFromTheWordsOwnFaults() throws {
        let evaluation = try Self.evaluate([
            #"{"sentence": "The lake covers 40 sq mi of land.", "start": 19, "answer": "mi", "worth": false, "bad": ["unit"]}"#,
            #"{"sentence": "The river ran past the old mill.", "answer": "river", "worth": false, "bad": ["trivial"]}"#,
            #"{"sentence": "The mill stood by the river.", "answer": "mill", "worth": false, "bad": ["trivial", "wrong-pos"]}"#,
            #"{"sentence": "The mill stood by the river.", "answer": "stood", "worth": true, "bad": []}"#
        ])
        // The unit and the mistagged "mill" are rejected (`unit`, `tag-margin`); "river" is no give-away alone.
        #expect(evaluation.notWorth == .init(blanks: 3, rejected: 2))
        #expect(evaluation.givenAwayOnly == .init(blanks: 1, rejected: 0))
        #expect(
            evaluation.lines.contains(
                "  of them the word's own fault (unit, name link, typo, wrong tag…): 2 labelled, 0 left by the rules; "
                    + "given away by the passage only: 1 labelled, 1 left by the rules"))
    }

    @Test func aWorthBlankARuleRejectsIsACost() throws {
        let evaluation = try Self.evaluate([
            #"{"sentence": "He worked at the Bank of England for years.", "answer": "of", "worth": true}"#
        ])
        #expect(evaluation.worth == .init(blanks: 1, rejected: 1))
        #expect(evaluation.costByRule[.nameLink] == 1)
    }

    /// A blank is judged in its passage when one is at hand: `give-away`
    /// then sees the next sentence, across a paragraph break too; alone,
    /// only its own sentence.
    @Test func aBlankIsJudgedInItsPassageWhenOneIsAtHand() throws {
        let paragraph = "It stands on a reel of film with five spokes. The five spokes represent the branches."
        let blank = BlankTargetEvaluation.LabelledBlank(
            sentence: "It stands on a reel of film with five spokes.", start: 38, answer: "spokes", worth: false,
            bad: ["trivial"])
        var inParagraph = BlankTargetEvaluation()
        inParagraph.add(blank, analyzer: PuzzleTestSupport.analyzer, passage: [paragraph])
        #expect(inParagraph.byRule[.giveAway] == 1)
        #expect(inParagraph.byKind["trivial"] == .init(blanks: 1, rejected: 1))
        #expect(inParagraph.inPassage == 1)
        var acrossABreak = BlankTargetEvaluation()
        acrossABreak.add(
            blank, analyzer: PuzzleTestSupport.analyzer,
            passage: ["It stands on a reel of film with five spokes.", "The five spokes represent the branches."])
        #expect(acrossABreak.byRule[.giveAway] == 1 && acrossABreak.inPassage == 1)
        var alone = BlankTargetEvaluation()
        alone.add(blank, analyzer: PuzzleTestSupport.analyzer)
        #expect(alone.byRule[.giveAway] == nil && alone.inPassage == 0)
        #expect(alone.lines.contains("judged in their passage: 0 of 1 (the others in their sentence alone)"))
        // A passage none of whose paragraphs cuts the sentence as written is no passage of it.
        var elsewhere = BlankTargetEvaluation()
        elsewhere.add(blank, analyzer: PuzzleTestSupport.analyzer, passage: ["The five spokes represent the branches."])
        #expect(elsewhere.inPassage == 0 && elsewhere.byRule[.giveAway] == nil)
        // Its own sentence is enough for a repeat there.
        let evaluation = try Self.evaluate([
            #"{"sentence": "Chairs can be manually propelled or electrically propelled by motors.", "start": 49, "answer": "propelled", "worth": false, "bad": ["trivial"]}"#
        ])
        #expect(evaluation.byRule[.giveAway] == 1)
    }

    /// A content word shown again two sentences away gives its answer away
    /// within its paragraph only, as the generator judges it: across a
    /// paragraph break it is the passage's topic.
    @Test func twoSentencesAwayCountsWithinTheBlanksParagraphOnly() throws {
        let blank = BlankTargetEvaluation.LabelledBlank(
            sentence: "In 1943, the father returned to Moscow.", start: 13, answer: "father", worth: true, bad: [])
        let sentences = [
            "In 1943, the father returned to Moscow.", "The city was cold.", "His father left the family soon."
        ]
        var inParagraph = BlankTargetEvaluation()
        inParagraph.add(blank, analyzer: PuzzleTestSupport.analyzer, passage: [sentences.joined(separator: " ")])
        #expect(inParagraph.inPassage == 1 && inParagraph.byRule[.giveAway] == 1)
        var acrossABreak = BlankTargetEvaluation()
        acrossABreak.add(
            blank, analyzer: PuzzleTestSupport.analyzer,
            passage: [sentences[0] + " " + sentences[1], sentences[2]])
        #expect(acrossABreak.inPassage == 1 && acrossABreak.byRule[.giveAway] == nil)
        // A preposition after the verb that takes it, shown after that verb across a break, is given away.
        let led = BlankTargetEvaluation.LabelledBlank(
            sentence: "The drought led to a famine.", start: 15, answer: "to", worth: false, bad: ["trivial"])
        var governed = BlankTargetEvaluation()
        governed.add(
            led, analyzer: PuzzleTestSupport.analyzer,
            passage: ["The drought led to a famine. The city was cold.", "The long war led to a famine in the north."])
        #expect(governed.inPassage == 1 && governed.byRule[.giveAway] == 1)
        var afterANoun = BlankTargetEvaluation()
        afterANoun.add(
            led, analyzer: PuzzleTestSupport.analyzer,
            passage: ["The drought led to a famine. The city was cold.", "The road to a famine was long."])
        #expect(afterANoun.inPassage == 1 && afterANoun.byRule[.giveAway] == nil)
    }

    /// The paragraphs come from the corpus, stripped as the generator strips
    /// them; a revision the corpus does not hold gives none.
    @Test func revisionParagraphsFindTheParagraphOfASentence() throws {
        var paragraphs = RevisionParagraphs(
            corpus: PuzzleTestSupport.corpus.directory, analyzer: PuzzleTestSupport.analyzer)
        let sentence =
            "Anarchism is a political philosophy that advocates self-governed societies based on voluntary institutions."
        let paragraph = paragraphs.paragraph(revid: PuzzleTestSupport.anarchism, holding: sentence)
        let found = try #require(paragraph)
        #expect(found.hasPrefix(sentence) && found.count > sentence.count)
        #expect(paragraphs.paragraph(revid: PuzzleTestSupport.anarchism, holding: "No article says this.") == nil)
        #expect(paragraphs.paragraph(revid: 1, holding: sentence) == nil)
    }

    @Test func aMalformedLineIsNamed() {
        #expect(throws: BlankTargetEvaluationError.self) {
            try Self.evaluate([#"{"sentence": "x", "answer": "x", "worth": true}"#, "not json"])
        }
        do {
            _ = try Self.evaluate(["{}", ""])
            Issue.record("an empty object is no labelled blank")
        } catch {
            #expect("\(error)".hasPrefix("line 1: not a labelled blank"))
        }
    }
}
