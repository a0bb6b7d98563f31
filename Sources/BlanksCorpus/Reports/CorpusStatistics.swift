import BlanksSupport
import Foundation

/// Size figures of a corpus, read from the manifest and the file sizes on
/// disk (no decompression).
package struct CorpusStatistics: Sendable, Equatable {
    package var revisions = 0
    package var pages = 0
    /// Sums of sizes read from the manifest and the disk; a sum that would
    /// overflow stops at `Int.max` (a manifest claiming that much is damaged).
    package var contentBytes = 0
    package var compressedBytes = 0
    package var oldest: String?
    package var newest: String?

    /// Content bytes per byte on disk.
    package var compressionRatio: Double {
        compressedBytes == 0 ? 0 : Double(contentBytes) / Double(compressedBytes)
    }

    package init(store: RevisionStore) throws {
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
