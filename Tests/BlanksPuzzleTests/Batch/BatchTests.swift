import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

@Suite(.serialized) struct BatchTests {
    static let batches = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)

    static func files(_ directory: URL) throws -> [Data] {
        try [BatchWriter.puzzlesName, BatchWriter.manifestName].map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
    }

    /// A corpus holding the first `count` revisions of the embedded one.
    static func smallCorpus(_ count: Int) throws -> RevisionStore {
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        let lock = try store.openForWriting()
        var manifest = Manifest()
        let revisions = try PuzzleTestSupport.corpus.loadManifest().entries.suffix(count)
            .map { try PuzzleTestSupport.corpus.readRevision(revid: $0.revid) }
        _ = try store.add(revisions, to: &manifest, lock: lock)
        return store
    }

    @Test func aBatchOf100FromTheCorpusValidatesClean() throws {
        let out = try TemporaryDirectory().url
        var skipped: [Int] = []
        let outcome = try Self.batches.generate(
            BatchRequest(seed: "hundred", count: 100, level: Level.all[0]),
            outputRoot: out, force: false
        ) { event in
            if case .skipped(let error, _) = event { skipped.append(error.revid) }
        }
        #expect(outcome.manifest.count == 100)
        #expect(!skipped.isEmpty)
        let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer, corpus: PuzzleTestSupport.corpus)
        let report = try validator.validate(path: outcome.directory)
        #expect(report.puzzles == 100)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(5))")
        // Pages repeat only once every usable page has been used.
        let puzzles = try BatchReader(path: outcome.directory).puzzles()
        let firstUses = puzzles.filter { $0.variant == nil }
        #expect(Set(firstUses.map(\.source.pageid)).count == firstUses.count)
        #expect(outcome.manifest.reusedPages)
    }

    @Test func fourShardsMergedInAnyOrderEqualOneProcess() throws {
        let store = try Self.smallCorpus(24)
        let batches = BatchGenerator(store: store, generator: PuzzleTestSupport.generator)
        let request = BatchRequest(seed: "shards", count: 30, level: Level.all[0])
        let whole = try batches.generate(request, outputRoot: try TemporaryDirectory().url, force: false)
        #expect(whole.manifest.reusedPages)
        let shardRoot = try TemporaryDirectory().url
        var shards: [URL] = []
        for index in 0..<4 {
            var part = request
            part.shard = try ShardSpec(index: index, count: 4)
            shards.append(try batches.generate(part, outputRoot: shardRoot, force: false).directory)
        }
        // A corpus smaller than the batch: the shards' quotas stop short, the corpus fills in.
        let merged = try BatchMerger(generator: batches).merge(
            shards: [shards[2], shards[0], shards[3], shards[1]],
            outputRoot: try TemporaryDirectory().url, force: false)
        #expect(try Self.files(merged.directory) == Self.files(whole.directory))
        #expect(merged.directory.lastPathComponent == whole.directory.lastPathComponent)
    }

    @Test func anExistingBatchIsKeptWithoutForce() throws {
        let out = try TemporaryDirectory().url
        let request = BatchRequest(seed: "force", count: 2, level: Level.all[0])
        let first = try Self.batches.generate(request, outputRoot: out, force: false)
        let marker = first.directory.appendingPathComponent("keep-me")
        try Data().write(to: marker)
        #expect(throws: BatchError.exists(path: first.directory.path)) {
            try Self.batches.generate(request, outputRoot: out, force: false)
        }
        #expect(FileManager.default.fileExists(atPath: marker.path))
        let second = try Self.batches.generate(request, outputRoot: out, force: true)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        #expect(try Self.files(second.directory) == Self.files(first.directory))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(leftovers == [first.directory.lastPathComponent])
    }

    @Test func mergeRefusesMissingDuplicatedForeignAndDamagedShards() throws {
        let store = try Self.smallCorpus(12)
        let batches = BatchGenerator(store: store, generator: PuzzleTestSupport.generator)
        let root = try TemporaryDirectory().url
        func shard(_ index: Int, seed: String = "merge") throws -> URL {
            try batches.generate(
                BatchRequest(seed: seed, count: 4, level: Level.all[0], shard: ShardSpec(index: index, count: 2)),
                outputRoot: root, force: true
            ).directory
        }
        let zero = try shard(0)
        let one = try shard(1)
        let foreign = try shard(1, seed: "other")
        let out = try TemporaryDirectory().url
        #expect(throws: BatchError.incompatibleShards(reason: "missing shard 1/2")) {
            try BatchMerger().merge(shards: [zero], outputRoot: out, force: false)
        }
        #expect(throws: BatchError.incompatibleShards(reason: "a shard is given twice")) {
            try BatchMerger().merge(shards: [zero, zero, one], outputRoot: out, force: false)
        }
        #expect(throws: BatchError.self) {
            try BatchMerger().merge(shards: [zero, foreign], outputRoot: out, force: false)
        }
        let file = one.appendingPathComponent(BatchWriter.puzzlesName)
        var bytes = try Data(contentsOf: file)
        bytes[10] ^= 0x01
        try bytes.write(to: file)
        #expect(throws: BatchError.self) { try BatchMerger().merge(shards: [zero, one], outputRoot: out, force: false) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func validationNamesDamageToTheBatchFiles() throws {
        let outcome = try Self.batches.generate(
            BatchRequest(seed: "damage", count: 3, level: Level(2)!),
            outputRoot: try TemporaryDirectory().url, force: false)
        let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer)
        #expect(try validator.validate(path: outcome.directory).valid)

        let file = outcome.directory.appendingPathComponent(BatchWriter.puzzlesName)
        let original = try Data(contentsOf: file)
        try (original + original.prefix(upTo: original.firstIndex(of: 0x0a)! + 1)).write(to: file)
        let report = try validator.validate(path: outcome.directory)
        #expect(report.failures.contains { $0.rule == .batchManifest })

        try original.dropLast(5).write(to: file)
        #expect(throws: BatchError.self) { try validator.validate(path: outcome.directory) }

        try original.write(to: file)
        try FileManager.default.removeItem(at: outcome.directory.appendingPathComponent(BatchWriter.manifestName))
        #expect(throws: BatchError.self) { try validator.validate(path: outcome.directory) }
        #expect(try validator.validate(path: file).valid)
    }

    /// The strict reader names the file, the line and the field in one line,
    /// worded as the player's reader words it.
    @Test func aDamagedPuzzleLineIsReportedInOneLine() throws {
        let file = try TemporaryDirectory().url.appendingPathComponent(BatchWriter.puzzlesName)
        let cases: [(String, String)] = [
            ("{\"schema\": 1}\n", "missing field \""),
            ("[1, 2]\n", "not a JSON object"),
            ("{\"schema\": \"one\"}\n", "field \"schema\" has the wrong type"),
            ("{not json\n", "not valid JSON")
        ]
        for (text, expected) in cases {
            try Data(text.utf8).write(to: file)
            do {
                _ = try BatchReader(path: file).puzzles()
                Issue.record("accepted \(text.debugDescription)")
            } catch let error as BatchError {
                guard case .malformed(let path, let line, let reason) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(path == file.path && line == 1)
                #expect(reason.contains(expected), "\(reason)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aCorruptRevisionIsSkippedAndTheBatchGoesOn() throws {
        let store = try Self.smallCorpus(20)
        let manifest = try store.loadManifest()
        let victim = manifest.entries[0].revid
        try Data("not gzip".utf8).write(to: store.fileURL(revid: victim))
        var reasons: [String] = []
        let outcome = try BatchGenerator(store: store, generator: PuzzleTestSupport.generator)
            .generate(
                BatchRequest(seed: "corrupt", count: 25, level: Level.all[0]),
                outputRoot: try TemporaryDirectory().url, force: false
            ) { event in
                if case .skipped(let error, _) = event { reasons.append(error.description) }
            }
        #expect(outcome.manifest.count == 25)
        #expect(reasons.contains { $0.contains("\(victim)") && $0.contains("not a gzip file") })
        #expect(!outcome.manifest.puzzles.contains { $0.revid == victim })
    }
}
