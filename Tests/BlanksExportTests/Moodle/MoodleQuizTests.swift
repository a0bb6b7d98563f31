import BlanksModel
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct MoodleQuizTests {
    /// The `[[k]]` markers of a gapselect text, in order.
    static func gapNumbers(_ text: String) -> [Int] {
        text.components(separatedBy: "[[").dropFirst().compactMap { Int($0.prefix { $0 != "]" }) }
    }

    @Test func everyGapSelectsItsRightChoice() throws {
        let batch = try ExportFixtures.loaded()
        let questions = try MoodleXMLReader.parse(MoodleQuiz(type: .gapselect).xml(for: [batch]))
        #expect(questions.map(\.type) == ["category", "gapselect", "gapselect", "gapselect"])
        #expect(questions[0].category == "$course$/top/wikiblanks/fixture, level 1")
        for (index, (question, puzzle)) in zip(questions.dropFirst(), batch.puzzles).enumerated() {
            #expect(question.idnumber == puzzle.puzzle.id)
            #expect(question.name == "\(puzzle.puzzle.source.title) (level 1, puzzle \(index + 1))")
            #expect(question.shuffle == "0")
            #expect(question.options == puzzle.puzzle.options, "one choice group in the seeded order")
            let gaps = Self.gapNumbers(question.text)
            #expect(gaps.count == 10)
            #expect(gaps.map { question.options[$0 - 1] } == puzzle.puzzle.blanks.map(\.answer))
            #expect(question.text.contains("oldid=716551"))
            #expect(question.text.contains("action=history"))
            #expect(question.text.contains("https://creativecommons.org/licenses/by-sa/3.0/"))
            #expect(question.text.contains(SourceAttribution.changeNote))
        }
    }

    @Test func clozeQuestionsMarkTheRightChoiceOfEveryGap() throws {
        let batch = try ExportFixtures.loaded()
        let questions = try MoodleXMLReader.parse(MoodleQuiz(type: .cloze).xml(for: [batch]))
        #expect(questions.dropFirst().allSatisfy { $0.type == "cloze" })
        let puzzle = batch.puzzles[0].puzzle
        let gaps = questions[1].text.components(separatedBy: "{1:MC:").dropFirst().map { $0.prefix { $0 != "}" } }
        #expect(gaps.count == 10)
        for (gap, blank) in zip(gaps, puzzle.blanks) {
            let choices = gap.split(separator: "~").map(String.init)
            #expect(choices.map { $0.hasPrefix("=") ? String($0.dropFirst()) : $0 } == puzzle.options)
            #expect(choices.filter { $0.hasPrefix("=") } == ["=" + blank.answer])
        }
    }

    /// A puzzle whose text, title and answers hold every character with a meaning
    /// in XML, HTML, CDATA, gap markers or cloze syntax.
    static func hostilePuzzle() throws -> ExportPuzzle {
        let puzzle = PuzzleFixtures.prefixing(
            PuzzleFixtures.puzzle(id: "hostile", title: "A <b>&</b> ]]> title"),
            with: "<script>x</script> ]]> [[1]] {1:MC:=a~b} # & ")
        // An answer with cloze syntax in it (not a word the generator makes, but a puzzle file may hold it).
        return try ExportPuzzle(PuzzleFixtures.replacingAnswer(of: puzzle, blank: 0, with: "a~b}c#d{e"), file: "f")
    }

    @Test func escapesHTMLCDATAAndClozeSyntax() throws {
        var batch = try ExportFixtures.loaded()
        batch.puzzles = [try Self.hostilePuzzle()]
        for type in MoodleQuestionType.allCases {
            let xml = MoodleQuiz(type: type).xml(for: [batch])
            let questions = try MoodleXMLReader.parse(xml)
            let question = try #require(questions.last)
            #expect(question.name == "A <b>&</b> ]]> title (level 1, puzzle 1)")
            #expect(
                question.text.hasPrefix(
                    "<p>&lt;script&gt;x&lt;/script&gt; &#93;&#93;&gt; &#91;&#91;1&#93;&#93; &#123;1:MC:=a~b&#125; # &amp; "
                ))
            if type == .gapselect {
                let gaps = Self.gapNumbers(question.text)
                #expect(gaps.count == 10)
                #expect(gaps.map { question.options[$0 - 1] } == batch.puzzles[0].puzzle.blanks.map(\.answer))
            } else {
                #expect(question.text.contains("a&#126;b&#125;c&#35;d&#123;e"))
                #expect(!question.text.contains("a~b}c"))
            }
        }
    }

    /// A title holding gap markers, a cloze sub-question and characters XML 1.0
    /// forbids: the file stays well-formed (Foundation's parser reads it), the
    /// question keeps exactly its ten gaps, and the title reads as text.
    @Test func aHostileTitleAddsNoGapAndKeepsTheFileWellFormed() throws {
        var batch = try ExportFixtures.loaded()
        let title = "[[1]] [[2]] {1:SHORTANSWER:=x} \u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{FFFE}]]>"
        batch.puzzles = [try ExportPuzzle(PuzzleFixtures.puzzle(id: "titled", title: title), file: "f")]
        for type in MoodleQuestionType.allCases {
            let xml = MoodleQuiz(type: type).xml(for: [batch])
            let question = try #require(try MoodleXMLReader.parse(xml).last)
            if type == .gapselect {
                #expect(Self.gapNumbers(question.text).count == 10, "\(question.text)")
            } else {
                #expect(question.text.components(separatedBy: "{1:").count - 1 == 10, "\(question.text)")
            }
            #expect(question.text.contains("&#91;&#91;1&#93;&#93; &#91;&#91;2&#93;&#93; &#123;1:SHORTANSWER:=x&#125;"))
            #expect(!question.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0xFFFE })
        }
    }

    /// The items of a hint's numbered list, entities decoded as a browser would.
    static func hintItems(_ html: String) -> [String] {
        html.components(separatedBy: "<li>").dropFirst().map { item in
            String(item.prefix(while: { $0 != "<" }))
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// Gaps are numbered in the text; the first hint lists each gap's part of
    /// speech, the second adds its first letter, both as `BlankHint` words them.
    @Test func twoHintsListEveryNumberedGapsPartOfSpeechThenItsFirstLetter() throws {
        let batch = try ExportFixtures.loaded()
        for type in MoodleQuestionType.allCases {
            let questions = try MoodleXMLReader.parse(MoodleQuiz(type: type).xml(for: [batch]))
            for (question, puzzle) in zip(questions.dropFirst(), batch.puzzles) {
                let blanks = puzzle.puzzle.blanks
                #expect(
                    question.text.components(separatedBy: "<sup>").dropFirst().map { Int($0.prefix { $0 != "<" }) }
                        == Array(1...blanks.count).map { Optional($0) })
                #expect(question.hints.count == 2)
                #expect(Self.hintItems(question.hints[0]) == blanks.map { BlankHint($0).text(.partOfSpeech) })
                #expect(Self.hintItems(question.hints[1]) == blanks.map { BlankHint($0).text(.firstLetter) })
                #expect(Self.hintItems(question.hints[0]).first == "a conjunction")
                #expect(Self.hintItems(question.hints[1]).first == "a conjunction starting with \"t\"")
            }
        }
    }

    /// A first letter with a meaning in HTML or CDATA stays text in the hint.
    @Test func hintLettersAreEscaped() throws {
        var batch = try ExportFixtures.loaded()
        let puzzle = PuzzleFixtures.replacingAnswer(of: PuzzleFixtures.puzzle(id: "letters"), blank: 0, with: "<]]>&")
        batch.puzzles = [try ExportPuzzle(puzzle, file: "f")]
        let xml = MoodleQuiz(type: .gapselect).xml(for: [batch])
        let question = try #require(try MoodleXMLReader.parse(xml).last)
        #expect(question.hints[1].contains("<li>a conjunction starting with &quot;&lt;&quot;</li>"))
        #expect(Self.hintItems(question.hints[1]).first == "a conjunction starting with \"<\"")
    }

    @Test func cdataSplitsItsEndMarker() {
        #expect(XMLText.cdata("a]]>b") == "<![CDATA[a]]]]><![CDATA[>b]]>")
        #expect(XMLText.cdata("plain") == "<![CDATA[plain]]>")
    }

    /// Two puzzles of one article, at two levels or two places, get two names.
    @Test func namesTellPuzzlesOfOneArticleApart() throws {
        let first = try ExportPuzzle(PuzzleFixtures.puzzle(id: "a", level: 1, title: "Anarchism"), file: "f")
        let second = try ExportPuzzle(PuzzleFixtures.puzzle(id: "b", level: 4, title: "Anarchism"), file: "f")
        #expect(MoodleQuiz.name(first, number: 1) == "Anarchism (level 1, puzzle 1)")
        #expect(MoodleQuiz.name(second, number: 1) == "Anarchism (level 4, puzzle 1)")
        #expect(MoodleQuiz.name(first, number: 12) == "Anarchism (level 1, puzzle 12)")
        var batch = try ExportFixtures.loaded()
        batch.puzzles = [first, second]
        let names = try MoodleXMLReader.parse(MoodleQuiz(type: .cloze).xml(for: [batch])).dropFirst().map(\.name)
        #expect(names == ["Anarchism (level 1, puzzle 1)", "Anarchism (level 4, puzzle 2)"])
    }

    @Test func categoriesDoubleSlashesInSeeds() throws {
        var batch = try ExportFixtures.loaded()
        batch.manifest.seed = "a/b"
        let questions = try MoodleXMLReader.parse(MoodleQuiz(type: .gapselect).xml(for: [batch]))
        #expect(questions[0].category == "$course$/top/wikiblanks/a//b, level 1")
    }
}
