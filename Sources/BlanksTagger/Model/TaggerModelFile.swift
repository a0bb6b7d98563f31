import BlanksSupport
import Foundation

/// A `TaggerModel` on disk. Models are written as images (format 6,
/// `TaggerModelImage`), mapped and used in place; the compressed format 5
/// (`TaggerCompressedModel`) is still read. Both start with the magic
/// "WBTAGGER" and a little-endian 32-bit format version.
///
/// A model's fingerprint is the CRC-32 of its format-5 encoding: the identity
/// of the model's content, not of a file's bytes. An image stores it in its
/// header; for a format-5 file it is the CRC-32 of the file. Converting a
/// model between the formats keeps it, so puzzle ids do not change.
package enum TaggerModelFile {
    /// The format written: bumped whenever the layout or the feature templates change.
    package static let formatVersion: UInt32 = TaggerModelImage.version
    /// The older, compressed format, still read.
    package static let compressedFormatVersion: UInt32 = TaggerCompressedModel.version
    static let magic = Array("WBTAGGER".utf8)

    /// The model's image; the same model always gives the same bytes.
    package static func encode(_ model: TaggerModel) throws(TaggerModelError) -> [UInt8] {
        TaggerModelImage.encode(model, fingerprint: try fingerprint(of: model))
    }

    /// The model in the compressed format 5, whose CRC-32 is its fingerprint.
    package static func encodeCompressed(_ model: TaggerModel) throws(TaggerModelError) -> [UInt8] {
        try TaggerCompressedModel.encode(model)
    }

    /// The CRC-32 of the model's format-5 encoding.
    package static func fingerprint(of model: TaggerModel) throws(TaggerModelError) -> UInt32 {
        CRC32.checksum(try TaggerCompressedModel.encode(model))
    }

    /// Reads a model of either format from memory, checking magic, version,
    /// lengths and checksum. `source` names the file in error messages.
    package static func decode(_ bytes: [UInt8], source: String = "model data") throws(TaggerModelError) -> TaggerModel
    {
        let memory = bytes.withUnsafeBytes { ModelMemory(copying: $0, alignment: TaggerModelImage.alignment) }
        return try load(memory, source: source).model
    }

    /// Writes the model's image to a temporary file beside `url`, then renames
    /// it, so a crash never leaves a half-written model under the real name.
    package static func write(_ model: TaggerModel, to url: URL) throws(TaggerModelError) {
        let bytes = try encode(model)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
            // rename(2) replaces the target atomically; FileManager.replaceItemAt
            // is not reliable on Linux.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unreadable(source: url.path, reason: error.localizedDescription)
        }
    }

    /// Loads a model from a file of either format.
    package static func read(from url: URL) throws(TaggerModelError) -> TaggerModel {
        try open(url).model
    }

    /// Loads a model and its fingerprint from a file: an image is mapped and
    /// used in place (O(1) work besides one CRC-32 of the file), a format-5
    /// file is decoded and its tables built.
    package static func open(_ url: URL) throws(TaggerModelError) -> (model: TaggerModel, fingerprint: UInt32) {
        let memory: ModelMemory
        do { memory = try ModelMemory(mapping: url.path) } catch {
            throw .unreadable(source: url.path, reason: error.reason)
        }
        return try load(memory, source: url.path)
    }

    /// Dispatches on the format version.
    static func load(_ memory: ModelMemory, source: String) throws(TaggerModelError) -> (
        model: TaggerModel, fingerprint: UInt32
    ) {
        let bytes = memory.bytes
        guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else {
            throw .notATaggerModel(source: source)
        }
        guard bytes.count >= magic.count + 4 else { throw .truncated(source: source) }
        let version = bytes.loadUnaligned(fromByteOffset: magic.count, as: UInt32.self)
        switch version {
        case TaggerModelImage.version:
            return try TaggerModelImage.read(memory, source: source)
        case TaggerCompressedModel.version:
            let file = Array(bytes)
            return (try TaggerCompressedModel.decode(file, source: source), CRC32.checksum(file))
        default:
            throw .unsupportedVersion(source: source, found: version, supported: formatVersion)
        }
    }
}
