import BlanksSupport
import BlanksCorpus
import Crypto
import Foundation

/// Writes a batch folder atomically: `puzzles.jsonl` is streamed into a
/// staging folder next to the destination, `manifest.json` is added, and the
/// folder is renamed into place. An existing batch is replaced only when
/// `force` is set, and only once the new one is complete.
final class BatchWriter {
    static let puzzlesName = "puzzles.jsonl"
    static let manifestName = "manifest.json"

    let destination: URL
    private let staging: URL
    private let handle: FileHandle
    private var hasher = SHA256()
    private(set) var entries: [BatchManifest.Entry] = []

    /// Fails before any work when the batch exists and `force` is not set.
    init(destination: URL, force: Bool) throws {
        self.destination = destination
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) && !force {
            throw BatchError.exists(path: destination.path)
        }
        let parent = destination.deletingLastPathComponent()
        staging = parent.appendingPathComponent(".staging-\(destination.lastPathComponent)-\(getpid())")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            let file = staging.appendingPathComponent(Self.puzzlesName)
            guard manager.createFile(atPath: file.path, contents: nil) else {
                throw BatchError.cannotWrite(path: file.path, reason: "cannot create file")
            }
            handle = try FileHandle(forWritingTo: file)
        } catch let error as BatchError {
            throw error
        } catch {
            throw BatchError.cannotWrite(path: staging.path, reason: "\(error)")
        }
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: staging)
    }

    /// Appends one puzzle line (its JSON, without the newline).
    func append(line: Data, entry: BatchManifest.Entry) throws {
        var data = line
        data.append(0x0a)
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw BatchError.cannotWrite(path: staging.path, reason: "\(error)")
        }
        hasher.update(data: data)
        entries.append(entry)
    }

    /// Completes the manifest's `files` and `puzzles`, writes it, and moves the
    /// batch into place.
    func finish(manifest: BatchManifest) throws -> BatchManifest {
        var manifest = manifest
        manifest.files = [Self.puzzlesName: ContentHash.hex(hasher.finalize())]
        manifest.puzzles = entries
        manifest.count = entries.count
        let manager = FileManager.default
        do {
            try handle.synchronize()
            try handle.close()
            var json = try CanonicalJSON.prettyEncoder().encode(manifest)
            json.append(0x0a)
            try json.write(to: staging.appendingPathComponent(Self.manifestName))
            var trash: URL?
            if manager.fileExists(atPath: destination.path) {
                let old = destination.deletingLastPathComponent()
                    .appendingPathComponent(".replaced-\(destination.lastPathComponent)-\(getpid())")
                try manager.moveItem(at: destination, to: old)
                trash = old
            }
            try manager.moveItem(at: staging, to: destination)
            if let trash { try? manager.removeItem(at: trash) }
        } catch {
            throw BatchError.cannotWrite(path: destination.path, reason: "\(error)")
        }
        return manifest
    }
}
