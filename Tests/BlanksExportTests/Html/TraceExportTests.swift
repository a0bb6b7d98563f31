import BlanksModel
import BlanksSupport
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport
@testable import BlanksPuzzle

/// The memory game in the web player: trace batches are embedded line for
/// line (alone or beside blanks puzzles), every other format refuses them,
/// and a trace line breaking a rule of `validate` never reaches the page.
@Suite struct TraceExportTests {
    /// A trace batch as `generate --kind trace` writes it.
    static func traceBatch(in folder: URL, seed: String = "web", count: Int = 2, level: Int = 1) throws -> URL {
        try TraceBatchGenerator().generate(
            TraceBatchRequest(seed: seed, count: count, level: level),
            outputRoot: folder, force: true
        ).directory
    }

    static func lines(_ batch: URL) throws -> [String] {
        try String(decoding: Data(contentsOf: batch.appendingPathComponent("puzzles.jsonl")), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    @Test func aTraceBatchIsEmbeddedLineForLineWithTheRules() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try Self.traceBatch(in: folder, count: 3, level: 4)
        let out = folder.appendingPathComponent("player.html")
        let outcome = try Exporter().export(.html, batches: [batch], to: out)
        #expect(outcome.batches == 1 && outcome.puzzles == 3)
        let page = String(decoding: try Data(contentsOf: out), as: UTF8.self)
        #expect(page.contains(#""level":4,"puzzles":["# + (try Self.lines(batch)).joined(separator: ",") + "]}]"))
        #expect(page.contains(#","rules":{"blanks":{"#))
    }

    @Test func everyOtherFormatRefusesATraceBatchByName() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try Self.traceBatch(in: folder)
        let formats: [ExportFormat] = [.anki, .moodle(.cloze), .qti(.textEntry), .print(WorksheetOptions())]
        for format in formats {
            #expect(format.kinds == [.blanks])
            #expect {
                try Exporter().export(format, batches: [batch], to: folder.appendingPathComponent("out"))
            } throws: { error in
                guard case .unsupportedKind(_, 1, "trace") = error as? ExportError else { return false }
                return true
            }
        }
        #expect(ExportFormat.html.kinds == [.blanks, .trace])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A made-up break of each kind: the loader names the rule `validate` names.
    @Test(arguments: [
        (#""revealSeconds":5"#, #""revealSeconds":0"#, "trace-reveal"),
        (#""level":1"#, #""level":11"#, "trace-level"),
        (#""order":["#, #""order":["A","#, "trace-order")
    ])
    func aTraceLineBreakingARuleIsRefusedWithTheRuleName(from: String, to: String, rule: String) throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try Self.traceBatch(in: folder)
        var lines = try Self.lines(batch)
        lines[1] = lines[1].replacingOccurrences(of: from, with: to)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: batch.appendingPathComponent("puzzles.jsonl"))
        #expect {
            try Exporter().export(.html, batches: [batch], to: folder.appendingPathComponent("player.html"))
        } throws: { error in
            guard case .badPuzzle(let path, 2, let reason) = error as? ExportError else { return false }
            return path.hasSuffix("puzzles.jsonl") && reason.contains("breaks the rule \(rule)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("player.html").path))
    }

    @Test func theSameTraceBatchTwiceIsRefused() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try Self.traceBatch(in: folder)
        #expect {
            try ExportBatchLoader.load([batch, batch], kinds: [.blanks, .trace])
        } throws: { error in
            guard case .duplicatePuzzle(_, let path, 1, _) = error as? ExportError else { return false }
            return path.hasSuffix("puzzles.jsonl")
        }
    }

    /// Blanks and trace lines of one batch keep the batch's order in the page.
    @Test func aMixedBatchKeepsItsLineOrder() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try Self.lines(try Self.traceBatch(in: folder, count: 1))[0]
        let blanks = ExportFixtures.puzzles(2)
        let blankLines = PuzzleFixtures.jsonLines(blanks).split(separator: "\n").map(String.init)
        let raw = Data(([blankLines[0], trace, blankLines[1]].joined(separator: "\n") + "\n").utf8)
        let traceID = try JSONDecoder().decode(TracePuzzle.self, from: Data(trace.utf8)).id
        var manifest = ExportFixtures.manifest(for: blanks, lines: raw)
        manifest.puzzles.insert(.init(id: traceID, revid: 0, rank: 1), at: 1)
        let batch = folder.appendingPathComponent("mixed")
        try FileManager.default.createDirectory(at: batch, withIntermediateDirectories: true)
        try raw.write(to: batch.appendingPathComponent("puzzles.jsonl"))
        try CanonicalJSON.encode(manifest).write(to: batch.appendingPathComponent("manifest.json"))

        let loaded = try ExportBatchLoader.load([batch], kinds: ExportFormat.html.kinds)
        #expect(loaded[0].puzzles.count == 2 && loaded[0].traces.map(\.place) == [1])
        let data = try PlayerData.json(for: loaded)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let puzzles = try #require((decoded["batches"] as? [[String: Any]])?.first?["puzzles"] as? [[String: Any]])
        #expect(puzzles.map { $0["id"] as? String } == [blanks[0].id, traceID, blanks[1].id])
        #expect {
            try ExportBatchLoader.load([batch])
        } throws: { error in
            guard case .unsupportedKind(_, 2, "trace") = error as? ExportError else { return false }
            return true
        }
    }
}
