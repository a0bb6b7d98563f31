import BlanksSupport
import Foundation

/// The corpus on disk: one gzip file of JSON per revision, plus the index:
/// `manifest.jsonl` and the `manifest.journal` of entries added since it was
/// last rewritten (`ManifestJournal`).
///
/// Layout, with paths built from the numeric revision id only (a title never
/// reaches the file system), at most 1,000 files per folder:
///
///     Corpus/manifest.jsonl
///     Corpus/manifest.journal    entries added since, appended (absent when empty)
///     Corpus/revisions/716/551/716551092.json.gz
///     Corpus/.staging/        temporary files, renamed into place when complete
///
/// Reading needs no lock. Adding revisions takes `CorpusLock`, and a crash at
/// any point leaves the manifest and every file under a real name complete;
/// adding costs what is added, not the corpus (`commit`).
public struct RevisionStore: Sendable {
    package let directory: URL
    /// Ceiling for one decompressed revision file.
    package var sizeLimit: Int

    package static let manifestName = "manifest.jsonl"

    /// The default ceiling for one decompressed revision file (64 MiB).
    public static let defaultSizeLimit = GzipCodec.defaultSizeLimit

    /// `directory.path`, kept: a puzzle's file path is built from it.
    private let directoryPath: String

    public init(directory: URL, sizeLimit: Int = RevisionStore.defaultSizeLimit) {
        self.directory = directory
        self.sizeLimit = sizeLimit
        directoryPath = directory.path
    }

    package var manifestURL: URL { directory.appendingPathComponent(Self.manifestName) }
    package static let journalName = "manifest.journal"
    var journal: ManifestJournal { ManifestJournal(url: directory.appendingPathComponent(Self.journalName)) }
    var stagingURL: URL { directory.appendingPathComponent(".staging") }

    /// The file of a revision, relative to the corpus directory.
    package static func relativePath(revid: Int) -> String {
        let id = max(revid, 0)
        let top = id / 1_000_000
        let middle = (id / 1_000) % 1_000
        return "revisions/\(top)/\(middle)/\(id).json.gz"
    }

    public func fileURL(revid: Int) -> URL {
        directory.appendingPathComponent(Self.relativePath(revid: revid))
    }

    // MARK: Reading

    /// The manifest with the journal merged in; an empty one when the corpus
    /// has none yet and `allowMissing`. O(n) for a compacted corpus.
    package func loadManifest(allowMissing: Bool = false) throws -> Manifest {
        try loadManifestWithDigest(allowMissing: allowMissing).manifest
    }

    /// The manifest and the corpus digest batch ids are made from: the SHA-256
    /// of `manifest.jsonl` as compaction writes it, so the digest depends on
    /// the corpus's entries only, never on whether the journal was folded in
    /// yet. A compacted corpus (the embedded one) costs no re-encoding.
    package func loadManifestWithDigest(allowMissing: Bool = false) throws -> (manifest: Manifest, sha256: String) {
        let data: Data
        if FileManager.default.fileExists(atPath: manifestURL.path) {
            do {
                data = try RegularFile.read(path: manifestURL.path)
            } catch {
                throw CorpusError.cannotOpen(path: manifestURL.path, reason: error.description)
            }
        } else if allowMissing || journal.size > 0 {
            data = Data()  // a new corpus, or one whose first commit was cut before its compaction
        } else {
            throw CorpusError.notACorpus(path: directory.path)
        }
        var manifest = try Manifest.decode(data, path: manifestURL.path)
        let added = try journal.entries()
        guard !added.isEmpty else { return (manifest, ContentHash.sha256Hex(of: data)) }
        manifest.insert(added)
        return (manifest, ContentHash.sha256Hex(of: try manifest.encoded()))
    }

    /// Reads, decompresses and decodes a revision, and checks its content
    /// against its recorded sha1.
    public func readRevision(revid: Int) throws -> Revision {
        let path = directoryPath + "/" + Self.relativePath(revid: revid)
        let revision = try decodeRevisionFile(atPath: path, revid: revid)
        guard revision.revid == revid else {
            throw CorpusError.manifestMismatch(revid: revid, path: path, field: "revid (file holds \(revision.revid))")
        }
        let actual = ContentHash.sha1Hex(of: revision.content)
        guard actual == revision.sha1.lowercased() else {
            throw CorpusError.sha1Mismatch(revid: revid, path: path, expected: revision.sha1, actual: actual)
        }
        return revision
    }

    /// The largest revision file that can hold a record of `sizeLimit`
    /// bytes: gzip adds at most 5 bytes per 16 KiB block and a header and
    /// trailer, even to data it cannot compress. A larger file is refused
    /// before it is read into memory.
    package var compressedSizeLimit: Int {
        sizeLimit.saturatingAdding(sizeLimit / 1000).saturatingAdding(1024)
    }

    func decodeRevisionFile(atPath path: String, revid: Int) throws -> Revision {
        let compressed = try RevisionFileBytes.read(path: path, revid: revid, sizeLimit: compressedSizeLimit)
        let json: Data
        do {
            json = try GzipCodec.decompress(compressed, limit: sizeLimit)
        } catch let error as GzipError {
            throw CorpusError.unreadableRevision(revid: revid, path: path, reason: error.description)
        }
        if let revision = RevisionRecordParser.parse(json) { return revision }
        do {
            return try JSONDecoder().decode(Revision.self, from: json)
        } catch {
            throw CorpusError.unreadableRevision(
                revid: revid, path: path, reason: "not a revision record (malformed JSON)")
        }
    }

    // MARK: Writing

    /// Takes the writer's lock and removes temporary files a crashed writer
    /// left behind. Hold the returned lock while calling `add`.
    package func openForWriting() throws -> CorpusLock {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CorpusError.cannotWrite(path: directory.path, reason: FileByteSource.reason(error))
        }
        let lock = try CorpusLock(directory: directory)
        try? FileManager.default.removeItem(at: stagingURL)
        try journal.repairTornTail()
        return lock
    }

    /// The result of adding revisions.
    package struct AddResult: Equatable, Sendable {
        /// Revisions newly written.
        package var added: [Int] = []
        /// Revisions already in the corpus with the same sha1.
        package var skipped: [Int] = []
    }

    /// Writes each revision not yet stored as one group (`commit`), and
    /// records it in `manifest`.
    ///
    /// A revision that could not be read back (`refusal(for:)`) is refused
    /// before anything is written: check each with `refusal(for:)` first to
    /// report it and go on with the others. Call with the lock from
    /// `openForWriting` held. Updating `manifest` in memory is O(n log n);
    /// a writer of many groups keeps a set of revids instead (as `DumpImporter` does).
    package func add(_ revisions: [Revision], to manifest: inout Manifest, lock: CorpusLock) throws -> AddResult {
        var result = AddResult()
        var fresh: [Revision] = []
        var seen = Set<Int>()
        for revision in revisions {
            if let refusal = refusal(for: revision) { throw refusal }
            if manifest.contains(revid: revision.revid) || !seen.insert(revision.revid).inserted {
                result.skipped.append(revision.revid)
                continue
            }
            fresh.append(revision)
            result.added.append(revision.revid)
        }
        manifest.insert(try commit(fresh, lock: lock))
        return result
    }

    /// Why `revision` cannot be stored, or nil: whatever the readers
    /// (`loadManifest`, `readRevision`) would refuse is refused here, so a
    /// stored revision always reads back. O(content size), no allocation
    /// unless the record is near the size limit.
    package func refusal(for revision: Revision) -> CorpusError? {
        guard revision.revid > 0 else {
            return .invalidRevision(revid: revision.revid, reason: "revision id must be positive")
        }
        guard revision.pageid > 0 else {
            return .invalidRevision(revid: revision.revid, reason: "page id \(revision.pageid) must be positive")
        }
        let actual = ContentHash.sha1Hex(of: revision.content)
        guard actual == revision.sha1.lowercased() else {
            return .sha1Mismatch(revid: revision.revid, path: "(incoming)", expected: revision.sha1, actual: actual)
        }
        return sizeRefusal(for: revision)
    }

    /// The size part of `refusal(for:)`: a record larger than `sizeLimit`.
    package func sizeRefusal(for revision: Revision) -> CorpusError? {
        guard RevisionRecordSize.fits(revision, limit: sizeLimit) else {
            return .revisionTooLarge(
                pageid: revision.pageid, title: revision.title, revid: revision.revid,
                contentBytes: revision.content.utf8.count, limit: sizeLimit)
        }
        return nil
    }

    /// Encodes and compresses one revision and writes it atomically; refuses
    /// a record larger than reading allows.
    func writeRevisionFile(_ revision: Revision) throws {
        try AtomicFile.write(
            try revisionFileBytes(revision), to: fileURL(revid: revision.revid), stagingDirectory: stagingURL)
    }

    /// zlib's level for revision files. Their compressed bytes are part of no
    /// id (the corpus digest is the SHA-256 of `manifest.jsonl`, which records
    /// each content's SHA-1 and size), so the level only trades disk for time:
    /// on the sample's records, level 4 takes about half the CPU of level 6
    /// (deflate was half of an import's CPU) for about 4 % more bytes; levels
    /// 1–2 are faster still but 11–15 % larger. A new level changes every new
    /// file: the embedded corpus's files are pinned, so `make corpus` follows it.
    static let fileCompressionLevel: Int32 = 4

    /// A revision file's bytes: its canonical JSON record, gzip-compressed.
    func revisionFileBytes(_ revision: Revision) throws -> Data {
        let json = RevisionRecordEncoder.encode(revision)
        guard json.count <= sizeLimit else {
            throw CorpusError.revisionTooLarge(
                pageid: revision.pageid, title: revision.title, revid: revision.revid,
                contentBytes: revision.content.utf8.count, limit: sizeLimit)
        }
        return try GzipCodec.compress(json, level: Self.fileCompressionLevel)
    }

    /// Creates an empty manifest so that the directory is a corpus.
    package func createIfNeeded(lock: CorpusLock) throws {
        guard !FileManager.default.fileExists(atPath: manifestURL.path) else { return }
        try AtomicFile.write(Data(), to: manifestURL, stagingDirectory: stagingURL)
    }
}
