import Foundation
import Testing

@testable import BlanksSupport

/// `SHA256DecimalSuffixHasher` pads and compresses the last block or two
/// itself: whatever the prefix's length (so every count of pending bytes,
/// and the lengths where digits and padding no longer fit one block) and
/// whatever the number (every count of digits, a sign, the extremes), its
/// word is the first eight bytes of the digest of the prefix and the
/// number's digits hashed the library's way, one number at a time and four
/// at a time, with the processor's SHA instructions and without.
@Suite struct DecimalSuffixHasherTests {
    static let values: [Int] =
        [0, 7, 10, 99, 100, 716_825_343, 1_000_000_000_000, Int.max, -1, -716_825_343, Int.min]
        + (1...18).flatMap { exponent -> [Int] in
            let power = (0..<exponent).reduce(1) { value, _ in value * 10 }
            return [power - 1, power, power + 1, -power]
        }

    static func expected(prefix: [UInt8], value: Int) -> UInt64 {
        var whole = SHA256Hasher()
        whole.update(Data(prefix))
        whole.update(utf8: String(value))
        return whole.finalize().prefix(8).reduce(0) { ($0 << 8) | UInt64($1) }
    }

    /// The ways the hasher can run on this machine: libcrypto one block at a
    /// time, and four at a time when the processor has the SHA instructions.
    static var lanes: [Bool] {
        SHA256DecimalSuffixHasher.processorHasLanes ? [false, true] : [false]
    }

    @Test func everyPrefixLengthAndNumberGivesTheLibrarysWord() {
        for length in 0...140 {
            let prefix = (0..<length).map { UInt8(truncatingIfNeeded: 97 &+ $0 % 26) }
            var hasher = SHA256Hasher()
            hasher.update(Data(prefix))
            let expected = Self.values.map { Self.expected(prefix: prefix, value: $0) }
            for usesLanes in Self.lanes {
                let keys = SHA256DecimalSuffixHasher(prefix: hasher, usesLanes: usesLanes)
                #expect(keys.usesLanes == usesLanes)
                let one = Self.values.map { keys.firstWord(appendingDecimal: $0) }
                #expect(one == expected, "prefix of \(length) bytes, one at a time")
                // Every count from 0 to all, so groups of four, the rest after them, and
                // groups that mix one-block and two-block numbers are all met.
                for count in [0, 1, 3, 4, 5, 8, Self.values.count] {
                    var words = [UInt64](repeating: 0, count: count)
                    Self.values.withUnsafeBufferPointer { values in
                        words.withUnsafeMutableBufferPointer {
                            keys.firstWords(appendingDecimal: UnsafeBufferPointer(rebasing: values[..<count]), into: $0)
                        }
                    }
                    #expect(
                        words == Array(expected.prefix(count)),
                        "prefix of \(length) bytes, \(count) at once, lanes \(usesLanes)")
                }
            }
        }
    }

    @Test func manyNumbersAtOnceGiveTheLibrarysWords() {
        // More numbers than one group of blocks written before their compression.
        let prefix = Array("select\nnightly\n0\n".utf8)
        var hasher = SHA256Hasher()
        hasher.update(Data(prefix))
        let values: [Int] = (0..<1_000).map { 716_825_343 + $0 * 7_919 } + [5, -5, 123_456_789_012]
        let expected = values.map { Self.expected(prefix: prefix, value: $0) }
        for usesLanes in Self.lanes {
            let keys = SHA256DecimalSuffixHasher(prefix: hasher, usesLanes: usesLanes)
            var words = [UInt64](repeating: 0, count: values.count)
            values.withUnsafeBufferPointer { values in
                words.withUnsafeMutableBufferPointer { keys.firstWords(appendingDecimal: values, into: $0) }
            }
            #expect(words == expected, "lanes \(usesLanes)")
        }
    }

    @Test func aShortOutputTakesOnlyTheFirstNumbers() {
        var hasher = SHA256Hasher()
        hasher.update(utf8: "select\nnightly\n0\n")
        let keys = SHA256DecimalSuffixHasher(prefix: hasher)
        let values = Array(1...9)
        var words = [UInt64](repeating: 0, count: 6)
        values.withUnsafeBufferPointer { values in
            words.withUnsafeMutableBufferPointer { keys.firstWords(appendingDecimal: values, into: $0) }
        }
        #expect(words == values.prefix(6).map { keys.firstWord(appendingDecimal: $0) })
    }

    @Test func thePrefixHasherIsLeftAsItWas() {
        var hasher = SHA256Hasher()
        hasher.update(utf8: "select\nnightly\n0\n")
        let before = hasher.finalize()
        let keys = SHA256DecimalSuffixHasher(prefix: hasher)
        _ = keys.firstWord(appendingDecimal: 716_825_343)
        _ = keys.firstWord(appendingDecimal: 716_825_343)
        #expect(hasher.finalize() == before)
        #expect(
            keys.firstWord(appendingDecimal: 716_825_343)
                == Self.expected(prefix: Array("select\nnightly\n0\n".utf8), value: 716_825_343))
    }

    @Test func digitCountsAreStringsLengths() {
        for value in Self.values.map(\.magnitude).map(UInt64.init)
            + [0, 9, 10, UInt64.max, UInt64.max / 10, 10_000_000_000_000_000_000]
        {
            #expect(SHA256DecimalSuffixHasher.digitCount(value) == String(value).count, "\(value)")
        }
    }

    @Test func eightDigitsAreTheZeroPaddedDecimal() {
        let values: [UInt64] =
            [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 10_001, 99_999_999, 12_345_678, 43_698, 43_699]
            + Array(stride(from: 0, to: 100_000_000, by: 9_973))
        for value in values {
            let word = SHA256DecimalSuffixHasher.eightDigits(value).littleEndian
            let text = withUnsafeBytes(of: word) { String(decoding: $0, as: UTF8.self) }
            let padded = String(repeating: "0", count: 8 - String(value).count) + String(value)
            #expect(text == padded, "\(value)")
        }
    }
}
