import BlanksSupport
import Foundation

/// Size figures of a corpus, read from the manifest and the file sizes on
/// disk (no decompression).
public struct CorpusStatistics: Sendable, Equatable {
    public var revisions = 0
    public var pages = 0
    /// Sums of sizes read from the manifest and the disk; a sum that would
    /// overflow stops at `Int.max` (a manifest claiming that much is damaged).
    public var contentBytes = 0
    public var compressedBytes = 0
    public var oldest: String?
    public var newest: String?

    /// Content bytes per byte on disk.
    public var compressionRatio: Double {
        compressedBytes == 0 ? 0 : Double(contentBytes) / Double(compressedBytes)
    }

    public init(store: RevisionStore) throws {
        let manifest = try store.loadManifest()
        revisions = manifest.count
        pages = manifest.latestEntries.count
        for entry in manifest.entries {
            contentBytes = contentBytes.saturatingAdding(entry.bytes)
            let path = store.fileURL(revid: entry.revid).path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            compressedBytes = compressedBytes.saturatingAdding(max(0, size ?? 0))
        }
        let stamps = manifest.entries.map(\.timestamp).sorted()
        oldest = stamps.first
        newest = stamps.last
    }
}
