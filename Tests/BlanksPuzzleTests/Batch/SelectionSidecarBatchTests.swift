import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// A batch is the same bytes whether its selection read the index's sidecar,
/// or the index itself because the sidecar is absent, stale or damaged; and
/// generating never writes into the corpus, sidecar included.
@Suite(.serialized) struct SelectionSidecarBatchTests {
    /// A copy of the embedded corpus, which has no sidecar (a checkout could not keep one current).
    static func copiedCorpus() throws -> RevisionStore {
        let folder = try TemporaryDirectory().url.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: PuzzleTestSupport.corpus.directory, to: folder)
        return RevisionStore(directory: folder)
    }

    /// Every file under `folder`, with its size and modification time: what a writer would change.
    static func listing(_ folder: URL) throws -> [String] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return []
        }
        var lines: [String] = []
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: Set(keys))
            lines.append(
                "\(url.path) \(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)")
        }
        return lines.sorted()
    }

    /// The batch's two files and folder name, and whether generating left the corpus as it was.
    static func batch(from store: RevisionStore, jobs: Int = 2) throws -> [String] {
        let before = try listing(store.directory)
        let outcome = try BatchGenerator(store: store, generator: PuzzleTestSupport.generator).generate(
            BatchRequest(seed: "sidecar", count: 12, level: Level.all[3]), outputRoot: try TemporaryDirectory().url,
            force: false, jobs: jobs)
        #expect(try listing(store.directory) == before, "generate wrote into the corpus")
        return try [outcome.directory.lastPathComponent]
            + BatchTests.files(outcome.directory).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theSameBatchWithAndWithoutTheSidecar() throws {
        let store = try Self.copiedCorpus()
        let without = try Self.batch(from: store)
        #expect(!FileManager.default.fileExists(atPath: store.selectionSidecarURL.path))
        #expect(try Self.batch(from: PuzzleTestSupport.corpus) == without)

        _ = try store.reindex()
        #expect(
            SelectionSidecar.problem(path: store.selectionSidecarURL.path, indexPath: store.manifestURL.path) == nil)
        #expect(try Self.batch(from: store) == without)
        #expect(try Self.batch(from: store, jobs: 1) == without)

        // Stale: the index touched since the sidecar was written.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: store.manifestURL.path)
        #expect(try Self.batch(from: store) == without)

        // Damaged in its entries, found only once they were read.
        _ = try store.reindex()
        var bytes = try Data(contentsOf: store.selectionSidecarURL)
        bytes[SelectionSidecarHeader.size + 8 * 50 + 1] ^= 0x04
        try bytes.write(to: store.selectionSidecarURL)
        #expect(try Self.batch(from: store) == without)
    }
}
