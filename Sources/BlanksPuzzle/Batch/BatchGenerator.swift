import BlanksCorpus
import BlanksModel
import BlanksSupport
import Crypto
import Foundation

/// What a batch asks for.
public struct BatchRequest: Sendable {
    public var seed: String
    public var count: Int
    public var level: Level
    public var shard: ShardSpec?

    public init(seed: String, count: Int, level: Level, shard: ShardSpec? = nil) {
        self.seed = seed
        self.count = count
        self.level = level
        self.shard = shard
    }
}

/// Generates a batch of puzzles from a corpus into `Output/<batch-id>/`.
///
/// Revisions are tried in the seed's selection order (`PuzzleKey.selectionKey`):
/// first the latest revision of every page, so no page appears twice, then —
/// only if the corpus is too small — older revisions, and then further draws
/// (`variant` 1, 2…) from the latest revisions. A revision that gives no
/// puzzle is reported and passed over. A shard makes the puzzles of its own
/// revisions, up to the full count, so that merging shards and keeping the
/// first `count` by rank gives exactly the unsharded batch.
public struct BatchGenerator: Sendable {
    public let store: RevisionStore
    public let generator: PuzzleGenerator

    public init(store: RevisionStore, generator: PuzzleGenerator) {
        self.store = store
        self.generator = generator
    }

    public enum Event: Sendable {
        case skipped(revid: Int, reason: String)
        case progress(done: Int, target: Int)
    }

    public struct Outcome: Sendable {
        public var directory: URL
        public var manifest: BatchManifest
    }

    /// The batch folder name: readable seed and level, and a digest of
    /// everything that determines the content.
    public static func batchID(request: BatchRequest, corpusDigest: String, generatorVersion: String) -> String {
        let safeSeed = String(request.seed.unicodeScalars.prefix(32).map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
        let text = "\(generatorVersion)\n\(request.seed)\n\(request.level.number)\n\(request.count)\n\(corpusDigest)"
        let digest = ContentHash.hex(SHA256.hash(data: Data(text.utf8)).prefix(5))
        return "\(safeSeed.isEmpty ? "seed" : safeSeed)-L\(request.level.number)-n\(request.count)-\(digest)"
    }

    public func generate(_ request: BatchRequest, outputRoot: URL, force: Bool,
                         events: (Event) -> Void = { _ in }) throws -> Outcome {
        guard request.count > 0 else { throw BatchError.invalidCount(request.count) }
        let (corpus, digest) = try store.loadManifestWithDigest()
        let batch = Self.batchID(request: request, corpusDigest: digest, generatorVersion: generator.version)
        var folder = batch
        if let shard = request.shard { folder += ".shard-\(shard.index)-of-\(shard.count)" }
        let name: PlainName
        do {
            name = try PlainName(folder)
        } catch {
            throw BatchError.notPlainName(path: outputRoot.path, field: "batch folder", name: folder, reason: error.description)
        }
        let writer = try BatchWriter(outputRoot: outputRoot, name: name, force: force)

        let latest = Self.ranked(corpus.entries.filter(\.latest), seed: request.seed)
        let older = Self.ranked(corpus.entries.filter { !$0.latest }, seed: request.seed)
        let passSize = latest.count + older.count
        let encoder = CanonicalJSON.encoder()
        var failed = Set<Int>()
        var pass = 0
        while writer.entries.count < request.count {
            // Pass 0 takes every revision once; later passes draw again from
            // the latest revisions, only when the corpus is too small.
            let candidates = pass == 0 ? latest + older : latest
            let before = writer.entries.count
            for (index, entry) in candidates.enumerated() where writer.entries.count < request.count {
                guard !failed.contains(entry.revid) else { continue }
                if let shard = request.shard,
                   PuzzleKey.shard(seed: request.seed, revid: entry.revid, count: shard.count) != shard.index {
                    continue
                }
                do {
                    let revision = try store.readRevision(revid: entry.revid)
                    let puzzle = try generator.puzzle(from: revision, seed: request.seed, level: request.level, variant: pass)
                    try writer.append(line: encoder.encode(puzzle),
                                      entry: .init(id: puzzle.id, revid: entry.revid, rank: pass * passSize + index))
                    events(.progress(done: writer.entries.count, target: request.count))
                } catch let error as PuzzleGenerationError {
                    failed.insert(entry.revid)
                    events(.skipped(revid: entry.revid, reason: error.description))
                } catch let error as CorpusError {
                    failed.insert(entry.revid)
                    let skipped = PuzzleGenerationError.unreadable(revid: entry.revid, reason: error.description)
                    events(.skipped(revid: entry.revid, reason: skipped.description))
                }
            }
            if writer.entries.count == before { break }
            pass += 1
        }
        let latestCount = latest.count
        let manifest = BatchManifest(
            schema: BatchManifest.currentSchema, batch: batch, seed: request.seed, level: request.level.number,
            requested: request.count, count: 0,
            corpus: .init(manifestSHA256: digest, revisions: corpus.count, pages: latestCount),
            generator: .init(name: ToolInfo.name, version: generator.version),
            files: [:], puzzles: [],
            reusedPages: writer.entries.contains { $0.rank >= latestCount },
            shard: request.shard.map { .init(index: $0.index, count: $0.count) })
        return Outcome(directory: writer.destination, manifest: try writer.finish(manifest: manifest))
    }

    /// Entries by ascending selection key (ties, which SHA-256 makes
    /// vanishingly rare, by revid).
    public static func ranked(_ entries: [ManifestEntry], seed: String) -> [ManifestEntry] {
        entries.map { (PuzzleKey.selectionKey(seed: seed, revid: $0.revid), $0) }
            .sorted { ($0.0, $0.1.revid) < ($1.0, $1.1.revid) }
            .map(\.1)
    }
}
