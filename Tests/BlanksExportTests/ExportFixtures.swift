import BlanksCorpus
import BlanksModel
import BlanksSupport
import BlanksTestSupport
import Foundation

@testable import BlanksExport
@testable import BlanksPuzzle

/// Batch folders as `generate` writes them (puzzles.jsonl and a manifest.json
/// that matches it), built from `PuzzleFixtures`.
enum ExportFixtures {
    static func puzzles(_ count: Int = 3, prefix: String = "p") -> [Puzzle] {
        (0..<count).map { PuzzleFixtures.puzzle(id: "\(prefix)\($0)", revid: 716_551_092 + $0) }
    }

    static func manifest(for puzzles: [Puzzle], lines: Data, batch: String = "fixture-L1") -> BatchManifest {
        BatchManifest(
            schema: 1, batch: batch, seed: "fixture", level: 1, requested: puzzles.count, count: puzzles.count,
            corpus: .init(manifestSHA256: "", revisions: puzzles.count, pages: puzzles.count),
            generator: .init(name: "wikiblanks", version: "0.1.0"),
            files: ["puzzles.jsonl": sha256(lines)],
            puzzles: puzzles.enumerated().map { .init(id: $1.id, revid: $1.source.revid, rank: $0) },
            reusedPages: false, shard: nil)
    }

    /// Writes the batch; `lines` replaces puzzles.jsonl's bytes (the manifest still describes `puzzles`).
    @discardableResult
    static func writeBatch(
        _ puzzles: [Puzzle], named name: String = "fixture-L1", in parent: URL,
        lines: Data? = nil
    ) throws -> URL {
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = Data(PuzzleFixtures.jsonLines(puzzles).utf8)
        try (lines ?? real).write(to: folder.appendingPathComponent("puzzles.jsonl"))
        try CanonicalJSON.encode(manifest(for: puzzles, lines: real, batch: name))
            .write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    static func loaded(_ puzzles: [Puzzle] = puzzles(), named name: String = "fixture-L1") throws -> ExportBatch {
        let folder = try TemporaryDirectory().url
        return try ExportBatchLoader.load(try writeBatch(puzzles, named: name, in: folder))
    }

    static func sha256(_ data: Data) -> String {
        ContentHash.sha256Hex(of: data)
    }
}
