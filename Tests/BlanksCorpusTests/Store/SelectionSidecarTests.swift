import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// The selection sidecar stands for the index only while it matches it: a
/// scan that reads it sees what loading the index sees, and every way it can
/// stop matching — missing, stale, cut, damaged, of another version — makes
/// the scan read the index instead (never a wrong answer), is named by
/// `corpus verify`'s check, and is mended by `reindex`. Readers never write it.
@Suite struct SelectionSidecarTests {
    /// A compacted corpus of made-up entries, its sidecar written by compaction.
    static func corpus(pages: Int = 300, seed: UInt64 = 21) throws -> RevisionStore {
        let all = IndexScanTests.entries(pages: pages, seed: seed)
        let store = try IndexScanTests.store(Manifest(entries: Array(all.prefix(10))))
        let lock = try store.openForWriting()
        try store.journal.append(Array(all.dropFirst(10)))
        try store.compact(lock: lock)
        return store
    }

    struct Scan: Equatable {
        var fields: [ManifestSelectionFields]
        var summary: IndexScanSummary
    }

    /// What the scan gives, and how many times it restarted (fell back to the index).
    static func scan(_ store: RevisionStore) throws -> (Scan, restarts: Int) {
        var fields: [ManifestSelectionFields] = []
        var restarts = 0
        let summary = try store.scanSelectionChunks(
            restart: {
                restarts += 1
                fields = []
            },
            { fields.append(contentsOf: $0) })
        return (Scan(fields: fields, summary: summary), restarts)
    }

    /// What loading the whole index gives.
    static func loaded(_ store: RevisionStore) throws -> Scan {
        let (manifest, digest) = try store.loadManifestWithDigest()
        return Scan(
            fields: manifest.entries.map { ManifestSelectionFields(revid: $0.revid, latest: $0.latest) },
            summary: IndexScanSummary(sha256: digest, revisions: manifest.count, pages: manifest.latestEntries.count))
    }

    static func problem(_ store: RevisionStore) -> SelectionSidecar.Unusable? {
        SelectionSidecar.problem(path: store.selectionSidecarURL.path, indexPath: store.manifestURL.path)
    }

    @Test func compactionWritesASidecarTheScanReadsAlone() throws {
        let store = try Self.corpus()
        #expect(Self.problem(store) == nil)
        let (scan, restarts) = try Self.scan(store)
        #expect(restarts == 0)
        #expect(scan == (try Self.loaded(store)))
        #expect(scan.summary.sha256 == ContentHash.sha256Hex(of: try Data(contentsOf: store.manifestURL)))
        #expect(CorpusVerifier(store: store).selectionSidecarProblem() == nil)
        // 152 bytes of header and 8 a revision.
        let size = try FileManager.default.attributesOfItem(atPath: store.selectionSidecarURL.path)[.size] as? Int
        #expect(size == SelectionSidecarHeader.size + 8 * scan.summary.revisions)
    }

    /// Ways a sidecar stops matching its index.
    enum Damage: CaseIterable {
        case missing, lineAppendedToTheIndex, indexTouched, indexCopiedOver, cutByOneEntry, cutInItsHeader
        case entryByteFlipped, headerByteFlipped, otherVersion, notASidecar

        /// Does the damage; returns what the check must say.
        func apply(to store: RevisionStore) throws -> SelectionSidecar.Unusable {
            let sidecar = store.selectionSidecarURL
            let index = store.manifestURL
            var bytes = try Data(contentsOf: sidecar)
            switch self {
            case .missing:
                try FileManager.default.removeItem(at: sidecar)
                return .missing
            case .lineAppendedToTheIndex:
                let line = try CanonicalJSON.encoder().encode(
                    ManifestEntry(
                        revid: 9_999_999, pageid: 999_999, ns: 0, title: "Added by hand",
                        timestamp: "2020-01-01T00:00:00Z",
                        sha1: String(repeating: "b", count: 40), bytes: 3, latest: true))
                let handle = try FileHandle(forWritingTo: index)
                try handle.seekToEnd()
                try handle.write(contentsOf: line + Data([0x0a]))
                try handle.close()
                return .stale("")
            case .indexTouched:
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: index.path)
                return .stale("")
            case .indexCopiedOver:
                // The same bytes in another file, as `cp` or a checkout leaves them.
                let copy = index.deletingLastPathComponent().appendingPathComponent("copy.jsonl")
                try FileManager.default.copyItem(at: index, to: copy)
                try FileManager.default.removeItem(at: index)
                try FileManager.default.moveItem(at: copy, to: index)
                return .stale("")
            case .cutByOneEntry:
                try bytes.dropLast(8).write(to: sidecar)
                return .corrupt("")
            case .cutInItsHeader:
                try bytes.prefix(100).write(to: sidecar)
                return .corrupt("")
            case .entryByteFlipped:
                bytes[SelectionSidecarHeader.size + 8 * 40 + 2] ^= 0x10
                try bytes.write(to: sidecar)
                return .corrupt("")
            case .headerByteFlipped:
                bytes[17] ^= 0x01  // the entry count
                try bytes.write(to: sidecar)
                return .corrupt("")
            case .otherVersion:
                bytes[8] = 2
                let checksum = bytes.prefix(148).withUnsafeBytes { CRC32.checksum($0) }
                withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(148..<152, with: $0) }
                try bytes.write(to: sidecar)
                return .version(2)
            case .notASidecar:
                try Data(repeating: 0x41, count: 400).write(to: sidecar)
                return .corrupt("")
            }
        }
    }

    static func sameKind(_ found: SelectionSidecar.Unusable?, _ expected: SelectionSidecar.Unusable) -> Bool {
        switch (found, expected) {
        case (.missing?, .missing), (.stale?, .stale), (.corrupt?, .corrupt): true
        case (.version(let a)?, .version(let b)): a == b
        default: false
        }
    }

    @Test(arguments: Damage.allCases)
    func aSidecarThatNoLongerMatchesIsPassedOverAndNamed(damage: Damage) throws {
        let store = try Self.corpus()
        let expected = try damage.apply(to: store)
        let problem = Self.problem(store)
        #expect(Self.sameKind(problem, expected), "\(String(describing: problem))")
        let (scan, restarts) = try Self.scan(store)
        #expect(restarts == 1)
        #expect(scan == (try Self.loaded(store)))
        // `corpus verify` names all but a missing sidecar (the embedded corpus has none).
        let verified = CorpusVerifier(store: store).selectionSidecarProblem()
        #expect(damage == .missing ? verified == nil : verified == problem)
        // `corpus reindex` mends it.
        let rewritten = try store.reindex()
        #expect(rewritten == scan.summary)
        #expect(Self.problem(store) == nil)
        let (again, restartsAgain) = try Self.scan(store)
        #expect(restartsAgain == 0)
        #expect(again == scan)
    }

    @Test func aJournalIsReadFromTheIndexWithoutTheSidecar() throws {
        let store = try Self.corpus(pages: 200, seed: 22)
        try store.journal.append(
            IndexScanTests.entries(pages: 3, seed: 23).map {
                var entry = $0
                entry.revid += 2_000_000
                return entry
            })
        let (scan, restarts) = try Self.scan(store)
        #expect(restarts == 0)
        #expect(scan == (try Self.loaded(store)))
        // Still the sidecar of manifest.jsonl, unused while the journal holds lines: nothing to report.
        #expect(CorpusVerifier(store: store).selectionSidecarProblem() == nil)
        // Reindexing folds the journal in and writes the sidecar of the whole.
        _ = try store.reindex()
        #expect(store.journal.size == 0)
        let (folded, foldedRestarts) = try Self.scan(store)
        #expect(foldedRestarts == 0)
        #expect(folded == scan)
    }

    @Test func aReaderNeverWritesTheSidecar() throws {
        let store = try Self.corpus()
        try FileManager.default.removeItem(at: store.selectionSidecarURL)
        _ = try Self.scan(store)
        #expect(!FileManager.default.fileExists(atPath: store.selectionSidecarURL.path))
        _ = try store.reindex()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: store.manifestURL.path)
        let stale = try Data(contentsOf: store.selectionSidecarURL)
        _ = try Self.scan(store)
        _ = CorpusVerifier(store: store).selectionSidecarProblem()
        #expect(try Data(contentsOf: store.selectionSidecarURL) == stale)
    }

    @Test func reindexingWhatIsNotACorpusCreatesNothing() throws {
        let folder = try TemporaryDirectory().url.appendingPathComponent("absent")
        let store = RevisionStore(directory: folder)
        #expect(throws: CorpusError.notACorpus(path: folder.path)) { try store.reindex() }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aWriterDroppedBeforeItsEndLeavesTheOldSidecar() throws {
        let store = try Self.corpus()
        let before = try Data(contentsOf: store.selectionSidecarURL)
        do {
            let writer = try SelectionSidecarWriter(directory: store.directory, stagingDirectory: store.stagingURL)
            try writer.append(ManifestSelectionFields(revid: 1, latest: true))
        }
        #expect(try Data(contentsOf: store.selectionSidecarURL) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.stagingURL.path).isEmpty)
    }

    @Test func packedFieldsKeepEveryRevidAndFlag() {
        for revid in [1, 2, 716_551_092, Int(Int64.max)] {
            for latest in [false, true] {
                let fields = ManifestSelectionFields(revid: revid, latest: latest)
                #expect(ManifestSelectionFields(packed: fields.packed) == fields)
            }
        }
    }
}
