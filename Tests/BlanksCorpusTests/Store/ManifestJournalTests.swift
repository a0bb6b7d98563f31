import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// The corpus index: group commits append to `manifest.journal`, compaction
/// folds it into `manifest.jsonl` once it is as large, and neither a crash
/// nor the journal's state changes what readers see or the corpus digest.
@Suite struct ManifestJournalTests {
    static func revisions(_ ids: ClosedRange<Int>) -> [Revision] {
        ids.map {
            RevisionStoreTests.revision(revid: $0, pageid: $0, title: "Page \($0)", content: "Text of page \($0).")
        }
    }

    /// A corpus of `count` revisions, compacted: manifest.jsonl holds them all.
    static func corpus(_ count: Int) throws -> (RevisionStore, CorpusLock) {
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        let lock = try store.openForWriting()
        try store.createIfNeeded(lock: lock)
        _ = try store.commit(revisions(1...count), lock: lock)
        try store.compact(lock: lock)
        return (store, lock)
    }

    @Test func addingToALargeCorpusAppendsOnlyWhatIsAdded() throws {
        let (store, lock) = try Self.corpus(200)
        let manifestBefore = try Data(contentsOf: store.manifestURL)
        let (_, digestBefore) = try store.loadManifestWithDigest()
        let entries = try store.commit(Self.revisions(1_000...1_002), lock: lock)
        // manifest.jsonl is untouched; the journal holds exactly the three new lines.
        #expect(try Data(contentsOf: store.manifestURL) == manifestBefore)
        let journal = try String(contentsOf: store.journal.url, encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 3)
        let (manifest, digest) = try store.loadManifestWithDigest()
        #expect(manifest.count == 203 && manifest.contains(revid: 1_001))
        #expect(entries.map(\.revid) == [1_000, 1_001, 1_002])
        #expect(digest != digestBefore)
        #expect(try CorpusVerifier(store: store).verify().isValid)
    }

    @Test func theDigestIsTheSameBeforeAndAfterCompaction() throws {
        let (store, lock) = try Self.corpus(50)
        _ = try store.commit(Self.revisions(60...62), lock: lock)
        let (journalled, digest) = try store.loadManifestWithDigest()
        try store.compact(lock: lock)
        #expect(!FileManager.default.fileExists(atPath: store.journal.url.path))
        #expect(ContentHash.sha256Hex(of: try Data(contentsOf: store.manifestURL)) == digest)
        #expect(try store.loadManifestWithDigest().manifest == journalled)
    }

    @Test func theJournalIsCompactedOnceItIsAsLargeAsTheManifest() throws {
        let (store, lock) = try Self.corpus(8)
        _ = try store.commit(Self.revisions(100...103), lock: lock)
        #expect(store.journal.size > 0)
        _ = try store.commit(Self.revisions(104...107), lock: lock)
        #expect(store.journal.size == 0)
        #expect(try store.loadManifest().count == 16)
        #expect(try Manifest.decode(Data(contentsOf: store.manifestURL), path: "m").count == 16)
    }

    @Test func aTornLastLineIsIgnoredByReadersAndCutByTheNextWriter() throws {
        let store: RevisionStore
        do {
            let (corpus, lock) = try Self.corpus(20)
            store = corpus
            _ = try store.commit(Self.revisions(30...30), lock: lock)
        }
        let handle = try FileHandle(forWritingTo: store.journal.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"revid\":31,\"pa".utf8))
        try handle.close()
        #expect(try store.loadManifest().count == 21)
        let lock = try store.openForWriting()
        let journal = try Data(contentsOf: store.journal.url)
        #expect(journal.last == 0x0a && journal.split(separator: 0x0a).count == 1)
        withExtendedLifetime(lock) {}
    }

    @Test func aCrashBetweenCompactionAndJournalRemovalChangesNothing() throws {
        let (store, lock) = try Self.corpus(20)
        _ = try store.commit(Self.revisions(40...41), lock: lock)
        let journal = try Data(contentsOf: store.journal.url)
        let (before, digest) = try store.loadManifestWithDigest()
        try store.compact(lock: lock)
        try journal.write(to: store.journal.url)  // as if the removal never happened
        let (after, digestAfter) = try store.loadManifestWithDigest()
        #expect(after == before && digestAfter == digest)
    }

    @Test func aMalformedJournalLineNamesTheJournalAndLine() throws {
        let (store, lock) = try Self.corpus(5)
        _ = try store.commit(Self.revisions(9...9), lock: lock)
        let handle = try FileHandle(forWritingTo: store.journal.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("not json\n".utf8))
        try handle.close()
        #expect(
            throws: CorpusError.malformedManifest(path: store.journal.url.path, line: 2, reason: "not a manifest entry")
        ) {
            try store.loadManifest()
        }
        withExtendedLifetime(lock) {}
    }

    @Test func aFileWrittenButNeverJournalledIsAnOrphanThatReAddingRegisters() throws {
        let (store, lock) = try Self.corpus(5)
        try store.writeRevisionFile(Self.revisions(77...77)[0])  // a writer killed before its journal append
        #expect(try CorpusVerifier(store: store).verify().unregistered == [store.fileURL(revid: 77).path])
        var manifest = try store.loadManifest()
        #expect(try store.add(Self.revisions(77...77), to: &manifest, lock: lock).added == [77])
        #expect(try CorpusVerifier(store: store).verify().unregistered.isEmpty)
    }

    @Test func aGroupIsCompressedInOrderWhateverTheThreads() throws {
        let (store, lock) = try Self.corpus(1)
        let group = Self.revisions(500...899)
        _ = try store.commit(group, lock: lock)
        for revision in group.shuffled().prefix(40) {
            #expect(try store.readRevision(revid: revision.revid) == revision)
        }
    }
}
