import BlanksSupport
import Foundation

/// A `SlotModel` on disk: the magic "WBSLOTS" and a zero byte, a little-endian
/// header (format version, entry count, sentences, tokens, CRC-32 of the
/// tables), then the sorted keys and their counts, 32 bits each. The same
/// model always gives the same bytes; the fingerprint is the CRC-32 of the
/// whole file, so a retrained model gives new puzzle ids.
public enum SlotModelFile {
    public static let formatVersion: UInt32 = 1
    static let magic = Array("WBSLOTS\0".utf8)
    static let headerSize = 32
    /// A count table past this is not one we wrote (the shipped one is far smaller).
    static let maximumEntries = 16_000_000

    /// The model's bytes.
    public static func encode(_ model: SlotModel) -> [UInt8] {
        var tables: [UInt8] = []
        tables.reserveCapacity(model.keys.count * 8)
        for key in model.keys { append(key, to: &tables) }
        for count in model.counts { append(count, to: &tables) }
        var bytes = magic
        append(formatVersion, to: &bytes)
        append(UInt32(model.keys.count), to: &bytes)
        append(model.sentences, to: &bytes)
        append(model.tokens, to: &bytes)
        append(CRC32.checksum(tables), to: &bytes)
        return bytes + tables
    }

    /// The fingerprint of a model: eight hex digits of the CRC-32 of its bytes.
    public static func fingerprint(of bytes: [UInt8]) -> String {
        let checksum = String(CRC32.checksum(bytes), radix: 16)
        return String(repeating: "0", count: 8 - checksum.count) + checksum
    }

    /// Reads a model from memory, checking magic, version, lengths, checksum
    /// and the order of its keys. `source` names the file in error messages.
    public static func decode(_ bytes: [UInt8], source: String = "model data") throws(SlotModelError) -> SlotModel {
        guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else {
            throw .notASlotModel(source: source)
        }
        guard bytes.count >= headerSize else { throw .truncated(source: source) }
        func word(_ offset: Int) -> UInt32 { load(bytes, offset, as: UInt32.self) }
        let version = word(8)
        guard version == formatVersion else {
            throw .unsupportedVersion(source: source, found: version, supported: formatVersion)
        }
        let entries = Int(word(12))
        let sentences = word(16)
        let tokens = load(bytes, 20, as: UInt64.self)
        let checksum = word(28)
        guard entries <= maximumEntries else {
            throw .malformed(source: source, detail: "\(entries) entries, more than \(maximumEntries)")
        }
        guard bytes.count == headerSize + entries * 8 else { throw .truncated(source: source) }
        guard bytes.withUnsafeBytes({ CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[headerSize...])) }) == checksum else {
            throw .checksumMismatch(source: source)
        }
        let (keys, counts) = bytes.withUnsafeBytes { raw in
            ((0..<entries).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: headerSize + 4 * $0, as: UInt32.self)) },
             (0..<entries).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: headerSize + 4 * (entries + $0), as: UInt32.self)) })
        }
        guard let model = SlotModel.checked(keys: keys, counts: counts, sentences: sentences, tokens: tokens) else {
            throw .malformed(source: source, detail: "keys out of order or a count of zero")
        }
        return model
    }

    /// The little-endian integer at `offset` (the caller checked the length).
    private static func load<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, as type: T.Type) -> T {
        bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }

    /// Loads a model and its fingerprint from a file.
    public static func open(_ url: URL) throws(SlotModelError) -> (model: SlotModel, fingerprint: String) {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: url)) } catch {
            throw .unreadable(source: url.path, reason: error.localizedDescription)
        }
        return (try decode(bytes, source: url.path), fingerprint(of: bytes))
    }

    /// Writes the model to a temporary file beside `url`, then renames it, so
    /// a crash never leaves a half-written model under the real name.
    public static func write(_ model: SlotModel, to url: URL) throws(SlotModelError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(encode(model)).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unreadable(source: url.path, reason: error.localizedDescription)
        }
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
