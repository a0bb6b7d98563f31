import BlanksSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `manifest.journal`: the manifest lines added since `manifest.jsonl` was
/// last rewritten, in the order they were committed.
///
/// Appending costs what is added, not the corpus; the store folds the journal
/// into `manifest.jsonl` (compaction) once the journal is as large as the
/// manifest, so every entry is rewritten O(1) times amortized. A crash mid-append
/// leaves a last line without its newline: readers ignore it and the next
/// writer cuts it off (its revision files become orphans, registered again
/// when re-added). A crash between compaction's rename and the journal's
/// removal leaves lines that are already in the manifest: merging them again
/// changes nothing.
struct ManifestJournal {
    let url: URL

    /// Bytes in the journal (0 when there is none).
    var size: Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int) ?? 0
    }

    /// The complete lines of the journal; an unterminated last line is a torn append and is left out.
    func entries() throws -> [ManifestEntry] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        var data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CorpusError.cannotOpen(path: url.path, reason: FileByteSource.reason(error))
        }
        if let lastNewline = data.lastIndex(of: 0x0a) {
            data = data[data.startIndex...lastNewline]
        } else {
            data = Data()
        }
        let decoder = JSONDecoder()
        var entries: [ManifestEntry] = []
        try JSONLines.forEachLine(in: data) { number, bytes in
            entries.append(try Manifest.decodeLine(bytes, decoder: decoder, path: url.path, line: number))
        }
        return entries
    }

    /// Appends `entries` as lines and flushes them: when this returns they are durable.
    func append(_ entries: [ManifestEntry]) throws {
        guard !entries.isEmpty else { return }
        let encoder = CanonicalJSON.encoder()
        var data = Data()
        for entry in entries {
            data.append(try encoder.encode(entry))
            data.append(0x0a)
        }
        let fd = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        let ok = AtomicFile.writeAll(data, to: fd)
        guard ok, fdatasync(fd) == 0 else { throw failure() }
    }

    /// Cuts off a torn last line left by a writer that crashed mid-append.
    func repairTornTail() throws {
        let size = self.size
        guard size > 0, let handle = FileHandle(forUpdatingAtPath: url.path) else { return }
        defer { try? handle.close() }
        let data = handle.readDataToEndOfFile()
        guard data.last != 0x0a else { return }
        let keep = data.lastIndex(of: 0x0a).map { $0 - data.startIndex + 1 } ?? 0
        do {
            try handle.truncate(atOffset: UInt64(keep))
            try handle.synchronize()
        } catch {
            throw CorpusError.cannotWrite(path: url.path, reason: FileByteSource.reason(error))
        }
    }

    /// Removes the journal once its lines are in `manifest.jsonl`.
    func remove() throws {
        guard unlink(url.path) == 0 || errno == ENOENT else { throw failure() }
        AtomicFile.syncDirectory(url.deletingLastPathComponent())
    }

    private func failure() -> CorpusError {
        .cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
    }
}
