import BlanksSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `manifest.selection` (`SelectionSidecar`) as `AtomicFile` writes
/// the index: entries go to a temporary file in `.staging/` as they are given,
/// 1 MiB at a time, the header last (it holds their count and checksum), then
/// the file is flushed and renamed over the old sidecar. Memory: one piece,
/// whatever the corpus size. A writer dropped before `finish` removes its
/// temporary file; the old sidecar stays, stale, until the next one.
final class SelectionSidecarWriter {
    private let destination: URL
    private let temporary: URL
    private var descriptor: Int32
    private let buffer: UnsafeMutableRawPointer
    private var buffered = 0
    private var entries: UInt64 = 0
    private var pages: UInt64 = 0
    private var checksum: UInt32 = 0

    /// Opens a temporary file for the sidecar of the corpus in `directory`.
    init(directory: URL, stagingDirectory: URL) throws {
        destination = directory.appendingPathComponent(SelectionSidecar.name)
        do {
            try FileManager.default.createDirectory(at: stagingDirectory, withIntermediateDirectories: true)
        } catch {
            throw CorpusError.cannotWrite(path: destination.path, reason: FileByteSource.reason(error))
        }
        temporary = AtomicFile.temporaryURL(for: destination, stagingDirectory: stagingDirectory)
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        buffer = UnsafeMutableRawPointer.allocate(byteCount: SelectionSidecar.pieceSize, alignment: 16)
        guard descriptor >= 0 else { throw failure() }
        // The header's place, filled in by `finish`.
        let placeholder = [UInt8](repeating: 0, count: SelectionSidecarHeader.size)
        guard placeholder.withUnsafeBytes({ AtomicFile.writeAll($0, to: descriptor) }) else { throw failure() }
    }

    deinit {
        buffer.deallocate()
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporary.path)
        }
    }

    /// Adds the next entry; entries come in revid order.
    func append(_ fields: ManifestSelectionFields) throws {
        if buffered == SelectionSidecar.pieceSize { try flushBuffer() }
        buffer.storeBytes(of: fields.packed.littleEndian, toByteOffset: buffered, as: UInt64.self)
        buffered += 8
        entries += 1
        if fields.latest { pages += 1 }
    }

    /// Writes the header for the index of digest `sha256` and stamp `stamp`,
    /// flushes the file and renames it into place.
    func finish(sha256: String, stamp: IndexFileStamp) throws {
        try flushBuffer()
        let header = SelectionSidecarHeader(
            version: SelectionSidecar.version, entries: entries, pages: pages, stamp: stamp, sha256: sha256,
            entriesChecksum: checksum
        ).encoded()
        let written = header.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        guard written == header.count, fsync(descriptor) == 0 else { throw failure() }
        close(descriptor)
        descriptor = -1
        guard rename(temporary.path, destination.path) == 0 else {
            let error = failure()
            unlink(temporary.path)
            throw error
        }
        AtomicFile.syncDirectory(destination.deletingLastPathComponent())
    }

    private func flushBuffer() throws {
        guard buffered > 0 else { return }
        let piece = UnsafeRawBufferPointer(start: buffer, count: buffered)
        checksum = CRC32.checksum(piece, continuing: checksum)
        guard AtomicFile.writeAll(piece, to: descriptor) else { throw failure() }
        buffered = 0
    }

    private func failure() -> CorpusError {
        .cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
    }
}
