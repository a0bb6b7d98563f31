import BlanksSupport
import Foundation

/// A `SlotModel` on disk: the magic "WBSLOTS" and a zero byte, then
/// little-endian: the format version, the CRC-32 of everything after it, the
/// entry count, sentences and tokens, then the sorted keys and their counts,
/// 32 bits each. The same model always gives the same bytes. That CRC-32 is
/// the model's fingerprint, so a retrained model gives new puzzle ids, and
/// loading computes it once: the file is mapped and its tables read in place
/// (`ModelMemory`), since `generate` loads the model on every run.
package enum SlotModelFile {
    package static let formatVersion: UInt32 = 1
    static let magic = Array("WBSLOTS\0".utf8)
    static let headerSize = 32
    /// Where the bytes the checksum covers start (after magic, version and checksum).
    static let checkedStart = 16
    /// A count table past this is not one we wrote (the shipped one is far smaller).
    static let maximumEntries = 16_000_000

    /// The model's bytes.
    package static func encode(_ model: SlotModel) -> [UInt8] {
        var checked: [UInt8] = []
        checked.reserveCapacity(headerSize - checkedStart + model.keys.count * 8)
        append(UInt32(model.keys.count), to: &checked)
        append(model.sentences, to: &checked)
        append(model.tokens, to: &checked)
        for key in model.keys { append(key, to: &checked) }
        for count in model.counts { append(count, to: &checked) }
        var bytes = magic
        append(formatVersion, to: &bytes)
        append(CRC32.checksum(checked), to: &bytes)
        return bytes + checked
    }

    /// The fingerprint of a model file's bytes: eight hex digits of the CRC-32 its header records.
    package static func fingerprint(of bytes: [UInt8]) -> String {
        fingerprint(CRC32.checksum(Array(bytes.dropFirst(checkedStart))))
    }

    static func fingerprint(_ checksum: UInt32) -> String {
        let digits = String(checksum, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Reads a model from memory, checking magic, version, lengths, checksum
    /// and the order of its keys. `source` names the file in error messages.
    package static func decode(_ bytes: [UInt8], source: String = "model data") throws(SlotModelError) -> SlotModel {
        try decode(bytes.withUnsafeBytes { ModelMemory(copying: $0, alignment: 4) }, source: source).model
    }

    /// The model in `memory`, whose tables it reads in place, and its checksum.
    static func decode(_ memory: ModelMemory, source: String) throws(SlotModelError) -> (
        model: SlotModel, checksum: UInt32
    ) {
        let raw = memory.bytes
        guard raw.count >= magic.count, raw.prefix(magic.count).elementsEqual(magic) else {
            throw .notASlotModel(source: source)
        }
        guard raw.count >= headerSize else { throw .truncated(source: source) }
        func word(_ offset: Int) -> UInt32 {
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        let version = word(8)
        guard version == formatVersion else {
            throw .unsupportedVersion(source: source, found: version, supported: formatVersion)
        }
        let checksum = word(12)
        let entries = Int(word(16))
        let sentences = word(20)
        let tokens = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        guard entries <= maximumEntries else {
            throw .malformed(source: source, detail: "\(entries) entries, more than \(maximumEntries)")
        }
        guard raw.count == headerSize + entries * 8 else { throw .truncated(source: source) }
        guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[checkedStart...])) == checksum else {
            throw .checksumMismatch(source: source)
        }
        #if _endian(big)
            let model = SlotModel.checked(
                keys: words(raw, from: headerSize, count: entries),
                counts: words(raw, from: headerSize + 4 * entries, count: entries), sentences: sentences,
                tokens: tokens)
        #else
            let model = SlotModel.checked(
                in: memory, keysAt: headerSize, entries: entries, sentences: sentences, tokens: tokens)
        #endif
        guard let model else { throw .malformed(source: source, detail: "keys out of order or a count of zero") }
        return (model, checksum)
    }

    #if _endian(big)
        /// `count` little-endian 32-bit words from `offset`, copied in the
        /// machine's order (the caller checked the length).
        private static func words(_ raw: UnsafeRawBufferPointer, from offset: Int, count: Int) -> [UInt32] {
            (0..<count).map {
                UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4 * $0, as: UInt32.self))
            }
        }
    #endif

    /// Loads a model and its fingerprint from a file, mapped rather than read.
    package static func open(_ url: URL) throws(SlotModelError) -> (model: SlotModel, fingerprint: String) {
        let memory: ModelMemory
        do { memory = try ModelMemory(mapping: url.path) } catch {
            throw .unreadable(source: url.path, reason: error.reason)
        }
        let loaded = try decode(memory, source: url.path)
        return (loaded.model, fingerprint(loaded.checksum))
    }

    /// Writes the model to a temporary file beside `url`, then renames it, so
    /// a crash never leaves a half-written model under the real name.
    package static func write(_ model: SlotModel, to url: URL) throws(SlotModelError) {
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
