import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// A group's files stay under temporary names until `commit` publishes and
/// records them together; a group dropped before that leaves nothing behind.
@Suite struct StagedRevisionGroupTests {
    static func staged(_ revids: [Int], in store: RevisionStore) throws -> StagedRevisionGroup {
        let group = StagedRevisionGroup(store: store)
        for revid in revids {
            let revision = RevisionStoreTests.revision(revid: revid, pageid: revid, content: "Page \(revid).")
            try group.stage(ManifestEntry(revision), file: try store.revisionFileBytes(revision))
        }
        return group
    }

    static func stagedNames(_ store: RevisionStore) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: store.stagingURL.path)) ?? []
    }

    @Test func stagedFilesAppearUnderTheirNamesAndInTheIndexOnlyOnCommit() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        let lock = try store.openForWriting()
        try store.createIfNeeded(lock: lock)
        let group = try Self.staged([3, 1_004, 2_000_005], in: store)
        #expect(
            group.count == 3
                && group.contentBytes == "Page 3.".utf8.count + "Page 1004.".utf8.count + "Page 2000005.".utf8.count)
        #expect(Self.stagedNames(store).count == 3)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(revid: 3).path))
        #expect(try store.loadManifest().count == 0)

        let recorded = try group.commit(lock: lock)
        #expect(recorded.map(\.revid) == [3, 1_004, 2_000_005])
        #expect(group.count == 0 && group.contentBytes == 0)
        #expect(Self.stagedNames(store).isEmpty)
        #expect(try store.loadManifest().entries.map(\.revid) == [3, 1_004, 2_000_005])
        #expect(try store.readRevision(revid: 2_000_005).content == "Page 2000005.")
        #expect(try group.commit(lock: lock).isEmpty)
    }

    @Test func aGroupDroppedBeforeItsCommitLeavesNoFile() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        let lock = try store.openForWriting()
        try store.createIfNeeded(lock: lock)
        do {
            let group = try Self.staged([7, 8], in: store)
            #expect(Self.stagedNames(store).count == 2)
            withExtendedLifetime(group) {}
        }
        #expect(Self.stagedNames(store).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(revid: 7).path))
        #expect(try store.loadManifest().count == 0)
        #expect(try CorpusVerifier(store: store).verify().unregistered.isEmpty)
    }

    @Test func aFileThatCannotBeStagedIsNamedAndTheOthersAreRemoved() throws {
        let store = RevisionStore(directory: try TemporaryDirectory().url.appendingPathComponent("Corpus"))
        let lock = try store.openForWriting()
        try store.createIfNeeded(lock: lock)
        let group = try Self.staged([7], in: store)
        // Where revision 5,000,001's folder should go, a file stands.
        try FileManager.default.createDirectory(
            at: store.directory.appendingPathComponent("revisions/5"), withIntermediateDirectories: true)
        try Data().write(to: store.directory.appendingPathComponent("revisions/5/0"))
        let revision = RevisionStoreTests.revision(revid: 5_000_001)
        #expect {
            try group.stage(ManifestEntry(revision), file: try store.revisionFileBytes(revision))
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? CorpusError else { return false }
            return path.hasSuffix("revisions/5/0")
        }
        group.discard()
        #expect(Self.stagedNames(store).isEmpty)
        #expect(try group.commit(lock: lock).isEmpty)
        #expect(try store.loadManifest().count == 0)
    }
}
