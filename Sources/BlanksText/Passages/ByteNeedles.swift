import BlanksSupport

/// A fixed set of short strings looked for in text by their UTF-8 bytes, in
/// one pass: the gate runs on every paragraph an article gives, and
/// Foundation's `contains(_:)` on strings goes through a locale-aware search
/// that cost more than tagging. O(n × needles starting with each byte).
///
/// A position is a candidate when its byte starts a needle and the two
/// bytes there start one (a table of every first byte and every first pair);
/// only a candidate's needles are compared. When needles start with at most
/// four bytes ("!!", "oilbbl"), sixteen bytes at a time are compared with
/// them all at once, and a block none starts is passed whole.
struct ByteNeedles: Sendable {
    /// The needles by their first byte.
    private let byFirstByte: [[[UInt8]]]
    /// Byte b is 1 when a needle starts with it.
    private let firstBytes: [UInt8]
    /// Bit b & 63 of word (a << 2 | b >> 6) is set when a needle starts with
    /// bytes a, b, or is the one byte a.
    private let firstPairs: [UInt64]
    /// The first bytes when they are at most four (repeated to four), else nil.
    private let fewFirstBytes: SIMD4<UInt8>?

    init(_ needles: [String]) {
        var table = [[[UInt8]]](repeating: [], count: 256)
        var pairs = [UInt64](repeating: 0, count: 256 * 4)
        for needle in needles {
            let bytes = Array(needle.utf8)
            guard let first = bytes.first else { continue }
            table[Int(first)].append(bytes)
            let seconds = bytes.count > 1 ? [bytes[1]] : (0...255).map(UInt8.init)
            for second in seconds { pairs[Int(first) << 2 | Int(second) >> 6] |= 1 << UInt64(second & 63) }
        }
        byFirstByte = table
        firstPairs = pairs
        firstBytes = table.map { $0.isEmpty ? 0 : 1 }
        let starting = table.indices.filter { !table[$0].isEmpty }.map(UInt8.init)
        fewFirstBytes =
            starting.isEmpty || starting.count > 4
            ? nil : SIMD4((0..<4).map { starting[min($0, starting.count - 1)] })
    }

    /// True when any needle occurs in `text`.
    func occur(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            firstBytes.withUnsafeBufferPointer { firstBytes in
                firstPairs.withUnsafeBufferPointer { firstPairs in
                    var start = 0
                    while start < bytes.count {
                        if let few = fewFirstBytes, Self.blockIsClear(bytes, from: start, of: few) {
                            start += SIMDScan.width
                            continue
                        }
                        let end = fewFirstBytes == nil ? bytes.count : min(start + SIMDScan.width, bytes.count)
                        while start < end {
                            defer { start += 1 }
                            let byte = Int(bytes[start])
                            guard firstBytes[byte] != 0 else { continue }
                            if start + 1 < bytes.count {
                                let second = Int(bytes[start + 1])
                                guard firstPairs[byte << 2 | second >> 6] & 1 << (second & 63) != 0 else { continue }
                            }
                            if matches(bytes, at: start) { return true }
                        }
                    }
                    return false
                }
            }
        }
    }

    /// True when a needle starting with `bytes[start]` stands at `start`.
    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for needle in byFirstByte[Int(bytes[start])] where needle.count <= bytes.count - start {
            var matched = true
            for offset in 1..<needle.count where bytes[start + offset] != needle[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }

    /// True when sixteen bytes from `start` are left and none is one of `few`.
    private static func blockIsClear(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, of few: SIMD4<UInt8>)
        -> Bool
    {
        guard let base = UnsafeRawPointer(bytes.baseAddress), bytes.count - start >= SIMDScan.width else {
            return false
        }
        let block = base.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self)
        return SIMDScan.first(
            block .== SIMDScan.splat(few[0]), block .== SIMDScan.splat(few[1]), block .== SIMDScan.splat(few[2]),
            block .== SIMDScan.splat(few[3])) == nil
    }
}
