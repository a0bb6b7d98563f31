import BlanksText
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// The validator's `one-solution` rule re-checks a written puzzle from its
/// text alone: a made-up puzzle whose blanks each have one answer passes it,
/// and the same puzzle with two sentences changed so two answers swap fails
/// it ("which" then fits the blank of "that"), naming the option and the blank.
@Suite struct OneSolutionRuleTests {
    static let analyzer = PuzzleTestSupport.analyzer

    /// A one-paragraph puzzle from sentences with one `[answer]` each.
    static func puzzle(_ sentences: [String]) throws -> Puzzle {
        var text = ""
        var blanks: [Puzzle.Blank] = []
        for (index, sentence) in sentences.enumerated() {
            if !text.isEmpty { text += " " }
            let open = try #require(sentence.firstIndex(of: "["))
            let close = try #require(sentence.firstIndex(of: "]"))
            let answer = String(sentence[sentence.index(after: open)..<close])
            let start = text.utf16.count + sentence[..<open].utf16.count
            text += sentence.replacingOccurrences(of: "[", with: "").replacingOccurrences(of: "]", with: "")
            blanks.append(
                Puzzle.Blank(start: start, length: answer.utf16.count, answer: answer, pos: "DET", sentence: index))
        }
        let ranges = analyzer.segmenter.sentences(in: text).map { TextRange(start: $0.start, length: $0.length) }
        for index in blanks.indices {
            let sentence = analyzer.analyze(sentence: ranges[blanks[index].sentence], in: text)
            let token = try #require(sentence.tokens.firstIndex { $0.start == blanks[index].start })
            blanks[index].pos = sentence.tags[token].rawValue
        }
        return Puzzle(
            id: "made-up", seed: "s", level: 0, generator: .init(name: "wikiblanks", version: "test"),
            source: .init(
                site: "en.wikipedia.org", pageid: 1, revid: 1, title: "Made up", timestamp: "2016-01-01T00:00:00Z",
                sha1: "", url: "https://en.wikipedia.org/w/index.php?oldid=1", license: "CC BY-SA 3.0"),
            text: text, paragraphs: [TextRange(start: 0, length: text.utf16.count)], sentences: ranges,
            blanks: blanks, options: blanks.map(\.answer).sorted(), variant: nil)
    }

    static let sentences = [
        "She ate [an] apple.", "The [river] flows north.", "They [played] football.", "It was a [beautiful] day.",
        "He is one [of] the founders.", "[Most] people agree.", "The cat [sat] on the mat.", "She [quickly] ran away.",
        "We met [at] noon.", "The old [house] collapsed."
    ]

    static func oneSolutionFailures(_ puzzle: Puzzle) throws -> [ValidationFailure] {
        let line = try PuzzleTestSupport.encode(puzzle)
        return PuzzleValidator(analyzer: analyzer).validate(line: line, number: 1).filter { $0.rule == .oneSolution }
    }

    @Test func aPuzzleWithOneAnswerPerBlankPasses() throws {
        #expect(try Self.oneSolutionFailures(Self.puzzle(Self.sentences)) == [])
    }

    @Test func twoInterchangeableBlanksFail() throws {
        var swapped = Self.sentences
        swapped[0] = "The house [which] he built is old."
        swapped[5] = "The car [that] he bought is red."
        let failures = try Self.oneSolutionFailures(Self.puzzle(swapped))
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.message.contains("fits blank") })
        #expect(failures.contains { $0.message.contains("option \"which\" fits blank 5") })
    }

    @Test func twoSynonymsFailWhereTheCountsSeeNoConflict() throws {
        var synonyms = Self.sentences
        synonyms[1] = "Her [reply] came late."
        synonyms[9] = "His [response] was short."
        let failures = try Self.oneSolutionFailures(Self.puzzle(synonyms))
        #expect(
            failures.contains {
                $0.message.contains("option \"response\" fits blank 1 as well as its answer \"reply\" (its synonym)")
            })
        #expect(failures.contains { $0.message.contains("option \"reply\" fits blank 9") })
    }
}
