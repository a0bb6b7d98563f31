import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport
@testable import BlanksTagger
@testable import BlanksTraining

/// Damaged and crafted images: every one is refused with a typed error naming
/// the file, or (an index out of range behind a valid checksum) loads and
/// tags without a trap.
@Suite struct TaggerModelImageTests {
    /// A two-pass tiny model with cached words and a tag dictionary, so every
    /// section is non-empty.
    static let model: TaggerModel = {
        var options = TaggerTrainingOptions()
        options.passes = 2
        options.cachedWordMinCount = 1
        options.dictionaryMinCount = 2
        return PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
    }()

    static let image: [UInt8] = (try? TaggerModelFile.encode(model)) ?? []

    /// Little-endian field access and a checksum made valid again.
    struct Image {
        var bytes: [UInt8]

        func value(at offset: Int, size: Int) -> UInt64 {
            (0..<size).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[offset + $1]) }
        }

        mutating func set(_ value: UInt64, at offset: Int, size: Int) {
            for i in 0..<size { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * i)) }
        }

        func entry(_ section: TaggerImageSection) -> Int {
            TaggerModelImage.directoryOffset + section.rawValue * TaggerModelImage.directoryEntrySize
        }

        func offset(_ section: TaggerImageSection) -> Int { Int(value(at: entry(section), size: 8)) }
        func count(_ section: TaggerImageSection) -> Int { Int(value(at: entry(section) + 8, size: 8)) }

        /// Recomputes the CRC-32, as a crafted file would.
        mutating func reseal() {
            set(UInt64(CRC32.checksum(Array(bytes[16...]))), at: 12, size: 4)
        }

        /// Sets every stored row of a slot section to `row`.
        mutating func setRows(_ section: TaggerImageSection, to row: UInt64) {
            let start = offset(section)
            for slot in 0..<(count(section) / 2) where value(at: start + 16 * slot, size: 8) != 0 {
                set(row, at: start + 16 * slot + 8, size: 8)
            }
        }
    }

    static func expectMalformed(
        _ edit: (inout Image) -> Void, _ detail: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var image = Image(bytes: Self.image)
        edit(&image)
        image.reseal()
        do throws(TaggerModelError) {
            _ = try TaggerModelFile.decode(image.bytes, source: "crafted.model")
            Issue.record("a crafted image loaded (\(detail))", sourceLocation: sourceLocation)
        } catch {
            guard case .malformed(let source, let found) = error else {
                Issue.record("\(error) is not a malformed-model error", sourceLocation: sourceLocation)
                return
            }
            #expect(source == "crafted.model", sourceLocation: sourceLocation)
            #expect(found.contains(detail), "\(found)", sourceLocation: sourceLocation)
            #expect(error.description.contains("crafted.model"), sourceLocation: sourceLocation)
        }
    }

    @Test func anImageRoundTripsAndTagsAsItsModel() throws {
        let loaded = try TaggerModelFile.decode(Self.image, source: "tiny")
        #expect(loaded == Self.model)
        #expect(try TaggerModelFile.encode(loaded) == Self.image)
        for words in TaggerModelFileTests.sample + TaggerFixtures.tinyCorpus.map(\.words) {
            #expect(POSTagger(model: loaded).tag(words) == POSTagger(model: Self.model).tag(words))
        }
        for section in TaggerImageSection.allCases {
            #expect(Image(bytes: Self.image).offset(section) % TaggerModelImage.alignment == 0)
            #expect(Image(bytes: Self.image).count(section) > 0, "\(section.name)")
        }
    }

    @Test func aMappedFileTagsAsItsModel() throws {
        let folder = try TemporaryDirectory("tagger-image")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("tiny.model")
        try TaggerModelFile.write(Self.model, to: url)
        let tagger = try POSTagger(contentsOf: url)
        #expect(tagger.fingerprint == String(format: "%08x", try TaggerModelFile.fingerprint(of: Self.model)))
        for words in TaggerModelFileTests.sample {
            #expect(tagger.tag(words) == POSTagger(model: Self.model).tag(words))
        }
        #expect(throws: TaggerModelError.self) { try POSTagger(contentsOf: folder.url) }
        let empty = folder.url.appendingPathComponent("empty.model")
        try Data().write(to: empty)
        #expect(throws: TaggerModelError.notATaggerModel(source: empty.path)) { try POSTagger(contentsOf: empty) }
    }

    @Test func wrongMagicVersionAndChecksumAreRefused() {
        var magic = Self.image
        magic[0] = 0x58
        #expect(throws: TaggerModelError.notATaggerModel(source: "x")) {
            try TaggerModelFile.decode(magic, source: "x")
        }
        var version = Image(bytes: Self.image)
        version.set(7, at: 8, size: 4)
        #expect(throws: TaggerModelError.unsupportedVersion(source: "x", found: 7, supported: 6)) {
            try TaggerModelFile.decode(version.bytes, source: "x")
        }
        for offset in [12, 16, 24, 28, 40, TaggerModelImage.headerSize, Self.image.count / 2, Self.image.count - 1] {
            var flipped = Self.image
            flipped[offset] ^= 0x10
            #expect(throws: TaggerModelError.self) { try TaggerModelFile.decode(flipped, source: "x") }
            if offset != 16 {
                #expect(throws: TaggerModelError.checksumMismatch(source: "x")) {
                    try TaggerModelFile.decode(flipped, source: "x")
                }
            }
        }
        #expect(throws: TaggerModelError.truncated(source: "x")) {
            try TaggerModelFile.decode(Array(Self.image.dropLast(64)), source: "x")
        }
        #expect(throws: TaggerModelError.self) { try TaggerModelFile.decode(Self.image + [0], source: "x") }
    }

    @Test func aBadHeaderBehindAValidChecksumIsRefused() {
        Self.expectMalformed({ $0.set(0, at: 28, size: 4) }, "pass count 0")
        Self.expectMalformed({ $0.set(4, at: 28, size: 4) }, "pass count 4")
        Self.expectMalformed({ $0.set(16, at: 32, size: 4) }, "tag count")
        Self.expectMalformed({ $0.set(19, at: 36, size: 4) }, "section count")
    }

    @Test func misplacedSectionsBehindAValidChecksumAreRefused() {
        Self.expectMalformed(
            { image in
                image.set(UInt64(image.offset(.weights) + 8), at: image.entry(.weights), size: 8)
            }, "weights section is misaligned")
        Self.expectMalformed(
            { image in
                image.set(UInt64(image.offset(.lexiconEntries)), at: image.entry(.lexiconSlots), size: 8)
            }, "lexicon table section overlaps")
        Self.expectMalformed(
            { image in
                image.set(0, at: image.entry(.lexiconEntries), size: 8)
            }, "lexicon entries section overlaps")
        Self.expectMalformed(
            { image in
                image.set(UInt64(image.bytes.count), at: image.entry(.tagLookahead) + 8, size: 8)
            }, "look-ahead scores section runs past the end")
        Self.expectMalformed(
            { image in
                image.set(UInt64.max, at: image.entry(.tagLookahead), size: 8)
            }, "misaligned")
        Self.expectMalformed(
            { image in
                image.set(UInt64.max / 2 + 1, at: image.entry(.cacheInfos) + 8, size: 8)
            }, "cached word infos section runs past the end")
        let shortened: [(TaggerImageSection, Int, String)] = [
            (.cacheVectors, 1, "cached word scores hold"), (.weights, 2, "weights hold"),
            (.cacheInfos, 1, "cached word infos hold"), (.weightSlots, 1, "feature table has")
        ]
        for (section, by, detail) in shortened {
            Self.expectMalformed({ $0.set(UInt64($0.count(section) - by), at: $0.entry(section) + 8, size: 8) }, detail)
        }
        Self.expectMalformed(
            { image in
                image.set(UInt64(TaggerHashTable.probeLimit + 1), at: image.entry(.weightSlots) + 16, size: 8)
            }, "probe length")
        Self.expectMalformed(
            { image in
                image.set(1, at: image.entry(.weights) + 16, size: 8)
            }, "probe length")
    }

    /// Rows, tags and word ends that point outside their sections, sealed
    /// with a valid checksum: the image loads (its placement is fine) and
    /// every lookup that would go out of range reads as a miss instead.
    @Test func outOfRangeIndicesBehindAValidChecksumNeverTrap() throws {
        var image = Image(bytes: Self.image)
        for section in [TaggerImageSection.lexiconSlots, .dictionarySlots, .weightSlots, .cacheSlots] {
            image.setRows(section, to: UInt64(image.count(section)))
        }
        image.setRows(.weightSlots, to: UInt64.max)
        for i in 0..<image.count(.dictionaryTags) { image.bytes[image.offset(.dictionaryTags) + i] = 200 }
        for i in 0..<image.count(.cacheWordEnds) {
            image.set(UInt64.max, at: image.offset(.cacheWordEnds) + 4 * i, size: 4)
        }
        image.reseal()
        let crafted = try TaggerModelFile.decode(image.bytes, source: "crafted")
        #expect(crafted.weights.table.row(Self.model.weights.keys[0]) == -1)
        #expect(crafted.cache.entry(exact: TaggerWordInfo.exactHash("the")) == -1)
        #expect(crafted.cache.words.allSatisfy { $0.isEmpty })
        let tagger = POSTagger(model: crafted)
        for words in TaggerModelFileTests.sample + TaggerFixtures.tinyCorpus.map(\.words) {
            #expect(tagger.tag(words).count == words.count)
        }
    }

    /// A table with no empty slot cannot make a lookup loop: it stops after
    /// the declared longest probe.
    @Test func aFullTableStillEndsEveryLookup() throws {
        var image = Image(bytes: Self.image)
        let start = image.offset(.weightSlots)
        for slot in 0..<(image.count(.weightSlots) / 2) where image.value(at: start + 16 * slot, size: 8) == 0 {
            image.set(UInt64(slot) | 1 << 63, at: start + 16 * slot, size: 8)
        }
        image.set(UInt64(TaggerHashTable.probeLimit), at: image.entry(.weightSlots) + 16, size: 8)
        image.reseal()
        let crafted = try TaggerModelFile.decode(image.bytes, source: "crafted")
        #expect(crafted.weights.table.row(0x1234_5678_9abc_def1) == -1)
        #expect(crafted.weights.table.row(crafted.weights.keys[0]) == 0)
        #expect(POSTagger(model: crafted).tag(["a", "dog", "ran"]).count == 3)
    }
}
