import BlanksCorpus
import BlanksSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let sample = root.appendingPathComponent("Data/enwiki-sample-2016.xml.gz")
private let embedded = RevisionStore(directory: root.appendingPathComponent("Corpus"))

/// The scratch corpora of this run, in one folder removed when the bench exits.
/// None is removed between timed runs: right after many files were deleted,
/// ext4 makes new ones more slowly (its inode allocator skips recently freed
/// inodes, `recently_deleted` in a kernel profile: about 30 % of an import's
/// time), so removing each corpus after its run slowed the next run down.
private enum ScratchCorpora {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "wikiblanks-bench-scratch-\(getpid())")
    private static let removalAtExit: Void = {
        atexit { try? FileManager.default.removeItem(at: ScratchCorpora.folder) }
    }()

    /// A new, empty corpus in the folder.
    static func store() -> RevisionStore {
        _ = removalAtExit
        return RevisionStore(directory: folder.appendingPathComponent(UUID().uuidString))
    }
}

/// Imports `dump` into a new scratch corpus with `jobs` threads; returns the XML bytes read.
private func importOnce(_ dump: URL, jobs: Int) throws -> Int {
    var importer = DumpImporter(store: ScratchCorpora.store())
    importer.jobs = jobs
    return try importer.importDump(at: dump).xmlBytes
}

let corpusBenchmarks: [Benchmark] =
    [
        Benchmark(name: "corpus.import (XML)", unit: "MB", scale: 1_000_000) {
            { try DumpImporter(store: ScratchCorpora.store()).importDump(at: sample).xmlBytes }
        },
        Benchmark(name: "corpus.import real ×10 .xml", unit: "MB", scale: 1_000_000) {
            let dump = try RealArticleDumps.shared.plain()
            return { try importOnce(dump, jobs: ParallelJobs.all) }
        },
        Benchmark(name: "corpus.import real ×10 .xml.gz", unit: "MB", scale: 1_000_000) {
            let dump = try RealArticleDumps.shared.gzip()
            return { try importOnce(dump, jobs: ParallelJobs.all) }
        },
        Benchmark(name: "corpus.verify", unit: "revisions") {
            { try CorpusVerifier(store: embedded).verify().checked }
        },
        Benchmark(name: "corpus.gzip compress", unit: "MB", scale: 1_000_000) {
            let manifest = try embedded.loadManifest()
            let texts = try manifest.entries.map { Data(try embedded.readRevision(revid: $0.revid).content.utf8) }
            return {
                for text in texts { _ = try GzipCodec.compress(text) }
                return texts.reduce(0) { $0 + $1.count }
            }
        },
        Benchmark(name: "corpus.gzip decompress", unit: "MB", scale: 1_000_000) {
            let files = try embedded.loadManifest().entries.map {
                try Data(contentsOf: embedded.fileURL(revid: $0.revid))
            }
            return { try files.reduce(0) { $0 + (try GzipCodec.decompress($1)).count } }
        }
    ] + bzip2ImportBenchmarks

/// The real articles as bzip2, one stream or multistream, decoded on 1 and 2 threads.
private let bzip2ImportBenchmarks: [Benchmark] = [false, true].flatMap { multistream in
    [1, 2].map { jobs in
        Benchmark(
            name: "corpus.import bz2 \(multistream ? "multi" : "single") --jobs \(jobs)", unit: "MB", scale: 1_000_000
        ) {
            let dump = try RealArticleDumps.shared.bzip2(multistream: multistream)
            return { try importOnce(dump, jobs: jobs) }
        }
    }
}

private enum ParallelJobs {
    static var all: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
