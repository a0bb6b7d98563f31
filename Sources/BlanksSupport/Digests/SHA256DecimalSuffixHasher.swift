internal import CLibCrypto
internal import CSHA256Lanes

/// The first eight bytes, big-endian, of the SHA-256 digest of one fixed
/// prefix followed by the decimal digits of any number: what a batch's
/// selection key is for each revid of the corpus, so its cost per number is
/// what a selection at 10⁶ or 10⁷ pages costs per page.
///
/// The prefix is hashed once. Per number, its last block or two are put
/// together here from a template that already holds the prefix's pending
/// bytes (FIPS 180-4, 5.1.1: the digits, 0x80, zeros, the length in bits),
/// and only the compression runs elsewhere: no string, no digest value, no
/// `SHA256_Final`. One block when the pending bytes, the digits and the
/// padding fit in 64 bytes (a prefix whose last block holds at most 45 bytes,
/// for a ten-digit number), two otherwise.
///
/// `firstWords` compresses four numbers' blocks at once with the processor's
/// SHA instructions when it has them (`CSHA256Lanes`), about twice as many
/// blocks a second as libcrypto's one at a time (`SHA256_Transform`, which
/// `firstWord` and processors without them use). The known-answer tests
/// (`DecimalSuffixHasherTests`) hold both ways, every prefix length and
/// every count of digits, negative numbers too, to the library's own digest.
package struct SHA256DecimalSuffixHasher: Sendable {
    /// The library's state after the prefix's whole blocks: only its
    /// chaining value `h` is read by a compression.
    private let chained: SHA256_CTX
    /// The prefix's bytes after its whole blocks, then zeros: two blocks.
    private let template: Blocks
    /// How many bytes of the template's first block the prefix holds (0–63).
    private let pending: Int
    /// The prefix's length in bits.
    private let prefixBits: UInt64
    /// Whether `firstWords` compresses four blocks at once (`CSHA256Lanes`).
    let usesLanes: Bool

    private typealias Blocks = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )
    private static let blocksSize = 128
    private static let lanes = 4

    /// Whether this processor has the SHA instructions `CSHA256Lanes` needs: asked once.
    static let processorHasLanes = csha256_lanes_available() != 0

    package init(prefix: SHA256Hasher) {
        self.init(prefix: prefix, usesLanes: Self.processorHasLanes)
    }

    /// `usesLanes` false takes libcrypto's compression for every number (the
    /// tests compare both ways); true needs `processorHasLanes`.
    init(prefix: SHA256Hasher, usesLanes: Bool) {
        let context = prefix.context
        chained = context
        pending = Int(context.num)
        prefixBits = UInt64(context.Nh) << 32 | UInt64(context.Nl)
        self.usesLanes = usesLanes && Self.processorHasLanes
        var template: Blocks = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let pending = pending
        withUnsafeMutableBytes(of: &template) { template in
            withUnsafeBytes(of: context.data) {
                template.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(pending)))
            }
        }
        self.template = template
    }

    /// The digest's first word for the prefix and `value`'s digits (a minus
    /// sign first when negative), as `String(value)` writes them.
    package func firstWord(appendingDecimal value: Int) -> UInt64 {
        var blocks = template
        var context = chained
        withUnsafeMutableBytes(of: &blocks) { bytes in
            let blockCount = writeEnd(of: value, into: bytes)
            let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            SHA256_Transform(&context, base)
            if blockCount == 2 { SHA256_Transform(&context, base.map { $0 + 64 }) }
        }
        return UInt64(context.h.0) << 32 | UInt64(context.h.1)
    }

    /// `firstWord(appendingDecimal:)` of each of `values`, into `words` (the
    /// first `min` of both counts), four at a time when `usesLanes`.
    ///
    /// The blocks of `laneGroup` numbers are written first and compressed
    /// after: a block read in 16-byte pieces right after its digits were
    /// stored in narrower pieces waits for those stores to reach the cache
    /// (no store-to-load forwarding across them); compressing each four
    /// right after writing them took a third more time per number.
    package func firstWords(
        appendingDecimal values: UnsafeBufferPointer<Int>, into words: UnsafeMutableBufferPointer<UInt64>
    ) {
        let count = min(values.count, words.count)
        var index = 0
        if usesLanes, count >= Self.lanes {
            let group = Self.laneGroup
            withUnsafeTemporaryAllocation(byteCount: group * Self.blocksSize, alignment: 64) { blocks in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: group) { blockCounts in
                    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8 + 8 * Self.lanes) { states in
                        withUnsafeBytes(of: chained.h) { UnsafeMutableRawBufferPointer(states).copyMemory(from: $0) }
                        while index + Self.lanes <= count {
                            let taken = min(group, (count - index) / Self.lanes * Self.lanes)
                            for offset in 0..<taken {
                                let block = UnsafeMutableRawBufferPointer(
                                    rebasing: blocks[(offset * Self.blocksSize)..<((offset + 1) * Self.blocksSize)])
                                withUnsafeBytes(of: template) { block.copyMemory(from: $0) }
                                blockCounts[offset] = UInt8(writeEnd(of: values[index + offset], into: block))
                            }
                            for first in stride(from: 0, to: taken, by: Self.lanes) {
                                compressFour(
                                    blocks: UnsafeRawBufferPointer(blocks), blockCounts: blockCounts, first: first,
                                    states: states,
                                    into: UnsafeMutableBufferPointer(rebasing: words[(index + first)...]))
                            }
                            index += taken
                        }
                    }
                }
            }
        }
        while index < count {
            words[index] = firstWord(appendingDecimal: values[index])
            index += 1
        }
    }

    /// Numbers whose blocks `firstWords` writes before compressing them (16 KiB of blocks).
    private static let laneGroup = 128

    /// The words of the four numbers whose blocks start at `first`, into
    /// `words[0..<4]`: all first blocks compressed side by side from the
    /// prefix's state (`states[0..<8]`), then, if one of them needs it, all
    /// second blocks; a lane's word is read after its own last block.
    private func compressFour(
        blocks: UnsafeRawBufferPointer, blockCounts: UnsafeMutableBufferPointer<UInt8>, first: Int,
        states: UnsafeMutableBufferPointer<UInt32>, into words: UnsafeMutableBufferPointer<UInt64>
    ) {
        guard let base = blocks.baseAddress?.assumingMemoryBound(to: UInt8.self), let prefix = states.baseAddress
        else { return }
        let start = base + first * Self.blocksSize
        let lanes = prefix + 8
        func read(blockCount: UInt8) {
            for lane in 0..<Self.lanes where blockCounts[first + lane] == blockCount {
                words[lane] = UInt64(lanes[8 * lane]) << 32 | UInt64(lanes[8 * lane + 1])
            }
        }
        csha256_compress_four(prefix, 0, lanes, start, Self.blocksSize)
        read(blockCount: 1)
        if (0..<Self.lanes).contains(where: { blockCounts[first + $0] == 2 }) {
            csha256_compress_four(lanes, 8, lanes, start + 64, Self.blocksSize)
            read(blockCount: 2)
        }
    }

    /// Writes `value`'s digits, the padding and the message's length after
    /// the prefix's pending bytes in `bytes` (the template's 128 bytes);
    /// returns how many blocks the message's end takes (1 or 2). The digits
    /// go in eight at a time (`eightDigits`), left to right: a leading run of
    /// fewer than eight is stored with zeros after it, which the next run or
    /// the padding then covers.
    private func writeEnd(of value: Int, into bytes: UnsafeMutableRawBufferPointer) -> Int {
        let magnitude = UInt64(value.magnitude)
        let sign = value < 0 ? 1 : 0
        let digits = Self.digitCount(magnitude)
        let start = pending + sign
        let end = start + digits
        let blockCount = end + 9 <= 64 ? 1 : 2
        if sign == 1 { bytes[pending] = UInt8(ascii: "-") }
        let hundredMillion: UInt64 = 100_000_000
        func storeLeading(_ leading: UInt64, count: Int) {
            bytes.storeBytes(
                of: (Self.eightDigits(leading) >> (8 * (8 - count))).littleEndian, toByteOffset: start, as: UInt64.self)
        }
        func storeEight(_ eight: UInt64, endingAt position: Int) {
            bytes.storeBytes(of: Self.eightDigits(eight).littleEndian, toByteOffset: position - 8, as: UInt64.self)
        }
        if digits <= 8 {
            storeLeading(magnitude, count: digits)
        } else if digits <= 16 {
            storeLeading(magnitude / hundredMillion, count: digits - 8)
            storeEight(magnitude % hundredMillion, endingAt: end)
        } else {
            storeLeading(magnitude / hundredMillion / hundredMillion, count: digits - 16)
            storeEight(magnitude / hundredMillion % hundredMillion, endingAt: end - 8)
            storeEight(magnitude % hundredMillion, endingAt: end)
        }
        bytes[end] = 0x80
        let bits = prefixBits &+ UInt64(end - pending) &* 8
        bytes.storeBytes(of: bits.bigEndian, toByteOffset: blockCount * 64 - 8, as: UInt64.self)
        return blockCount
    }

    /// The eight decimal digits of `value` (below 10⁸, with leading zeros)
    /// as ASCII in one word, the first digit in its lowest byte, computed in
    /// the word's lanes at once: the two halves of four digits in its 32-bit
    /// lanes, split into pairs in 16-bit lanes, then into digits in bytes.
    /// Each step's multiply-and-shift is an exact division for the lane's
    /// range (10486 / 2²⁰ for x < 10⁴ by 100, 103 / 2¹⁰ for x < 100 by 10),
    /// and no product crosses into the next lane.
    static func eightDigits(_ value: UInt64) -> UInt64 {
        let halves = value / 10_000 | (value % 10_000) << 32
        let hundreds = (halves &* 10486) >> 20 & 0x0000_007F_0000_007F
        let pairs = hundreds | (halves &- hundreds &* 100) << 16
        let tens = (pairs &* 103) >> 10 & 0x000F_000F_000F_000F
        let digits = tens | (pairs &- tens &* 10) << 8
        return digits | 0x3030_3030_3030_3030
    }

    /// How many decimal digits `value` has (1 for 0): a few comparisons with
    /// constants, where counting by division would chain a dozen multiplications.
    static func digitCount(_ value: UInt64) -> Int {
        if value < 10_000_000_000 {
            if value < 100_000 {
                if value < 100 { return value < 10 ? 1 : 2 }
                return value < 1_000 ? 3 : value < 10_000 ? 4 : 5
            }
            if value < 10_000_000 { return value < 1_000_000 ? 6 : 7 }
            return value < 100_000_000 ? 8 : value < 1_000_000_000 ? 9 : 10
        }
        var count = 11
        var bound: UInt64 = 100_000_000_000
        while count < 20, value >= bound {
            count += 1
            bound &*= 10
        }
        return count
    }
}
