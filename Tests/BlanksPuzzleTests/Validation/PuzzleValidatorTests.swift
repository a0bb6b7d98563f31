import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksText

/// One tampered puzzle per rule, each caught with its rule named.
@Suite struct PuzzleValidatorTests {
    static let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer, corpus: PuzzleTestSupport.corpus)

    static func good() throws -> Puzzle {
        try PuzzleTestSupport.generator.puzzle(from: PuzzleTestSupport.revision(), seed: "tamper", level: Level.all[0])
    }

    static func rules(_ puzzle: Puzzle, corpus: Bool = true) throws -> Set<ValidationRule> {
        let manifest = corpus ? try PuzzleTestSupport.corpus.loadManifest() : nil
        let line = try PuzzleTestSupport.encode(puzzle)
        return Set(validator.validate(line: line, number: 1, corpusManifest: manifest).map(\.rule))
    }

    @Test func anUntouchedPuzzlePasses() throws {
        #expect(try Self.rules(Self.good()).isEmpty)
    }

    /// A title that is an answer in another inflection makes that blank a word of the title.
    @Test func anAnswerInflectingTheTitleIsCaught() throws {
        var puzzle = try Self.good()
        let answer = try #require(puzzle.blanks.first { $0.answer.count >= 3 && $0.answer.allSatisfy(\.isASCII) })
        puzzle.source.title = answer.answer.capitalized + "s"
        #expect(try Self.rules(puzzle).contains(.titleWord))
        puzzle.source.title = answer.answer.capitalized + "xyz"
        #expect(try !Self.rules(puzzle).contains(.titleWord))
    }

    @Test func aShiftedRangeIsCaught() throws {
        var puzzle = try Self.good()
        puzzle.blanks[3].start += 1
        #expect(try Self.rules(puzzle).contains(.blankAnswer))
    }

    @Test func aDuplicateAnswerIsCaught() throws {
        var puzzle = try Self.good()
        puzzle.blanks[1].answer = puzzle.blanks[0].answer
        #expect(try Self.rules(puzzle).contains(.distinctAnswers))
    }

    @Test func twoBlanksInOneSentenceAreCaught() throws {
        var puzzle = try Self.good()
        puzzle.blanks[1].sentence = puzzle.blanks[0].sentence
        let rules = try Self.rules(puzzle)
        #expect(rules.contains(.onePerSentence) || rules.contains(.blankSentence))
    }

    @Test func aMissingOptionIsCaught() throws {
        var puzzle = try Self.good()
        puzzle.options.removeLast()
        #expect(try Self.rules(puzzle).contains(.options))
        puzzle.options.append("zebra")
        #expect(try Self.rules(puzzle).contains(.options))
    }

    @Test func aBlankOnAProperNounIsCaught() throws {
        // A passage full of names (Dagny Taggart, Hank Rearden…), so the tagger surely reads one as a proper noun.
        var puzzle = try PuzzleTestSupport.generator.puzzle(
            from: PuzzleTestSupport.revision(PuzzleTestSupport.atlasShruggedCharacters),
            seed: "tamper", level: Level.all[0])
        #expect(try Self.rules(puzzle).isEmpty)
        // Move blank 0 onto a word the tagger reads as a proper noun.
        let found = puzzle.sentences.indices.lazy.compactMap { index -> (Int, BlanksText.Token)? in
            let sentence = PuzzleTestSupport.analyzer.analyze(sentence: puzzle.sentences[index], in: puzzle.text)
            return sentence.tags.firstIndex(of: .propn).map { (index, sentence.tokens[$0]) }
        }.first
        let (sentenceIndex, token) = try #require(found)
        puzzle.blanks[0] = .init(
            start: token.start, length: token.length, answer: token.text, pos: "NOUN",
            sentence: sentenceIndex)
        puzzle.options = puzzle.blanks.map(\.answer)
        #expect(try Self.rules(puzzle, corpus: false).contains(.properNoun))
    }

    @Test func aNonMinimalPassageIsCaught() throws {
        let revision = try PuzzleTestSupport.revision()
        var puzzle = try Self.good()
        // Append the next paragraph of the run: still a run of the article, but one paragraph too many.
        let entries = BlanksText.WikitextStripper().strip(revision.content).entries
        let passage = puzzle.paragraphs.map {
            String(decoding: Array(puzzle.text.utf16)[$0.start..<$0.end], as: UTF16.self)
        }
        let runStart = try #require(PuzzleCheck.runStart(of: passage, in: entries))
        let nextEntry = entries[runStart + passage.count]
        #expect(nextEntry.continuesRun)
        let next = nextEntry.text
        let start = puzzle.text.utf16.count + 2
        puzzle.text += "\n\n" + next
        puzzle.paragraphs.append(.init(start: start, length: next.utf16.count))
        puzzle.sentences += PuzzleTestSupport.analyzer.segmenter.sentences(in: next).map {
            .init(start: $0.start + start, length: $0.length)
        }
        let rules = try Self.rules(puzzle)
        #expect(rules.contains(.passageMinimal))
        #expect(!rules.contains(.passageSource))
    }

    @Test func editedTextIsCaught() throws {
        var puzzle = try Self.good()
        puzzle.text = puzzle.text.replacingOccurrences(of: "anarchism", with: "anarchy")
        #expect(try !Self.rules(puzzle).isEmpty)
        var subtle = try Self.good()
        // Same length, a letter outside every blank changed: only the source can tell.
        let units = Array(subtle.text.utf16)
        let outside = try #require(
            units.indices.first { i in
                Unicode.Scalar(units[i]).map { $0 == "e" } == true
                    && !subtle.blanks.contains { $0.range.start <= i && i < $0.range.end }
            })
        var edited = units
        edited[outside] = UInt16(UInt8(ascii: "o"))
        subtle.text = String(decoding: edited, as: UTF16.self)
        #expect(try Self.rules(subtle).contains(.passageSource))
    }

    /// The validator reads the passage with the gate itself: a paragraph
    /// edited to hold a defect fails `passage-clean`, with or without the corpus.
    @Test func aPassageEditedToHoldADefectFailsPassageClean() throws {
        var puzzle = try Self.good()
        #expect(try !Self.rules(puzzle).contains(.passageClean))
        let units = Array(puzzle.text.utf16)
        let and = Array(" and ".utf16)
        let at = try #require(
            units.indices.first { i in
                i + and.count <= units.count && Array(units[i..<(i + and.count)]) == and
                    && !puzzle.blanks.contains { $0.range.start < i + and.count && i < $0.range.end }
            })
        var edited = units
        edited.replaceSubrange((at + 1)..<(at + 4), with: Array("( ;".utf16))
        puzzle.text = String(decoding: edited, as: UTF16.self)
        #expect(try Self.rules(puzzle, corpus: false).contains(.passageClean))
        #expect(try Self.rules(puzzle).contains(.passageClean))
    }

    /// A passage may open a section only when it does not point back to the one before; the article, always.
    @Test func aPassageOpeningASectionByPointingBackFailsPassageSource() {
        #expect(PuzzleCheck.pointsBackFromSection(["However, it grew.", "It grew more."], start: 3))
        #expect(PuzzleCheck.pointsBackFromSection(["This meagre statistic grew."], start: 1))
        #expect(!PuzzleCheck.pointsBackFromSection(["This article is about a town."], start: 0))
        #expect(!PuzzleCheck.pointsBackFromSection(["The town grew."], start: 3))
        #expect(!PuzzleCheck.pointsBackFromSection([], start: 3))
    }

    /// A passage must start at the start of the article or of a section.
    @Test func aPassageStartingMidSectionFailsPassageSource() {
        let entries = [("A.", true, false), ("B.", false, false), ("C.", false, true)].map { text, starts, follows in
            StrippedParagraph(
                paragraph: .init(text: text, section: ""), defect: nil, startsSection: starts,
                followsRemovedBlock: follows)
        }
        #expect(PuzzleCheck.runStart(of: ["A.", "B."], in: entries) == 0)
        #expect(PuzzleCheck.runStart(of: ["B."], in: entries) == nil)
        #expect(PuzzleCheck.runStart(of: ["A.", "B.", "C."], in: entries) == nil, "C follows a removed block")
        var withheld = entries
        withheld[1].defect = .strandedWord
        #expect(PuzzleCheck.runStart(of: ["A.", "B."], in: withheld) == nil)
    }

    @Test func aChangedSourceSha1IsCaught() throws {
        var puzzle = try Self.good()
        puzzle.source.sha1 = String(repeating: "0", count: 40)
        #expect(try Self.rules(puzzle) == [.sourceRevision])
    }

    @Test func aChangedSeedBreaksTheIdAndRegeneration() throws {
        var puzzle = try Self.good()
        puzzle.seed = "another"
        let rules = try Self.rules(puzzle)
        #expect(rules.contains(.id))
    }

    @Test func aShuffledOptionOrderFailsOnlyRegeneration() throws {
        var puzzle = try Self.good()
        puzzle.options.reverse()
        #expect(try Self.rules(puzzle) == [.regenerates])
        #expect(try Self.rules(puzzle, corpus: false).isEmpty)
    }

    @Test func wrongTypesAndNonJSONAreSchemaFailures() throws {
        let line = try PuzzleTestSupport.encode(Self.good())
        var object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        object["level"] = "zero"
        let mistyped = try JSONSerialization.data(withJSONObject: object)
        #expect(Self.validator.validate(line: mistyped, number: 4).map(\.rule) == [.schema])
        let failures = Self.validator.validate(line: Data("{not json".utf8), number: 7)
        #expect(failures.map(\.rule) == [.schema] && failures[0].puzzle == "line 7")
    }

    @Test func aRangeOutsideTheTextIsCaughtWithoutCrashing() throws {
        var puzzle = try Self.good()
        puzzle.blanks[9].start = puzzle.text.utf16.count + 5
        puzzle.sentences[0].length = -3
        #expect(try Self.rules(puzzle).contains(.ranges))
    }

    /// A failure names its puzzle and line once: a batch-wide one has no line,
    /// and a line without a readable id is already named by its line.
    @Test func aFailureNamesItsPlaceOnce() {
        #expect(
            ValidationFailure(puzzle: "abc", line: 3, rule: .ranges, message: "m").description
                == "abc (line 3): ranges: m")
        #expect(
            ValidationFailure(puzzle: "line 3", line: 3, rule: .schema, message: "m").description == "line 3: schema: m"
        )
        #expect(
            ValidationFailure(puzzle: "manifest.json", line: 0, rule: .batchManifest, message: "m").description
                == "manifest.json: batch-manifest: m")
    }
}
