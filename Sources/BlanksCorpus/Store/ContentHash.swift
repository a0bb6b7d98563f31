import BlanksSupport
import Foundation

/// The digests the corpus records: SHA-1 of revision content (what MediaWiki
/// reports) and SHA-256 of files (what batch manifests record).
package enum ContentHash {
    /// Hashes the string's own UTF-8 storage: no copy of a whole article.
    package static func sha1Hex(of text: String) -> String {
        SHA1Hasher.hash(utf8: text).hex
    }

    package static func sha256Hex(of data: Data) -> String {
        SHA256Hasher.hash(data).hex
    }

    /// Converts the base-36 SHA-1 of XML dumps (e.g. "phoiac9h4m842xq45sp7s6u21eteeq1")
    /// to the 40-digit hex form the API uses; nil if it is not base 36 or too large.
    package static func hexFromBase36(_ base36: String) -> String? {
        // 160-bit big number as five 32-bit limbs, most significant first.
        var limbs = [UInt64](repeating: 0, count: 5)
        guard !base36.isEmpty else { return nil }
        for scalar in base36.unicodeScalars {
            let digit: UInt64
            switch scalar.value {
            case 48...57: digit = UInt64(scalar.value - 48)
            case 97...122: digit = UInt64(scalar.value - 97 + 10)
            case 65...90: digit = UInt64(scalar.value - 65 + 10)
            default: return nil
            }
            var carry = digit
            for i in stride(from: 4, through: 0, by: -1) {
                let value = limbs[i] * 36 + carry
                limbs[i] = value & 0xffff_ffff
                carry = value >> 32
            }
            guard carry == 0 else { return nil }
        }
        return limbs.map { limb in
            let digits = String(limb, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// Lower-case hex of bytes (digests, ids): one spelling for every file and id.
    package static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        LowercaseHex.string(digest)
    }
}
