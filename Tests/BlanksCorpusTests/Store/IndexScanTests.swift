import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// The streaming scan of the corpus index sees what loading it whole sees:
/// the same entries in the same order, the same latest flags, counts and
/// digest, with or without a journal, and refuses what loading refuses.
@Suite struct IndexScanTests {
    /// A made-up index: `pages` pages of one to three revisions each, revids shuffled by `seed`.
    static func entries(pages: Int, seed: UInt64) -> [ManifestEntry] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var used = Set<Int>()
        var entries: [ManifestEntry] = []
        for page in 1...pages {
            for version in 0...next(3) {
                var revid = 1 + next(1_000_000)
                while !used.insert(revid).inserted { revid = 1 + next(1_000_000) }
                entries.append(
                    ManifestEntry(
                        revid: revid, pageid: page, ns: 0, title: "Page \"\(page)\" \\ \"revid\":1",
                        timestamp: "2016-01-0\(1 + version)T00:00:00Z",
                        sha1: String(repeating: "a", count: 40), bytes: next(5_000)))
            }
        }
        return entries
    }

    static func store(_ manifest: Manifest) throws -> RevisionStore {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try manifest.encoded().write(to: store.manifestURL)
        return store
    }

    @Test(arguments: [1, 2, 3])
    func scanSeesWhatLoadingSees(seed: UInt64) throws {
        let store = try Self.store(Manifest(entries: Self.entries(pages: 200, seed: seed)))
        let (manifest, digest) = try store.loadManifestWithDigest()
        var fields: [ManifestSelectionFields] = []
        let summary = try store.scanSelectionFields { fields.append($0) }
        #expect(fields == manifest.entries.map { ManifestSelectionFields(revid: $0.revid, latest: $0.latest) })
        #expect(
            summary == IndexScanSummary(sha256: digest, revisions: manifest.count, pages: manifest.latestEntries.count))
        var entries: [ManifestEntry] = []
        #expect(try store.scanEntries { entries.append($0) } == summary)
        #expect(entries == manifest.entries)
    }

    @Test func aJournalIsMergedAsLoadingMergesIt() throws {
        let all = Self.entries(pages: 60, seed: 9)
        let store = try Self.store(Manifest(entries: Array(all.prefix(40))))
        try store.journal.append(Array(all.dropFirst(40)))
        let (manifest, digest) = try store.loadManifestWithDigest()
        var fields: [ManifestSelectionFields] = []
        let summary = try store.scanSelectionFields { fields.append($0) }
        #expect(fields == manifest.entries.map { ManifestSelectionFields(revid: $0.revid, latest: $0.latest) })
        #expect(summary.sha256 == digest)
        #expect(summary.revisions == all.count)
    }

    @Test func revidsOutOfOrderAreRefusedWithTheirLine() throws {
        let store = try Self.store(Manifest(entries: Self.entries(pages: 3, seed: 4)))
        var lines = try Data(contentsOf: store.manifestURL).split(separator: 0x0a)
        lines.swapAt(0, 1)
        try Data(lines.joined(separator: [0x0a])).write(to: store.manifestURL)
        #expect(
            throws: CorpusError.malformedManifest(
                path: store.manifestURL.path, line: 2, reason: "revids not in ascending order")
        ) {
            try store.scanSelectionFields { _ in }
        }
    }

    @Test func aLineLoadingRefusesIsRefusedAlike() throws {
        let store = try Self.store(Manifest(entries: Self.entries(pages: 2, seed: 5)))
        var data = try Data(contentsOf: store.manifestURL)
        data.append(Data("{\"revid\": 99999999}\n".utf8))
        try data.write(to: store.manifestURL)
        let loading = #expect(throws: CorpusError.self) { try store.loadManifest() }
        let scanning = #expect(throws: CorpusError.self) { try store.scanSelectionFields { _ in } }
        #expect(loading == scanning)
    }

    @Test func aFolderWithoutAnIndexIsNotACorpus() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        #expect(throws: CorpusError.notACorpus(path: store.directory.path)) { try store.scanSelectionFields { _ in } }
    }
}
