import BlanksCorpus
import Foundation

/// Joins shards generated apart into the batch one process would have made:
/// the same bytes, whatever the order in which the shards finished.
public struct BatchMerger: Sendable {
    public init() {}

    public func merge(shards: [URL], outputRoot: URL, force: Bool) throws -> BatchGenerator.Outcome {
        let readers = try shards.map { try BatchReader(path: $0) }
        let manifests = try readers.map { try $0.manifest() }
        guard let first = manifests.first else { throw BatchError.incompatibleShards(reason: "no shards given") }
        guard let shardCount = first.shard?.count else {
            throw BatchError.incompatibleShards(reason: "\(shards[0].path) is not a shard")
        }
        for (url, manifest) in zip(shards, manifests) {
            guard manifest.batch == first.batch, manifest.seed == first.seed, manifest.level == first.level,
                  manifest.requested == first.requested, manifest.corpus == first.corpus,
                  manifest.generator == first.generator, manifest.shard?.count == shardCount
            else {
                throw BatchError.incompatibleShards(reason: "\(url.path) belongs to another batch than \(shards[0].path)")
            }
        }
        let indices = manifests.compactMap { $0.shard?.index }.sorted()
        guard indices == Array(0..<shardCount) else {
            let missing = Set(0..<shardCount).subtracting(indices).sorted().map { "\($0)/\(shardCount)" }
            let reason = missing.isEmpty ? "a shard is given twice" : "missing shard \(missing.joined(separator: ", "))"
            throw BatchError.incompatibleShards(reason: reason)
        }

        var lines: [(entry: BatchManifest.Entry, line: Data)] = []
        for (reader, manifest) in zip(readers, manifests) {
            let data = try reader.puzzlesData()
            let digest = ContentHash.sha256Hex(of: data)
            guard manifest.files[BatchWriter.puzzlesName] == digest else {
                throw BatchError.malformed(path: reader.puzzlesURL.path, line: nil, reason: "SHA-256 differs from its manifest (damaged or edited)")
            }
            let shardLines = try reader.lines()
            guard shardLines.count == manifest.puzzles.count else {
                throw BatchError.malformed(path: reader.puzzlesURL.path, line: nil, reason: "\(shardLines.count) lines but \(manifest.puzzles.count) in its manifest")
            }
            lines += zip(manifest.puzzles, shardLines).map { ($0, $1.bytes) }
        }
        lines.sort { $0.entry.rank < $1.entry.rank }
        let kept = lines.prefix(first.requested)

        let writer = try BatchWriter(destination: outputRoot.appendingPathComponent(first.batch), force: force)
        for item in kept { try writer.append(line: item.line, entry: item.entry) }
        var manifest = first
        manifest.shard = nil
        manifest.reusedPages = kept.contains { $0.entry.rank >= first.corpus.pages }
        return .init(directory: writer.destination, manifest: try writer.finish(manifest: manifest))
    }
}
