import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksText

/// The validator states the rules of a word worth asking, of the honest
/// level and of no repeats on its own: a puzzle edited to break one fails
/// with that rule's name.
@Suite struct WordRuleValidationTests {
    static let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer)

    /// A puzzle over made-up sentences (one paragraph), blanking in each the
    /// first whole-word occurrence of its word, tagged as the validator's
    /// tagger tags it, so that only the rule under test can fail.
    static func puzzle(level: Int, _ pairs: [(sentence: String, word: String)]) throws -> Puzzle {
        let text = pairs.map(\.sentence).joined(separator: " ")
        let analyzer = PuzzleTestSupport.analyzer
        let sentences = analyzer.sentences(ofParagraph: text, offset: 0)
        try #require(sentences.count == pairs.count, "the made-up sentences segment as written")
        var blanks: [Puzzle.Blank] = []
        for (index, (sentence, pair)) in zip(sentences, pairs).enumerated() {
            let position = try #require(
                sentence.tokens.firstIndex { $0.text == pair.word }, "\(pair.word) in \(pair.sentence)")
            let token = sentence.tokens[position]
            blanks.append(
                .init(
                    start: token.start, length: token.length, answer: token.text,
                    pos: sentence.tags[position].rawValue, sentence: index))
        }
        return Puzzle(
            id: "made-up", seed: "s", level: level, generator: .init(name: "wikiblanks", version: "test"),
            source: .init(
                site: "en.wikipedia.org", pageid: 1, revid: 1, title: "Made up", timestamp: "",
                sha1: "", url: "", license: ""),
            text: text, paragraphs: [TextRange(start: 0, length: text.utf16.count)],
            sentences: sentences.map(\.range), blanks: blanks, options: blanks.map(\.answer))
    }

    /// The same puzzle with a paragraph break before sentence `split`: the
    /// two paragraphs joined by a blank line, as the generator writes them.
    static func puzzle(level: Int, _ pairs: [(sentence: String, word: String)], breakBefore split: Int) throws
        -> Puzzle
    {
        var puzzle = try puzzle(level: level, pairs)
        let first = pairs[..<split].map(\.sentence).joined(separator: " ")
        let second = pairs[split...].map(\.sentence).joined(separator: " ")
        // One space becomes a blank line: everything after the break moves one unit on.
        let offset = first.utf16.count + 2
        let sentences =
            PuzzleTestSupport.analyzer.sentences(ofParagraph: first, offset: 0)
            + PuzzleTestSupport.analyzer.sentences(ofParagraph: second, offset: offset)
        try #require(sentences.count == pairs.count, "the made-up sentences segment as written")
        puzzle.text = first + "\n\n" + second
        puzzle.paragraphs = [
            TextRange(start: 0, length: first.utf16.count), TextRange(start: offset, length: second.utf16.count)
        ]
        puzzle.sentences = sentences.map(\.range)
        for index in puzzle.blanks.indices where puzzle.blanks[index].sentence >= split {
            puzzle.blanks[index].start += 1
        }
        return puzzle
    }

    static func rules(_ puzzle: Puzzle) throws -> Set<ValidationRule> {
        Set(validator.validate(line: try PuzzleTestSupport.encode(puzzle), number: 1).map(\.rule))
    }

    /// Nine plain sentences, each with a plain noun to blank.
    static let plain: [(sentence: String, word: String)] = [
        ("The river ran past the mill.", "river"), ("A bridge crossed the stream.", "bridge"),
        ("The castle stood on a hill.", "castle"), ("Farmers kept sheep in the valley.", "sheep"),
        ("The market opened every week.", "market"), ("Children played in the garden.", "garden"),
        ("The tower was built of stone.", "stone"), ("Boats carried grain to the harbour.", "grain"),
        ("The forest covered the slopes.", "forest")
    ]

    @Test func everyRuleOfAWordWorthAskingHasItsValidatorName() {
        for rule in BlankTargetRule.allCases {
            #expect(ValidationRule(rule)?.rawValue == rule.rawValue)
        }
    }

    @Test func theMadeUpPuzzleBreaksOnlyTheRuleUnderTest() throws {
        let rules = try Self.rules(
            Self.puzzle(level: 4, Self.plain + [("The village grew around the church.", "church")]))
        #expect(
            rules.isDisjoint(with: [
                .singleLetter, .unit, .abbreviation, .nameLink, .bracketed, .lexicon,
                .classMember, .giveAway, .ownClass, .passageLength
            ]), "\(rules)")
    }

    @Test func aBlankedUnitFails() throws {
        #expect(
            try Self.rules(Self.puzzle(level: 4, Self.plain + [("The lake covers 40 sq mi of land.", "mi")])).contains(
                .unit))
    }

    @Test func aBlankedSingleLetterFails() throws {
        #expect(
            try Self.rules(Self.puzzle(level: 4, Self.plain + [("The letter e is common.", "e")])).contains(
                .singleLetter))
    }

    @Test func aBlankedLinkingWordOfANameFails() throws {
        #expect(
            try Self.rules(Self.puzzle(level: 4, Self.plain + [("He worked at the Bank of England for years.", "of")]))
                .contains(.nameLink))
    }

    @Test func aBlankedWordAloneInBracketsFails() throws {
        #expect(
            try Self.rules(Self.puzzle(level: 4, Self.plain + [("The cat (feline) sat on the mat.", "feline")]))
                .contains(.bracketed))
    }

    @Test func aBlankedTypoFails() throws {
        #expect(
            try Self.rules(Self.puzzle(level: 4, Self.plain + [("The goverment fell in spring.", "goverment")]))
                .contains(.lexicon))
    }

    @Test func aBlankedAbbreviationFails() throws {
        #expect(
            try Self.rules(Self.puzzle(level: 4, Self.plain + [("The wall is made of conc. and steel.", "conc")]))
                .contains(.abbreviation))
    }

    @Test func aBlankedWordOutsideItsClassFails() throws {
        // The tagger reads this "Such" as a determiner, a class that does not hold it.
        let puzzle = try Self.puzzle(level: 4, Self.plain + [("Such a storm came.", "Such")])
        try #require(puzzle.blanks[9].pos == "DET", "the tagger's reading this test relies on")
        #expect(try Self.rules(puzzle).contains(.classMember))
    }

    @Test func aBlankTheTaggerIsUnsureOfFails() throws {
        // Any word of the embedded corpus the tagger tags below the floor.
        let base = try PuzzleTestSupport.generator.puzzle(
            from: PuzzleTestSupport.revision(), seed: "tamper", level: Level.all[0])
        var found: (sentence: Int, token: BlanksText.Token, tag: String)?
        search: for index in base.sentences.indices {
            let sentence = PuzzleTestSupport.analyzer.analyze(sentence: base.sentences[index], in: base.text)
            for (position, token) in sentence.tokens.enumerated()
            where sentence.margins[position] < BlankTarget.tagMarginFloor && token.text.allSatisfy(\.isLetter) {
                found = (index, token, sentence.tags[position].rawValue)
                break search
            }
        }
        let (sentence, token, tag) = try #require(found)
        var puzzle = base
        // The word replaces its sentence's blank, or the first blank.
        let replaced = puzzle.blanks.firstIndex { $0.sentence == sentence } ?? 0
        puzzle.blanks[replaced] = .init(
            start: token.start, length: token.length, answer: token.text, pos: tag,
            sentence: sentence)
        puzzle.blanks.sort { $0.start < $1.start }
        puzzle.options = puzzle.blanks.map(\.answer)
        #expect(try Self.rules(puzzle).contains(.tagMargin))
    }

    /// The first plain sentences, then `last`: ten in all, one paragraph.
    static func plain(endingWith last: [(sentence: String, word: String)]) -> [(sentence: String, word: String)] {
        Array(plain.prefix(10 - last.count)) + last
    }

    @Test func aBlankTheNextSentenceShowsFails() throws {
        let pairs = Self.plain(endingWith: [
            ("The wheel had five spokes.", "spokes"), ("The spokes were made of oak.", "oak")
        ])
        #expect(try Self.rules(Self.puzzle(level: 4, pairs)).contains(.giveAway))
    }

    @Test func aBlankItsOwnSentenceShowsAgainFails() throws {
        let puzzle = try Self.puzzle(
            level: 4, Self.plain(endingWith: [("Wheels can be turned by hand or turned by motors.", "turned")]))
        try #require(puzzle.blanks[9].pos == "VERB", "the tagger's reading this test relies on")
        #expect(try Self.rules(puzzle).contains(.giveAway))
    }

    /// Farther in the paragraph, the blank's phrase with a content word
    /// beside the answer gives it away; the word alone does not.
    @Test func aPhraseRepeatedFartherInTheParagraphFails() throws {
        let phrase = try Self.rules(
            Self.puzzle(
                level: 4,
                Self.plain(endingWith: [
                    ("Altruism or selflessness is a virtue.", "virtue"), ("The wheel had five spokes.", "wheel"),
                    ("Altruism or selflessness is rare.", "selflessness")
                ])))
        #expect(phrase.contains(.giveAway), "\(phrase)")
        let word = try Self.rules(
            Self.puzzle(
                level: 4,
                Self.plain(endingWith: [
                    ("Altruism or selflessness is a virtue.", "virtue"), ("The wheel had five spokes.", "wheel"),
                    ("The cart had a seat.", "seat"), ("She said that selflessness is rare.", "selflessness")
                ])))
        #expect(!word.contains(.giveAway), "\(word)")
    }

    /// Two sentences away in its paragraph, a content answer shown again in
    /// its class is given away; across a paragraph break it is not.
    @Test func aContentWordTwoSentencesAwayInItsParagraphFails() throws {
        let pairs = Self.plain(endingWith: [
            ("The wheel had five spokes.", "wheel"), ("The cart had a seat.", "seat"),
            ("The spokes were made of oak.", "spokes")
        ])
        let together = try Self.puzzle(level: 4, pairs)
        try #require(together.blanks[9].pos == "NOUN", "the tagger's reading this test relies on")
        #expect(try Self.rules(together).contains(.giveAway))
        let apart = try Self.rules(Self.puzzle(level: 4, pairs, breakBefore: 9))
        #expect(!apart.contains(.giveAway), "\(apart)")
        #expect(apart.isDisjoint(with: [.ranges, .paragraphs]), "\(apart)")
    }

    /// Across a paragraph break, a content answer the next sentence shows is
    /// given away as within a paragraph; a function word's repeat is not.
    @Test func aContentWordTheNextParagraphShowsFails() throws {
        let content = Self.plain(endingWith: [
            ("The wheel had five spokes.", "spokes"), ("The spokes were made of oak.", "oak")
        ])
        let broken = try Self.puzzle(level: 4, content, breakBefore: 9)
        try #require(broken.paragraphs.count == 2 && broken.blanks[9].sentence == 9)
        #expect(try Self.rules(broken).contains(.giveAway))
        let function = Self.plain(endingWith: [
            ("The birds of the forest sang.", "of"), ("The birds of the lake swam.", "lake")
        ])
        #expect(try Self.rules(Self.puzzle(level: 4, function)).contains(.giveAway))
        let apart = try Self.rules(Self.puzzle(level: 4, function, breakBefore: 9))
        #expect(!apart.contains(.giveAway), "\(apart)")
        #expect(apart.isDisjoint(with: [.ranges, .paragraphs]), "\(apart)")
        // A preposition after the verb that takes it is that pair shown, across a break too.
        let governed = Self.plain(endingWith: [("Birds live in the forest.", "in"), ("Fish live in the lake.", "lake")])
        let acrossTheBreak = try Self.rules(Self.puzzle(level: 4, governed, breakBefore: 9))
        #expect(acrossTheBreak.contains(.giveAway), "\(acrossTheBreak)")
    }

    /// A verb shown again with the preposition after the blank, across a
    /// paragraph break and sentences away, is given away; with another one it is not.
    @Test func aVerbShownFartherOffWithItsPrepositionFails() throws {
        func rules(_ shown: String) throws -> Set<ValidationRule> {
            let pairs =
                Array(Self.plain.prefix(6)) + [
                    ("Agents were assigned to every unit.", "assigned"), ("The wheel had five spokes.", "wheel"),
                    ("The cart had a seat.", "seat"), (shown, "Brigades")
                ]
            let puzzle = try Self.puzzle(level: 4, pairs, breakBefore: 8)
            try #require(puzzle.blanks[6].pos == "VERB", "the tagger's reading this test relies on")
            return try Self.rules(puzzle)
        }
        let shown = try rules("Brigades were assigned to it.")
        #expect(shown.contains(.giveAway), "\(shown)")
        let other = try rules("Brigades were assigned by it.")
        #expect(!other.contains(.giveAway), "\(other)")
    }

    /// The rules a level-4 puzzle of `plain` sentences ending with `last` breaks.
    static func rules(endingWith last: [(sentence: String, word: String)]) throws -> Set<ValidationRule> {
        try rules(puzzle(level: 4, plain(endingWith: last)))
    }

    /// A preposition shown again after the verb that takes it is given away.
    @Test func aPrepositionShownWithItsVerbFails() throws {
        let taken = try Self.rules(endingWith: [
            ("The word was derived from Latin.", "word"), ("The name is derived from Greek.", "from")
        ])
        #expect(taken.contains(.giveAway), "\(taken)")
        let other = try Self.rules(endingWith: [
            ("The word came from Latin.", "word"), ("The name is derived from Greek.", "from")
        ])
        #expect(!other.contains(.giveAway), "\(other)")
    }

    /// A preposition whose parallel conjunct opens with it too is given
    /// away; a repeat that opens no conjunct is not.
    @Test func aPrepositionOpeningAParallelConjunctFails() throws {
        let parallel = try Self.rules(endingWith: [
            ("The word came from Latin.", "word"), ("It was known in Spain and in France.", "in")
        ])
        #expect(parallel.contains(.giveAway), "\(parallel)")
        let other = try Self.rules(endingWith: [
            ("The word came from Latin.", "word"), ("It was known in Spain and lived in France.", "in")
        ])
        #expect(!other.contains(.giveAway), "\(other)")
    }

    /// The validator knows which words the puzzle blanks: a repeat that is a
    /// blank, or that loses a word of its phrase to one, shows nothing.
    @Test func aRepeatThePuzzleBlanksGivesNothingAway() throws {
        let both = try Self.rules(
            Self.puzzle(
                level: 4,
                Self.plain(endingWith: [
                    ("The wheel had five spokes.", "spokes"), ("The spokes were made of oak.", "spokes")
                ])))
        #expect(both.contains(.distinctAnswers))
        #expect(!both.contains(.giveAway), "\(both)")
        let shown = try Self.rules(
            Self.puzzle(
                level: 4,
                Self.plain(endingWith: [
                    ("The road to the sea is long.", "to"), ("A path to the sea opened.", "path")
                ])))
        #expect(shown.contains(.giveAway))
        let hidden = try Self.rules(
            Self.puzzle(
                level: 4,
                Self.plain(endingWith: [("The road to the sea is long.", "to"), ("A path to the sea opened.", "the")])
            ))
        #expect(!hidden.contains(.giveAway), "\(hidden)")
    }

    @Test func aLevelPuzzleOfFallBackWordsFails() throws {
        // Level 5 asks for pronouns: ten nouns are all fall-back.
        let rules = try Self.rules(
            Self.puzzle(level: 5, Self.plain + [("The village grew around the church.", "church")]))
        #expect(rules.contains(.ownClass))
        #expect(!rules.contains(.category))
    }

    @Test func aPassageOfMoreThanTwentySentencesFails() throws {
        let filler = (0..<11).map { (sentence: "Rain fell on day \($0 + 1).", word: "fell") }
        var pairs = Self.plain + [("The village grew around the church.", "church")]
        pairs += filler
        var puzzle = try Self.puzzle(level: 4, pairs)
        puzzle.blanks = Array(puzzle.blanks.prefix(10))
        puzzle.options = puzzle.blanks.map(\.answer)
        #expect(puzzle.sentences.count == 21)
        #expect(try Self.rules(puzzle).contains(.passageLength))
    }

    /// Writes `puzzles` as a puzzles file and validates it.
    static func batchRules(_ puzzles: [Puzzle]) throws -> [ValidationFailure] {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("puzzles.jsonl")
        var data = Data()
        for puzzle in puzzles { data += try PuzzleTestSupport.encode(puzzle) + Data("\n".utf8) }
        try data.write(to: file)
        return try validator.validate(path: file).failures.filter { [.duplicate, .variantOverlap].contains($0.rule) }
    }

    @Test func aRepeatedPuzzleFails() throws {
        let puzzle = try PuzzleTestSupport.generator.puzzle(
            from: PuzzleTestSupport.revision(), seed: "twice", level: Level.all[0])
        #expect(try Self.batchRules([puzzle]).isEmpty)
        let failures = try Self.batchRules([puzzle, puzzle])
        #expect(failures.map(\.rule) == [.duplicate])
        #expect(failures.first?.line == 2)
    }

    @Test func aVariantTooCloseToItsPageFails() throws {
        let revision = try PuzzleTestSupport.revision()
        let first = try PuzzleTestSupport.generator.puzzle(from: revision, seed: "close", level: Level.all[0])
        let second = try PuzzleTestSupport.generator.puzzle(
            from: revision, seed: "close", level: Level.all[0], variant: 1)
        #expect(try Self.batchRules([first, second]).isEmpty)
        // A variant that keeps six of the first puzzle's blanks.
        var close = second
        close.blanks =
            Array(first.blanks.prefix(6))
            + second.blanks.filter { blank in
                !first.blanks.prefix(6).contains {
                    $0.sentence == blank.sentence || $0.answer.lowercased() == blank.answer.lowercased()
                }
            }.prefix(4)
        close.blanks.sort { $0.start < $1.start }
        #expect(try Self.batchRules([first, close]).map(\.rule) == [.variantOverlap])
    }
}
