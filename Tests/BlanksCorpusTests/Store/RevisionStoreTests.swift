import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

@Suite struct RevisionStoreTests {
    static func revision(
        revid: Int, pageid: Int = 1, title: String = "Example", timestamp: String = "2016-01-01T00:00:00Z",
        content: String = "'''Example''' is a page."
    ) -> Revision {
        Revision(
            site: "en.wikipedia.org", pageid: pageid, ns: 0, title: title, revid: revid, parentid: 0,
            timestamp: timestamp, sha1: ContentHash.sha1Hex(of: content), contentmodel: "wikitext", content: content)
    }

    @Test func writtenRevisionsReadBackIdentical() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        let revisions = [Self.revision(revid: 5), Self.revision(revid: 123_456_789, pageid: 2, content: "é – “x” 漢 😀")]
        let result = try store.add(revisions, to: &manifest, lock: lock)
        #expect(result.added == [5, 123_456_789])
        #expect(try store.loadManifest() == manifest)
        for revision in revisions {
            #expect(try store.readRevision(revid: revision.revid) == revision)
        }
    }

    @Test func pathsComeFromIdsAndShardIntoFoldersOfAtMostAThousand() {
        #expect(RevisionStore.relativePath(revid: 716_551_092) == "revisions/716/551/716551092.json.gz")
        #expect(RevisionStore.relativePath(revid: 7) == "revisions/0/0/7.json.gz")
        // Consecutive ids share a leaf folder only within a block of 1,000.
        #expect(RevisionStore.relativePath(revid: 1_999).hasPrefix("revisions/0/1/"))
        #expect(RevisionStore.relativePath(revid: 2_000).hasPrefix("revisions/0/2/"))
    }

    @Test(arguments: ["../../etc/passwd", "a/b", "nul\u{0}byte", "/absolute", "..", "C:\\windows"])
    func hostileTitlesNeverReachTheFileSystem(title: String) throws {
        let directory = try TemporaryDirectory().url
        let store = RevisionStore(directory: directory.appendingPathComponent("Corpus"))
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        _ = try store.add([Self.revision(revid: 42, title: title)], to: &manifest, lock: lock)
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.standardizedFileURL.path } ?? []
        let corpusPath = store.directory.standardizedFileURL.path
        #expect(files.allSatisfy { $0.hasPrefix(corpusPath) })
        #expect(files.contains(store.fileURL(revid: 42).standardizedFileURL.path))
        #expect(try store.readRevision(revid: 42).title == title)
    }

    @Test func contentNotMatchingItsSha1IsRefusedBeforeWriting() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        var bad = Self.revision(revid: 9)
        bad.content += " tampered"
        #expect(throws: CorpusError.self) { try store.add([bad], to: &manifest, lock: lock) }
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(revid: 9).path))
        #expect(manifest.count == 0)
    }

    @Test func readingChecksTheSha1() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        _ = try store.add([Self.revision(revid: 11)], to: &manifest, lock: lock)
        // Rewrite the file with valid gzip and JSON but altered content.
        var altered = Self.revision(revid: 11)
        altered.content = "something else"
        let json = try JSONEncoder().encode(altered)
        try GzipCodec.compress(json).write(to: store.fileURL(revid: 11))
        #expect {
            try store.readRevision(revid: 11)
        } throws: { error in
            if case CorpusError.sha1Mismatch(revid: 11, _, _, _) = error { return true }
            return false
        }
    }

    @Test func aNewerRevisionOfAKnownPageBecomesTheLatest() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        _ = try store.add(
            [Self.revision(revid: 100, pageid: 7, timestamp: "2015-01-01T00:00:00Z")], to: &manifest, lock: lock)
        _ = try store.add(
            [Self.revision(revid: 200, pageid: 7, timestamp: "2016-01-01T00:00:00Z", content: "newer")],
            to: &manifest, lock: lock)
        #expect(manifest.latestEntries.map(\.revid) == [200])
        #expect(try store.loadManifest().entries.map(\.latest) == [false, true])
    }

    @Test func addingTheSameRevisionTwiceSkipsIt() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        _ = try store.add([Self.revision(revid: 3)], to: &manifest, lock: lock)
        let before = try Data(contentsOf: store.manifestURL)
        let again = try store.add([Self.revision(revid: 3)], to: &manifest, lock: lock)
        #expect(again.added.isEmpty && again.skipped == [3])
        #expect(try Data(contentsOf: store.manifestURL) == before)
    }

    @Test func aSecondWriterIsLockedOut() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        #expect(throws: CorpusError.locked(path: store.directory.path)) { _ = try store.openForWriting() }
        withExtendedLifetime(lock) {}
    }

    @Test func aCrashBeforeRenameLeavesTheStoreValidAndTheTemporaryFileIsCleaned() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        do {
            let lock = try store.openForWriting()
            var manifest = try store.loadManifest(allowMissing: true)
            _ = try store.add([Self.revision(revid: 1)], to: &manifest, lock: lock)
        }
        // What a writer killed between writing and renaming leaves behind:
        // half a revision file and half a manifest, both under temporary names.
        let staging = store.directory.appendingPathComponent(".staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let full = try GzipCodec.compress(JSONEncoder().encode(Self.revision(revid: 2)))
        try full.prefix(full.count / 2).write(to: staging.appendingPathComponent("2.json.gz.999.1.tmp"))
        try Data("{\"revid\":".utf8).write(to: staging.appendingPathComponent("manifest.jsonl.999.2.tmp"))

        let report = try CorpusVerifier(store: store).verify()
        #expect(report.isValid && report.checked == 1 && report.unregistered.isEmpty)
        #expect(try store.loadManifest().entries.map(\.revid) == [1])

        let lock = try store.openForWriting()
        #expect(!FileManager.default.fileExists(atPath: staging.path))
        withExtendedLifetime(lock) {}
    }

    @Test func aRevisionFileWithoutManifestLineIsReportedButHarmless() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = try store.loadManifest(allowMissing: true)
        _ = try store.add([Self.revision(revid: 1)], to: &manifest, lock: lock)
        // Killed after the rename of the revision file, before the manifest's.
        try store.writeRevisionFile(Self.revision(revid: 2, pageid: 2))
        let report = try CorpusVerifier(store: store).verify()
        #expect(report.isValid)
        #expect(report.unregistered == [store.fileURL(revid: 2).path])
        // Adding it again registers it.
        let result = try store.add([Self.revision(revid: 2, pageid: 2)], to: &manifest, lock: lock)
        #expect(result.added == [2])
        #expect(try CorpusVerifier(store: store).verify().unregistered.isEmpty)
    }

    @Test func aMissingDirectoryIsNotACorpus() {
        let store = RevisionStore(directory: URL(fileURLWithPath: "/nonexistent/wikiblanks"))
        #expect(throws: CorpusError.notACorpus(path: "/nonexistent/wikiblanks")) { try store.loadManifest() }
    }

    @Test func aMalformedManifestNamesItsLine() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let good = try Manifest(entries: [ManifestEntry(Self.revision(revid: 1))]).encoded()
        try (good + Data("not json\n".utf8)).write(to: store.manifestURL)
        #expect(
            throws: CorpusError.malformedManifest(path: store.manifestURL.path, line: 2, reason: "not a manifest entry")
        ) {
            try store.loadManifest()
        }
    }
}
