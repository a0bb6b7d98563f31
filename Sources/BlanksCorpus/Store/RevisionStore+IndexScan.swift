import BlanksSupport
import Foundation

/// What a scan of the corpus index counted besides its entries.
package struct IndexScanSummary: Equatable, Sendable {
    /// The corpus digest batch ids are made from (`loadManifestWithDigest`'s).
    package var sha256: String
    package var revisions: Int
    /// Entries marked latest: one per page.
    package var pages: Int

    package init(sha256: String, revisions: Int, pages: Int) {
        self.sha256 = sha256
        self.revisions = revisions
        self.pages = pages
    }
}

extension RevisionStore {
    package var selectionSidecarURL: URL { directory.appendingPathComponent(SelectionSidecar.name) }

    /// Calls `body` with every index entry's revid and latest flag, in revid
    /// order and in runs, and returns the digest and counts of `loadManifestWithDigest`.
    ///
    /// A compacted corpus (no journal) whose selection sidecar matches its
    /// index is read from the sidecar (`SelectionSidecar`): 8 bytes an entry,
    /// the digest stored. Otherwise — no sidecar, a stale or damaged one, a
    /// journal — the index itself is read (`scanSelectionFields`), its entries
    /// handed over in runs of `fallbackRun`. A sidecar found damaged after
    /// some of its runs were given calls `restart` before the index's entries
    /// are given from the first: the caller drops what it made of them. Only
    /// reads: a reader never writes the sidecar.
    package func scanSelectionChunks(
        restart: () -> Void, _ body: (ManifestSelectionChunk) throws -> Void
    ) throws -> IndexScanSummary {
        if journal.size == 0 {
            do {
                return try SelectionSidecar.read(path: selectionSidecarURL.path, indexPath: manifestURL.path, body)
            } catch is SelectionSidecar.Unusable {
                restart()
            }
        }
        let run = UnsafeMutableRawPointer.allocate(byteCount: Self.fallbackRun * 8, alignment: 16)
        defer { run.deallocate() }
        var held = 0
        func hand() throws {
            try body(ManifestSelectionChunk(words: UnsafeRawBufferPointer(start: run, count: held * 8)))
            held = 0
        }
        let summary = try scanSelectionFields { fields in
            run.storeBytes(of: fields.packed.littleEndian, toByteOffset: held * 8, as: UInt64.self)
            held += 1
            if held == Self.fallbackRun { try hand() }
        }
        if held > 0 { try hand() }
        return summary
    }

    /// Entries handed over at once when the index itself is read.
    static let fallbackRun = 1 << 16

    /// Calls `body` with every entry of the index itself (never the sidecar):
    /// the fallback of `scanSelectionChunks`, and what `corpus reindex` writes the sidecar from.
    ///
    /// A compacted corpus (no journal: every imported one) is read in pieces
    /// (`LineChunkReader`) and hashed as it is read (`PieceDigest`), each line through
    /// `ManifestSelectionFields` without allocation, so the memory is the
    /// same at 10⁴ pages as at 10⁷ and the time per entry too. The latest
    /// flag is the one compaction wrote from `Manifest`'s own rule, read
    /// rather than recomputed: recomputing needs every page at once. With a
    /// journal the merged manifest is loaded whole, as the digest is of its
    /// encoding (imports compact a new corpus into one file).
    func scanSelectionFields(_ body: (ManifestSelectionFields) throws -> Void) throws -> IndexScanSummary {
        let decoder = JSONDecoder()
        let path = manifestURL.path
        return try scanIndex(
            merged: { entry in
                try body(ManifestSelectionFields(revid: entry.revid, latest: entry.latest))
                return ManifestSelectionFields(revid: entry.revid, latest: entry.latest)
            },
            line: { number, bytes in
                let fields =
                    try ManifestSelectionFields.read(bytes)
                    ?? {
                        let entry = try Manifest.decodeLine(bytes, decoder: decoder, path: path, line: number)
                        return ManifestSelectionFields(revid: entry.revid, latest: entry.latest)
                    }()
                try body(fields)
                return fields
            })
    }

    /// `scanSelectionFields` with each entry decoded whole: for readers that
    /// need every field (`corpus list`, `CorpusVerifier`) and keep none.
    package func scanEntries(_ body: (ManifestEntry) throws -> Void) throws -> IndexScanSummary {
        let decoder = JSONDecoder()
        let path = manifestURL.path
        return try scanIndex(
            merged: { entry in
                try body(entry)
                return ManifestSelectionFields(revid: entry.revid, latest: entry.latest)
            },
            line: { number, bytes in
                let entry = try Manifest.decodeLine(bytes, decoder: decoder, path: path, line: number)
                try body(entry)
                return ManifestSelectionFields(revid: entry.revid, latest: entry.latest)
            })
    }

    /// The one walk both scans share: the merged manifest's entries when a
    /// journal holds some, else the lines of `manifest.jsonl`, their revids
    /// checked ascending as `Manifest.decode` checks them.
    private func scanIndex(
        merged: (ManifestEntry) throws -> ManifestSelectionFields,
        line: (_ number: Int, _ bytes: UnsafeRawBufferPointer) throws -> ManifestSelectionFields
    ) throws -> IndexScanSummary {
        var summary = IndexScanSummary(sha256: "", revisions: 0, pages: 0)
        func count(_ fields: ManifestSelectionFields) {
            summary.revisions += 1
            if fields.latest { summary.pages += 1 }
        }
        let path = manifestURL.path
        let exists = FileManager.default.fileExists(atPath: path)
        guard exists || journal.size > 0 else { throw CorpusError.notACorpus(path: directory.path) }
        if journal.size > 0 {
            let (manifest, digest) = try loadManifestWithDigest()
            for entry in manifest.entries { count(try merged(entry)) }
            summary.sha256 = digest
            return summary
        }
        let digest = PieceDigest()
        var number = 0
        var previous = Int.min
        do {
            try LineChunkReader.forEachChunk(path: path) { chunk in
                digest.update(chunk)
                defer { digest.wait() }
                number = try JSONLines.forEachLine(in: chunk, after: number) { lineNumber, bytes in
                    let fields = try line(lineNumber, bytes)
                    guard fields.revid > previous else {
                        throw CorpusError.malformedManifest(
                            path: path, line: lineNumber, reason: "revids not in ascending order")
                    }
                    previous = fields.revid
                    count(fields)
                }
            }
        } catch let error as RegularFile.ReadError {
            throw CorpusError.cannotOpen(path: path, reason: error.description)
        }
        summary.sha256 = digest.finalize()
        return summary
    }
}
