import BlanksTestSupport
import BlanksTraining
import Foundation
import Testing

@testable import BlanksSlots
@testable import BlanksSupport

/// The slot model is shipped like the tagger: the same text always gives the
/// same bytes (so `make train-slots` reproduces the committed file), and a
/// damaged file is refused with a typed error rather than scoring blanks with
/// garbage counts.
@Suite struct SlotModelFileTests {
    static let sentences: [[String]] = [
        "He sat on the mat .", "She sat on the chair .", "They sat on the floor .",
        "A review of the trials .", "The review of an article .", "It is one of the best ."
    ].map { $0.split(separator: " ").map(String.init) }

    @Test func twoTrainingsGiveTheSameBytes() {
        let first = SlotModelFile.encode(SlotModelTrainer(minimumTrigramCount: 1).train(Self.sentences))
        let second = SlotModelFile.encode(SlotModelTrainer(minimumTrigramCount: 1).train(Self.sentences))
        #expect(first == second)
        #expect(SlotModelFile.fingerprint(of: first) == SlotModelFile.fingerprint(of: second))
        // Other text, other bytes and another fingerprint.
        let other = SlotModelFile.encode(
            SlotModelTrainer(minimumTrigramCount: 1).train(Array(Self.sentences.dropLast())))
        #expect(SlotModelFile.fingerprint(of: other) != SlotModelFile.fingerprint(of: first))
    }

    @Test func aModelReadsBackAsItWasWritten() throws {
        let model = SlotModelTrainer(minimumTrigramCount: 1).train(Self.sentences)
        let decoded = try SlotModelFile.decode(SlotModelFile.encode(model))
        #expect(decoded == model)
        #expect(decoded.sentences == 6 && decoded.tokens == 43)
    }

    @Test func theShippedModelLoadsAndReencodesToItsOwnBytes() throws {
        let url = try #require(SlotScorer.bundledModelURL)
        let bytes = [UInt8](try Data(contentsOf: url))
        let scorer = try SlotScorer.bundled()
        #expect(SlotModelFile.encode(scorer.model) == bytes)
        #expect(scorer.fingerprint == SlotModelFile.fingerprint(of: bytes))
        #expect(bytes.count < 8_000_000, "the shipped model stays a few MB")
    }

    @Test func damagedModelsAreRefusedWithTheirKind() throws {
        let good = SlotModelFile.encode(SlotModelTrainer(minimumTrigramCount: 1).train(Self.sentences))
        var flipped = good
        flipped[flipped.count - 3] ^= 0x40
        #expect(throws: SlotModelError.checksumMismatch(source: "m")) { try SlotModelFile.decode(flipped, source: "m") }
        #expect(throws: SlotModelError.truncated(source: "m")) {
            try SlotModelFile.decode(Array(good.dropLast(4)), source: "m")
        }
        #expect(throws: SlotModelError.truncated(source: "m")) {
            try SlotModelFile.decode(Array(good.prefix(20)), source: "m")
        }
        #expect(throws: SlotModelError.notASlotModel(source: "m")) {
            try SlotModelFile.decode(Array("WBTAGGER".utf8) + good.dropFirst(8), source: "m")
        }
        var newer = good
        newer[8] = 99
        #expect(
            throws: SlotModelError.unsupportedVersion(source: "m", found: 99, supported: SlotModelFile.formatVersion)
        ) {
            try SlotModelFile.decode(newer, source: "m")
        }
        // Keys out of order under a checksum that matches them: the lookup's invariant is checked too.
        var unsorted = good
        let first = Array(unsorted[32..<36])
        unsorted.replaceSubrange(32..<36, with: unsorted[36..<40])
        unsorted.replaceSubrange(36..<40, with: first)
        let checksum = CRC32.checksum(Array(unsorted[16...]))
        withUnsafeBytes(of: checksum.littleEndian) { unsorted.replaceSubrange(12..<16, with: $0) }
        #expect(throws: SlotModelError.malformed(source: "m", detail: "keys out of order or a count of zero")) {
            try SlotModelFile.decode(unsorted, source: "m")
        }
    }

    @Test func aMissingOrForeignFileSaysWhatToDo() throws {
        let folder = try TemporaryDirectory("slot-model")
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("none.model")
        #expect(throws: SlotModelError.self) { try SlotScorer(contentsOf: missing) }
        let foreign = folder.url.appendingPathComponent("foreign.model")
        try Data("not a model at all, just text".utf8).write(to: foreign)
        do {
            _ = try SlotScorer(contentsOf: foreign)
            Issue.record("a foreign file loaded")
        } catch {
            #expect(error == .notASlotModel(source: foreign.path))
            #expect(error.description.contains("train-slots"))
        }
    }
}
