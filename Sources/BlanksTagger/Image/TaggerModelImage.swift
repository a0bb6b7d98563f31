import BlanksSupport

#if !_endian(little)
    #error("model images store values little-endian and are read in place: this host is big-endian")
#endif

/// The mapped form of a model (format 6): every table the tagger reads while
/// tagging, stored in its in-memory layout, so loading is open, map, check,
/// one CRC-32, and nothing else: no inflating, no decoding, no table
/// building, no summing. 23.3 MB for the shipped model (2.8 MB compressed),
/// of which a sentence touches a few pages.
///
///     offset  size  field
///     0       8     magic "WBTAGGER"
///     8       4     format version, 6
///     12      4     CRC-32 of every byte from offset 16 to the end
///     16      8     file length
///     24      4     fingerprint: CRC-32 of the model's compressed (format 5) encoding
///     28      4     pass count
///     32      4     tag count (17)
///     36      4     section count (14)
///     40      24 ×  directory, one entry per `TaggerImageSection` in order:
///                   byte offset, value count, longest probe (slot sections; else 0)
///     …             the sections, each at a multiple of 64 bytes, in order, zero-padded
///
/// Every value is little-endian. The reader checks the header, the checksum
/// and each section's offset, alignment, length and count against the
/// others; what a lookup reads from a section as an index (a row, an entry)
/// is checked at use, so even a crafted image with a valid checksum cannot
/// make the tagger trap or loop without end.
enum TaggerModelImage {
    static let version: UInt32 = 6
    static let directoryOffset = 40
    static let directoryEntrySize = 24
    static let headerSize = directoryOffset + TaggerImageSection.allCases.count * directoryEntrySize
    /// Sections start at multiples of this (a cache line; SIMD loads need 32 at most).
    static let alignment = 64

    /// The image of `model`, whose format-5 encoding has CRC-32 `fingerprint`.
    static func encode(_ model: TaggerModel, fingerprint: UInt32) -> [UInt8] {
        let parts = sections(of: model)
        var out = [UInt8](repeating: 0, count: headerSize)
        var directory: [(offset: Int, count: Int, probe: Int)] = []
        for section in TaggerImageSection.allCases {
            let part = parts[section.rawValue]
            out.append(contentsOf: repeatElement(0, count: (alignment - out.count % alignment) % alignment))
            directory.append((out.count, part.bytes.count / section.elementSize, part.probe))
            out.append(contentsOf: part.bytes)
        }
        func put(_ value: UInt64, at offset: Int, size: Int) {
            for i in 0..<size { out[offset + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * i)) }
        }
        out.replaceSubrange(0..<8, with: TaggerModelFile.magic)
        put(UInt64(version), at: 8, size: 4)
        put(UInt64(out.count), at: 16, size: 8)
        put(UInt64(fingerprint), at: 24, size: 4)
        put(UInt64(model.passCount), at: 28, size: 4)
        put(UInt64(UPOS.count), at: 32, size: 4)
        put(UInt64(TaggerImageSection.allCases.count), at: 36, size: 4)
        for (i, entry) in directory.enumerated() {
            let at = directoryOffset + i * directoryEntrySize
            put(UInt64(entry.offset), at: at, size: 8)
            put(UInt64(entry.count), at: at + 8, size: 8)
            put(UInt64(entry.probe), at: at + 16, size: 8)
        }
        let checksum = out.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[16...])) }
        put(UInt64(checksum), at: 12, size: 4)
        return out
    }

    /// Each section's bytes and, for slots, the table's longest probe.
    private static func sections(of model: TaggerModel) -> [(bytes: [UInt8], probe: Int)] {
        func raw<T>(_ buffer: TaggerBuffer<T>) -> (bytes: [UInt8], probe: Int) { (Array(buffer.rawBytes), 0) }
        func slots(_ table: TaggerHashTable) -> (bytes: [UInt8], probe: Int) {
            (Array(table.slots.rawBytes), table.maxProbe)
        }
        let lexicon = model.lexicon
        let listed = model.lexicon.listed
        let weights = model.weights
        let cache = model.cache
        let parts: [TaggerImageSection: (bytes: [UInt8], probe: Int)] = [
            .lexiconEntries: raw(lexicon.packedEntries), .lexiconSlots: slots(lexicon.table),
            .listedSlots: (Array(listed.slots.rawBytes), listed.maxProbe),
            .dictionaryTags: raw(model.dictionaryTags), .dictionarySlots: slots(model.dictionaryTable),
            .weights: raw(weights.storage), .weightSlots: slots(weights.table),
            .cacheWordEnds: raw(cache.wordEnds), .cacheWordBytes: raw(cache.wordBytes), .cacheSlots: slots(cache.table),
            .cacheVectors: raw(cache.vectors), .cacheInfos: raw(cache.infos),
            .tagHistory: raw(model.tagTables.history), .tagLookahead: raw(model.tagTables.lookahead)
        ]
        return TaggerImageSection.allCases.map { parts[$0] ?? ([], 0) }
    }
}
