import BlanksSupport

extension TaggerModelImage {
    /// The model and fingerprint of the image in `memory`, whose tables are
    /// read in place from it. Checks the header, one CRC-32 of the whole
    /// image, and each section's placement and count: O(1) besides the
    /// checksum. `source` names the file in errors.
    static func read(_ memory: ModelMemory, source: String) throws(TaggerModelError) -> (
        model: TaggerModel, fingerprint: UInt32
    ) {
        let bytes = memory.bytes
        guard bytes.count >= headerSize else { throw .truncated(source: source) }
        func u32(_ offset: Int) -> UInt32 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        func u64(_ offset: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        func malformed(_ detail: String) -> TaggerModelError { .malformed(source: source, detail: detail) }

        let length = u64(16)
        guard length <= UInt64(bytes.count) else { throw .truncated(source: source) }
        guard length == UInt64(bytes.count) else {
            throw malformed("\(UInt64(bytes.count) - length) unexpected bytes after the image")
        }
        guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[16...])) == u32(12) else {
            throw .checksumMismatch(source: source)
        }
        let passCount = Int(u32(28))
        guard (1...TaggerModel.maxPasses).contains(passCount) else { throw malformed("pass count \(passCount)") }
        guard u32(32) == UInt32(UPOS.count) else { throw malformed("tag count \(u32(32)), expected \(UPOS.count)") }
        guard u32(36) == UInt32(TaggerImageSection.allCases.count) else { throw malformed("section count \(u32(36))") }

        var placed: [(offset: Int, count: Int, probe: Int)] = []
        var previousEnd = UInt64(headerSize)
        for section in TaggerImageSection.allCases {
            let entry = directoryOffset + section.rawValue * directoryEntrySize
            let offset = u64(entry)
            let count = u64(entry + 8)
            let probe = u64(entry + 16)
            let size = UInt64(section.elementSize)
            guard offset % UInt64(alignment) == 0 else {
                throw malformed("\(section.name) section is misaligned (offset \(offset))")
            }
            guard offset >= previousEnd else { throw malformed("\(section.name) section overlaps the one before it") }
            guard offset <= length, count <= (length - offset) / size else {
                throw malformed("\(section.name) section runs past the end of the file")
            }
            guard section.holdsSlots ? probe <= UInt64(TaggerHashTable.probeLimit) : probe == 0 else {
                throw malformed("\(section.name) declares a probe length of \(probe)")
            }
            previousEnd = offset + count * size
            placed.append((Int(offset), Int(count), Int(probe)))
        }

        func count(_ section: TaggerImageSection) -> Int { placed[section.rawValue].count }
        func buffer<T: BitwiseCopyable>(_ section: TaggerImageSection, as _: T.Type = T.self) -> TaggerBuffer<T> {
            TaggerBuffer(memory, offset: placed[section.rawValue].offset, count: placed[section.rawValue].count)
        }
        func expect(_ section: TaggerImageSection, _ wanted: Int?) throws(TaggerModelError) {
            guard let wanted, count(section) == wanted else {
                throw malformed(
                    "\(section.name) hold \(count(section)) values, expected \(wanted.map(String.init) ?? "fewer")")
            }
        }
        func table(_ section: TaggerImageSection, rows: Int) throws(TaggerModelError) -> TaggerHashTable {
            guard count(section) >= 2, count(section).nonzeroBitCount == 1 else {
                throw malformed("\(section.name) has \(count(section)) words")
            }
            return TaggerHashTable(slots: buffer(section), rowCount: rows, maxProbe: placed[section.rawValue].probe)
        }

        let width = passCount * UPOS.count
        let entries = count(.cacheWordEnds) + 1
        let tagLayout = TaggerTagTables.layout(passCount: passCount)
        guard count(.weights) >= 1, (count(.weights) - 1) % width == 0 else {
            throw malformed("weights hold \(count(.weights)) values, not whole rows of \(width) and one more")
        }
        let rows = (count(.weights) - 1) / width
        try expect(.cacheVectors, product(entries, TaggerWordCache.roleCount * passCount * TagScores.laneCount))
        try expect(.cacheInfos, product(entries, TaggerWordInfo.storedCount))
        try expect(.tagHistory, tagLayout.history * TagScores.laneCount)
        try expect(.tagLookahead, tagLayout.lookahead * TagScores.laneCount)
        guard count(.listedSlots).nonzeroBitCount == 1 else {
            throw malformed(
                "\(TaggerImageSection.listedSlots.name) has \(count(.listedSlots)) slots, not a power of two")
        }

        let lexicon = TaggerLexicon(
            packedEntries: buffer(.lexiconEntries), table: try table(.lexiconSlots, rows: count(.lexiconEntries)),
            listed: TaggerWordClassTable(
                slots: buffer(.listedSlots), maxProbe: placed[TaggerImageSection.listedSlots.rawValue].probe))
        let weights = TaggerWeightTable(
            passCount: passCount, storage: buffer(.weights), table: try table(.weightSlots, rows: rows))
        let cache = TaggerWordCache(
            wordEnds: buffer(.cacheWordEnds), wordBytes: buffer(.cacheWordBytes),
            table: try table(.cacheSlots, rows: count(.cacheWordEnds)),
            vectors: buffer(.cacheVectors), infos: buffer(.cacheInfos), passCount: passCount)
        let model = TaggerModel(
            lexicon: lexicon, dictionaryTags: buffer(.dictionaryTags),
            dictionaryTable: try table(.dictionarySlots, rows: count(.dictionaryTags)), weights: weights,
            cache: cache,
            tagTables: TaggerTagTables(
                passCount: passCount, history: buffer(.tagHistory), lookahead: buffer(.tagLookahead)))
        return (model, u32(24))
    }

    /// `a × b`, or nil when it overflows.
    private static func product(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }
}
