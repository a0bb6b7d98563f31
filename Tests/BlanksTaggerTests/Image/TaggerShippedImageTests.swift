import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport
@testable import BlanksTagger
@testable import BlanksTraining

/// The shipped model is an image whose fingerprint is still the CRC-32 of the
/// model's compressed encoding, so puzzle ids stay what they were, and it
/// tags exactly as the compressed model it was converted from.
@Suite struct TaggerShippedImageTests {
    /// The fingerprint every batch id carried when the model shipped compressed.
    static let pinnedFingerprint: UInt32 = 0xcd0e_e449

    @Test func theShippedModelIsAnImageThatKeepsItsFingerprint() throws {
        let url = try #require(POSTagger.bundledModelURL)
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(bytes.count > 32)
        #expect(bytes[8..<12].elementsEqual([6, 0, 0, 0]), "format version 6")
        let stored = bytes[24..<28].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let tagger = try POSTagger.bundled()
        let compressed = try TaggerModelFile.encodeCompressed(tagger.model)
        #expect(CRC32.checksum(compressed) == stored)
        #expect(stored == Self.pinnedFingerprint)
        #expect(tagger.fingerprint == "cd0ee449")
        #expect(try TaggerModelFile.fingerprint(of: tagger.model) == Self.pinnedFingerprint)
    }

    /// Converting is deterministic: the compressed model, decoded and written
    /// as an image again, gives the shipped file byte for byte (what
    /// `make train-tagger` relies on).
    @Test func theShippedImageIsItsCompressedModelConverted() throws {
        let url = try #require(POSTagger.bundledModelURL)
        let bytes = [UInt8](try Data(contentsOf: url))
        let compressed = try TaggerModelFile.encodeCompressed(try POSTagger.bundled().model)
        let decoded = try TaggerModelFile.decode(compressed, source: "compressed")
        #expect(decoded == (try POSTagger.bundled().model))
        #expect(try TaggerModelFile.encode(decoded) == bytes)
    }

    @Test func bothFormsTagTheTreebankDevSplitAlike() throws {
        let dev = try CoNLLUReader.read(
            contentsOf: TaggerFixtures.dataDirectory.appendingPathComponent("en_ewt-ud-dev.conllu.gz"))
        let mapped = try POSTagger.bundled()
        let decoded = POSTagger(
            model: try TaggerModelFile.decode(TaggerModelFile.encodeCompressed(mapped.model), source: "compressed"))
        var differing = 0
        for sentence in dev where mapped.tag(sentence.words) != decoded.tag(sentence.words) { differing += 1 }
        #expect(dev.count > 2_000)
        #expect(differing == 0)
    }

    /// A compressed model file still loads, with the CRC-32 of its bytes as
    /// fingerprint (what `eval-tagger --model` and old files rely on).
    @Test func aCompressedFileStillLoads() throws {
        let folder = try TemporaryDirectory("compressed-model")
        defer { folder.remove() }
        let tagger = try POSTagger.bundled()
        let url = folder.url.appendingPathComponent("old.model")
        try Data(try TaggerModelFile.encodeCompressed(tagger.model)).write(to: url)
        let loaded = try POSTagger(contentsOf: url)
        #expect(loaded.fingerprint == tagger.fingerprint)
        #expect(loaded.tag(["The", "cat", "sat", "."]) == [.det, .noun, .verb, .punct])
    }
}
