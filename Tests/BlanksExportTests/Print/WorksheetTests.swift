import BlanksModel
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct WorksheetTests {
    static func html(_ batches: [ExportBatch], _ options: WorksheetOptions = .init()) -> String {
        String(decoding: Worksheet(options: options).html(for: batches), as: UTF8.self)
    }

    /// The text of the elements with class `name`, in order (one level of markup; for tests).
    static func sections(_ html: String, _ marker: String) -> [String] {
        Array(html.components(separatedBy: marker).dropFirst())
    }

    /// Per puzzle: numbered heading, the ten words as the bank in the batch's
    /// order, the passage with blanks (1)…(10) in text order and no answer in
    /// them, and the source line with its links written out.
    @Test func everyPuzzleHasItsHeadingBankNumberedBlanksAndSource() throws {
        let batch = try ExportFixtures.loaded()
        let html = Self.html([batch])
        let sheets = Self.sections(html, "<section class=\"sheet\">")
        #expect(sheets.count == batch.puzzles.count)
        for (index, (sheet, puzzle)) in zip(sheets, batch.puzzles).enumerated() {
            let source = puzzle.puzzle
            #expect(sheet.hasPrefix("\n<h1>\(index + 1). \(source.source.title)</h1>"))
            let bank = sheet.components(separatedBy: "<ul>")[1].components(separatedBy: "</ul>")[0]
            #expect(bank == source.options.map { "<li>\($0)</li>" }.joined(separator: " "))
            let numbers = sheet.components(separatedBy: "<span class=\"gap\"><b>(").dropFirst().map {
                Int($0.prefix { $0 != ")" })
            }
            #expect(numbers == (1...10).map { Optional($0) })
            #expect(sheet.contains("https://en.wikipedia.org/w/index.php?oldid=\(source.source.revid)"))
            #expect(sheet.contains("action=history"))
            #expect(sheet.contains("CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/)"))
            #expect(sheet.contains(SourceAttribution.changeNote))
            #expect(sheet.contains("Score: ____ / 10"))
        }
    }

    /// The key comes after every puzzle, in a section that starts a page,
    /// each puzzle's answers numbered like its blanks.
    @Test func theAnswerKeyFollowsOnItsOwnPageInBlankOrder() throws {
        let batch = try ExportFixtures.loaded()
        let html = Self.html([batch, try ExportFixtures.loaded(ExportFixtures.puzzles(1, prefix: "z"), named: "two-L1")]
        )
        let key = try #require(Self.sections(html, "<section class=\"key\">").first)
        #expect(
            html.range(of: "<section class=\"key\">")!.lowerBound
                > html.range(of: "<section class=\"sheet\">", options: .backwards)!.lowerBound)
        let answers = Self.sections(key, "<div class=\"answers\">")
        #expect(answers.count == 4, "puzzles numbered across batches")
        #expect(answers[3].hasPrefix("<h2>4. "))
        for (entry, puzzle) in zip(answers, batch.puzzles) {
            let expected = puzzle.puzzle.blanks.enumerated().map { "<li><b>(\($0 + 1))</b>&nbsp;\($1.answer)</li>" }
            #expect(entry.contains("<ol>" + expected.joined(separator: " ") + "</ol>"))
        }
        #expect(html.contains(".key { break-before: page; }"))
    }

    /// Paper, packing and type size reach the page's print styles.
    @Test func optionsSetPaperPageBreaksAndTypeSize() throws {
        let batch = try ExportFixtures.loaded()
        let a4 = Self.html([batch])
        #expect(a4.contains("@page { size: A4;"))
        #expect(a4.contains("<body class=\"paged\">"))
        #expect(a4.contains("font-size: 11pt"))
        let other = Self.html([batch], WorksheetOptions(paper: .letter, packed: true, largePrint: true))
        #expect(other.contains("@page { size: letter;"))
        #expect(other.contains("<body class=\"packed large\">"))
        #expect(other.contains("font-size: 17pt"))
        #expect(other.contains(".packed .sheet { break-before: auto;"))
    }

    /// Markup in a title, passage or answer is shown as text, never as elements.
    @Test func articleTextIsEscaped() throws {
        var batch = try ExportFixtures.loaded()
        let puzzle = PuzzleFixtures.prefixing(
            PuzzleFixtures.puzzle(id: "hostile", title: "A <script>x</script> & title"),
            with: "<img src=x onerror=alert(1)> & ")
        batch.puzzles = [try ExportPuzzle(PuzzleFixtures.replacingAnswer(of: puzzle, blank: 0, with: "<b>"), file: "f")]
        let html = Self.html([batch])
        #expect(!html.contains("<script>") && !html.contains("<img") && !html.contains("<li><b></li>"))
        #expect(html.contains("A &lt;script&gt;x&lt;/script&gt; &amp; title"))
        #expect(html.contains("<p>&lt;img src=x onerror=alert(1)&gt; &amp; "))
        #expect(html.contains("<li>&lt;b&gt;</li>"))
    }

    @Test func twoRendersAreByteIdentical() throws {
        let batch = try ExportFixtures.loaded()
        for options in [WorksheetOptions(), WorksheetOptions(paper: .letter, packed: true, largePrint: true)] {
            #expect(Worksheet(options: options).html(for: [batch]) == Worksheet(options: options).html(for: [batch]))
        }
    }
}
