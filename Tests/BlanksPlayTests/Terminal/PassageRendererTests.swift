import BlanksTestSupport
import Testing

@testable import BlanksModel
@testable import BlanksPlay

@Suite("Passage layout")
struct PassageRendererTests {
    func session() throws -> GameSession { try GameSession(puzzle: PuzzleFixtures.puzzle()) }

    @Test func plainMarkersShowEmptyAndFilledBlanks() throws {
        var session = try session()
        try session.fill(blank: 4, word: "about")
        let text = PassageRenderer(style: TerminalStyle(colour: false), width: 1000).passage(session).joined(
            separator: "\n")
        #expect(
            text.hasPrefix(
                "Anarchism is a political philosophy [1 ______] rejects rulers. Its name comes [2 ______] the"))
        #expect(text.contains("Émile Armand wrote 🎲 [4: about] free love"))
        #expect(!text.contains("\u{1B}"))
        let paragraphs = text.components(separatedBy: "\n\n")
        #expect(paragraphs.count == 2)
        #expect(paragraphs[1].hasPrefix("[6 ______] movement grew"))
    }

    @Test(arguments: [20, 33, 60, 80])
    func linesFitTheWidth(width: Int) throws {
        let lines = PassageRenderer(style: TerminalStyle(colour: false), width: width).passage(try session())
        #expect(lines.count > 3)
        for line in lines { #expect(line.count <= width, "too wide: \(line)") }
        let rejoined = lines.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(rejoined.contains("[10 ______] in many countries."))
        #expect(lines.contains(""))
    }

    @Test func aMarkerIsNeverSplit() {
        let lines = TextWrapper(width: 10).wrap([
            StyledRun("aaaa "), StyledRun("[3 wrong: over,", .wrong, atomic: true),
            StyledRun(" answer: under", .answer, atomic: true), StyledRun("]. bb")
        ]).map { $0.map(\.text).joined() }
        #expect(lines == ["aaaa", "[3 wrong: over, answer: under].", "bb"])
    }

    @Test func colourAddsEscapesOnlyAroundStyledRuns() throws {
        var session = try session()
        try session.fill(blank: 1, word: "that")
        let lines = PassageRenderer(style: TerminalStyle(colour: true), width: 1000).passage(session)
        #expect(lines[0].hasPrefix("Anarchism is a political philosophy \u{1B}[1;4;36m[1: that]\u{1B}[0m rejects"))
        #expect(lines[0].contains("\u{1B}[1;33m[2 ______]\u{1B}[0m"))
    }

    @Test func resultsMarkRightWrongAndEmpty() throws {
        var session = try session()
        try session.fill(blank: 1, word: "that")
        try session.fill(blank: 2, word: "in")
        let results = try session.submit()
        let renderer = PassageRenderer(style: TerminalStyle(colour: false), width: 1000)
        let text = renderer.passage(session, results: results).joined(separator: "\n")
        #expect(text.contains("[1 right: that] rejects"))
        #expect(text.contains("[2 wrong: in, answer: from] the Greek"))
        #expect(text.contains("[3 empty, answer: was] the first"))
        let table = renderer.resultTable(results)
        #expect(table[0] == "  1  right  that")
        #expect(table[1] == "  2  wrong  in    answer: from")
        #expect(table[2] == "  3  empty  -     answer: was")
        let coloured = PassageRenderer(style: TerminalStyle(colour: true), width: 1000).resultTable(results)
        #expect(coloured[0].contains("\u{1B}[1;32mright\u{1B}[0m"))
        #expect(coloured[1].contains("\u{1B}[1;31mwrong\u{1B}[0m"))
    }

    @Test func optionsAreNumberedAndSayWherePlaced() throws {
        var session = try session()
        try session.fill(blank: 7, word: "in")
        try session.fill(blank: 2, word: "in")
        let line = PassageRenderer(style: TerminalStyle(colour: false), width: 1000).options(session).joined()
        #expect(
            line
                == "Words: 1 opposed  2 active  3 that  4 violent  5 was  6 The  7 the  8 from  9 in (in 2,7)  10 about"
        )
    }
}

@Suite("Terminal environment")
struct TerminalEnvironmentTests {
    @Test func colourOnlyOnATerminalWithoutNoColour() {
        let decide = TerminalEnvironment.decide
        #expect(decide(true, true, 100, ["TERM": "xterm"]).colour)
        #expect(!decide(false, true, nil, ["TERM": "xterm"]).colour)
        #expect(!decide(true, true, 100, ["NO_COLOR": "1"]).colour)
        #expect(decide(true, true, 100, ["NO_COLOR": ""]).colour)
        #expect(!decide(true, true, 100, ["TERM": "dumb"]).colour)
    }

    @Test func widthFromTheWindowThenColumnsThenEighty() {
        let decide = TerminalEnvironment.decide
        #expect(decide(true, false, 132, ["COLUMNS": "50"]).width == 132)
        #expect(decide(false, false, nil, ["COLUMNS": "50"]).width == 50)
        #expect(decide(false, false, nil, ["COLUMNS": "wide"]).width == 80)
        #expect(decide(false, false, nil, [:]).width == 80)
        #expect(decide(false, false, nil, ["COLUMNS": "5"]).width == 20)
    }

    @Test func promptsOnlyWhenAPersonTypes() {
        #expect(
            TerminalEnvironment.decide(
                outputIsTerminal: false, inputIsTerminal: true, windowColumns: nil, environment: [:]
            ).interactive)
        #expect(
            !TerminalEnvironment.decide(
                outputIsTerminal: true, inputIsTerminal: false, windowColumns: 80, environment: [:]
            ).interactive)
    }
}
