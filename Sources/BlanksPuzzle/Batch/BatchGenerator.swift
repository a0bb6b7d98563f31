import BlanksCorpus
import BlanksModel
import BlanksSupport
import Foundation

/// What a batch asks for.
package struct BatchRequest: Sendable {
    package var seed: String
    package var count: Int
    package var level: Level
    package var shard: ShardSpec?

    package init(seed: String, count: Int, level: Level, shard: ShardSpec? = nil) {
        self.seed = seed
        self.count = count
        self.level = level
        self.shard = shard
    }
}

/// Generates a batch of puzzles from a corpus into `Output/<batch-id>/`.
///
/// Revisions are tried in the selection order of the seed and level (`PuzzleKey.selectionKey`):
/// first the latest revision of every page, so no page appears twice, then —
/// only if the corpus is too small — older revisions, and then further draws
/// (`variant` 1, 2…) from the latest revisions (`SelectionWalk`). A revision
/// that gives no puzzle is reported and passed over. Up to `jobs` revisions
/// are worked on at once; puzzles are written in rank order whatever `jobs`
/// is. A shard makes the puzzles of its own positions up to its quota
/// (`ShardSpec.quota`), so that merging shards and keeping the first `count`
/// by rank gives exactly the unsharded batch.
package struct BatchGenerator: Sendable {
    package let store: RevisionStore
    package let generator: PuzzleGenerator

    package init(store: RevisionStore, generator: PuzzleGenerator) {
        self.store = store
        self.generator = generator
    }

    package enum Event: Sendable {
        /// A page of the selection gave no puzzle: why, and its title to name it by.
        case skipped(PuzzleGenerationError, title: String)
        case progress(done: Int, target: Int)
    }

    package struct Outcome: Sendable {
        package var directory: URL
        package var manifest: BatchManifest
    }

    /// The batch folder name: readable seed and level, and a digest of
    /// everything that determines the content.
    package static func batchID(request: BatchRequest, corpusDigest: String, generatorVersion: String) -> String {
        batchID(
            seed: request.seed, level: request.level.number, count: request.count, contentDigest: corpusDigest,
            generatorVersion: generatorVersion)
    }

    /// The batch id of any kind: `contentDigest` is what the puzzles are drawn from.
    static func batchID(seed: String, level: Int, count: Int, contentDigest: String, generatorVersion: String) -> String
    {
        let safeSeed = String(
            seed.unicodeScalars.prefix(32).map { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_")
                    ? Character(scalar) : "_"
            })
        let text = "\(generatorVersion)\n\(seed)\n\(level)\n\(count)\n\(contentDigest)"
        let digest = ContentHash.hex(SHA256Hasher.hash(utf8: text).prefix(5))
        return "\(safeSeed.isEmpty ? "seed" : safeSeed)-L\(level)-n\(count)-\(digest)"
    }

    package func generate(
        _ request: BatchRequest, outputRoot: URL, force: Bool, jobs: Int = ParallelMap.defaultJobs,
        events: (Event) -> Void = { _ in }
    ) throws -> Outcome {
        guard request.count > 0 else { throw BatchError.invalidCount(request.count) }
        let target = request.shard?.quota(batchCount: request.count) ?? request.count
        let ranking = try SelectionWalk.ranking(store: store, request: request, written: target, jobs: jobs)
        let digest = ranking.summary.sha256
        let batch = Self.batchID(request: request, corpusDigest: digest, generatorVersion: generator.version)
        var folder = batch
        if let shard = request.shard { folder += ".shard-\(shard.index)-of-\(shard.count)" }
        let writer = try BatchWriter(outputRoot: outputRoot, folder: folder, force: force)

        let walk = SelectionWalk(store: store, generator: generator, request: request, ranking: ranking, jobs: jobs)
        let walked = try walk.run(until: .init(written: target), events: events) { entry, line in
            try writer.append(line: line, entry: entry)
        }
        let latestCount = walk.latestCount
        let manifest = BatchManifest(
            schema: BatchManifest.currentSchema, batch: batch, seed: request.seed, level: request.level.number,
            requested: request.count, count: 0,
            corpus: .init(manifestSHA256: digest, revisions: ranking.count, pages: latestCount),
            generator: .init(name: ToolInfo.name, version: generator.version),
            files: [:], puzzles: [],
            reusedPages: writer.entries.contains { $0.rank >= latestCount },
            shard: request.shard.map { .init(index: $0.index, count: $0.count, nextRank: walked.nextRank) })
        return Outcome(directory: writer.destination, manifest: try writer.finish(manifest: manifest))
    }

    /// Entries by ascending selection key of the seed and level (ties, which
    /// SHA-256 makes vanishingly rare, by revid).
    package static func ranked(_ entries: [ManifestEntry], seed: String, level: Level) -> [ManifestEntry] {
        // Indices are sorted, not (key, entry) pairs: the entries are copied once, in their new order.
        let keys = PuzzleKey.selectionKeys(seed: seed, level: level.number, revids: entries.map(\.revid))
        return entries.indices
            .sorted { (keys[$0], entries[$0].revid) < (keys[$1], entries[$1].revid) }
            .map { entries[$0] }
    }
}
