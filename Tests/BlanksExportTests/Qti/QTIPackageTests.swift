import BlanksModel
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct QTIPackageTests {
    static func entries(_ batches: [ExportBatch], type: QTIInteractionType = .inlineChoice) throws -> [ZipReader.Entry]
    {
        try ZipReader(try QTIPackage.bytes(for: batches, type: type)).entries
    }

    static func elements(_ entry: ZipReader.Entry) throws -> [XMLElementReader.Element] {
        try XMLElementReader.parse(entry.data)
    }

    /// The manifest first, then a test per batch, then an item per puzzle in
    /// batch order; the manifest names every file, the test every item.
    @Test func aPackageHoldsItsManifestATestPerBatchAndAnItemPerPuzzle() throws {
        let first = try ExportFixtures.loaded(ExportFixtures.puzzles(2, prefix: "a"), named: "one-L1")
        let second = try ExportFixtures.loaded(ExportFixtures.puzzles(3, prefix: "b"), named: "two-L1")
        let entries = try Self.entries([first, second])
        #expect(
            entries.map(\.name) == [
                "imsmanifest.xml", "tests/wikiblanks-test-one-L1.xml", "tests/wikiblanks-test-two-L1.xml",
                "items/wikiblanks-item-a0.xml", "items/wikiblanks-item-a1.xml",
                "items/wikiblanks-item-b0.xml", "items/wikiblanks-item-b1.xml", "items/wikiblanks-item-b2.xml"
            ])
        let resources = try Self.elements(entries[0]).named("resource")
        #expect(resources.map { $0.attributes["href"] ?? "" } == entries.dropFirst().map(\.name))
        #expect(
            resources.map { $0.attributes["type"] ?? "" }
                == ["imsqti_test_xmlv2p1", "imsqti_test_xmlv2p1"] + Array(repeating: "imsqti_item_xmlv2p1", count: 5))
        let dependencies = try Self.elements(entries[0]).named("dependency").map {
            $0.attributes["identifierref"] ?? ""
        }
        #expect(
            dependencies == [
                "wikiblanks-item-a0", "wikiblanks-item-a1",
                "wikiblanks-item-b0", "wikiblanks-item-b1", "wikiblanks-item-b2"
            ])
        let test = try Self.elements(entries[2])
        #expect(test[0].name == "assessmentTest")
        #expect(test[0].attributes["identifier"] == "wikiblanks-test-two-L1")
        #expect(test[0].attributes["title"] == "fixture, level 1")
        #expect(
            test.named("assessmentItemRef").map { $0.attributes["href"] ?? "" }
                == [
                    "../items/wikiblanks-item-b0.xml", "../items/wikiblanks-item-b1.xml",
                    "../items/wikiblanks-item-b2.xml"
                ])
    }

    /// Each blank's drop-down offers the ten words in the batch's order, and
    /// its declared correct response is the choice holding its answer.
    @Test func everyInlineChoiceIsTheTenWordsWithTheAnswerCorrect() throws {
        let batch = try ExportFixtures.loaded()
        let entries = try Self.entries([batch])
        for (entry, puzzle) in zip(entries.dropFirst(2), batch.puzzles) {
            let item = try Self.elements(entry)
            #expect(item[0].attributes["identifier"] == "wikiblanks-item-\(puzzle.puzzle.id)")
            #expect(item[0].attributes["title"] == puzzle.puzzle.source.title)
            let interactions = item.named("inlineChoiceInteraction")
            #expect(interactions.map { $0.attributes["responseIdentifier"] ?? "" } == (1...10).map { "RESPONSE_\($0)" })
            let choices = item.named("inlineChoice")
            #expect(choices.count == 100)
            #expect(choices.prefix(10).map(\.text) == puzzle.puzzle.options)
            let correct = item.filter { $0.name == "value" && $0.ancestors.last == "correctResponse" }.map(\.text)
            let chosen = correct.map { value in choices.prefix(10).first { $0.attributes["identifier"] == value }?.text
            }
            #expect(chosen == puzzle.puzzle.blanks.map(\.answer))
            #expect(item.named("sup").map(\.text) == (1...10).map(String.init), "gaps numbered like every player's")
        }
    }

    /// One point per right blank: a condition per response adding 1 to SCORE,
    /// whose maximum is the number of blanks; the test sums the items' SCORE.
    @Test func responseProcessingScoresOnePointPerRightBlank() throws {
        let batch = try ExportFixtures.loaded()
        for type in QTIInteractionType.allCases {
            let entries = try Self.entries([batch], type: type)
            let item = try Self.elements(entries[2])
            let conditions = item.named("responseIf")
            #expect(conditions.count == 10)
            let compared = item.filter { $0.name == "correct" }.map { $0.attributes["identifier"] ?? "" }
            #expect(compared == (1...10).map { "RESPONSE_\($0)" })
            let added = item.filter { $0.name == "baseValue" && $0.ancestors.contains("setOutcomeValue") }.map(\.text)
            #expect(added == Array(repeating: "1", count: 10))
            let maximum = item.first { $0.name == "outcomeDeclaration" && $0.attributes["identifier"] == "MAXSCORE" }
            #expect(maximum != nil)
            #expect(
                item.filter { $0.name == "value" && $0.ancestors.contains("outcomeDeclaration") }.map(\.text) == [
                    "0", "10"
                ])
            #expect(item.named(type == .inlineChoice ? "match" : "stringMatch").count == 10)
            let test = try Self.elements(entries[1])
            #expect(test.named("testVariables").first?.attributes["variableIdentifier"] == "SCORE")
        }
    }

    /// Text entry: a box per blank, the word bank above the passage, the
    /// answer's own word as the correct value, compared without letter case.
    @Test func textEntryItemsDeclareEachAnswerAndShowTheWordBank() throws {
        let batch = try ExportFixtures.loaded()
        let item = try Self.elements(try Self.entries([batch], type: .textEntry)[2])
        let puzzle = batch.puzzles[0].puzzle
        #expect(item.named("textEntryInteraction").count == 10)
        #expect(item.named("inlineChoiceInteraction").isEmpty)
        #expect(item.filter { $0.name == "responseDeclaration" }.allSatisfy { $0.attributes["baseType"] == "string" })
        #expect(
            item.filter { $0.name == "value" && $0.ancestors.last == "correctResponse" }.map(\.text)
                == puzzle.blanks.map(\.answer))
        #expect(item.named("stringMatch").allSatisfy { $0.attributes["caseSensitive"] == "false" })
        let bank = try #require(item.first { $0.attributes["class"] == "wikiblanks-words" })
        #expect(bank.text == "Words: " + puzzle.options.joined(separator: ", "))
    }

    /// The passage as text with its gaps, then the attribution (title,
    /// revision, authors, licence, the change) under it.
    @Test func itemsCarryThePassageAndItsAttribution() throws {
        let batch = try ExportFixtures.loaded()
        let entries = try Self.entries([batch])
        let xml = String(decoding: entries[2].data, as: UTF8.self)
        let item = try Self.elements(entries[2])
        let links = item.named("a").map { $0.attributes["href"] ?? "" }
        #expect(
            links == [
                "https://en.wikipedia.org/w/index.php?oldid=716551092",
                "https://en.wikipedia.org/w/index.php?curid=12&action=history",
                "https://creativecommons.org/licenses/by-sa/3.0/"
            ])
        #expect(xml.contains(SourceAttribution.changeNote))
        let passage = item.filter { $0.name == "p" && $0.ancestors.last == "div" }.map(\.text).joined()
        let firstText = batch.puzzles[0].paragraphs[0].first
        if case .text(let text) = firstText {
            #expect(passage.hasPrefix(text))
        } else {
            Issue.record("a passage starts with text")
        }
    }

    /// A title, passage and answer holding markup, entities, CDATA ends and
    /// characters XML 1.0 forbids: every file still parses, the text reads as
    /// text (no element from the article), and the ten interactions stay ten.
    @Test func hostileTextStaysTextAndTheFilesStayWellFormed() throws {
        var batch = try ExportFixtures.loaded()
        let puzzle = PuzzleFixtures.prefixing(
            PuzzleFixtures.puzzle(id: "hostile", title: "A <b>&</b> ]]> \"t\" \u{1}\u{FFFE}"),
            with: "<inlineChoiceInteraction responseIdentifier=\"X\"/> ]]> &amp; \u{7}\u{B} ")
        batch.puzzles = [
            try ExportPuzzle(PuzzleFixtures.replacingAnswer(of: puzzle, blank: 0, with: "<a&b>"), file: "f")
        ]
        for type in QTIInteractionType.allCases {
            let entries = try Self.entries([batch], type: type)
            for entry in entries { _ = try Self.elements(entry) }
            let item = try Self.elements(entries[2])
            #expect(item[0].attributes["title"] == "A <b>&</b> ]]> \"t\" \u{FFFD}\u{FFFD}")
            #expect(item.named("b").isEmpty)
            #expect(item.named(type == .inlineChoice ? "inlineChoiceInteraction" : "textEntryInteraction").count == 10)
            let passage = item.filter { $0.name == "p" && $0.ancestors.last == "div" }.map(\.text).joined()
            #expect(
                passage.hasPrefix("<inlineChoiceInteraction responseIdentifier=\"X\"/> ]]> &amp; \u{FFFD}\u{FFFD} "))
            if type == .inlineChoice {
                #expect(item.named("inlineChoice").prefix(10).map(\.text).contains("<a&b>"))
            } else {
                #expect(
                    item.filter { $0.name == "value" && $0.ancestors.last == "correctResponse" }.first?.text == "<a&b>")
            }
        }
    }

    @Test func twoRendersAreByteIdentical() throws {
        let batch = try ExportFixtures.loaded()
        for type in QTIInteractionType.allCases {
            #expect(try QTIPackage.bytes(for: [batch], type: type) == QTIPackage.bytes(for: [batch], type: type))
        }
    }

    /// Identifiers are XML names whatever the id holds, and two ids never share one.
    @Test func identifiersAreNamesAndTellEveryIdApart() {
        #expect(QTIIdentifier.item("0a1b") == "wikiblanks-item-0a1b")
        #expect(QTIIdentifier.escaped("a b") == "a_20b")
        #expect(QTIIdentifier.escaped("a_20b") == "a_5f20b")
        #expect(QTIIdentifier.escaped("x/y:z") == "x_2fy_3az")
        #expect(QTIIdentifier.escaped("é") == "_c3_a9")
        let ids = ["a b", "a_20b", "a-b", "a.b", "a_b", "A b", "é", "_c3_a9", "", "_"]
        #expect(Set(ids.map(QTIIdentifier.escaped)).count == ids.count)
        let name = /[A-Za-z][A-Za-z0-9._-]*/
        #expect(ids.allSatisfy { QTIIdentifier.item($0).wholeMatch(of: name) != nil })
    }

    /// Two folders of one batch id (possible only for empty batches) still get two test identifiers.
    @Test func aBatchIdGivenTwiceGetsTwoTestIdentifiers() throws {
        let empty = try ExportFixtures.loaded([], named: "empty-L1")
        let tests = QTIPackage.tests([empty, empty, empty])
        #expect(
            tests.map(\.identifier) == [
                "wikiblanks-test-empty-L1", "wikiblanks-test-empty-L1-2", "wikiblanks-test-empty-L1-3"
            ])
    }
}
