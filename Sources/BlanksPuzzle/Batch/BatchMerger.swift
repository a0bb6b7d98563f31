import BlanksCorpus
import BlanksModel
import BlanksSupport
import Foundation

/// Joins shards generated apart into the batch one process would have made:
/// the same bytes, whatever the order in which the shards finished.
///
/// Each shard stopped at its quota and recorded the first rank it left
/// untried (`BatchManifest.Shard.nextRank`). When every such rank lies past
/// the batch's last puzzle, the shards hold every puzzle of the batch. When
/// one does not (revisions failing unevenly across shards), the shard's walk
/// is made again from `generator` as far as the batch reaches; without a
/// generator the merge is refused with one line.
package struct BatchMerger: Sendable {
    /// Makes the puzzles a shard left out; nil when no corpus was given.
    package let generator: BatchGenerator?
    package let jobs: Int

    package init(generator: BatchGenerator? = nil, jobs: Int = ParallelMap.defaultJobs) {
        self.generator = generator
        self.jobs = jobs
    }

    package func merge(shards: [URL], outputRoot: URL, force: Bool) throws -> BatchGenerator.Outcome {
        let readers = try shards.map { try BatchReader(path: $0) }
        let manifests = try readers.map { try $0.manifest() }
        for (reader, manifest) in zip(readers, manifests) { try Self.checkNumbers(of: manifest, reader: reader) }
        guard let first = manifests.first else { throw BatchError.incompatibleShards(reason: "no shards given") }
        guard let shardCount = first.shard?.count else {
            throw BatchError.incompatibleShards(reason: "\(shards[0].path) is not a shard")
        }
        for (url, manifest) in zip(shards, manifests) {
            guard manifest.batch == first.batch, manifest.seed == first.seed, manifest.level == first.level,
                manifest.requested == first.requested, manifest.corpus == first.corpus,
                manifest.generator == first.generator, manifest.shard?.count == shardCount, manifest.kind == first.kind
            else {
                throw BatchError.incompatibleShards(
                    reason: "\(url.path) belongs to another batch than \(shards[0].path)")
            }
        }
        // Shard numbers come from files: `checkNumbers` made 0 ≤ index < count, and
        // the missing ones are found without building a range as large as `count`.
        let indices = manifests.compactMap { $0.shard?.index }.sorted()
        guard indices.count == shardCount, indices.elementsEqual(0..<shardCount) else {
            let present = Set(indices)
            let missing = (0..<shardCount).lazy.filter { !present.contains($0) }.prefix(Self.missingShown)
                .map { "\($0)/\(shardCount)" }
            let more =
                shardCount - present.count > Self.missingShown
                ? " and \(shardCount - present.count - Self.missingShown) more" : ""
            let reason =
                missing.isEmpty
                ? "a shard is given twice"
                : "missing shard \(missing.joined(separator: ", "))\(more)"
            throw BatchError.incompatibleShards(reason: reason)
        }

        var lines: [Line] = []
        for (reader, manifest) in zip(readers, manifests) {
            let data = try reader.puzzlesData()
            let digest = ContentHash.sha256Hex(of: data)
            guard manifest.files[BatchWriter.puzzlesName] == digest else {
                throw BatchError.malformed(
                    path: reader.puzzlesURL.path, line: nil,
                    reason: "SHA-256 differs from its manifest (damaged or edited)")
            }
            let shardLines = try reader.lines(of: data)
            guard shardLines.count == manifest.puzzles.count else {
                throw BatchError.malformed(
                    path: reader.puzzlesURL.path, line: nil,
                    reason: "\(shardLines.count) lines but \(manifest.puzzles.count) in its manifest")
            }
            if let problem = BatchMembership.problems(lines: shardLines.map(\.bytes), manifest: manifest).first {
                throw BatchError.malformed(path: reader.puzzlesURL.path, line: nil, reason: problem)
            }
            lines += zip(manifest.puzzles, shardLines).map { ($0, $1.bytes) }
        }
        lines.sort { $0.entry.rank < $1.entry.rank }
        lines = try complete(lines, shards: zip(shards, manifests).map { ($0, $1) }, batch: first)
        let kept = lines.prefix(first.requested)

        // `checkNumbers` refused a batch id that is not a plain name.
        let writer = try BatchWriter(outputRoot: outputRoot, name: try PlainName(first.batch), force: force)
        for item in kept { try writer.append(line: item.line, entry: item.entry) }
        var manifest = first
        manifest.shard = nil
        manifest.reusedPages = first.kind != .trace && kept.contains { $0.entry.rank >= first.corpus.pages }
        return .init(directory: writer.destination, manifest: try writer.finish(manifest: manifest))
    }

    typealias Line = (entry: BatchManifest.Entry, line: Data)

    /// `lines` (by rank) with the puzzles that shards stopped before, made
    /// again for each shard whose first untried rank is not past the batch.
    func complete(_ lines: [Line], shards: [(URL, BatchManifest)], batch: BatchManifest) throws -> [Line] {
        var lines = lines
        var pending = shards.compactMap { url, manifest in
            manifest.shard.flatMap { shard in shard.nextRank.map { (url: url, shard: shard, nextRank: $0) } }
        }.sorted { $0.nextRank < $1.nextRank }
        while let gap = pending.first {
            let last = lines.count >= batch.requested ? lines[batch.requested - 1].entry.rank : Int.max
            guard gap.nextRank <= last else { break }
            pending.removeFirst()
            guard let generator else { throw BatchError.mergeNeedsCorpus(shard: gap.url.path, rank: gap.nextRank) }
            let made = try madeAgain(shard: gap.shard, through: last, batch: batch, generator: generator)
            // The walk made again the shard's own puzzles too: one line per rank.
            let known = Set(lines.map(\.entry.rank))
            lines += made.filter { !known.contains($0.entry.rank) }
            lines.sort { $0.entry.rank < $1.entry.rank }
        }
        return lines
    }

    /// The puzzles of one shard's positions up to rank `last` (at most
    /// `requested` of them), from the corpus.
    func madeAgain(
        shard: BatchManifest.Shard, through last: Int, batch: BatchManifest,
        generator: BatchGenerator
    ) throws -> [Line] {
        guard let level = Level(batch.level) else {
            throw BatchError.incompatibleShards(reason: "level \(batch.level) is not 0…6")
        }
        let request = BatchRequest(
            seed: batch.seed, count: batch.requested, level: level,
            shard: try ShardSpec(index: shard.index, count: shard.count))
        let ranking: SelectionRanking
        do {
            ranking = try SelectionWalk.ranking(
                store: generator.store, request: request, written: batch.requested, jobs: jobs)
        } catch CorpusError.notACorpus, CorpusError.cannotOpen {
            throw CorpusError.notACorpus(path: generator.store.directory.path)
        } catch is CorpusError {
            // An index that does not read is not the one the shards were made from.
            throw BatchError.incompatibleShards(
                reason:
                    "\(generator.store.directory.path) is not the corpus (or this is not the generator) the shards were made from"
            )
        }
        guard ranking.summary.sha256 == batch.corpus.manifestSHA256,
            generator.generator.version == batch.generator.version
        else {
            throw BatchError.incompatibleShards(
                reason:
                    "\(generator.store.directory.path) is not the corpus (or this is not the generator) the shards were made from"
            )
        }
        let walk = SelectionWalk(
            store: generator.store, generator: generator.generator, request: request,
            ranking: ranking, jobs: jobs)
        var made: [Line] = []
        // No batch takes more than `requested` puzzles from one shard.
        _ = try walk.run(until: .init(written: batch.requested, rank: last), events: { _ in }) { entry, line in
            made.append((entry, line))
        }
        return made
    }

    /// At most this many missing shards are named in an error.
    static let missingShown = 10

    /// The numbers and the batch id of a shard's manifest are read from a
    /// file: a number out of range, or an id that is not a plain folder name,
    /// refuses the merge with one error naming the manifest, before any of
    /// them is used to count, slice, build a range or name a folder.
    static func checkNumbers(of manifest: BatchManifest, reader: BatchReader) throws {
        let path = reader.manifestURL?.path ?? reader.puzzlesURL.path
        func refuse(_ reason: String) -> BatchError { .malformed(path: path, line: nil, reason: reason) }
        if let problem = PlainName.problem(in: manifest.batch) {
            throw BatchError.notPlainName(path: path, field: "batch", name: manifest.batch, reason: problem.description)
        }
        guard manifest.requested >= 1 else { throw refuse("requested \(manifest.requested) is not a positive number") }
        guard manifest.count >= 0, manifest.count == manifest.puzzles.count else {
            throw refuse("count \(manifest.count) does not match its \(manifest.puzzles.count) puzzles")
        }
        guard manifest.corpus.pages >= 0, manifest.corpus.revisions >= 0 else {
            throw refuse("corpus pages \(manifest.corpus.pages) or revisions \(manifest.corpus.revisions) is negative")
        }
        // Trace puzzles come from no revision: their entries carry revid 0.
        if let entry = manifest.puzzles.first(where: { $0.rank < 0 || ($0.revid <= 0 && manifest.kind != .trace) }) {
            throw refuse(
                "puzzle \(entry.id) has rank \(entry.rank) and revid \(entry.revid): expected rank ≥ 0 and revid > 0")
        }
        if let shard = manifest.shard, shard.count < 1 || shard.index < 0 || shard.index >= shard.count {
            throw refuse("shard \(shard.index)/\(shard.count): expected i/n with 0 ≤ i < n")
        }
        if let shard = manifest.shard, let next = shard.nextRank {
            // A shard that stopped before trying all its positions wrote exactly its quota,
            // so a `requested` changed after the fact cannot send the merge's fill-in far.
            let quota = try ShardSpec(index: shard.index, count: shard.count).quota(batchCount: manifest.requested)
            guard next >= 0, manifest.count == quota else {
                throw refuse(
                    "shard stopped at rank \(next) with \(manifest.count) puzzles, its quota for \(manifest.requested) is \(quota)"
                )
            }
        }
    }
}
