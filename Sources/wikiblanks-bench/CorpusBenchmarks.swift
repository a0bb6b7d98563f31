import BlanksCorpus
import BlanksSupport
import Foundation

private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let sample = root.appendingPathComponent("Data/enwiki-sample-2016.xml.gz")
private let embedded = RevisionStore(directory: root.appendingPathComponent("Corpus"))

private func scratchStore() throws -> RevisionStore {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-bench-\(UUID().uuidString)")
    return RevisionStore(directory: url)
}

/// Imports `dump` into a new corpus with `jobs` threads, removes the corpus, returns the XML bytes read.
private func importOnce(_ dump: URL, jobs: Int) throws -> Int {
    let store = try scratchStore()
    defer { try? FileManager.default.removeItem(at: store.directory) }
    var importer = DumpImporter(store: store)
    importer.jobs = jobs
    return try importer.importDump(at: dump).xmlBytes
}

let corpusBenchmarks: [Benchmark] = [
    Benchmark(name: "corpus.import (XML)", unit: "MB", scale: 1_000_000) {
        { let report = try DumpImporter(store: try scratchStore()).importDump(at: sample); return report.xmlBytes }
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
        let files = try embedded.loadManifest().entries.map { try Data(contentsOf: embedded.fileURL(revid: $0.revid)) }
        return { try files.reduce(0) { $0 + (try GzipCodec.decompress($1)).count } }
    },
] + bzip2ImportBenchmarks

/// The real articles as bzip2, one stream or multistream, decoded on 1 and 2 threads.
private let bzip2ImportBenchmarks: [Benchmark] = [false, true].flatMap { multistream in
    [1, 2].map { jobs in
        Benchmark(name: "corpus.import bz2 \(multistream ? "multi" : "single") --jobs \(jobs)", unit: "MB", scale: 1_000_000) {
            let dump = try RealArticleDumps.shared.bzip2(multistream: multistream)
            return { try importOnce(dump, jobs: jobs) }
        }
    }
}

private enum ParallelJobs {
    static var all: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
