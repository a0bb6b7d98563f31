import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport
@testable import BlanksTagger
@testable import BlanksTraining

@Suite struct TaggerModelFileTests {
    static let sample = [
        ["the", "dog", "saw", "a", "cat", "."],
        ["Rome", "is", "old", "and", "Paris", "is", "big", "!"],
        ["unseen", "words", "like", "zebras", "run", "3", "times", "."]
    ]

    @Test func saveAndLoadGiveTheSameModelAndTags() throws {
        let model = TaggerFixtures.tinyModel()
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("tiny.model")
        try TaggerModelFile.write(model, to: url)
        try TaggerModelFile.write(model, to: url)  // replacing an existing file works too
        let loaded = try POSTagger(contentsOf: url)
        #expect(loaded.model == model)
        for words in Self.sample { #expect(loaded.tag(words) == POSTagger(model: model).tag(words)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tiny.model"])
    }

    @Test func oneTwoAndThreePassModelsRoundTrip() throws {
        for passes in [1, 2, 3] {
            var options = TaggerTrainingOptions()
            options.passes = passes
            let model = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
            let loaded = try TaggerModelFile.decode(TaggerModelFile.encode(model))
            #expect(loaded == model)
            #expect(loaded.passCount == passes)
            for words in Self.sample {
                #expect(POSTagger(model: loaded).tag(words) == POSTagger(model: model).tag(words))
            }
        }
    }

    /// A compressed (format 5) payload that passes the checksum but is
    /// damaged inside (as a buggy writer could produce) is refused with an
    /// error, never a crash.
    @Test func damagedPayloadsBehindAValidChecksumAreRefused() throws {
        var options = TaggerTrainingOptions()
        options.cachedWordMinCount = 1
        let model = PerceptronTrainer(options: options).train(TaggerFixtures.tinyCorpus)
        let bytes = try TaggerModelFile.encodeCompressed(model)
        let payload = try Zlib.decompress(Array(bytes[TaggerCompressedModel.headerSize...]), limit: 1 << 24)
        func rewrap(_ payload: [UInt8]) throws -> [UInt8] {
            let compressed = try Zlib.compress(payload)
            var header = Array(bytes[0..<12])
            for value in [UInt64(payload.count), UInt64(compressed.count)] {
                for shift in stride(from: 0, to: 64, by: 8) {
                    header.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
                }
            }
            let crc = CRC32.checksum(payload)
            for shift in stride(from: 0, to: 32, by: 8) {
                header.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift)))
            }
            return header + compressed
        }
        #expect(try TaggerModelFile.decode(rewrap(payload)) == model)
        var refused = 0
        for cut in stride(from: 0, to: payload.count, by: max(1, payload.count / 41)) {
            #expect(throws: TaggerModelError.self) {
                try TaggerModelFile.decode(rewrap(Array(payload[0..<cut])), source: "cut")
            }
        }
        // Flips spread over the whole payload (every byte would take minutes:
        // each model that still decodes builds its load-time tables).
        for offset in stride(from: 0, to: payload.count, by: max(1, payload.count / 150)) {
            var damaged = payload
            damaged[offset] ^= 0xff
            do {
                _ = try TaggerModelFile.decode(rewrap(damaged), source: "damaged")
            } catch is TaggerModelError {
                refused += 1
            }
        }
        // Most flips break the structure; a flipped weight byte still decodes.
        #expect(refused > 0)
    }

    @Test(arguments: [false, true]) func truncatedModelsAreRefused(compressed: Bool) throws {
        let model = TaggerFixtures.tinyModel()
        let bytes = try compressed ? TaggerModelFile.encodeCompressed(model) : TaggerModelFile.encode(model)
        #expect(throws: TaggerModelError.truncated(source: "cut")) {
            try TaggerModelFile.decode(Array(bytes.dropLast(5)), source: "cut")
        }
        #expect(throws: TaggerModelError.truncated(source: "cut")) {
            try TaggerModelFile.decode(Array(bytes.prefix(20)), source: "cut")
        }
        #expect(throws: TaggerModelError.truncated(source: "cut")) {
            try TaggerModelFile.decode(Array(bytes.prefix(10)), source: "cut")
        }
        #expect(throws: TaggerModelError.notATaggerModel(source: "cut")) {
            try TaggerModelFile.decode(Array(bytes.prefix(3)), source: "cut")
        }
    }

    @Test(arguments: [false, true]) func alteredModelsAreRefused(compressed: Bool) throws {
        let model = TaggerFixtures.tinyModel()
        let bytes = try compressed ? TaggerModelFile.encodeCompressed(model) : TaggerModelFile.encode(model)
        let checksumOffset = compressed ? 28 : 12
        for offset in stride(from: 12, to: bytes.count, by: max(1, bytes.count / 40)) {
            var damaged = bytes
            damaged[offset] ^= 0x5a
            #expect(throws: TaggerModelError.self) { try TaggerModelFile.decode(damaged, source: "x") }
        }
        var checksum = bytes
        checksum[checksumOffset] ^= 1
        #expect(throws: TaggerModelError.checksumMismatch(source: "x")) {
            try TaggerModelFile.decode(checksum, source: "x")
        }
        var older = bytes
        older[8] = 1  // a model written before the two-pass format
        #expect(
            throws: TaggerModelError.unsupportedVersion(source: "x", found: 1, supported: TaggerModelFile.formatVersion)
        ) {
            try TaggerModelFile.decode(older, source: "x")
        }
        var version = bytes
        version[8] = 9
        #expect(
            throws: TaggerModelError.unsupportedVersion(source: "x", found: 9, supported: TaggerModelFile.formatVersion)
        ) {
            try TaggerModelFile.decode(version, source: "x")
        }
        #expect(throws: TaggerModelError.self) { try TaggerModelFile.decode(bytes + [0], source: "x") }
    }

    @Test func foreignAndMissingFilesGiveClearErrors() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let foreign = directory.appendingPathComponent("foreign.model")
        try Data("PK\u{3}\u{4} not a model at all, a zip perhaps".utf8).write(to: foreign)
        #expect(throws: TaggerModelError.notATaggerModel(source: foreign.path)) { try POSTagger(contentsOf: foreign) }
        let missing = directory.appendingPathComponent("missing.model")
        do {
            _ = try POSTagger(contentsOf: missing)
            Issue.record("a missing file loaded")
        } catch {
            #expect("\(error)".contains(missing.path))
        }
    }

    @Test func errorMessagesNameTheFileAndTheFix() {
        let message = TaggerModelError.checksumMismatch(source: "/m/tagger.model").description
        #expect(message.contains("/m/tagger.model"))
        #expect(message.contains("make train-tagger"))
    }
}
