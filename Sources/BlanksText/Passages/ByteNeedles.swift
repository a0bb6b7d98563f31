/// A fixed set of short strings looked for in text by their UTF-8 bytes, in
/// one pass: the gate runs on every paragraph an article gives, and
/// Foundation's `contains(_:)` on strings goes through a locale-aware search
/// that cost more than tagging. O(n × needles starting with each byte).
struct ByteNeedles: Sendable {
    /// The needles by their first byte.
    private let byFirstByte: [[[UInt8]]]
    /// Bit b of word b / 64 is set when a needle starts with byte b: most
    /// bytes start none and are passed on one test.
    private let firstBytes: [UInt64]

    init(_ needles: [String]) {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for needle in needles {
            let bytes = Array(needle.utf8)
            guard let first = bytes.first else { continue }
            table[Int(first)].append(bytes)
        }
        byFirstByte = table
        var bits = [UInt64](repeating: 0, count: 4)
        for byte in table.indices where !table[byte].isEmpty { bits[byte >> 6] |= 1 << UInt64(byte & 63) }
        firstBytes = bits
    }

    /// True when any needle occurs in `text`.
    func occur(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for start in bytes.indices {
                let byte = Int(bytes[start])
                guard firstBytes[byte >> 6] & 1 << UInt64(byte & 63) != 0 else { continue }
                for needle in byFirstByte[byte] where needle.count <= bytes.count - start {
                    var matched = true
                    for offset in 1..<needle.count where bytes[start + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
            }
            return false
        }
    }
}
