import BlanksCorpus
import BlanksSupport
import Foundation

/// Writes a batch folder atomically under an output folder, and touches
/// nothing outside it: `puzzles.jsonl` is streamed into a hidden staging
/// folder (`BatchStaging`), `manifest.json` is added, and only then is an
/// existing batch moved aside, the new one renamed into place and the old one
/// removed. An existing batch is replaced only when `force` is set; a
/// destination that is a symbolic link is never replaced, nor a batch by a
/// smaller one (fewer puzzles, as when revisions fail). A run that fails
/// leaves the old batch as it was; a run that crashed leaves hidden folders
/// that the next writer in the same output folder cleans.
final class BatchWriter {
    static let puzzlesName = "puzzles.jsonl"
    static let manifestName = "manifest.json"

    let destination: URL
    private let paths: BatchStaging
    private var staging: URL { paths.staging }
    private let handle: FileHandle
    private var hasher = SHA256Hasher()
    private(set) var entries: [BatchManifest.Entry] = []

    /// A batch folder named from the seed: refused unless it is a plain name.
    convenience init(outputRoot: URL, folder: String, force: Bool) throws {
        let name: PlainName
        do {
            name = try PlainName(folder)
        } catch {
            throw BatchError.notPlainName(
                path: outputRoot.path, field: "batch folder", name: folder, reason: error.description)
        }
        try self.init(outputRoot: outputRoot, name: name, force: force)
    }

    /// Fails before any work when the batch exists and `force` is not set,
    /// or when its place under `outputRoot` is a symbolic link.
    init(outputRoot: URL, name: PlainName, force: Bool) throws {
        paths = BatchStaging(root: outputRoot, name: name)
        destination = paths.destination
        let manager = FileManager.default
        if BatchStaging.isSymbolicLink(destination) { throw BatchError.symbolicLink(path: destination.path) }
        if BatchStaging.entryType(destination) != nil && !force {
            throw BatchError.exists(path: destination.path)
        }
        let staging = paths.staging
        do {
            try manager.createDirectory(at: outputRoot, withIntermediateDirectories: true)
            BatchStaging.cleanLeftovers(in: outputRoot)
            BatchStaging.remove(staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            let file = staging.appendingPathComponent(Self.puzzlesName)
            guard manager.createFile(atPath: file.path, contents: nil) else {
                throw BatchError.cannotWrite(path: file.path, reason: "cannot create file")
            }
            handle = try FileHandle(forWritingTo: file)
        } catch {
            BatchStaging.remove(staging)
            throw (error as? BatchError) ?? BatchError.cannotWrite(path: staging.path, reason: "\(error)")
        }
    }

    deinit {
        try? handle.close()
        BatchStaging.remove(staging)
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
        hasher.update(data)
        entries.append(entry)
    }

    /// Completes the manifest's `files` and `puzzles`, writes it, and moves the
    /// batch into place.
    func finish(manifest: BatchManifest) throws -> BatchManifest {
        var manifest = manifest
        manifest.files = [Self.puzzlesName: hasher.finalize().hex]
        manifest.puzzles = entries
        manifest.count = entries.count
        do {
            var json = try CanonicalJSON.prettyEncoder().encode(manifest)
            json.append(0x0a)
            // Both files are on the disk before the batch moves into place;
            // their syncs, each a wait on the disk and not on the processor,
            // overlap rather than follow each other.
            let (handle, file, text) = (handle, staging.appendingPathComponent(Self.manifestName), json)
            let failures = ParallelMap.map(count: 2, jobs: 2) { part -> String? in
                do {
                    if part == 0 { try handle.synchronize() } else { try text.write(to: file) }
                    return nil
                } catch {
                    return "\(error)"
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first {
                throw BatchError.cannotWrite(path: staging.path, reason: failure)
            }
            try handle.close()
        } catch let error as BatchError {
            throw error
        } catch {
            throw BatchError.cannotWrite(path: staging.path, reason: "\(error)")
        }
        try moveIntoPlace()
        return manifest
    }

    /// The new batch in, the old one out. Exchanged in one step where the file
    /// system can (the name never lacks a complete batch); otherwise the old
    /// batch is moved aside, the new one in, and the old one removed, and a
    /// failed second rename puts the old batch back.
    private func moveIntoPlace() throws {
        if BatchStaging.isSymbolicLink(destination) { throw BatchError.symbolicLink(path: destination.path) }
        let hadBatch = BatchStaging.entryType(destination) != nil
        if hadBatch {
            if let existing = try? BatchReader(path: destination).manifest().count, existing > entries.count {
                throw BatchError.wouldShrink(path: destination.path, existing: existing, made: entries.count)
            }
            switch BatchStaging.exchange(staging, destination) {
            case nil:
                BatchStaging.remove(staging)
                return
            case ENOSYS?, EINVAL?, ENOTSUP?:
                break
            case let failure?:
                throw BatchError.cannotWrite(path: destination.path, reason: String(cString: strerror(failure)))
            }
            BatchStaging.remove(paths.replaced)
            guard rename(destination.path, paths.replaced.path) == 0 else {
                throw BatchError.cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
            }
        }
        guard rename(staging.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadBatch { _ = rename(paths.replaced.path, destination.path) }
            throw BatchError.cannotWrite(path: destination.path, reason: reason)
        }
        if hadBatch { BatchStaging.remove(paths.replaced) }
    }
}
