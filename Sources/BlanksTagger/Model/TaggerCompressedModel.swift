import BlanksSupport

/// The compressed form of a `TaggerModel` (format 5), the form models had
/// before images; still read, and still the model's identity: the CRC-32 of
/// this encoding is the model's fingerprint, which puzzle ids carry.
///
///     offset  size  field
///     0       8     magic "WBTAGGER"
///     8       4     format version, 5 (little-endian)
///     12      8     payload length, uncompressed
///     20      8     payload length, compressed
///     28      4     CRC-32 of the uncompressed payload
///     32      …     payload, zlib-compressed
///
/// The payload stores the tag names, the lexicon (its seen words with every
/// column, then the word list's other words as 32-bit keys with their
/// classes), the tag dictionary, the number of passes, the weight rows and
/// the word forms whose scores are cached; each table is sorted keys
/// (varint gaps) followed by its columns, and a weight row holds every pass's
/// weights, each pass keeping only its nonzero entries behind a 17-bit mask
/// (their low bytes, then their high bytes). Decoding rebuilds the hash
/// tables and sums the cached scores: about 60 ms for the shipped model.
enum TaggerCompressedModel {
    static let version: UInt32 = 5
    package static let headerSize = 32
    /// Refuses payloads claiming more than this, so a damaged length cannot
    /// make the loader allocate without bound.
    static let maxPayload = 1 << 30

    /// Serialises a model; the same model always gives the same bytes.
    static func encode(_ model: TaggerModel) throws(TaggerModelError) -> [UInt8] {
        let payload = encodePayload(model)
        let compressed: [UInt8]
        do { compressed = try Zlib.compress(payload) } catch {
            throw .unreadable(source: "model data", reason: "zlib deflate failed (code \(error.code))")
        }
        var header = TaggerByteWriter()
        for byte in TaggerModelFile.magic { header.byte(byte) }
        header.uint32(version)
        header.uint64(UInt64(payload.count))
        header.uint64(UInt64(compressed.count))
        header.uint32(CRC32.checksum(payload))
        return header.bytes + compressed
    }

    /// Reads a model back, checking magic, version, lengths and checksum,
    /// and builds its tables. `source` names the file in error messages.
    static func decode(_ bytes: [UInt8], source: String = "model data") throws(TaggerModelError) -> TaggerModel {
        guard bytes.count >= TaggerModelFile.magic.count,
            Array(bytes[0..<TaggerModelFile.magic.count]) == TaggerModelFile.magic
        else {
            throw .notATaggerModel(source: source)
        }
        guard bytes.count >= headerSize else { throw .truncated(source: source) }
        var header = TaggerByteReader(Array(bytes[TaggerModelFile.magic.count..<headerSize]))
        let found: UInt32
        let payloadLength: UInt64
        let compressedLength: UInt64
        let checksum: UInt32
        do {
            found = try header.uint32("version")
            payloadLength = try header.uint64("payload length")
            compressedLength = try header.uint64("compressed length")
            checksum = try header.uint32("checksum")
        } catch { throw .truncated(source: source) }
        guard found == version else {
            throw .unsupportedVersion(source: source, found: found, supported: TaggerModelFile.formatVersion)
        }
        let available = UInt64(bytes.count - headerSize)
        guard compressedLength <= available else { throw .truncated(source: source) }
        guard compressedLength == available else {
            throw .malformed(
                source: source, detail: "\(available - compressedLength) unexpected bytes after the payload")
        }
        guard payloadLength <= UInt64(maxPayload) else {
            throw .malformed(source: source, detail: "payload length \(payloadLength) is implausible")
        }
        let payload: [UInt8]
        do {
            payload = try Zlib.decompress(bytes[headerSize...], exactSize: Int(payloadLength))
        } catch { throw .checksumMismatch(source: source) }
        guard payload.count == Int(payloadLength), CRC32.checksum(payload) == checksum else {
            throw .checksumMismatch(source: source)
        }
        do {
            return try decodePayload(payload)
        } catch let error as TaggerByteReader.OutOfRange {
            throw .malformed(source: source, detail: "bad \(error.what)")
        } catch {
            throw .malformed(source: source, detail: "\(error)")
        }
    }

    private static func encodePayload(_ model: TaggerModel) -> [UInt8] {
        var out = TaggerByteWriter()
        out.varint(UInt64(UPOS.count))
        for tag in UPOS.allCases { out.string(tag.rawValue) }

        // The lexicon: the words training or clustering saw, with every
        // column, then the far more numerous words only the word list has,
        // as 32-bit keys with their classes.
        let lexicon = model.lexicon
        out.sortedKeys(lexicon.keys)
        for entry in lexicon.entries { out.byte(entry.frequencyClass) }
        for entry in lexicon.entries { out.uint16(entry.cluster) }
        for entry in lexicon.entries { out.uint16(entry.coarseCluster) }
        for entry in lexicon.entries { out.byte(entry.capitalization) }
        for entry in lexicon.entries { out.byte(entry.wordClasses) }
        out.sortedKeys(lexicon.listed.keys.map(UInt64.init))
        for classes in lexicon.listed.classes { out.byte(classes) }

        out.sortedKeys(model.dictionaryKeys)
        for tag in model.dictionaryTags { out.byte(tag) }

        let table = model.weights
        out.varint(UInt64(table.passCount))
        out.sortedKeys(table.keys)
        let masks = table.keys.count * table.passCount
        for m in 0..<masks {
            var mask: UInt32 = 0
            for t in 0..<UPOS.count where table.storage[m * UPOS.count + t] != 0 { mask |= 1 << UInt32(t) }
            out.tagMask(mask)
        }
        // Low bytes, then high bytes: the high bytes of small weights repeat
        // and compress, so the model is smaller and inflates faster.
        let nonzero = table.storage.dropLast().filter { $0 != 0 }.map { UInt16(bitPattern: $0) }
        for weight in nonzero { out.byte(UInt8(truncatingIfNeeded: weight)) }
        for weight in nonzero { out.byte(UInt8(truncatingIfNeeded: weight >> 8)) }

        out.varint(UInt64(model.cache.words.count))
        for word in model.cache.words { out.string(word) }
        return out.bytes
    }

    private static func decodePayload(_ payload: [UInt8]) throws -> TaggerModel {
        var input = TaggerByteReader(payload)
        let tagCount = try input.varint("tag count")
        guard tagCount == UInt64(UPOS.count) else {
            throw TaggerByteReader.OutOfRange(what: "tag set (\(tagCount) tags)")
        }
        for tag in UPOS.allCases where try input.string("tag name") != tag.rawValue {
            throw TaggerByteReader.OutOfRange(what: "tag set (expected \(tag.rawValue))")
        }

        let lexicon = try decodeLexicon(&input)

        let dictionaryKeys = try input.sortedKeys("tag dictionary keys")
        var dictionaryTags: [UInt8] = []
        dictionaryTags.reserveCapacity(dictionaryKeys.count)
        for _ in dictionaryKeys {
            let tag = try input.byte("tag dictionary tags")
            guard Int(tag) < UPOS.count else { throw TaggerByteReader.OutOfRange(what: "tag dictionary tag \(tag)") }
            dictionaryTags.append(tag)
        }

        let passCount = try input.varint("pass count")
        guard passCount >= 1, passCount <= UInt64(TaggerModel.maxPasses) else {
            throw TaggerByteReader.OutOfRange(what: "pass count \(passCount)")
        }
        let featureKeys = try input.sortedKeys("feature keys")
        var storage = [Int16](repeating: 0, count: featureKeys.count * Int(passCount) * UPOS.count + 1)
        try input.weightRows("weights", rows: featureKeys.count, masksPerRow: Int(passCount), into: &storage)

        let cachedCount = try input.count("cached word count")
        var cachedWords: [String] = []
        cachedWords.reserveCapacity(cachedCount)
        for _ in 0..<cachedCount { cachedWords.append(try input.string("cached words")) }
        guard input.isAtEnd else { throw TaggerByteReader.OutOfRange(what: "payload length (trailing bytes)") }
        return TaggerModel(
            lexicon: lexicon,
            dictionaryKeys: dictionaryKeys, dictionaryTags: dictionaryTags,
            weights: TaggerWeightTable(passCount: Int(passCount), keys: featureKeys, storage: storage),
            cachedWords: cachedWords)
    }

    /// Reads the lexicon: the seen words' columns, then the listed words' table.
    private static func decodeLexicon(_ input: inout TaggerByteReader) throws -> TaggerLexicon {
        let keys = try input.sortedKeys("lexicon keys")
        let n = keys.count
        let frequencies = try input.bytes("lexicon frequency classes", count: n)
        let clusters = try input.uint16s("lexicon clusters", count: n)
        let coarseClusters = try input.uint16s("lexicon coarse clusters", count: n)
        let capitalizations = try input.bytes("lexicon capitalization", count: n)
        let wordClasses = try input.bytes("lexicon word classes", count: n)
        let entries = (0..<n).map { i in
            TaggerLexicon.Entry(
                frequencyClass: frequencies[frequencies.startIndex + i], cluster: clusters[i],
                coarseCluster: coarseClusters[i],
                capitalization: capitalizations[capitalizations.startIndex + i],
                wordClasses: wordClasses[wordClasses.startIndex + i])
        }
        let listedKeys = try input.sortedKeys("word list keys")
        if let last = listedKeys.last, last > UInt64(UInt32.max) {
            throw TaggerByteReader.OutOfRange(what: "word list keys (\(last) is not a 32-bit key)")
        }
        let listedClasses = try input.bytes("word list classes", count: listedKeys.count)
        let listed = TaggerWordClassTable(
            keys: listedKeys.map { UInt32(truncatingIfNeeded: $0) }, classes: Array(listedClasses))
        return TaggerLexicon(keys: keys, entries: entries, listed: listed)
    }
}
