import BlanksSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `manifest.selection`: what a batch's selection needs from `manifest.jsonl`,
/// kept between runs — the index's SHA-256 (the corpus digest) and every
/// entry's revid and latest flag in 8 bytes, in revid order
/// (`SelectionSidecarHeader` gives the layout).
///
/// Scanning the index costs about 0.4 µs an entry (parsing its line and
/// hashing its bytes); reading the sidecar costs a few nanoseconds, so a
/// batch's cost stops growing with the corpus but for one selection key per
/// revid. It is derived data, written only by the writer that rewrites
/// `manifest.jsonl` (compaction, `corpus reindex`) and never by a reader.
/// It is trusted only while the index has the stamp it was made from
/// (`IndexFileStamp`: a hand edit, a copy or a rewrite changes it) and its
/// checksums hold; otherwise readers scan the index as if it were absent,
/// so a stale or damaged sidecar costs time, never a wrong answer.
package enum SelectionSidecar {
    package static let name = "manifest.selection"
    static let version: UInt32 = 1
    /// Bytes read at a time: whole entries after the header.
    static let pieceSize = LineChunkReader.defaultChunkSize

    /// Why a sidecar cannot stand for the index: readers then scan the index.
    package enum Unusable: Error, Equatable, Sendable, CustomStringConvertible {
        case missing
        case unreadable(String)
        /// The index is not the file the sidecar was made from: how it differs.
        case stale(String)
        case corrupt(String)
        case version(UInt32)

        package var description: String {
            switch self {
            case .missing: "missing"
            case .unreadable(let reason): "unreadable (\(reason))"
            case .stale(let how): "stale: manifest.jsonl is not the file it was made from: \(how)"
            case .corrupt(let what): "corrupt: \(what)"
            case .version(let version):
                "of version \(version), which this build does not read (it reads \(SelectionSidecar.version))"
            }
        }
    }

    /// Calls `body` with every entry of the sidecar at `path`, in pieces, and
    /// returns the digest and counts it records, after checking that it was
    /// made from the index at `indexPath` as it is now.
    ///
    /// A damaged header, a wrong size or a stale stamp is refused before any
    /// entry is given; damaged entries are found by the entries' checksum at
    /// the end, after `body` has seen them: a caller that falls back to the
    /// index must then start over (`RevisionStore.scanSelectionChunks` does).
    /// One sequential read of the file, in pieces of `pieceSize`; nothing is
    /// allocated per entry. Throws `Unusable`, or what `body` throws.
    static func read(
        path: String, indexPath: String, _ body: (ManifestSelectionChunk) throws -> Void
    ) throws -> IndexScanSummary {
        let descriptor: Int32
        let size: Int
        do {
            (descriptor, size) = try RegularFile.openChecked(path: path)
        } catch .missing {
            throw Unusable.missing
        } catch {
            throw Unusable.unreadable(error.description)
        }
        defer { close(descriptor) }
        let capacity = pieceSize
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var atEnd = false
        /// Fills the buffer after its first `held` bytes as far as the file goes; the bytes it then holds.
        func fill(after held: Int) throws -> Int {
            var filled = held
            while filled < capacity, !atEnd {
                let got = Glibc.read(descriptor, buffer + filled, capacity - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    throw Unusable.unreadable(String(cString: strerror(errno)))
                }
                if got == 0 { atEnd = true }
                filled += got
            }
            return filled
        }
        var filled = try fill(after: 0)
        let header = try Self.header(UnsafeRawBufferPointer(start: buffer, count: filled), fileSize: size)
        guard let stamp = IndexFileStamp(path: indexPath) else { throw Unusable.stale("\(indexPath) is missing") }
        if let difference = header.stamp.difference(from: stamp) { throw Unusable.stale(difference) }

        var checksum: UInt32 = 0
        var seen = 0
        var pages = 0
        var previous = 0
        var start = SelectionSidecarHeader.size
        while true {
            let whole = (filled - start) / 8 * 8
            if whole > 0 {
                let piece = UnsafeRawBufferPointer(start: buffer + start, count: whole)
                checksum = CRC32.checksum(piece, continuing: checksum)
                let chunk = ManifestSelectionChunk(words: piece)
                for fields in chunk {
                    guard fields.revid > previous else { throw Unusable.corrupt("revids not in ascending order") }
                    previous = fields.revid
                    if fields.latest { pages += 1 }
                }
                seen += chunk.count
                try body(chunk)
            }
            let rest = filled - start - whole
            if rest > 0 { memmove(buffer, buffer + start + whole, rest) }
            guard !atEnd else {
                guard rest == 0, seen == header.entries else {
                    throw Unusable.corrupt(
                        "\(seen) entries and \(rest) bytes read, not the \(header.entries) entries of its header")
                }
                break
            }
            filled = try fill(after: rest)
            start = 0
        }
        guard checksum == header.entriesChecksum else { throw Unusable.corrupt("its entries' checksum does not match") }
        guard pages == header.pages else {
            throw Unusable.corrupt("\(pages) entries marked latest, not the \(header.pages) of its header")
        }
        return IndexScanSummary(sha256: header.sha256, revisions: seen, pages: pages)
    }

    /// Why the sidecar at `path` cannot stand for the index at `indexPath`, or
    /// nil when it can: the whole of `read`'s checks (`corpus verify`).
    static func problem(path: String, indexPath: String) -> Unusable? {
        do {
            _ = try read(path: path, indexPath: indexPath) { _ in }
            return nil
        } catch let unusable as Unusable {
            return unusable
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// The header at the start of `bytes`, checked against the file's size.
    private static func header(_ bytes: UnsafeRawBufferPointer, fileSize: Int) throws(Unusable)
        -> SelectionSidecarHeader
    {
        guard bytes.count >= SelectionSidecarHeader.size else {
            throw .corrupt("\(fileSize) bytes, shorter than its header (truncated)")
        }
        let header: SelectionSidecarHeader
        do {
            header = try SelectionSidecarHeader.decode(bytes)
        } catch .notASidecar {
            throw .corrupt("not a selection sidecar (no WBSELECT at its start)")
        } catch .version(let version) {
            throw .version(version)
        } catch {
            throw .corrupt("its header's checksum does not match")
        }
        let expected = Int(clamping: header.entries).multipliedReportingOverflow(by: 8)
        guard !expected.overflow, fileSize - SelectionSidecarHeader.size == expected.partialValue else {
            throw .corrupt(
                "\(fileSize) bytes, not the \(SelectionSidecarHeader.size) + 8 × \(header.entries) its header says (cut short or added to)"
            )
        }
        return header
    }
}
