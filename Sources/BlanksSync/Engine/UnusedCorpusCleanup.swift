import BlanksCorpus
import Foundation

/// What a sync created before its first request, so that a sync that
/// stores nothing (an unreachable server, a refused endpoint, an empty
/// wiki) leaves no empty corpus behind: the folders it made and, in a
/// folder that was there, the empty manifest and lock file it added.
struct UnusedCorpusCleanup: Sendable {
    /// The highest folder that did not exist yet, when the corpus folder did not.
    private let firstCreated: URL?
    private let hadManifest: Bool
    private let store: RevisionStore

    /// Notes what exists; call before the store is opened for writing.
    init(store: RevisionStore) {
        self.store = store
        let manager = FileManager.default
        hadManifest = manager.fileExists(atPath: store.manifestURL.path)
        var missing: URL?
        var folder = store.directory.standardizedFileURL
        while !manager.fileExists(atPath: folder.path), folder.path != "/" {
            missing = folder
            folder = folder.deletingLastPathComponent()
        }
        firstCreated = missing
    }

    /// Removes what this sync added, when the manifest it created is still
    /// empty; other files in the folder are left alone.
    func removeIfUnused() {
        guard !hadManifest else { return }
        let manager = FileManager.default
        guard let manifest = FileHandle(forReadingAtPath: store.manifestURL.path) else { return }
        let empty = manifest.readData(ofLength: 1).isEmpty
        try? manifest.close()
        guard empty else { return }
        for name in [RevisionStore.manifestName, ".lock", ".staging"] {
            try? manager.removeItem(at: store.directory.appendingPathComponent(name))
        }
        guard let firstCreated else { return }
        // Then each folder created on the way, from the corpus up, while it is empty.
        var folder = store.directory.standardizedFileURL
        while folder.path.hasPrefix(firstCreated.path),
            (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
            try? manager.removeItem(at: folder)
            if folder.path == firstCreated.path { break }
            folder = folder.deletingLastPathComponent()
        }
    }
}
