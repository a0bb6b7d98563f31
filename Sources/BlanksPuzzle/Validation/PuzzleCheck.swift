import BlanksModel
import BlanksTagger
import Foundation

/// The checks of one puzzle. The structural checks (ranges, paragraphs,
/// sentences, blank count) stop at their first failure; the checks of the ten
/// blanks then collect every failure. The work is bounded by the line's size:
/// each range is checked in O(1), sentences are matched to paragraphs in one
/// pass, the passage is segmented once, and only a puzzle with exactly ten
/// blanks has its blanks' sentences re-tagged.
struct PuzzleCheck {
    let puzzle: Puzzle
    let line: Int
    let units: [UInt16]
    private(set) var failures: [ValidationFailure] = []

    init(puzzle: Puzzle, line: Int) {
        self.puzzle = puzzle
        self.line = line
        self.units = Array(puzzle.text.utf16)
    }

    mutating func fail(_ rule: ValidationRule, _ message: String) {
        failures.append(.init(puzzle: puzzle.id, line: line, rule: rule, message: message))
    }

    func substring(_ range: TextRange) -> String? {
        guard isInside(range) else { return nil }
        return String(decoding: units[range.start..<range.end], as: UTF16.self)
    }

    /// True when `range` is non-empty, inside the text and splits no
    /// character, in O(1).
    func isInside(_ range: TextRange) -> Bool {
        // Overflow-safe: `start + length` is only formed once both are known to fit.
        guard range.start >= 0, range.length > 0, range.start <= units.count - range.length else { return false }
        if range.start > 0 && UTF16.isTrailSurrogate(units[range.start]) { return false }
        if range.end < units.count && UTF16.isTrailSurrogate(units[range.end]) { return false }
        return true
    }

    // MARK: Puzzle alone

    mutating func run(analyzer: PassageAnalyzer) {
        if puzzle.schema != Puzzle.currentSchema {
            fail(.schema, "schema \(puzzle.schema), expected \(Puzzle.currentSchema)")
        }
        guard let level = Level(puzzle.level) else {
            fail(.level, "level \(puzzle.level) is not 0…6")
            return
        }
        let expectedID = PuzzleKey.puzzleID(
            seed: puzzle.seed, revid: puzzle.source.revid, level: puzzle.level,
            variant: puzzle.variant ?? 0, version: puzzle.generator.version)
        if puzzle.id != expectedID {
            fail(.id, "id does not derive from its generator version, seed, revid and level (expected \(expectedID))")
        }
        // Structural checks stop at their first failure, so later checks never
        // index with ranges an earlier one found bad.
        guard checkRanges(), checkParagraphs(), checkSentences(analyzer: analyzer), checkBlankCount() else { return }
        checkPassageClean(analyzer: analyzer)
        checkBlanks(level: level, analyzer: analyzer)
        checkLevelQuota(level: level)
    }

    /// At levels 1–6, enough blanks of the level's own class; at every
    /// level, a passage short enough to read (`LevelQuota`).
    mutating func checkLevelQuota(level: Level) {
        let own = Set(level.categories)
        let ownBlanks = puzzle.blanks.filter { own.contains($0.pos) }.count
        let needed = LevelQuota.ownClassNeeded(at: level)
        if ownBlanks < needed {
            fail(
                .ownClass,
                "\(ownBlanks) of the blanks are of level \(level.number)'s own \(level.categories.joined(separator: ", ")), at least \(needed) must be"
            )
        }
        if puzzle.sentences.count > LevelQuota.maxSentences {
            fail(
                .passageLength,
                "the passage has \(puzzle.sentences.count) sentences, at most \(LevelQuota.maxSentences) are allowed")
        }
    }

    /// Every range lies inside the text; false (at the first bad range) stops
    /// the checks that index with them.
    mutating func checkRanges() -> Bool {
        let named =
            puzzle.paragraphs.map { ("paragraph", $0) } + puzzle.sentences.map { ("sentence", $0) }
            + puzzle.blanks.map { ("blank", $0.range) }
        for (kind, range) in named where !isInside(range) {
            fail(
                .ranges,
                "\(kind) range \(range.start)+\(range.length) is empty, outside the text (\(units.count) UTF-16 units) or splits a character"
            )
            return false
        }
        for (index, blank) in puzzle.blanks.enumerated() where splitsGraphemeCluster(blank.range) {
            fail(
                .ranges,
                "blank \(index) (\(blank.range.start)+\(blank.range.length)) cuts a character in two: "
                    + "a mark or joiner next to it belongs to the same user-perceived character")
            return false
        }
        return true
    }

    /// True when either end of `range` (already inside the text) falls inside
    /// a grapheme cluster (UAX #29, as `Character` reads it): a blank must take
    /// or leave a whole character, or the player sees half an emoji or a
    /// letter without its accent.
    func splitsGraphemeCluster(_ range: TextRange) -> Bool {
        let text = puzzle.text
        for offset in [range.start, range.end] {
            let index = String.Index(utf16Offset: offset, in: text)
            if index.samePosition(in: text) == nil { return true }
        }
        return false
    }

    /// Paragraphs tile the text, separated by exactly one blank line; false at
    /// the first failure.
    mutating func checkParagraphs() -> Bool {
        guard let first = puzzle.paragraphs.first else {
            fail(.paragraphs, "no paragraphs")
            return false
        }
        var expectedStart = 0
        for (index, paragraph) in puzzle.paragraphs.enumerated() {
            if paragraph.start != expectedStart {
                fail(.paragraphs, "paragraph \(index) starts at \(paragraph.start), expected \(expectedStart)")
                return false
            }
            expectedStart = paragraph.end + 2
            if index + 1 < puzzle.paragraphs.count, substring(TextRange(start: paragraph.end, length: 2)) != "\n\n" {
                fail(.paragraphs, "paragraph \(index) is not followed by one blank line")
                return false
            }
        }
        if let last = puzzle.paragraphs.last, last.end != units.count || first.start != 0 {
            fail(.paragraphs, "paragraphs do not cover the whole text")
            return false
        }
        return true
    }

    /// Sentences lie inside paragraphs, in order, and are exactly the
    /// sentences the segmenter finds in each paragraph; false at the first
    /// failure. The paragraphs tile the text in order (checked before), so one
    /// pass over both lists finds each sentence's paragraph.
    mutating func checkSentences(analyzer: PassageAnalyzer) -> Bool {
        var paragraph = 0
        for (index, sentence) in puzzle.sentences.enumerated() {
            if index > 0 && sentence.start < puzzle.sentences[index - 1].end {
                fail(.sentences, "sentence \(index) overlaps or precedes sentence \(index - 1)")
                return false
            }
            while paragraph < puzzle.paragraphs.count && puzzle.paragraphs[paragraph].end <= sentence.start {
                paragraph += 1
            }
            guard paragraph < puzzle.paragraphs.count, puzzle.paragraphs[paragraph].contains(sentence) else {
                fail(.sentences, "sentence \(index) is not inside one paragraph")
                return false
            }
        }
        var expected: [TextRange] = []
        for paragraph in puzzle.paragraphs {
            guard let text = substring(paragraph) else { continue }
            expected += analyzer.segmenter.sentences(in: text).map {
                TextRange(start: $0.start + paragraph.start, length: $0.length)
            }
        }
        if expected != puzzle.sentences {
            let firstDifference =
                zip(expected, puzzle.sentences).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.count, puzzle.sentences.count)
            fail(
                .sentenceBoundaries,
                "the passage segments into \(expected.count) sentences, the puzzle lists \(puzzle.sentences.count); first difference at sentence \(firstDifference)"
            )
            return false
        }
        return true
    }

    /// Exactly ten blanks; false otherwise, so that the blank checks, which
    /// re-tag each blank's sentence, run at most ten times.
    mutating func checkBlankCount() -> Bool {
        guard puzzle.blanks.count == PuzzleGenerator.blanksPerPuzzle else {
            fail(.blankCount, "\(puzzle.blanks.count) blanks, expected \(PuzzleGenerator.blanksPerPuzzle)")
            return false
        }
        return true
    }

    mutating func checkBlanks(level: Level, analyzer: PassageAnalyzer) {
        let blanks = puzzle.blanks
        for index in blanks.indices.dropFirst() where blanks[index].start < blanks[index - 1].range.end {
            fail(.blankOrder, "blank \(index) is not after blank \(index - 1)")
        }
        var sentencesSeen = Set<Int>()
        var answersSeen = Set<String>()
        var slots: [OneSolutionCheck.Blank] = []
        let titleWords = Self.words(of: puzzle.source.title)
        let hidden = Set(blanks.map(\.start))
        let analyzed = analyzedNeighbourhoods(of: blanks, analyzer: analyzer)
        for (index, blank) in blanks.enumerated() {
            let found = substring(blank.range) ?? ""
            if found != blank.answer {
                fail(.blankAnswer, "blank \(index) covers \"\(found)\", its answer is \"\(blank.answer)\"")
            }
            if !isWholeWord(blank.range) {
                fail(.wholeWord, "blank \(index) \"\(found)\" is not a whole word of letters")
            }
            if !answersSeen.insert(blank.answer.lowercased()).inserted {
                fail(.distinctAnswers, "blank \(index) repeats the answer \"\(blank.answer)\" (ignoring case)")
            }
            if WordRules.isOfTitle(blank.answer.lowercased(), titleWords: titleWords) {
                fail(.titleWord, "blank \(index) \"\(blank.answer)\" is a word of the title or an inflection of one")
            }
            guard puzzle.sentences.indices.contains(blank.sentence),
                puzzle.sentences[blank.sentence].contains(blank.range)
            else {
                fail(.blankSentence, "blank \(index) is not inside sentence \(blank.sentence)")
                continue
            }
            if !sentencesSeen.insert(blank.sentence).inserted {
                fail(.onePerSentence, "blank \(index) is a second blank in sentence \(blank.sentence)")
            }
            if let slot = checkCategory(
                of: blank, index: index, level: level, hidden: hidden, analyzed: analyzed, analyzer: analyzer)
            {
                slots.append(slot)
            }
        }
        if puzzle.options.sorted() != blanks.map(\.answer).sorted() {
            fail(.options, "options are not a permutation of the answers")
        } else if slots.count == blanks.count {
            checkOneSolution(slots, scorer: analyzer.slots, synonyms: analyzer.synonyms)
        }
    }

    /// Re-tags the blank's sentence and checks the blank's word against it;
    /// the blank as the one-solution rule reads it, or nil when it is not one token.
    /// `hidden` holds the starts of the puzzle's blanks, which the player does not see;
    /// `analyzed`, the sentences around the blanks tagged (`analyzedNeighbourhoods`).
    mutating func checkCategory(
        of blank: Puzzle.Blank, index: Int, level: Level, hidden: Set<Int>, analyzed: [Int: AnalyzedSentence],
        analyzer: PassageAnalyzer
    ) -> OneSolutionCheck.Blank? {
        let sentence =
            analyzed[blank.sentence] ?? analyzer.analyze(sentence: puzzle.sentences[blank.sentence], in: puzzle.text)
        guard let position = sentence.tokens.firstIndex(where: { $0.range == blank.range }) else {
            fail(.wholeWord, "blank \(index) \"\(blank.answer)\" is not one token of its sentence")
            return nil
        }
        let tag = sentence.tags[position]
        let target = BlankTarget(
            sentence: sentence, index: position, firstWordIndex: BlankTarget.firstWordIndex(of: sentence),
            surroundings: surroundings(
                ofSentence: blank.sentence, analyzed: analyzed, hidden: hidden,
                acrossParagraphs: BlankTarget.isContent(tag)))
        if let broken = target.brokenRule(model: analyzer.tagger.model) {
            fail(ValidationRule(broken) ?? .category, "blank \(index) \"\(blank.answer)\" is \(broken.summary)")
        } else if tag == .adp, puzzle.paragraphs.count > 1,
            BlankTarget(
                sentence: sentence, index: position, firstWordIndex: BlankTarget.firstWordIndex(of: sentence),
                surroundings: surroundings(
                    ofSentence: blank.sentence, analyzed: analyzed, hidden: hidden, acrossParagraphs: true)
            ).givesPrepositionAwayAcrossParagraphs
        {
            fail(.giveAway, "blank \(index) \"\(blank.answer)\" is \(BlankTargetRule.giveAway.summary)")
        }
        if tag == .propn || blank.pos == UPOS.propn.rawValue {
            fail(.properNoun, "blank \(index) \"\(blank.answer)\" is a proper noun")
        } else if !level.allowedCategories.contains(tag.rawValue) {
            fail(
                .category,
                "blank \(index) \"\(blank.answer)\" tags as \(tag.rawValue), not one of level \(level.number)'s \(level.allowedCategories.sorted().joined(separator: ", "))"
            )
        } else if tag.rawValue != blank.pos {
            fail(.category, "blank \(index) \"\(blank.answer)\" tags as \(tag.rawValue), the puzzle says \(blank.pos)")
        }
        return OneSolutionCheck.Blank(words: sentence.tokens.map(\.text), tags: sentence.tags, index: position)
    }

    /// What the player reads around a blank of sentence `sentence` (inside
    /// the passage, checked before), for `give-away`: the tagged sentences
    /// within `LevelQuota.maxSentences` of it (`analyzed`,
    /// `analyzedNeighbourhoods`) in its paragraph or, for a content answer
    /// (`acrossParagraphs`), in the whole passage, as the generator judges
    /// its picks (`PuzzlePassage.givesAwayAcrossParagraphs`): the sentences
    /// just before and after it, the rest for the blank's phrase, and the
    /// two sentences two away in its own paragraph.
    func surroundings(
        ofSentence sentence: Int, analyzed: [Int: AnalyzedSentence], hidden: Set<Int>, acrossParagraphs: Bool
    ) -> BlankSurroundings {
        guard puzzle.sentences.indices.contains(sentence) else {
            return BlankSurroundings(before: nil, after: nil, hidden: hidden)
        }
        // The range the sentences shown lie in: the passage's, or the blank's paragraph's.
        let passage = TextRange(start: 0, length: units.count)
        guard
            let shownRange = acrossParagraphs
                ? passage : puzzle.paragraphs.first(where: { $0.contains(puzzle.sentences[sentence]) })
        else {
            return BlankSurroundings(before: nil, after: nil, hidden: hidden)
        }
        func shown(_ other: Int) -> AnalyzedSentence? {
            guard puzzle.sentences.indices.contains(other), shownRange.contains(puzzle.sentences[other]) else {
                return nil
            }
            return analyzed[other]
        }
        let window =
            max(
                0, sentence - LevelQuota.maxSentences)...min(
                puzzle.sentences.count - 1, sentence + LevelQuota.maxSentences)
        // Two sentences away counts within the blank's own paragraph only, as the generator judges it.
        let paragraph = puzzle.paragraphs.first { $0.contains(puzzle.sentences[sentence]) }
        let twoAway = [sentence - 2, sentence + 2].filter { other in
            puzzle.sentences.indices.contains(other) && paragraph?.contains(puzzle.sentences[other]) == true
        }
        return BlankSurroundings(
            before: shown(sentence - 1), after: shown(sentence + 1),
            farther: window.filter { abs($0 - sentence) > 1 }.compactMap(shown),
            twoAway: twoAway.compactMap { analyzed[$0] }, hidden: hidden)
    }

    /// Every sentence within `LevelQuota.maxSentences` of a blank's, tagged
    /// once: a blank's `give-away` reads its whole paragraph, which in a
    /// passage of at most that many sentences lies within the window. The
    /// window bounds the work on a puzzle that claims more sentences.
    func analyzedNeighbourhoods(of blanks: [Puzzle.Blank], analyzer: PassageAnalyzer) -> [Int: AnalyzedSentence] {
        var analyzed: [Int: AnalyzedSentence] = [:]
        let window = LevelQuota.maxSentences
        for blank in blanks where puzzle.sentences.indices.contains(blank.sentence) {
            let first = max(0, blank.sentence - window)
            let last = min(puzzle.sentences.count - 1, blank.sentence + window)
            for other in first...last where analyzed[other] == nil {
                analyzed[other] = analyzer.analyze(sentence: puzzle.sentences[other], in: puzzle.text)
            }
        }
        return analyzed
    }

    func isWholeWord(_ range: TextRange) -> Bool {
        guard let word = substring(range), !word.isEmpty,
            word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic })
        else { return false }
        func joins(_ unit: UInt16) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return true }  // half a surrogate pair: part of a symbol
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || "'’-_‐‑".unicodeScalars.contains(scalar)
        }
        if range.start > 0 && joins(units[range.start - 1]) { return false }
        if range.end < units.count && joins(units[range.end]) { return false }
        // An editor's bracket inside a word ("[t]he") joins its parts.
        if range.start > 1 && units[range.start - 1] == 0x5D && joins(units[range.start - 2]) { return false }
        if range.end + 1 < units.count && units[range.end] == 0x5B && joins(units[range.end + 1]) { return false }
        return true
    }

    static func words(of title: String) -> Set<String> {
        Set(title.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }
}
