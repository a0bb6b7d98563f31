import Foundation
import Testing

@testable import BlanksSupport

/// `SHA256Hasher.firstWord(appendingDecimal:)` pads and compresses the last
/// block itself when it can: whatever the prefix's length (so every count of
/// pending bytes, and the lengths where digits and padding no longer fit one
/// block) and whatever the number, its word is the first eight bytes of the
/// digest of the prefix and the number's digits hashed the library's way.
@Suite struct DecimalFirstWordTests {
    static let values = [0, 7, 10, 99, 716_825_343, 1_000_000_000_000, Int.max, -1, -716_825_343, Int.min]

    static func expected(prefix: [UInt8], value: Int) -> UInt64 {
        var whole = SHA256Hasher()
        whole.update(Data(prefix))
        whole.update(utf8: String(value))
        return whole.finalize().prefix(8).reduce(0) { ($0 << 8) | UInt64($1) }
    }

    @Test func everyPrefixLengthAndNumberGivesTheLibrarysWord() {
        for length in 0...140 {
            let prefix = (0..<length).map { UInt8(truncatingIfNeeded: 97 &+ $0 % 26) }
            var hasher = SHA256Hasher()
            hasher.update(Data(prefix))
            for value in Self.values {
                #expect(
                    hasher.firstWord(appendingDecimal: value) == Self.expected(prefix: prefix, value: value),
                    "prefix of \(length) bytes, value \(value)")
            }
        }
    }

    @Test func theHasherIsLeftAsItWas() {
        var hasher = SHA256Hasher()
        hasher.update(utf8: "select\nnightly\n0\n")
        let before = hasher.finalize()
        _ = hasher.firstWord(appendingDecimal: 716_825_343)
        #expect(hasher.finalize() == before)
    }

    @Test func decimalDigitsAreWrittenAsStringWritesThem() {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for value in Self.values {
            let written = withUnsafeMutableBytes(of: &buffer) { raw in
                let count = SHA256Hasher.writeDecimal(value, into: raw)
                return String(decoding: raw.prefix(count), as: UTF8.self)
            }
            #expect(written == String(value))
        }
    }
}
