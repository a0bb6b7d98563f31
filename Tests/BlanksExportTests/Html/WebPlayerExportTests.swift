import BlanksModel
import BlanksSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct WebPlayerExportTests {
    @Test func theSameBatchesGiveTheSameBytes() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportFixtures.writeBatch(ExportFixtures.puzzles(), in: folder)
        var outputs: [Data] = []
        for name in ["a.html", "b.html"] {
            let out = folder.appendingPathComponent(name)
            let outcome = try Exporter().export(.html, batches: [batch], to: out)
            #expect(outcome == Exporter.Outcome(batches: 1, puzzles: 3, bytes: try Data(contentsOf: out).count))
            outputs.append(try Data(contentsOf: out))
        }
        #expect(outputs[0] == outputs[1])
        let page = String(decoding: outputs[0], as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(#"{"batches":[{"id":"fixture-L1","seed":"fixture","level":1,"puzzles":[{"#))
    }

    @Test func aDamagedBatchNamesFileAndLineAndLeavesNoFile() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let puzzles = ExportFixtures.puzzles()
        var lines = PuzzleFixtures.jsonLines(puzzles).split(separator: "\n").map(String.init)
        lines[1] = #"{"schema": 1"#
        let batch = try ExportFixtures.writeBatch(
            puzzles, in: folder, lines: Data((lines.joined(separator: "\n") + "\n").utf8))
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        #expect {
            try Exporter().export(.html, batches: [batch], to: out.appendingPathComponent("player.html"))
        } throws: { error in
            guard case .badPuzzle(let path, let line, let reason) = error as? ExportError else { return false }
            return path.hasSuffix("puzzles.jsonl") && line == 2 && reason.hasPrefix("not a puzzle")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aBatchOfAnotherKindIsRefusedByName() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let puzzles = ExportFixtures.puzzles(2)
        var lines = PuzzleFixtures.jsonLines(puzzles).split(separator: "\n").map(String.init)
        lines[0] = #"{"id":"t0","kind":"trace","level":1,"order":["A"],"schema":1,"seed":"demo"}"#
        let batch = try ExportFixtures.writeBatch(
            puzzles, in: folder, lines: Data((lines.joined(separator: "\n") + "\n").utf8))
        let out = folder.appendingPathComponent("deck.apkg")
        #expect {
            try Exporter().export(.anki, batches: [batch], to: out)
        } throws: { error in
            guard case .unsupportedKind(let path, 1, "trace") = error as? ExportError else { return false }
            return path.hasSuffix("puzzles.jsonl")
                && "\(error)".hasSuffix(
                    #", line 1: a "trace" puzzle; this format takes fill-in-the-blank batches only (export html plays trace batches)"#
                )
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // The web player plays trace puzzles, so it reads the line as one and says what it lacks.
        #expect {
            try Exporter().export(.html, batches: [batch], to: folder.appendingPathComponent("player.html"))
        } throws: { error in
            guard case .badPuzzle(_, 1, let reason) = error as? ExportError else { return false }
            return reason.hasPrefix("not a trace puzzle")
        }
    }

    @Test func aLineOfAnotherKindIsRefusedEvenWhenItAlsoReadsAsABlanksPuzzle() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let puzzles = ExportFixtures.puzzles(1)
        let line = Data(
            PuzzleFixtures.jsonLines(puzzles)
                .replacingOccurrences(of: #"{"blanks""#, with: #"{"kind":"trace","blanks""#).utf8)
        let batch = try ExportFixtures.writeBatch(puzzles, in: folder, lines: line)
        #expect {
            try ExportBatchLoader.load(batch)
        } throws: { error in
            guard case .unsupportedKind(_, 1, "trace") = error as? ExportError else { return false }
            return true
        }
    }

    @Test func anExplicitBlanksKindIsExported() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let puzzles = ExportFixtures.puzzles(1)
        let line = Data(
            PuzzleFixtures.jsonLines(puzzles)
                .replacingOccurrences(of: #"{"blanks""#, with: #"{"kind":"blanks","blanks""#).utf8)
        try line.write(to: folder.appendingPathComponent("puzzles.jsonl"))
        try CanonicalJSON.encode(ExportFixtures.manifest(for: puzzles, lines: line))
            .write(to: folder.appendingPathComponent("manifest.json"))
        let page = String(decoding: try WebPlayer.bytes(for: [try ExportBatchLoader.load(folder)]), as: UTF8.self)
        #expect(page.contains(#""puzzles":[{"kind":"blanks","blanks":"#))
    }
}
