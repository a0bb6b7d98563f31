import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// A shard manifest's numbers are read from a file: nonsense refuses the merge
/// with one error naming the file, and never traps.
@Suite(.serialized) struct HostileManifestTests {
    static let shards: [URL] = {
        do {
            let batches = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
            let root = try TemporaryDirectory("puzzle").url
            return try (0..<2).map { index in
                try batches.generate(
                    BatchRequest(
                        seed: "hostile", count: 4, level: Level.all[0],
                        shard: ShardSpec(index: index, count: 2)),
                    outputRoot: root, force: true
                ).directory
            }
        } catch { fatalError("shards must generate: \(error)") }
    }()

    /// Copies of both shards, the second's manifest changed by `tamper`.
    static func tampered(_ tamper: (inout BatchManifest) -> Void) throws -> [URL] {
        let root = try TemporaryDirectory("puzzle").url
        let copies = shards.enumerated().map { root.appendingPathComponent("shard-\($0.offset)") }
        for (shard, copy) in zip(shards, copies) { try FileManager.default.copyItem(at: shard, to: copy) }
        let file = copies[1].appendingPathComponent(BatchWriter.manifestName)
        var manifest = try JSONDecoder().decode(BatchManifest.self, from: Data(contentsOf: file))
        tamper(&manifest)
        try JSONEncoder().encode(manifest).write(to: file)
        return copies
    }

    static func mergeError(_ tamper: (inout BatchManifest) -> Void) throws -> BatchError? {
        let copies = try tampered(tamper)
        let out = try TemporaryDirectory("puzzle").url
        defer { #expect((try? FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty) == true) }
        do {
            _ = try BatchMerger().merge(shards: copies, outputRoot: out, force: false)
            return nil
        } catch let error as BatchError {
            return error
        }
    }

    @Test func untouchedShardsMerge() throws {
        let copies = try Self.tampered { _ in }
        let out = try TemporaryDirectory("puzzle").url
        #expect(try BatchMerger().merge(shards: copies, outputRoot: out, force: false).manifest.count == 4)
    }

    @Test func nonsenseNumbersAreRefusedNamingTheManifest() throws {
        let cases: [(String, (inout BatchManifest) -> Void)] = [
            ("count -1", { $0.count = -1 }),
            ("count Int.max", { $0.count = Int.max }),
            ("requested -1", { $0.requested = -1 }),
            ("requested Int.min", { $0.requested = Int.min }),
            ("negative rank", { $0.puzzles[0].rank = -5 }),
            ("rank Int.min", { $0.puzzles[0].rank = Int.min }),
            ("revid 0", { $0.puzzles[0].revid = 0 }),
            ("pages negative", { $0.corpus.pages = Int.min }),
            ("shard count -1", { $0.shard = .init(index: 1, count: -1) }),
            ("shard count 0", { $0.shard = .init(index: 0, count: 0) }),
            ("shard index -1", { $0.shard = .init(index: -1, count: 2) }),
            ("shard index past count", { $0.shard = .init(index: Int.max, count: 2) })
        ]
        for (name, tamper) in cases {
            let error = try Self.mergeError(tamper)
            guard case .malformed(let path, _, let reason)? = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
            #expect(path.hasSuffix("shard-1/\(BatchWriter.manifestName)"), "\(name): \(path)")
            #expect(!reason.isEmpty && !reason.contains("\n"), "\(name): \(reason)")
        }
    }

    @Test func hugeShardCountsNameAFewMissingShards() throws {
        let copies = try Self.tampered { $0.shard = .init(index: 1, count: Int.max) }
        // The first shard says 0/2: another batch.
        #expect(throws: BatchError.self) {
            try BatchMerger().merge(shards: copies, outputRoot: try TemporaryDirectory("puzzle").url, force: false)
        }
        let alone = try Self.tampered { $0.shard = .init(index: 0, count: Int.max) }
        do {
            _ = try BatchMerger().merge(
                shards: [alone[1]], outputRoot: try TemporaryDirectory("puzzle").url, force: false)
            Issue.record("a lone shard of Int.max merged")
        } catch BatchError.incompatibleShards(let reason) {
            #expect(reason.hasPrefix("missing shard 1/\(Int.max), 2/\(Int.max)"), "\(reason)")
            #expect(reason.hasSuffix("\(Int.max - 11) more"), "\(reason)")
        }
    }

    /// Each shard stopped at its quota: `requested` raised to Int.max no longer
    /// matches it, and the merge is refused in one line before any fill-in.
    @Test func hugeRequestedIsRefused() throws {
        let copies = try Self.tampered { _ in }
        for copy in copies {
            let file = copy.appendingPathComponent(BatchWriter.manifestName)
            var manifest = try JSONDecoder().decode(BatchManifest.self, from: Data(contentsOf: file))
            manifest.requested = Int.max
            try JSONEncoder().encode(manifest).write(to: file)
        }
        let out = try TemporaryDirectory("puzzle").url
        #expect {
            try BatchMerger(
                generator: BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
            )
            .merge(shards: copies, outputRoot: out, force: false)
        } throws: { error in
            guard case BatchError.malformed = error else { return false }
            return !"\(error)".contains("\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
