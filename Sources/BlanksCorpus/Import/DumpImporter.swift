import BlanksSupport
import Foundation

/// Imports a MediaWiki XML export (schema 0.10 or 0.11; plain, gzip or
/// bzip2, multistream included) into a corpus, streaming: memory is bounded
/// by `batchBytes` of pages in flight, whatever the dump.
///
/// Kept: namespace-0 pages that are not redirects and whose content model is
/// wikitext, each with its latest revision (by timestamp, then id). Revisions
/// already stored are skipped, so importing a dump twice adds nothing.
///
/// Three roles, so parsing, compressing and writing overlap: one thread only
/// parses the XML (`DumpReadingThread`); `jobs` threads check each page and
/// make its revision file (`PagePreparer`: SHA-1, record size, JSON, gzip);
/// the calling thread takes their outcomes in page order (`OrderedPipeline`),
/// keeps the report, and is the one writer: it stages each file as it comes
/// and commits a group of `batchSize` revisions or `batchBytes` of content at
/// a time (`StagedRevisionGroup`: flushed together, one journal append). So
/// the corpus and the report are the same bytes for every `jobs`, and the
/// cost is linear in the dump, whatever the size of the corpus.
public struct DumpImporter {
    package static let supportedSchemas: Set<String> = ["0.10", "0.11"]

    package let store: RevisionStore
    /// Revisions written per group commit.
    package var batchSize = 2_000
    /// Content bytes per group commit, and of pages between the reading
    /// thread and the writer at once: with `batchSize`, this bounds memory
    /// whatever the size of the revisions.
    package var batchBytes = 64 << 20
    /// Ceilings on the XML itself; a revision's text is capped by the store's `sizeLimit`.
    package var xmlLimits = XMLLimits()
    /// Threads that decode a multistream bzip2 dump, and threads that check
    /// pages and make their revision files (default: every core). The corpus is the same bytes for every value.
    package var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)

    public init(store: RevisionStore) {
        self.store = store
    }

    /// What an import did. `stoppedAt` is set when the dump was malformed
    /// or truncated: every page before that point was still imported.
    public struct Report: Sendable, Equatable {
        package var pages = 0
        package var added = 0
        package var alreadyStored = 0
        package var redirects = 0
        package var otherNamespaces = 0
        package var otherContentModels = 0
        /// Pages whose content did not match the dump's sha1, had no text, or
        /// were too large to store: each a line naming the page and revision.
        package var rejected: [String] = []
        package var schema: String?
        /// Uncompressed XML bytes read.
        package var xmlBytes = 0
        package var warnings: [String] = []
        package var stoppedAt: XMLReadError?
        /// The page being read when the import stopped (`page 12 "Anarchism"`).
        package var stoppedInPage: String?
    }

    /// Imports `url`; the gzip or bzip2 magic number at its start selects decompression.
    public func importDump(at url: URL, progress: (Report) -> Void = { _ in }) throws -> Report {
        switch try DumpCompression(of: url) {
        case .gzip: return try importDump(from: GzipByteSource(url: url), progress: progress)
        case .bzip2 where jobs > 1:
            return try importDump(from: ParallelBzip2ByteSource(url: url, jobs: jobs), progress: progress)
        case .bzip2: return try importDump(from: Bzip2ByteSource(url: url), progress: progress)
        case .none: return try importDump(from: FileByteSource(url: url), progress: progress)
        }
    }

    package func importDump<S: ByteSource>(from source: S, progress: (Report) -> Void = { _ in }) throws -> Report {
        let lock = try store.openForWriting()
        defer { lock.release() }
        try store.createIfNeeded(lock: lock)
        let manifest = try store.loadManifest()
        let parser = DumpPageParser(textLimit: store.sizeLimit)
        let preparer = PagePreparer(store: store, manifest: manifest, fieldLimit: parser.fieldLimit)
        let pipeline = OrderedPipeline<[PagePreparer.Work], [PagePreparer.Outcome]>(
            threads: jobs, maxItems: Self.chunksInFlight, maxBytes: batchBytes
        ) { $0.map(preparer.prepare) }
        let reading = DumpReadingThread(reader: XMLPullReader(source: source, limits: xmlLimits), parser: parser)
        reading.start(into: pipeline)
        defer {
            pipeline.cancel()  // never return while a thread still reads the dump or makes files
            _ = reading.wait()
            pipeline.waitForThreads()
        }

        var report = Report()
        var committed = Set<Int>()  // revids stored by this import, beside `manifest`
        let group = StagedRevisionGroup(store: store)
        defer { group.discard() }  // files of a group cut short by an error are not left in .staging
        func commitGroup() throws {
            report.added += try group.commit(lock: lock).count
            progress(report)
        }
        func record(_ outcome: PagePreparer.Outcome) throws {
            if let revid = outcome.newRevid, committed.contains(revid) {
                report.alreadyStored += 1  // met earlier in this dump
                return
            }
            switch outcome {
            case .redirect: report.redirects += 1
            case .otherNamespace: report.otherNamespaces += 1
            case .otherContentModel: report.otherContentModels += 1
            case .rejected(let why), .tooLarge(_, let why): report.rejected.append(why)
            case .stored: report.alreadyStored += 1
            case .fresh(let entry, let file):
                committed.insert(entry.revid)
                try group.stage(entry, file: file)
            case .failed(_, let error): throw error
            }
        }
        while let outcomes = pipeline.next() {
            for outcome in outcomes {
                report.pages += 1
                try record(outcome)
                if group.count >= batchSize || group.contentBytes >= batchBytes { try commitGroup() }
            }
        }
        let ending = reading.wait()
        if let failure = ending.failure { throw failure }
        try commitGroup()
        // A new corpus is left as one file; an old one compacts when due (`commit`).
        if manifest.count == 0 { try store.compact(lock: lock) }
        report.xmlBytes = ending.bytesRead
        report.schema = ending.schema
        report.stoppedAt = ending.stoppedAt
        report.stoppedInPage = ending.stoppedInPage
        if let schema = ending.schema, !Self.supportedSchemas.contains(schema) {
            report.warnings.append(
                "export schema \(schema) is not one of \(Self.supportedSchemas.sorted().joined(separator: ", ")); read as 0.11"
            )
        }
        return report
    }

    /// Chunks of pages between the reading thread and the writer at once: enough
    /// to keep the workers busy while a group is flushed (memory is also bounded by `batchBytes`).
    static let chunksInFlight = 64
}
