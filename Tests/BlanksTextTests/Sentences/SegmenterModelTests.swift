import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksText

/// The learned decision's model: the shipped one loads, and a missing or
/// damaged model file is a typed error naming the file, never a trap.
@Suite struct SegmenterModelTests {
    /// A small hand-made model: two weights and two word types.
    static func smallModel() -> SegmenterModel {
        SegmenterModel(
            tableBits: 8, margin: 5, slots: [3, 200], slotWeights: [-7, 12],
            stats: SegmenterWordStats(keys: [5, 9], values: [0x21, 0x03]))
    }

    @Test func shippedModelLoadsAndIsUsedByDefault() throws {
        let model = try SegmenterModel.shipped.get()
        #expect(model.featureCount > 1000)
        #expect(model.stats.count > 1000)
        #expect(SentenceSegmenter().model?.fingerprint == model.fingerprint)
        #expect(SentenceSegmenter(model: nil).model == nil)
    }

    @Test func encodingRoundTripsToTheSameBytes() throws {
        let model = Self.smallModel()
        let bytes = model.encoded()
        let decoded = try SegmenterModel(bytes: bytes, source: "small")
        #expect(decoded.encoded() == bytes)
        #expect(decoded.fingerprint == model.fingerprint)
        #expect(decoded.stats == model.stats)
        #expect(decoded.featureCount == 2)
        #expect(decoded.margin == 5)
        #expect(decoded.withMargin(9).encoded() != bytes)
    }

    @Test func missingFileIsATypedError() {
        let url = URL(fileURLWithPath: "/nonexistent/segmenter.model")
        #expect {
            _ = try SegmenterModel(contentsOf: url)
        } throws: { error in
            guard case .unreadable(let source, _)? = error as? SegmenterModelError else { return false }
            return source == url.path && "\(error)".contains("/nonexistent/segmenter.model")
        }
    }

    @Test func damagedBytesAreTypedErrors() {
        let good = Self.smallModel().encoded()
        #expect(throws: SegmenterModelError.notASegmenterModel(source: "m")) {
            try SegmenterModel(bytes: [], source: "m")
        }
        #expect(throws: SegmenterModelError.notASegmenterModel(source: "m")) {
            try SegmenterModel(bytes: Array("not a model at all".utf8), source: "m")
        }
        #expect(throws: SegmenterModelError.truncated(source: "m")) {
            try SegmenterModel(bytes: Array(good[0..<10]), source: "m")
        }
        var flipped = good
        flipped[20] ^= 0x40
        #expect(throws: SegmenterModelError.checksumMismatch(source: "m")) {
            try SegmenterModel(bytes: flipped, source: "m")
        }
        #expect(throws: SegmenterModelError.checksumMismatch(source: "m")) {
            try SegmenterModel(bytes: Array(good.dropLast(3)), source: "m")
        }
        var newer = good
        newer[8] = 9
        #expect(
            throws: SegmenterModelError.unsupportedVersion(
                source: "m", found: 9, supported: SegmenterModel.formatVersion)
        ) {
            try SegmenterModel(bytes: newer, source: "m")
        }
    }

    /// Inconsistent contents with a valid checksum: each is refused by name.
    @Test func inconsistentContentsAreMalformed() {
        func sealed(_ payload: [UInt8]) -> [UInt8] {
            var bytes = payload
            withUnsafeBytes(of: SegmenterModel.checksum(payload[...]).littleEndian) { bytes.append(contentsOf: $0) }
            return bytes
        }
        func le32(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        let head = Array("WBSEGMDL".utf8) + le32(SegmenterModel.formatVersion)
        let bits8 = le32(8) + le32(100)  // table bits, margin
        let cases: [[UInt8]] = [
            head + le32(40) + le32(0) + le32(0) + le32(0),  // table bits out of range
            head + le32(8) + le32(UInt32(bitPattern: -1)) + le32(0) + le32(0),  // negative margin
            head + bits8 + le32(1000) + le32(0),  // more weights than slots
            head + bits8 + le32(2) + le32(5) + [1, 0] + le32(5) + [1, 0] + le32(0),  // slots not increasing
            head + bits8 + le32(1) + le32(300) + [1, 0] + le32(0),  // slot past the table
            head + bits8 + le32(0) + le32(3),  // word count past the end
            head + bits8 + le32(0) + le32(0) + [7]  // bytes left over
        ]
        for bytes in cases {
            #expect {
                _ = try SegmenterModel(bytes: sealed(bytes), source: "m")
            } throws: { error in
                guard case .malformed(let source, _)? = error as? SegmenterModelError else { return false }
                return source == "m"
            }
        }
    }

    @Test func errorMessagesNameTheFileAndTheFix() {
        let message = SegmenterModelError.checksumMismatch(source: "/tmp/x.model").description
        #expect(message.contains("/tmp/x.model") && message.contains("make train-segmenter"))
    }

    @Test func shippedResourceIsTheEncodingOfTheShippedModel() throws {
        let url = try #require(SegmenterModel.shippedModelURL)
        let model = try SegmenterModel.shipped.get()
        #expect([UInt8](try Data(contentsOf: url)) == model.encoded())
        #expect(SegmenterModelError.bundledModelMissing.description.contains("segmenter.model"))
    }

    @Test func wordStatisticsLookUpByKey() {
        let stats = SegmenterWordStats(keys: [5, 9, 12], values: [1, 2, 3])
        #expect(stats.value(9) == 2)
        #expect(stats.value(12) == 3)
        #expect(stats.value(7) == 0)
        #expect(stats.value(100) == 0)
        #expect(SegmenterWordStats.empty.value(5) == 0)
        #expect(SegmenterWordStats.key("Dr") == SegmenterWordStats.key("dr"))
        #expect(SegmenterWordStats.key("dr") != SegmenterWordStats.key("drs"))
    }

    /// Unlabelled counting: "etc" always has its full stop, "the" never does,
    /// and "Paris" is only ever capitalised mid-sentence.
    @Test func countsPeriodsAndCaseWithoutLabels() {
        var counter = SegmenterWordStatsCounter()
        for _ in 0..<5 { counter.add("We saw the sights of Paris, tea etc. and the \"river etc.\" in the end.") }
        let stats = counter.stats(minimumCount: 3)
        let etc = stats.value(SegmenterWordStats.key("etc"))
        let the = stats.value(SegmenterWordStats.key("the"))
        let paris = stats.value(SegmenterWordStats.key("Paris"))
        #expect(SegmenterWordStats.periodClass(etc) == 1 + 4 * 3 + 1)  // always with a stop, 10 times
        #expect(SegmenterWordStats.periodClass(the) == 1 + 0 * 3 + 1)  // never, 15 times
        #expect(SegmenterWordStats.caseClass(the) == 2)  // lowercase mid-sentence, often
        #expect(SegmenterWordStats.caseClass(paris) == 2 << 2)  // capitalised mid-sentence, often
        #expect(stats.value(SegmenterWordStats.key("sights")) != 0)
        #expect(counter.stats(minimumCount: 6).value(SegmenterWordStats.key("sights")) == 0)
    }
}
