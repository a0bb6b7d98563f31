import BlanksSupport

/// The fixed start of `manifest.selection` (`SelectionSidecar`), little-endian:
///
///     0   "WBSELECT"                      magic
///     8   version (UInt32), 0 (UInt32)
///     16  entries, pages (UInt64 each)
///     32  the index's stamp: size, mtime s, mtime ns, ctime s, ctime ns, inode (64 bits each)
///     80  the index's SHA-256, 64 lowercase hex digits
///     144 CRC-32 of the entries, CRC-32 of bytes 0..<148
///     152 the entries: one packed word each (`ManifestSelectionFields.packed`)
///
/// The header has its own checksum so that a damaged count or stamp is
/// refused before a single entry is read.
struct SelectionSidecarHeader: Equatable, Sendable {
    var version: UInt32
    var entries: UInt64
    var pages: UInt64
    var stamp: IndexFileStamp
    var sha256: String
    var entriesChecksum: UInt32

    static let size = 152
    static let magic = Array("WBSELECT".utf8)

    /// The header's bytes, its checksum last.
    func encoded() -> [UInt8] {
        var bytes = Self.magic
        func append<Value: FixedWidthInteger>(_ value: Value) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        append(version)
        append(UInt32(0))
        append(entries)
        append(pages)
        for field in [
            stamp.size, stamp.modifiedSeconds, stamp.modifiedNanoseconds, stamp.changedSeconds,
            stamp.changedNanoseconds
        ] {
            append(field)
        }
        append(stamp.inode)
        var digest = Array(sha256.utf8.prefix(64))
        digest += Array(repeating: UInt8(ascii: "0"), count: 64 - digest.count)
        bytes += digest
        append(entriesChecksum)
        append(bytes.withUnsafeBytes { CRC32.checksum($0) })
        return bytes
    }

    /// Why the first `size` bytes of a file are not a header this build reads.
    enum Refusal: Error, Equatable {
        case notASidecar
        case version(UInt32)
        case damaged
    }

    /// Reads a header from `bytes` (at least `size` of them), checking its magic, version and checksum.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(Refusal) -> SelectionSidecarHeader {
        guard bytes.count >= size, bytes.prefix(8).elementsEqual(magic) else { throw .notASidecar }
        func load<Value: FixedWidthInteger>(_ offset: Int, as type: Value.Type) -> Value {
            Value(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Value.self))
        }
        let version = load(8, as: UInt32.self)
        guard version == SelectionSidecar.version else { throw .version(version) }
        guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[..<148])) == load(148, as: UInt32.self) else {
            throw .damaged
        }
        let digest = UnsafeRawBufferPointer(rebasing: bytes[80..<144])
        guard digest.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { throw .damaged }
        return SelectionSidecarHeader(
            version: version, entries: load(16, as: UInt64.self), pages: load(24, as: UInt64.self),
            stamp: IndexFileStamp(
                size: load(32, as: Int64.self), modifiedSeconds: load(40, as: Int64.self),
                modifiedNanoseconds: load(48, as: Int64.self), changedSeconds: load(56, as: Int64.self),
                changedNanoseconds: load(64, as: Int64.self), inode: load(72, as: UInt64.self)),
            sha256: String(decoding: digest, as: UTF8.self), entriesChecksum: load(144, as: UInt32.self))
    }
}
