import BlanksModel
import BlanksSupport
import Foundation

/// What a batch of trace puzzles asks for.
package struct TraceBatchRequest: Sendable {
    package var seed: String
    package var count: Int
    package var level: Int
    package var shard: ShardSpec?

    package init(seed: String, count: Int, level: Int, shard: ShardSpec? = nil) {
        self.seed = seed
        self.count = count
        self.level = level
        self.shard = shard
    }
}

/// Writes a batch of trace puzzles in the same format as blanks batches:
/// `Output/<batch-id>/puzzles.jsonl` and a manifest with `"kind":"trace"`.
///
/// Puzzle i (from 0) is drawn from (seed, level, i) and ranked i; a shard
/// makes the positions `PuzzleKey.traceShard` gives it, so `merge` sorting
/// by rank rebuilds the unsharded batch byte for byte. No corpus is read:
/// the manifest's corpus fields are empty.
package struct TraceBatchGenerator: Sendable {
    package let generator: TraceGenerator

    package init(generator: TraceGenerator = TraceGenerator()) {
        self.generator = generator
    }

    /// The folder name: `trace-` and the blanks form, with "trace" in place of a corpus digest.
    package static func batchID(request: TraceBatchRequest, generatorVersion: String) -> String {
        "trace-"
            + BatchGenerator.batchID(
                seed: request.seed, level: request.level, count: request.count,
                contentDigest: PuzzleKind.trace.rawValue, generatorVersion: generatorVersion)
    }

    /// O(count) puzzles of O(1) size each; memory holds one puzzle at a time.
    package func generate(
        _ request: TraceBatchRequest, outputRoot: URL, force: Bool,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> BatchGenerator.Outcome {
        guard request.count > 0 else { throw BatchError.invalidCount(request.count) }
        guard TraceLevels.range.contains(request.level) else { throw TraceGenerationError.invalidLevel(request.level) }
        let batch = Self.batchID(request: request, generatorVersion: generator.version)
        var folder = batch
        if let shard = request.shard { folder += ".shard-\(shard.index)-of-\(shard.count)" }
        let writer = try BatchWriter(outputRoot: outputRoot, folder: folder, force: force)
        let encoder = CanonicalJSON.encoder()
        for position in 0..<request.count {
            if let shard = request.shard,
                PuzzleKey.traceShard(seed: request.seed, position: position, count: shard.count) != shard.index
            {
                continue
            }
            let puzzle = try generator.puzzle(seed: request.seed, level: request.level, position: position)
            try writer.append(line: encoder.encode(puzzle), entry: .init(id: puzzle.id, revid: 0, rank: position))
            progress(position + 1, request.count)
        }
        let manifest = BatchManifest(
            schema: BatchManifest.currentSchema, batch: batch, seed: request.seed, level: request.level,
            requested: request.count, count: 0,
            corpus: .init(manifestSHA256: "", revisions: 0, pages: 0),
            generator: .init(name: ToolInfo.name, version: generator.version),
            files: [:], puzzles: [], reusedPages: false,
            shard: request.shard.map { .init(index: $0.index, count: $0.count) }, kind: .trace)
        return .init(directory: writer.destination, manifest: try writer.finish(manifest: manifest))
    }
}
