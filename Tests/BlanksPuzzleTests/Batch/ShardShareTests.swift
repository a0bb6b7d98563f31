import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// `--jobs` and the shard quotas change how much work runs where, never the bytes.
@Suite struct ShardShareTests {
    static func files(_ directory: URL) throws -> [Data] {
        try [BatchWriter.puzzlesName, BatchWriter.manifestName].map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
    }

    @Test func everyJobCountGivesTheSameBytesAndMessages() throws {
        let batches = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
        let request = BatchRequest(seed: "jobs", count: 30, level: Level.all[0])
        var outputs: [[Data]] = []
        var messages: [[String]] = []
        for jobs in [1, 2, 4, 7] {
            var skipped: [String] = []
            let outcome = try batches.generate(
                request, outputRoot: try TemporaryDirectory().url, force: false,
                jobs: jobs
            ) { event in
                if case .skipped(let error, _) = event { skipped.append(error.description) }
            }
            outputs.append(try Self.files(outcome.directory))
            messages.append(skipped)
        }
        #expect(Set(outputs).count == 1)
        #expect(Set(messages).count == 1)
    }

    @Test func validationReportsTheSameForEveryJobCount() throws {
        let outcome = try BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
            .generate(
                BatchRequest(seed: "validate-jobs", count: 12, level: Level(3)!),
                outputRoot: try TemporaryDirectory().url, force: false, jobs: 2)
        let file = outcome.directory.appendingPathComponent(BatchWriter.puzzlesName)
        var lines = try Data(contentsOf: file)
        lines.append(contentsOf: Data("{\"schema\": 1}\n[1]\n".utf8))
        try lines.write(to: file)
        let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer, corpus: PuzzleTestSupport.corpus)
        let reports = try [1, 2, 4].map { try validator.validate(path: file, jobs: $0) }
        #expect(reports[0].failures.count == 2)
        #expect(reports.allSatisfy { $0 == reports[0] })
    }

    /// Every revision of shards 0 and 1 fails: shards 2 and 3 stop at their
    /// quota long before the batch's end, and only the corpus can fill the gap.
    @Test func unevenFailuresAreFilledFromTheCorpus() throws {
        let store = try BatchTests.smallCorpus(40)
        let manifest = try store.loadManifest()
        let order =
            BatchGenerator.ranked(manifest.entries.filter(\.latest), seed: "uneven", level: Level.all[0])
            + BatchGenerator.ranked(manifest.entries.filter { !$0.latest }, seed: "uneven", level: Level.all[0])
        for (index, entry) in order.enumerated() where index % 4 < 2 {
            try Data("not gzip".utf8).write(to: store.fileURL(revid: entry.revid))
        }
        let batches = BatchGenerator(store: store, generator: PuzzleTestSupport.generator)
        let request = BatchRequest(seed: "uneven", count: 10, level: Level.all[0])
        let whole = try batches.generate(request, outputRoot: try TemporaryDirectory().url, force: false)
        #expect(whole.manifest.count == 10)
        let root = try TemporaryDirectory().url
        var shards: [URL] = []
        var written = 0
        for index in 0..<4 {
            var part = request
            part.shard = try ShardSpec(index: index, count: 4)
            let outcome = try batches.generate(part, outputRoot: root, force: false, jobs: 2)
            written += outcome.manifest.count
            shards.append(outcome.directory)
        }
        #expect(written <= 13)
        let out = try TemporaryDirectory().url
        #expect {
            try BatchMerger().merge(shards: shards, outputRoot: out, force: false)
        } throws: { error in
            guard case BatchError.mergeNeedsCorpus = error else { return false }
            return !"\(error)".contains("\n")
        }
        let otherCorpus = BatchGenerator(store: PuzzleTestSupport.corpus, generator: PuzzleTestSupport.generator)
        #expect {
            try BatchMerger(generator: otherCorpus).merge(shards: shards, outputRoot: out, force: false)
        } throws: { error in
            guard case BatchError.incompatibleShards = error else { return false }
            return true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let merged = try BatchMerger(generator: batches, jobs: 2).merge(
            shards: shards.reversed(), outputRoot: out, force: false)
        #expect(try Self.files(merged.directory) == Self.files(whole.directory))
    }
}
