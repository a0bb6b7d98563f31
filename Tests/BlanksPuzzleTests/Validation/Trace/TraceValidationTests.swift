import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksSupport

/// Each trace rule, broken on purpose in an otherwise good puzzle, is
/// reported under its own name.
@Suite("Trace validation rules")
struct TraceValidationTests {
    static let good: TracePuzzle = {
        do { return try TraceGenerator().puzzle(seed: "tamper", level: 4, position: 2) } catch {
            fatalError("\(error)")
        }
    }()

    func rules(_ puzzle: TracePuzzle) throws -> [ValidationRule] {
        let line = try CanonicalJSON.encoder().encode(puzzle)
        return (PuzzleValidator.validateOtherKinds(line: line, number: 7) ?? []).map(\.rule)
    }

    func tampered(_ change: (inout TracePuzzle) -> Void) -> TracePuzzle {
        var puzzle = Self.good
        change(&puzzle)
        return puzzle
    }

    @Test func theGoodPuzzlePasses() throws {
        #expect(try rules(Self.good) == [])
    }

    @Test func levelOutsideOneToTen() throws {
        #expect(try rules(tampered { $0.level = 11 }).contains(.traceLevel))
        #expect(try rules(tampered { $0.level = 0 }).contains(.traceLevel))
    }

    @Test func levelLHasLPlusTwoBoxes() throws {
        #expect(try rules(tampered { $0.level = 5 }).contains(.traceBoxCount))
    }

    @Test func labelsAreDistinctAndPrintable() throws {
        #expect(try rules(tampered { $0.boxes[1].label = $0.boxes[0].label }).contains(.traceLabels))
        #expect(try rules(tampered { $0.boxes[1].label = "" }).contains(.traceLabels))
        #expect(try rules(tampered { $0.boxes[1].label = "\u{1B}[2J" }).contains(.traceLabels))
    }

    @Test func boxesInsideTheGridOnDistinctCells() throws {
        #expect(try rules(tampered { $0.boxes[0].column = $0.grid.columns }).contains(.traceCells))
        #expect(try rules(tampered { $0.boxes[0].row = -1 }).contains(.traceCells))
        #expect(
            try rules(
                tampered {
                    $0.boxes[1].column = $0.boxes[0].column
                    $0.boxes[1].row = $0.boxes[0].row
                }
            )
            .contains(.traceCells))
        #expect(try rules(tampered { $0.grid = TraceGrid(columns: 0, rows: Int.max) }).contains(.traceCells))
    }

    @Test func contactsJoinTwoDistinctKnownBoxesOnce() throws {
        #expect(try rules(tampered { $0.contacts.append(["A"]) }).contains(.traceContacts))
        #expect(try rules(tampered { $0.contacts.append(["A", "A"]) }).contains(.traceContacts))
        #expect(try rules(tampered { $0.contacts.append(["A", "Z"]) }).contains(.traceContacts))
        #expect(try rules(tampered { $0.contacts.append($0.contacts[0].reversed()) }).contains(.traceContacts))
    }

    @Test func contactsConnectEveryBox() throws {
        let lonely = Self.good.order.last ?? ""
        let rules = try rules(tampered { $0.contacts.removeAll { $0.contains(lonely) } })
        #expect(rules.contains(.traceConnected))
        #expect(rules.contains(.traceOrderContacts))
    }

    @Test func theOrderIsAPermutationOfTheBoxes() throws {
        #expect(try rules(tampered { $0.order[1] = $0.order[0] }).contains(.traceOrder))
        #expect(try rules(tampered { $0.order.removeLast() }).contains(.traceOrder))
    }

    @Test func eachBoxAfterTheFirstHasAContactTracedBeforeIt() throws {
        let path = try rules(
            tampered { puzzle in
                // Keep only a path A-B-C-… in label order and trace it from both ends inward.
                let labels = puzzle.boxes.map(\.label)
                puzzle.contacts = zip(labels, labels.dropFirst()).map { [$0, $1] }
                puzzle.order = [labels[0], labels[labels.count - 1]] + labels.dropFirst().dropLast()
            })
        #expect(path.contains(.traceOrderContacts))
        #expect(!path.contains(.traceConnected))
    }

    @Test func revealSecondsFromOneToTen() throws {
        #expect(try rules(tampered { $0.revealSeconds = 0 }).contains(.traceReveal))
        #expect(try rules(tampered { $0.revealSeconds = 11 }).contains(.traceReveal))
    }

    @Test func theIdDerivesFromSeedLevelPositionAndVersion() throws {
        #expect(try rules(tampered { $0.id = "0123" }) == [.id])
        #expect(try rules(tampered { $0.position = 3 }) == [.id])
    }

    @Test func aValidLineThatDoesNotRegenerateIsCaught() throws {
        // Swap two boxes' cells: every rule holds, but the generator drew otherwise.
        let moved = tampered { puzzle in
            let first = puzzle.boxes[0]
            puzzle.boxes[0].column = puzzle.boxes[1].column
            puzzle.boxes[0].row = puzzle.boxes[1].row
            puzzle.boxes[1].column = first.column
            puzzle.boxes[1].row = first.row
        }
        #expect(try rules(moved) == [.regenerates])
    }

    @Test func schemaAndUnknownKindsAndUndecodableLines() throws {
        #expect(try rules(tampered { $0.schema = 2 }).contains(.schema))
        let unknown = PuzzleValidator.validateOtherKinds(line: Data(#"{"kind":"chess"}"#.utf8), number: 3)
        #expect(unknown?.map(\.rule) == [.schema])
        #expect(unknown?.first?.message == "unknown kind \"chess\": expected blanks or trace")
        let broken = PuzzleValidator.validateOtherKinds(line: Data(#"{"kind":"trace","level":"x"}"#.utf8), number: 4)
        #expect(broken?.first?.rule == .schema)
        #expect(broken?.first?.puzzle == "line 4")
        #expect(PuzzleValidator.validateOtherKinds(line: Data(#"{"schema":1}"#.utf8), number: 1) == nil)
    }

    @Test func validateDispatchesOnKindInAMixedFile() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let file = temp.url.appendingPathComponent("puzzles.jsonl")
        var data = try CanonicalJSON.line(Self.good)
        data += try CanonicalJSON.line(tampered { $0.revealSeconds = 0 })
        try data.write(to: file)
        let report = try PuzzleValidator(analyzer: PuzzleTestSupport.analyzer).validate(path: file)
        #expect(report.puzzles == 2)
        #expect(report.failures.map(\.rule) == [.traceReveal])
        #expect(report.failures.first?.line == 2)
    }
}
