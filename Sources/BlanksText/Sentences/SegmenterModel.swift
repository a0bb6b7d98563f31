import BlanksSupport
import Foundation

/// The learned decision at a candidate boundary: an averaged perceptron whose
/// weights sit in a table indexed by the low bits of each feature's hash
/// (`SegmenterFeatures`), plus the Punkt-style word statistics the features
/// read. The weights' sum overrules the rules' answer only when it passes
/// `margin` the other way (training data in another style of English, web
/// text, must not undo rules that hold in encyclopaedic prose): about 20 table
/// reads and two binary searches per candidate, nothing allocated.
///
/// File format (little-endian): "WBSEGMDL", version (UInt32), table bits
/// (UInt32), margin (Int32), weight count and (slot UInt32, weight Int16)
/// pairs by slot, word count and (key UInt64, statistics UInt8) pairs by key,
/// then FNV-1a 64 of everything before it.
package struct SegmenterModel: Sendable {
    package static let formatVersion: UInt32 = 1
    static let magic = Array("WBSEGMDL".utf8)
    /// Table sizes a model may have: 2⁸ to 2²² slots.
    package static let tableBitsRange = 8...22
    /// Margins a model may have.
    package static let marginRange: ClosedRange<Int32> = 0...(32767 * 64)

    package let tableBits: Int
    /// How far past zero the sum must be to overrule the rules (0 to 32767 × 64).
    package let margin: Int32
    /// One weight per slot, `1 << tableBits` of them.
    let weights: [Int16]
    package let stats: SegmenterWordStats
    /// Eight hex digits of the checksum: names this model in versions and reports.
    package let fingerprint: String

    /// A model from trained weights: `slots` sorted and unique, each below `1 << tableBits`.
    package init(tableBits: Int, margin: Int32 = 0, slots: [Int], slotWeights: [Int16], stats: SegmenterWordStats) {
        precondition(Self.tableBitsRange.contains(tableBits) && slots.count == slotWeights.count)
        precondition(Self.marginRange.contains(margin))
        var weights = [Int16](repeating: 0, count: 1 << tableBits)
        for (slot, weight) in zip(slots, slotWeights) { weights[slot] = weight }
        self.tableBits = tableBits
        self.margin = margin
        self.weights = weights
        self.stats = stats
        fingerprint = Self.fingerprint(
            Self.checksum(
                Self.payload(
                    tableBits: tableBits, margin: margin, weights: weights,
                    stats: stats)[...]))
    }

    /// Slots with a non-zero weight.
    package var featureCount: Int { weights.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } }

    /// True when the candidate ends a sentence.
    func endsSentence(
        _ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision,
        abbreviations: Abbreviations
    ) -> Bool {
        weights.withUnsafeBufferPointer { table in
            var sum = Sum(table: table, mask: UInt64(table.count - 1))
            SegmenterFeatures.extract(
                text, candidate, rule: rule, abbreviations: abbreviations, stats: stats, into: &sum)
            return rule.ends ? sum.total >= -margin : sum.total > margin
        }
    }

    /// Adds up the weights of the features it is given.
    private struct Sum: SegmenterFeatureSink {
        let table: UnsafeBufferPointer<Int16>
        let mask: UInt64
        var total: Int32 = 0

        @inline(__always)
        mutating func add(_ feature: UInt64) { total &+= Int32(table[Int(feature & mask)]) }
    }

    /// The model as the segmenter's decider.
    struct Decider: BoundaryDecider {
        let model: SegmenterModel
        let abbreviations: Abbreviations

        func decide(_ text: UnsafeBufferPointer<UInt16>, _ candidate: BoundaryCandidate, rule: RuleDecision) -> Bool {
            model.endsSentence(text, candidate, rule: rule, abbreviations: abbreviations)
        }
    }

    /// The same weights with another margin.
    package func withMargin(_ margin: Int32) -> SegmenterModel {
        let slots = weights.indices.filter { weights[$0] != 0 }
        return SegmenterModel(
            tableBits: tableBits, margin: margin, slots: slots, slotWeights: slots.map { weights[$0] }, stats: stats)
    }

    // MARK: Encoding

    /// The model's bytes; the same model always encodes to the same bytes.
    package func encoded() -> [UInt8] {
        var bytes = Self.payload(tableBits: tableBits, margin: margin, weights: weights, stats: stats)
        Self.append(Self.checksum(bytes[...]), to: &bytes)
        return bytes
    }

    private static func payload(tableBits: Int, margin: Int32, weights: [Int16], stats: SegmenterWordStats) -> [UInt8] {
        var bytes = magic
        append(formatVersion, to: &bytes)
        append(UInt32(tableBits), to: &bytes)
        append(margin, to: &bytes)
        let used = weights.indices.filter { weights[$0] != 0 }
        append(UInt32(used.count), to: &bytes)
        for slot in used {
            append(UInt32(slot), to: &bytes)
            append(UInt16(bitPattern: weights[slot]), to: &bytes)
        }
        append(UInt32(stats.count), to: &bytes)
        for (key, value) in zip(stats.keys, stats.values) {
            append(key, to: &bytes)
            bytes.append(value)
        }
        return bytes
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// FNV-1a 64 of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    private static func fingerprint(_ checksum: UInt64) -> String {
        let hex = String(checksum >> 32, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    // MARK: Decoding

    /// Reads a model file.
    package init(contentsOf url: URL) throws(SegmenterModelError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(source: url.path, reason: (error as NSError).localizedDescription)
        }
        try self.init(bytes: [UInt8](data), source: url.path)
    }

    /// Decodes `bytes`; `source` names them in errors. Every count is checked
    /// against the bytes left before it is used, so damaged input is an error,
    /// never a trap.
    package init(bytes: [UInt8], source: String) throws(SegmenterModelError) {
        guard bytes.count >= Self.magic.count, Array(bytes[0..<Self.magic.count]) == Self.magic else {
            throw .notASegmenterModel(source: source)
        }
        var reader = Reader(bytes: bytes, offset: Self.magic.count)
        guard let version: UInt32 = reader.read() else { throw .truncated(source: source) }
        guard version == Self.formatVersion else {
            throw .unsupportedVersion(source: source, found: version, supported: Self.formatVersion)
        }
        guard bytes.count >= Self.magic.count + 12 else { throw .truncated(source: source) }
        var checksumReader = Reader(bytes: bytes, offset: bytes.count - 8)
        let recorded: UInt64? = checksumReader.read()
        guard let recorded, Self.checksum(bytes[0..<(bytes.count - 8)]) == recorded else {
            // A file cut short fails here too: its last eight bytes are not its checksum.
            throw .checksumMismatch(source: source)
        }
        reader.end = bytes.count - 8
        guard let bits: UInt32 = reader.read(), let margin: Int32 = reader.read(),
            let weightCount: UInt32 = reader.read()
        else {
            throw .truncated(source: source)
        }
        guard Self.tableBitsRange.contains(Int(bits)) else {
            throw .malformed(source: source, detail: "table bits \(bits) outside \(Self.tableBitsRange)")
        }
        guard Self.marginRange.contains(margin) else {
            throw .malformed(source: source, detail: "margin \(margin) outside \(Self.marginRange)")
        }
        let size = 1 << Int(bits)
        guard Int(weightCount) <= size, reader.remaining >= Int(weightCount) * 6 else {
            throw .malformed(source: source, detail: "\(weightCount) weights do not fit")
        }
        var weights = [Int16](repeating: 0, count: size)
        var previous = -1
        for _ in 0..<weightCount {
            guard let slot: UInt32 = reader.read(), let weight: UInt16 = reader.read() else {
                throw .truncated(source: source)
            }
            guard Int(slot) > previous, Int(slot) < size else {
                throw .malformed(source: source, detail: "weight slot \(slot) out of order or range")
            }
            previous = Int(slot)
            weights[Int(slot)] = Int16(bitPattern: weight)
        }
        guard let wordCount: UInt32 = reader.read(), reader.remaining == Int(wordCount) * 9 else {
            throw .malformed(source: source, detail: "word statistics do not fill the file")
        }
        var keys: [UInt64] = []
        var values: [UInt8] = []
        keys.reserveCapacity(Int(wordCount))
        values.reserveCapacity(Int(wordCount))
        for _ in 0..<wordCount {
            guard let key: UInt64 = reader.read(), let value: UInt8 = reader.read() else {
                throw .truncated(source: source)
            }
            guard keys.last.map({ $0 < key }) ?? true else {
                throw .malformed(source: source, detail: "word statistics out of order")
            }
            keys.append(key)
            values.append(value)
        }
        tableBits = Int(bits)
        self.margin = margin
        self.weights = weights
        stats = SegmenterWordStats(keys: keys, values: values)
        // The checksum of the bytes, found equal to the recorded one above: not computed twice.
        fingerprint = Self.fingerprint(recorded)
    }

    /// Little-endian integers from a byte array, nil past `end`.
    private struct Reader {
        let bytes: [UInt8]
        var offset: Int
        var end: Int

        init(bytes: [UInt8], offset: Int) {
            self.bytes = bytes
            self.offset = offset
            end = bytes.count
        }

        var remaining: Int { end - offset }

        mutating func read<T: FixedWidthInteger>() -> T? {
            let size = MemoryLayout<T>.size
            guard offset >= 0, size <= end - offset else { return nil }
            var value: T = 0
            for k in 0..<size { value |= T(truncatingIfNeeded: bytes[offset + k]) << (8 * k) }
            offset += size
            return value
        }
    }

    // MARK: The shipped model

    /// The model shipped in the package (`Resources/segmenter.model`, written
    /// by `make train-segmenter`), loaded once per process on first use.
    package static let shipped: Result<SegmenterModel, SegmenterModelError> = {
        guard let url = shippedModelURL else { return .failure(.bundledModelMissing) }
        return Result { () throws(SegmenterModelError) in try SegmenterModel(contentsOf: url) }
    }()

    /// Where the shipped model lives, or nil when the resource is missing
    /// (never SwiftPM's trapping `Bundle.module`: see `ResourceBundle`).
    package static var shippedModelURL: URL? {
        ResourceBundle.file("Resources/segmenter.model", inBundle: "wikiblanks_BlanksText")
    }
}
