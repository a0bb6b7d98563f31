import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// `generate --force` and `merge --force` replace a batch atomically and
/// never touch anything outside the output folder.
@Suite(.serialized) struct BatchReplaceTests {
    static let batches = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
    static let request = BatchRequest(seed: "replace", count: 2, level: Level.all[0])
    /// Process ids above Linux's largest (2^22): no such process can be running.
    static let deadPID: Int32 = 2_147_483_000

    static func files(_ directory: URL) throws -> [Data] {
        try [BatchWriter.puzzlesName, BatchWriter.manifestName].map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
    }

    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// A folder outside the output folder, holding one file that must survive.
    static func victim(in root: URL) throws -> URL {
        let victim = root.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: victim.appendingPathComponent("precious.txt"))
        return victim
    }

    static func survived(_ victim: URL) -> Bool {
        (try? Data(contentsOf: victim.appendingPathComponent("precious.txt"))) == Data("precious".utf8)
    }

    @Test func aShardManifestNamingAFolderOutsideIsRefused() throws {
        let root = try TemporaryDirectory("puzzle").url
        let victim = try Self.victim(in: root)
        let out = root.appendingPathComponent("a/b/out")
        let shardRoot = root.appendingPathComponent("shards")
        let shards = try (0..<2).map { index in
            try Self.batches.generate(
                BatchRequest(
                    seed: "escape", count: 2, level: Level.all[0],
                    shard: ShardSpec(index: index, count: 2)),
                outputRoot: shardRoot, force: false
            ).directory
        }
        for hostile in ["../../../victim", "../../victim", "/tmp", "..", ".", "", ".staging-x-1", "a\u{0}b"] {
            for shard in shards {
                let file = shard.appendingPathComponent(BatchWriter.manifestName)
                var manifest = try JSONDecoder().decode(BatchManifest.self, from: Data(contentsOf: file))
                manifest.batch = hostile
                try JSONEncoder().encode(manifest).write(to: file)
            }
            let manifestPath = shards[0].appendingPathComponent(BatchWriter.manifestName).path
            do {
                _ = try BatchMerger().merge(shards: shards, outputRoot: out, force: true)
                Issue.record("\(hostile.debugDescription) was merged")
            } catch let error as BatchError {
                guard case .notPlainName(let path, let field, let name, _) = error else {
                    Issue.record("\(hostile.debugDescription): \(error)")
                    continue
                }
                #expect(path == manifestPath)
                #expect(field == "batch")
                #expect(name == hostile)
                #expect(!error.description.contains("\n"))
            }
            #expect(Self.survived(victim), "\(hostile.debugDescription)")
            #expect(
                !FileManager.default.fileExists(atPath: out.path), "nothing is created for \(hostile.debugDescription)")
        }
    }

    @Test func aCrashedRunsLeftoversAreCleanedAndAnOldBatchMovedAsideIsPutBack() throws {
        let root = try TemporaryDirectory("puzzle").url
        let victim = try Self.victim(in: root)
        let out = root.appendingPathComponent("out")
        let manager = FileManager.default
        func folder(_ name: String, holding file: String = "puzzles.jsonl") throws {
            try manager.createDirectory(at: out.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("half\n".utf8).write(to: out.appendingPathComponent(name).appendingPathComponent(file))
        }
        try folder(".staging-other-L0-n2-aa-\(Self.deadPID)")  // crashed while writing
        try folder(".replaced-lost-\(Self.deadPID)", holding: "manifest.json")  // crashed between the renames
        try folder("kept")
        try folder(".replaced-kept-\(Self.deadPID)")  // crashed after them
        try folder(".staging-running-1")  // pid 1 is running
        try folder(".staging-b-notapid")  // not ours: left alone
        try manager.createSymbolicLink(
            at: out.appendingPathComponent(".staging-link-\(Self.deadPID)"),
            withDestinationURL: victim)

        let outcome = try Self.batches.generate(Self.request, outputRoot: out, force: false)
        #expect(
            try Self.entries(out)
                == [
                    ".staging-b-notapid", ".staging-running-1", "kept", "lost",
                    outcome.directory.lastPathComponent
                ].sorted())
        #expect(manager.fileExists(atPath: out.appendingPathComponent("lost/manifest.json").path))
        #expect(Self.survived(victim))
    }

    @Test func leftoversAreParsedFromTheirNamesOnly() {
        #expect(BatchStaging.leftover(named: ".staging-a-b-12") == .init(isReplaced: false, name: "a-b", pid: 12))
        #expect(
            BatchStaging.leftover(named: ".replaced-x.shard-0-of-2-7")
                == .init(isReplaced: true, name: "x.shard-0-of-2", pid: 7))
        for other in [
            "b1", ".staging-", ".staging-a", ".staging-a-", ".staging-a-0", ".staging-a-99999999999", ".hidden-a-1"
        ] {
            #expect(BatchStaging.leftover(named: other) == nil, "\(other)")
        }
    }

    /// A generated batch in a fresh output folder, its files and its name: what a replacement must keep.
    static func existingBatch() throws -> (out: URL, batch: BatchGenerator.Outcome, files: [Data], name: PlainName) {
        let out = try TemporaryDirectory("puzzle").url
        let batch = try batches.generate(request, outputRoot: out, force: false)
        return (out, batch, try files(batch.directory), try PlainName(batch.directory.lastPathComponent))
    }

    @Test func theOldBatchStaysIntactWhenTheNewOneFails() throws {
        let (out, old, oldFiles, name) = try Self.existingBatch()

        // Generation fails half-way: the writer is dropped before it finishes.
        do {
            let writer = try BatchWriter(outputRoot: out, name: name, force: true)
            try writer.append(line: Data("{\"half\":true}".utf8), entry: .init(id: "half", revid: 1, rank: 0))
            #expect(try Self.files(old.directory) == oldFiles, "the new batch is not visible before it is complete")
            #expect(try Self.entries(out).count == 2, "the new batch is written in a staging folder")
        }
        #expect(try Self.files(old.directory) == oldFiles)
        #expect(try Self.entries(out) == [name.value])

        // Finishing fails: the staging folder is gone when the manifest is written.
        let writer = try BatchWriter(outputRoot: out, name: name, force: true)
        try FileManager.default.removeItem(at: BatchStaging(root: out, name: name).staging)
        #expect(throws: BatchError.self) { try writer.finish(manifest: old.manifest) }
        #expect(try Self.files(old.directory) == oldFiles)
        #expect(try Self.entries(out) == [name.value])
    }

    /// A nightly `--force` run whose revisions failed this time must not
    /// throw away the complete batch it would replace.
    @Test func aBatchIsNotReplacedByASmallerOne() throws {
        let (out, old, oldFiles, name) = try Self.existingBatch()
        do {
            let writer = try BatchWriter(outputRoot: out, name: name, force: true)
            try writer.append(line: Data("{\"one\":true}".utf8), entry: .init(id: "one", revid: 1, rank: 0))
            #expect(throws: BatchError.wouldShrink(path: old.directory.path, existing: old.manifest.count, made: 1)) {
                try writer.finish(manifest: old.manifest)
            }
        }
        #expect(try Self.files(old.directory) == oldFiles)
        #expect(try Self.entries(out) == [name.value])
    }

    @Test func aDestinationThatIsASymbolicLinkIsNeverReplaced() throws {
        let root = try TemporaryDirectory("puzzle").url
        let victim = try Self.victim(in: root)
        let out = root.appendingPathComponent("out")
        let first = try Self.batches.generate(Self.request, outputRoot: out, force: false)
        try FileManager.default.removeItem(at: first.directory)
        try FileManager.default.createSymbolicLink(at: first.directory, withDestinationURL: victim)
        #expect(throws: BatchError.symbolicLink(path: first.directory.path)) {
            try Self.batches.generate(Self.request, outputRoot: out, force: true)
        }
        #expect(Self.survived(victim))
        #expect(try Self.entries(victim) == ["precious.txt"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first.directory.path) == victim.path)
        #expect(try Self.entries(out) == [first.directory.lastPathComponent])
    }

    @Test func linksInsideAReplacedBatchAreRemovedNotFollowed() throws {
        let root = try TemporaryDirectory("puzzle").url
        let victim = try Self.victim(in: root)
        let out = root.appendingPathComponent("out")
        let first = try Self.batches.generate(Self.request, outputRoot: out, force: false)
        try FileManager.default.createSymbolicLink(
            at: first.directory.appendingPathComponent("escape"),
            withDestinationURL: victim)
        let second = try Self.batches.generate(Self.request, outputRoot: out, force: true)
        #expect(try Self.files(second.directory) == Self.files(first.directory))
        #expect(!FileManager.default.fileExists(atPath: second.directory.appendingPathComponent("escape").path))
        #expect(Self.survived(victim))
        #expect(try Self.entries(out) == [second.directory.lastPathComponent])
    }
}
