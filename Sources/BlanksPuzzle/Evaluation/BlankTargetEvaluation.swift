import BlanksModel
import BlanksSupport
import Foundation

/// How the rules of a word worth asking (`BlankTargetRule`) fare on blanks a
/// teacher labelled by reading the source: of the blanks labelled not worth
/// asking, how many a rule rejects (recall), and of those labelled worth
/// asking, how many a rule rejects all the same (the cost). A blank is
/// judged as the generator judges a pick: in its passage, tokenized and
/// tagged again, every other word shown (`give-away` reads the sentences
/// around it, across paragraph breaks for a content answer), when its revision's paragraphs are
/// at hand (`RevisionParagraphs`), else in its sentence alone; a blank whose
/// word is no token of its sentence is counted apart. A labelled puzzle's
/// passage is taken to run from the paragraph of its first labelled blank to
/// that of its last: what the player saw, perhaps less at either end.
package struct BlankTargetEvaluation: Sendable, Equatable {
    /// One labelled blank, as the test set writes it (one JSON object a line).
    package struct LabelledBlank: Decodable, Sendable, Equatable {
        package var revid: Int?
        /// The blank's sentence, its word in place.
        package var sentence: String
        /// Where the answer sits, in UTF-16 units: into the sentence, or
        /// into the passage when it does not fit the sentence.
        package var start: Int?
        package var answer: String
        package var pos: String?
        /// The teacher's verdict.
        package var worth: Bool
        /// What is wrong with a blank not worth asking (unit, typo, name-link…).
        package var bad: [String]?
        /// Whether the tag the generator gave is right.
        package var posRight: Bool?
        /// The other options a teacher would accept in the blank.
        package var alsoFits: [String]?
        /// On one blank of each puzzle (its first): the defects a reader finds
        /// in the whole passage, empty for a clean one.
        package var passageDefects: [String]?
        /// The puzzle the blank belongs to.
        package var puzzle: String?
    }

    /// What the labels say of the puzzles they were read from: shares of
    /// blanks not worth asking, with another option that fits, and tagged
    /// right. On a set labelled from a generator's own batches, these are its
    /// figures as a teacher reads them.
    package struct LabelShares: Sendable, Equatable {
        package var blanks = 0
        package var notWorth = 0
        package var ambiguous = 0
        package var tagRight = 0
        /// Passages labelled (one per puzzle), and those with a defect.
        package var passages = 0
        package var defectivePassages = 0
    }

    /// One labelled puzzle: whether every blank so far is fair, and whether its passage is clean.
    private struct PuzzleVerdict: Sendable, Equatable {
        var fair = true
        var clean: Bool?
    }

    private var puzzleVerdicts: [String: PuzzleVerdict] = [:]

    /// Puzzles a teacher could hand out as is: a clean passage and every
    /// blank worth asking, tagged right, with one answer; counted over labelled passages.
    package var usablePuzzles: Int { puzzleVerdicts.values.filter { $0.fair && $0.clean == true }.count }

    package var labels = LabelShares()

    /// Rejections counted for one group of labelled blanks.
    package struct Tally: Sendable, Equatable {
        package var blanks = 0
        package var rejected = 0
        package init(blanks: Int = 0, rejected: Int = 0) {
            self.blanks = blanks
            self.rejected = rejected
        }
        package var share: Double { blanks == 0 ? 0 : Double(rejected) / Double(blanks) }
    }

    /// Blanks labelled not worth asking, and how many the rules reject.
    package var notWorth = Tally()
    /// Of `notWorth`, those whose only fault is that the passage shows the
    /// answer (kind `trivial`, a give-away): the word itself is fine. The
    /// rest are the word's own faults a teacher names first (a unit, a
    /// name's linking word, a typo, a wrong tag…), counted apart so a report
    /// can say which of the two a set's share is made of.
    package var givenAwayOnly = Tally()
    /// Blanks labelled worth asking, and how many the rules reject anyway.
    package var worth = Tally()
    /// The not-worth blanks by the kind the label gives, sorted by kind.
    package var byKind: [String: Tally] = [:]
    /// How many blanks each rule rejected (worth and not worth together).
    package var byRule: [BlankTargetRule: Int] = [:]
    /// Worth-asking blanks each rule rejected: where the cost comes from.
    package var costByRule: [BlankTargetRule: Int] = [:]
    /// Blanks whose answer is no token of their sentence.
    package var unmatched = 0
    /// Blanks judged in their passage; the others were judged in their sentence alone.
    package var inPassage = 0
    /// Every blank a rule rejected, in test-set order, for reading them.
    package var rejections: [Rejection] = []

    package struct Rejection: Sendable, Equatable {
        package var rule: BlankTargetRule
        package var worth: Bool
        package var answer: String
        package var sentence: String
    }

    package init() {}

    /// Judges every blank of `lines` (JSON Lines) with `analyzer`'s tagger,
    /// in its passage when `paragraphs` holds the blank's revision: the
    /// paragraphs from the first to the last that hold a blank of its puzzle.
    /// A malformed line is an error naming its number.
    package init(
        testSet data: Data, analyzer: PassageAnalyzer, paragraphs: RevisionParagraphs? = nil
    ) throws(BlankTargetEvaluationError) {
        var paragraphs = paragraphs
        let decoder = JSONDecoder()
        var number = 0
        var blanks: [(blank: LabelledBlank, paragraph: Int?)] = []
        /// The first and last paragraph holding a blank, by puzzle and revision.
        var spans: [String: ClosedRange<Int>] = [:]
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { continue }
            let blank: LabelledBlank
            do {
                blank = try decoder.decode(LabelledBlank.self, from: Data(line))
            } catch {
                throw .badLine(line: number, reason: "\(error)")
            }
            let paragraph = blank.revid.flatMap { paragraphs?.paragraphIndex(revid: $0, holding: blank.sentence) }
            if let paragraph, let puzzle = Self.passageKey(blank) {
                let span = spans[puzzle] ?? paragraph...paragraph
                spans[puzzle] = min(span.lowerBound, paragraph)...max(span.upperBound, paragraph)
            }
            blanks.append((blank, paragraph))
        }
        for (blank, paragraph) in blanks {
            var passage: [String] = []
            if let paragraph, let revid = blank.revid, let all = paragraphs?.paragraphs(revid: revid) {
                let span = Self.passageKey(blank).flatMap { spans[$0] } ?? paragraph...paragraph
                passage = Array(all[span])
            }
            add(blank, analyzer: analyzer, passage: passage)
        }
    }

    /// The label kind of a blank the passage gives away.
    static let givenAwayKind = "trivial"

    /// The key of the passage a blank was shown in: its puzzle and revision; nil without a puzzle.
    private static func passageKey(_ blank: LabelledBlank) -> String? {
        blank.puzzle.map { "\($0) \(blank.revid ?? 0)" }
    }

    /// Adds one labelled blank, judged in `passage` (its paragraphs in order)
    /// when a paragraph of it holds the blank's sentence.
    package mutating func add(_ blank: LabelledBlank, analyzer: PassageAnalyzer, passage: [String] = []) {
        labels.blanks += 1
        if !blank.worth { labels.notWorth += 1 }
        if !(blank.alsoFits ?? []).isEmpty { labels.ambiguous += 1 }
        if blank.posRight ?? true { labels.tagRight += 1 }
        if let defects = blank.passageDefects {
            labels.passages += 1
            if !defects.isEmpty { labels.defectivePassages += 1 }
        }
        if let puzzle = blank.puzzle {
            var verdict = puzzleVerdicts[puzzle] ?? PuzzleVerdict()
            verdict.fair = verdict.fair && blank.worth && (blank.alsoFits ?? []).isEmpty && (blank.posRight ?? true)
            if let defects = blank.passageDefects { verdict.clean = defects.isEmpty }
            puzzleVerdicts[puzzle] = verdict
        }
        let placed = Self.place(blank.sentence, in: passage, analyzer: analyzer)
        let sentence =
            placed.map { $0.sentences[$0.position] }
            ?? analyzer.analyze(sentence: TextRange(start: 0, length: blank.sentence.utf16.count), in: blank.sentence)
        let matches = sentence.tokens.indices.filter { sentence.tokens[$0].text == blank.answer }
        guard let first = matches.first else {
            unmatched += 1
            return
        }
        if placed != nil { inPassage += 1 }
        let start = blank.start.map { $0 + sentence.range.start }
        let index = matches.first { sentence.tokens[$0].start == start } ?? first
        // A content answer is judged in the whole passage, any other in its paragraph, as the generator
        // judges; two sentences away counts within the blank's own paragraph only, as there.
        let surroundings = placed.map { placed in
            guard BlankTarget.isContent(sentence.tags[index]) else {
                return BlankSurroundings(
                    paragraph: Array(placed.sentences[placed.paragraph]),
                    at: placed.position - placed.paragraph.lowerBound)
            }
            var surroundings = BlankSurroundings(paragraph: placed.sentences, at: placed.position)
            surroundings.twoAway = [placed.position - 2, placed.position + 2].filter(placed.paragraph.contains)
                .map { placed.sentences[$0] }
            return surroundings
        }
        let firstWordIndex = BlankTarget.firstWordIndex(of: sentence)
        // A preposition is judged across the passage too, for the verb or adjective that takes it.
        let acrossPassage = placed.map { placed in
            BlankTarget(
                sentence: sentence, index: index, firstWordIndex: firstWordIndex,
                surroundings: BlankSurroundings(paragraph: placed.sentences, at: placed.position))
        }
        let rule =
            BlankTarget(
                sentence: sentence, index: index, firstWordIndex: firstWordIndex,
                surroundings: surroundings ?? .sentenceAlone
            )
            .brokenRule(model: analyzer.tagger.model)
            ?? (acrossPassage?.givesPrepositionAwayAcrossParagraphs == true ? .giveAway : nil)
        if let rule {
            byRule[rule, default: 0] += 1
            rejections.append(Rejection(rule: rule, worth: blank.worth, answer: blank.answer, sentence: blank.sentence))
        }
        if blank.worth {
            worth.blanks += 1
            if let rule {
                worth.rejected += 1
                costByRule[rule, default: 0] += 1
            }
        } else {
            notWorth.blanks += 1
            if rule != nil { notWorth.rejected += 1 }
            if Set(blank.bad ?? []) == [Self.givenAwayKind] {
                givenAwayOnly.blanks += 1
                if rule != nil { givenAwayOnly.rejected += 1 }
            }
            for kind in Set(blank.bad ?? ["unlabelled"]) {
                byKind[kind, default: Tally()].blanks += 1
                if rule != nil { byKind[kind, default: Tally()].rejected += 1 }
            }
        }
    }

    /// `text` tagged as a sentence of `passage`, with the passage's
    /// sentences and the span of its paragraph's among them, when a
    /// paragraph cuts a sentence of exactly that text; nil otherwise.
    private static func place(_ text: String, in passage: [String], analyzer: PassageAnalyzer)
        -> (sentences: [AnalyzedSentence], position: Int, paragraph: Range<Int>)?
    {
        var sentences: [AnalyzedSentence] = []
        var found: (position: Int, paragraph: Range<Int>)?
        for paragraph in passage {
            let units = Array(paragraph.utf16)
            let cut = analyzer.sentences(ofParagraph: paragraph, offset: 0)
            if found == nil,
                let position = cut.firstIndex(where: {
                    String(decoding: units[$0.range.start..<$0.range.end], as: UTF16.self) == text
                })
            {
                found = (sentences.count + position, sentences.count..<sentences.count + cut.count)
            }
            sentences += cut
        }
        return found.map { (sentences, $0.position, $0.paragraph) }
    }

    /// One line per rejected blank: the rule, the label, the answer, the sentence.
    package var rejectionLines: [String] {
        rejections.map { "\($0.rule.rawValue) | \($0.worth ? "worth" : "not worth") | \($0.answer) | \($0.sentence)" }
    }

    /// The report, one line each, rules and kinds in a fixed order.
    package var lines: [String] {
        func percent(_ tally: Tally) -> String {
            "\(tally.rejected)/\(tally.blanks) (\(DecimalFormat.fixed(tally.share * 100, places: 1)) %)"
        }
        func share(_ part: Int) -> String {
            "\(part) (\(DecimalFormat.fixed(labels.blanks == 0 ? 0 : Double(part) * 100 / Double(labels.blanks), places: 1)) %)"
        }
        var out = [
            "labelled blanks: \(labels.blanks); not worth asking \(share(labels.notWorth)), "
                + "another option fits \(share(labels.ambiguous)), tag right \(share(labels.tagRight))",
            "not worth asking, rejected by a rule (recall): \(percent(notWorth))",
            "  of them the word's own fault (unit, name link, typo, wrong tag…): "
                + "\(notWorth.blanks - givenAwayOnly.blanks) labelled, "
                + "\(notWorth.blanks - givenAwayOnly.blanks - notWorth.rejected + givenAwayOnly.rejected) left by the rules; "
                + "given away by the passage only: \(givenAwayOnly.blanks) labelled, "
                + "\(givenAwayOnly.blanks - givenAwayOnly.rejected) left by the rules",
            "worth asking, rejected by a rule (cost):       \(percent(worth))"
        ]
        if labels.passages > 0 {
            func ofPassages(_ part: Int) -> String {
                "\(part) of \(labels.passages) (\(DecimalFormat.fixed(Double(part) * 100 / Double(labels.passages), places: 1)) %)"
            }
            out.append(
                "passages with a defect: \(ofPassages(labels.defectivePassages)); "
                    + "puzzles usable as is: \(ofPassages(usablePuzzles))")
        }
        if unmatched > 0 { out.append("blanks whose answer is no token of their sentence: \(unmatched)") }
        out.append(
            "judged in their passage: \(inPassage) of \(labels.blanks - unmatched) (the others in their sentence alone)"
        )
        for kind in byKind.keys.sorted() {
            if let tally = byKind[kind] { out.append("  kind \(kind): \(percent(tally))") }
        }
        for rule in BlankTargetRule.allCases where byRule[rule] != nil {
            out.append(
                "  rule \(rule.rawValue): \(byRule[rule] ?? 0) rejected, \(costByRule[rule] ?? 0) of them worth asking")
        }
        return out
    }
}

/// Why a test set of labelled blanks could not be read.
package enum BlankTargetEvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
    case badLine(line: Int, reason: String)

    package var description: String {
        switch self {
        case .badLine(let line, let reason):
            return "line \(line): not a labelled blank (expected {\"sentence\", \"answer\", \"worth\", …}): \(reason)"
        }
    }
}
